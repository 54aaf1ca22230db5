import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { routes, type Response, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, cookiesToSend, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { loadSeed, readSeed } from '../../../scripts/src/seed/load-seed';

/**
 * A typed answer that is another famous work's title is `wrong`, not `close`
 * (shared/src/answers/README.md "Another famous work"): the guess reads the response catalogue (data/games/answer-catalogue.ts).
 */

const GAME = 1;
const seed = readSeed();
const handlers: Partial<Record<string, LambdaHandler>> = {};
/** A work of the catalogue that is in no picture of game 1: a letter away from "Jaws" (r04). */
const claws: Response = { id: 'claws', theme: 'tv', titles: { en: ['Claws'], fr: ['Claws'] }, aliases: { en: [], fr: [] } };

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seed);
  const { responseItem } = await import('../../src/data/games/references');
  await db.send(new PutCommand({ TableName: tableName, Item: responseItem(claws) }));
  for (const name of ['startPlay', 'guess'] as const) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
});

async function call(route: RouteDef, options: Parameters<typeof apiEvent>[1] = {}) {
  return invoke(handlers[route.name]!, apiEvent(route, options));
}

/** The middle of r04's zone (Jaws), a rectangle in the seed. */
function jawsPoint() {
  const zone = seed.games.find((g) => g.game.id === GAME)!.game.references.find((r) => r.id === 'r04')!.zone!;
  if (zone.kind !== 'rect') throw new Error('r04 is a rectangle in the seed');
  return { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
}

describe('another famous work a letter away is wrong, not close (the response catalogue)', () => {
  it.each([
    ['Claws', 'wrong'],
    ['Jawz', 'close'],
    ['Jaws', 'correct'],
  ])('%j typed on Jaws answers %s', async (text, verdict) => {
    const started = await call(routes.startPlay, { body: { gameId: GAME, mode: 'FREE', locale: 'en' } });
    const cookies = cookiesToSend(started.cookies);
    const { status, json } = await call(routes.guess, {
      pathParameters: { playId: started.json.play.playId },
      body: { point: jawsPoint(), pointer: 'mouse', text },
      cookies,
    });
    expect(status).toBe(200);
    expect(json.verdict).toBe(verdict);
  });
});
