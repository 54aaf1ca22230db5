import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startLocalServer } from '../../src/local/server';

/**
 * `npm start` serves the app and nothing else of the repository. Vite's dev server, by
 * default, serves any file of the workspace under /@fs/, the seed answers included.
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer({ port: 0, imagesDir: mkdtempSync(path.join(tmpdir(), 'quiz-images-')), web: 'vite' });
}, 60_000);

afterAll(() => server?.close());

const fsPath = (relative: string) => `/@fs${path.join(REPO_ROOT, relative)}`;

describe('the dev server serves the app, nothing else', () => {
  it.each([
    'scripts/seed/responses.json',
    'scripts/seed/games/1/quiz.json',
    'package.json',
    'functions/src/domain/plays.ts',
    'docs/game.md',
  ])('refuses /@fs/…/%s', async (relative) => {
    const res = await fetch(`${server.url}${fsPath(relative)}`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toMatch(/"titles"|Jaws|workspaces/);
  });

  it('still serves the app and the shared code it imports', async () => {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const shared = await fetch(`${server.url}${fsPath('shared/src/route-paths.ts')}`);
    expect(shared.status).toBe(200);
    expect((await fetch(`${server.url}/src/main.tsx`)).status).toBe(200);
  });

  // A missing file is a 404, as CloudFront answers it (S3's 404: docs/adr/0040-missing-files-answer-404.md), never the app's shell.
  it.each(['/assets/nope.js', '/images/nope.webp', '/nope.txt'])('answers 404 for the missing file %s', async (pathname) => {
    const res = await fetch(`${server.url}${pathname}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/<div id="root"|<script/);
  });
});
