import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, cookiesToSend, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { loadSeed, readSeed } from '../../../scripts/src/seed/load-seed';

/** Game 1 of the seed (11 references). */
const GAME = 1;
const handlers: Partial<Record<keyof typeof routes, LambdaHandler>> = {};

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), readSeed());
  for (const name of ['startPlay', 'finishPlay', 'playRun', 'reveal'] as const) {
    handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  }
});

async function call(route: RouteDef, options: Parameters<typeof apiEvent>[1] = {}) {
  return invoke(handlers[route.name as keyof typeof routes]!, apiEvent(route, options));
}

/** A new run in a new browser: its player-secret cookie makes it the run's owner. */
async function newRun() {
  const { status, json, cookies } = await call(routes.startPlay, { body: { gameId: GAME, mode: 'FREE', locale: 'en' } });
  expect(status).toBe(200);
  return { playId: json.play.playId as string, browser: cookiesToSend(cookies) };
}

const finish = (playId: string, browser: string[], endRun = false) =>
  call(routes.finishPlay, { pathParameters: { playId }, body: { endRun }, cookies: browser });
const runOf = (playId: string, browser: string[]) => call(routes.playRun, { pathParameters: { playId }, cookies: browser });
const continueFrom = (playId: string, browser: string[]) =>
  call(routes.startPlay, { body: { gameId: GAME, mode: 'FREE', locale: 'en', continueFrom: playId }, cookies: browser });

describe('the server\'s word on a run (docs/game.md "Runs in parts": GET /api/plays/{playId}/run)', () => {
  it('a part finished later can continue; a part still running cannot (it is being played)', async () => {
    const { playId, browser } = await newRun();
    const running = await runOf(playId, browser);
    expect(running.status).toBe(200);
    expect(running.json).toMatchObject({ canContinue: false, play: { playId, ended: false, run: { ended: false } } });
    await finish(playId, browser);
    expect((await runOf(playId, browser)).json).toMatchObject({ canContinue: true, play: { playId, ended: true, run: { ended: false } } });
  });

  it('an ended run cannot continue (the device that kept it shows its score and answers instead)', async () => {
    const { playId, browser } = await newRun();
    await call(routes.reveal, { pathParameters: { playId }, body: { refId: 'r04' }, cookies: browser });
    await finish(playId, browser);
    await finish(playId, browser, true);
    const { json } = await runOf(playId, browser);
    expect(json).toMatchObject({ canContinue: false, play: { playId, run: { ended: true } } });
    expect(json.play.summary).toMatchObject({ refsRevealed: 1, refsTotal: 11 });
  });

  it('from an earlier part, answers about the run\'s latest part: continued, then ended on the other device', async () => {
    const { playId: first, browser } = await newRun();
    await finish(first, browser);
    const next = await continueFrom(first, browser);
    const second = next.json.play.playId as string;
    // The latest part still runs: no Continue anywhere, and the answer names that part.
    expect((await runOf(first, browser)).json).toMatchObject({ canContinue: false, play: { playId: second, run: { partIndex: 1, ended: false } } });
    await finish(second, browser);
    expect((await runOf(first, browser)).json).toMatchObject({ canContinue: true, play: { playId: second } });
    await finish(second, browser, true);
    expect((await runOf(first, browser)).json).toMatchObject({ canContinue: false, play: { playId: second, run: { ended: true } } });
  });

  it('is the owner\'s only: another browser gets 404, as for a play that does not exist; a malformed id is 400', async () => {
    const { playId } = await newRun();
    const stranger = (await newRun()).browser;
    expect((await runOf(playId, stranger)).status).toBe(404);
    expect((await runOf('00000000-0000-4000-8000-000000000000', stranger)).status).toBe(404);
    expect((await runOf('not-a-play', stranger)).status).toBe(400);
  });
});
