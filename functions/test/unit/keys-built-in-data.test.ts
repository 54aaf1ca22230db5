import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * functions/src/data/README.md: keys are built only in data/keys.ts. Every key prefix keys.ts writes
 * (`GAME#`, `USER#`, `AUDIT#` …) and every whole-key literal (`'META'`, `'PROFILE'` …) is looked for in
 * the code of every other folder of functions/src (comments aside): a key written elsewhere fails here.
 */
const SRC = join(import.meta.dirname, '../../src');
const KEYS = readFileSync(join(SRC, 'data/keys.ts'), 'utf8');

const prefixes = [...new Set([...KEYS.matchAll(/[`'](?:\$\{[^}]*\}#)*([A-Z][A-Z_]+)#/g)].map((m) => m[1]!))];
const wholeKeys = [...new Set([...KEYS.matchAll(/'([A-Z][A-Z_]{2,})'/g)].map((m) => m[1]!))];

function sourcesOutsideData(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'data') ? [] : sourcesOutsideData(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The code of a file without its comments (a comment may name a key to explain it). */
const codeOf = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').split('\n').map((line) => line.replace(/(^|\s)\/\/.*$/, '')).join('\n');

/** Key prefixes and whole keys written in a file's code, with the line that writes each. */
function keysWritten(text: string, known: { prefixes: string[]; wholeKeys: string[] }): string[] {
  const prefix = new RegExp(`[\`'"](${known.prefixes.join('|')})#`);
  const whole = new RegExp(`['"\`](${known.wholeKeys.join('|')})['"\`]`);
  return codeOf(text).split('\n').filter((line) => prefix.test(line) || whole.test(line)).map((line) => line.trim());
}

describe('functions/src/data/README.md: keys are built in data/keys.ts and nowhere else', () => {
  it('reads the key prefixes and whole keys from keys.ts (the audit targets, the rank buckets among them)', () => {
    expect(prefixes).toEqual(expect.arrayContaining(['GAME', 'USER', 'AUDIT', 'PAGE', 'PRODUCT', 'RESPONSE', 'POPUP', 'POPUP_TRIGGER', 'MENU', 'COMPETITION', 'SCORE', 'TIME', 'PLAY', 'ENTRY']));
    expect(wholeKeys).toEqual(expect.arrayContaining(['META', 'PROFILE', 'POPUPS', 'MENU']));
  });

  it('finds a key written in code, and not one named in a comment', () => {
    const known = { prefixes, wholeKeys };
    expect(keysWritten('const target = `GAME#${id}`;', known)).toEqual(['const target = `GAME#${id}`;']);
    expect(keysWritten("  queryRankBuckets(id, 'SCORE#', score),", known)).toHaveLength(1);
    expect(keysWritten("const key = { pk: 'SITE', sk: 'STATS' };", known)).toHaveLength(1);
    expect(keysWritten('/**\n * audited on `COMPETITION#{id}` (a comment)\n */\n// `USER#{sub}` too', known)).toEqual([]);
  });

  it.each(sourcesOutsideData(SRC).map((path) => [relative(SRC, path), path]))('%s writes no key', (_, path) => {
    expect(keysWritten(readFileSync(path, 'utf8'), { prefixes, wholeKeys })).toEqual([]);
  });
});
