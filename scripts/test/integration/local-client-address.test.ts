import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@quiz/shared';
import { startRuntime } from '../../src/local/runtime';

/**
 * docs/game.md "Limits": locally the client's address is the socket's. A caller who writes their
 * own CloudFront-Viewer-Address, a new one each time, is still the one address past its limit.
 */
type Runtime = Awaited<ReturnType<typeof startRuntime>>;
let runtime: Runtime;

beforeAll(async () => {
  runtime = await startRuntime({ port: 0, web: 'none', persist: false, fresh: false });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
});

const start = (headers: Record<string, string> = {}) =>
  fetch(`${runtime.url}/api/plays`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"gameId":1}' });

describe('the local runtime takes the client\'s address from the socket', () => {
  it('past an exhausted limit, 10 starts each with a new forged CloudFront-Viewer-Address are all 429 with Retry-After', async () => {
    const minute = Math.floor(Date.now() / 60_000);
    for (let i = 0; i < RATE_LIMITS.playStarts.perMinute; i++) expect((await start()).status).toBe(200);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await start({ 'cloudfront-viewer-address': `198.51.100.${i + 1}:${50_000 + i}` }));
    if (Math.floor(Date.now() / 60_000) !== minute) return; // the minute turned: a new window, nothing to say
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(429));
    for (const answer of answers) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
