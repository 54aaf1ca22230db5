import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../src/lib/errors';

/** docs/game.md "Limits": every 429 says when to come back (Retry-After, whole seconds, at least 1). */

const SRC = path.join(import.meta.dirname, '../../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );

describe('every 429 carries Retry-After', () => {
  it.each([
    [30, '30'],
    [0.2, '1'],
    [59.01, '60'],
    [0, '1'],
    [-3, '1'],
    [Number.NaN, '1'],
  ])('a limit reached with %d seconds to wait answers Retry-After: %s', (seconds, header) => {
    const error = new TooManyRequestsError('Too many', seconds);
    expect(error.status).toBe(429);
    expect(error.headers['retry-after']).toBe(header);
  });

  it('no function answers 429 but through TooManyRequestsError, whose wait is a required argument of its constructor', () => {
    const answering429 = /(?:statusCode|status)\s*[:=]\s*429|super\(\s*429/;
    const found = sources(SRC).filter((file) => answering429.test(readFileSync(file, 'utf8'))).map((file) => path.relative(SRC, file));
    expect(found).toEqual([path.join('lib', 'errors.ts')]);
  });
});
