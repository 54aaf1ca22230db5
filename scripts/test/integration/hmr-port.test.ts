import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRuntime } from '../../src/local/runtime';

/**
 * Issue "The game as a newcomer finds it": two checkouts started side by side (another PORT) each
 * reload live from their own changes. Vite's live-reload websocket shares each server's port instead
 * of Vite's fixed 24678, which only the first of them could have.
 */
type Runtime = Awaited<ReturnType<typeof startRuntime>>;
const runtimes: Runtime[] = [];

beforeAll(async () => {
  // One after the other: both copy the same seed images into .local/images.
  for (let i = 0; i < 2; i++) runtimes.push(await startRuntime({ port: 0, web: 'vite', persist: false, fresh: false }));
}, 180_000);

afterAll(async () => {
  for (const runtime of runtimes) await runtime.stop();
});

const portOf = (url: string) => Number(new URL(url).port);

/** Vite's browser client as a page of this server loads it. */
async function hmrClientOf(url: string): Promise<string> {
  const res = await fetch(`${url}/@vite/client`);
  expect(res.status).toBe(200);
  return res.text();
}

/** Opens the live-reload websocket as Vite's client does, and resolves with its first message. */
function firstHmrMessage(url: string, token: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${portOf(url)}/?token=${token}`, 'vite-hmr');
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no live-reload message from ${url}`));
    }, 10_000);
    socket.addEventListener('message', (event) => {
      clearTimeout(timer);
      socket.close();
      resolve(JSON.parse(String(event.data)));
    });
    socket.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error(`the live-reload websocket of ${url} refused the connection`));
    });
  });
}

describe('two local runtimes side by side, each on its own port', () => {
  it('both start and serve the app', async () => {
    expect(runtimes).toHaveLength(2);
    expect(portOf(runtimes[0]!.url)).not.toBe(portOf(runtimes[1]!.url));
    for (const { url } of runtimes) expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it.each([0, 1])('runtime %i\'s page reloads through its own port, not a fixed one', async (i) => {
    const { url } = runtimes[i]!;
    const client = await hmrClientOf(url);
    // No port of its own (null): the client connects to the port the page came from.
    expect(client).toMatch(new RegExp(`const hmrPort = (null|${portOf(url)});`));
    expect(client).not.toContain('24678');
    const token = /const wsToken = "([^"]+)";/.exec(client)?.[1];
    expect(token).toBeDefined();
    expect(await firstHmrMessage(url, token!)).toEqual({ type: 'connected' });
  });
});
