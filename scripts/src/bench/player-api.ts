import { freePort } from '../local/dynamo';
import { startRuntime } from '../local/runtime';

/**
 * The whole local runtime in memory (API only) and one browser's calls to it, as the page makes
 * them: JSON bodies and the player-secret cookie the first answer hands out. The per-minute limits
 * are raised: one address plays far faster than a person.
 */
export async function startPlayerApi() {
  const runtime = await startRuntime({ port: await freePort(), web: 'none', persist: false, fresh: false, rateLimitScale: 100 });
  let cookie = '';
  async function post(path: string, body: unknown): Promise<{ status: number; text: string }> {
    const res = await fetch(`${runtime.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    cookie ||= (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    return { status: res.status, text: await res.text() };
  }
  return { post, stop: () => runtime.stop() };
}
