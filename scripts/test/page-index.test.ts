import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePageIndex, PAGE_INDEX_FILE } from '@quiz/shared';
import { writePageIndex } from '../src/static-pages/page-index';

function dist(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quiz-dist-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '<!doctype html>');
  }
  return dir;
}

describe('the page index the build writes (docs/adr/0019-pre-rendered-pages.md)', () => {
  it('lists every file under pages/, relative to dist, sorted, and nothing else of the build', () => {
    const dir = dist(['index.html', 'assets/app.js', 'sitemap.xml', 'pages/fr.html', 'pages/en.html', 'pages/404/en.html', 'pages/cgv.fr.html', 'pages/frag/quiz_slide/en/374e5a9b-78fb-43d7-966a-60ca89278172.html']);
    const files = writePageIndex(dir);
    expect(files).toEqual(['pages/404/en.html', 'pages/cgv.fr.html', 'pages/en.html', 'pages/fr.html', 'pages/frag/quiz_slide/en/374e5a9b-78fb-43d7-966a-60ca89278172.html']);
    expect(parsePageIndex(readFileSync(path.join(dir, PAGE_INDEX_FILE), 'utf8'))).toEqual(files);
  });

  it('refuses an index the key-value store cannot hold: a key over 512 bytes, a file outside pages/, not a list', () => {
    expect(() => parsePageIndex(JSON.stringify([`pages/${'é'.repeat(300)}.html`]))).toThrow(/512 bytes/);
    expect(() => parsePageIndex(JSON.stringify(['index.html']))).toThrow(/outside pages/);
    expect(() => parsePageIndex('{"pages/en.html":1}')).toThrow(/list of file paths/);
  });
});
