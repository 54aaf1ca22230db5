import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../src/local/server';

let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer({ port: 0, imagesDir: mkdtempSync(path.join(tmpdir(), 'quiz-images-')), web: 'none' });
});

afterAll(() => server.close());

describe('the local server answers a malformed path as the caller\'s mistake (docs/adr/0003-one-route-table-one-wrapper.md)', () => {
  it.each(['/api/game/%E0%A4%A', '/api/plays/%ZZ/solution', '/api/score/1/%'])('%s → 400 bad_request, in the API\'s error shape', async (pathname) => {
    const res = await fetch(`${server.url}${pathname}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(/malformed percent-escape/);
  });
});
