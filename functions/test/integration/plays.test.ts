import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAX_GUESSES_PER_REFERENCE, routes, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { loadSeed, readSeed } from '../../../scripts/src/seed/load-seed';

/** Game 1 of the seed: E.T. (r01), Back to the Future (r02), Jaws (r04), It (r10, zone only), The Birds (r11, zoneless) … */
const GAME = 1;
const seed = readSeed();
let db: DynamoDBDocumentClient;
let tableName: string;
const handlers: Partial<Record<keyof typeof routes, LambdaHandler>> = {};

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seed);
  for (const name of ['getGame', 'startPlay', 'guess', 'hint', 'reveal', 'finishPlay', 'solution'] as const) {
    handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  }
});

async function call(route: RouteDef, options: Parameters<typeof apiEvent>[1] = {}) {
  const handler = handlers[route.name as keyof typeof routes];
  if (!handler) throw new Error(`no handler ${route.name}`);
  return invoke(handler, apiEvent(route, options));
}

async function start(mode: 'FREE' | 'QUIZ' = 'FREE', locale: 'en' | 'fr' = 'en') {
  const { status, json } = await call(routes.startPlay, { body: { gameId: GAME, mode, locale } });
  expect(status).toBe(200);
  return json as { play: { playId: string; endsAt: string; startedAt: string }; game: { references: { id: string; choices?: string[] }[] } };
}

const guess = (playId: string, body: Record<string, unknown>) => call(routes.guess, { pathParameters: { playId }, body });
const refState = (json: any, refId: string) => json.play.references.find((r: { refId: string }) => r.refId === refId);

/** Every title and alias of every response of a game, in both languages (to prove none leaks). */
function answersOf(gameId: number): string[] {
  const game = seed.games.find((g) => g.game.id === gameId)!.game;
  const responses = seed.responses.filter((r) => game.references.some((ref) => ref.response === r.id));
  return responses.flatMap((r) => [...r.titles.en, ...r.titles.fr, ...r.aliases.en, ...r.aliases.fr]).filter((t) => t.length >= 4);
}

describe('the game payload gives no answer away (ARCHITECTURE "Plays")', () => {
  it('GET /api/game/{id} holds zones and types but no title or alias of any reference', async () => {
    const { status, json } = await call(routes.getGame, { pathParameters: { id: String(GAME) }, query: { l: 'fr' } });
    expect(status).toBe(200);
    expect(json.references).toHaveLength(11);
    const text = JSON.stringify(json).toLowerCase();
    for (const answer of answersOf(GAME)) expect(text, answer).not.toContain(answer.toLowerCase());
  });

  it('a FREE play has no quiz choices; its state has no title before a reference is found', async () => {
    const { game, play } = await start('FREE');
    expect(game.references.every((r) => r.choices === undefined)).toBe(true);
    const text = JSON.stringify(play).toLowerCase();
    for (const answer of answersOf(GAME)) expect(text, answer).not.toContain(answer.toLowerCase());
  });

  it('answers 404 for an unknown game and for a game in test to a player', async () => {
    expect((await call(routes.getGame, { pathParameters: { id: '999' } })).status).toBe(404);
    expect((await call(routes.startPlay, { body: { gameId: 999 } })).status).toBe(404);
  });
});

describe('a play on the server clock', () => {
  it('starts with an unguessable id and a 3-minute clock from the server (SPEC §9)', async () => {
    const { play } = await start();
    expect(play.playId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(play.endsAt) - Date.parse(play.startedAt)).toBe(180_000);
  });

  it('judges a typed title on the clicked reference: found, with its title in the play language', async () => {
    const { play } = await start('FREE', 'fr');
    const { status, json } = await guess(play.playId, { refId: 'r04', text: 'jaws' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ verdict: 'correct', percent: 100, refId: 'r04', title: 'Les Dents de la mer' });
    expect(refState(json, 'r04')).toMatchObject({ status: 'found', title: 'Les Dents de la mer' });
    expect(json.play.summary).toMatchObject({ refsFound: 1, refsConsumed: 1, refsTotal: 11 });
  });

  it('accepts a French title in an English play, and a typo', async () => {
    const { play } = await start('FREE', 'en');
    expect((await guess(play.playId, { refId: 'r02', text: 'Retour vers le futur' })).json.verdict).toBe('correct');
    expect((await guess(play.playId, { refId: 'r07', text: 'The Wizzard of Oz' })).json.verdict).toBe('correct');
  });

  it("answers 'elsewhere' when the typed work hides in another zone, and 'other_opus' for another work of the saga", async () => {
    const { play } = await start();
    expect((await guess(play.playId, { refId: 'r01', text: 'Titanic' })).json.verdict).toBe('elsewhere');
    const opus = await guess(play.playId, { refId: 'r02', text: 'Back to the Future Part II' });
    expect(opus.json.verdict, JSON.stringify(opus.json)).toBe('other_opus');
    expect(refState(opus.json, 'r02')).toMatchObject({ status: 'open', errorsFree: 1, title: null });
  });

  it('never announces a zone-only detail as elsewhere: it is found only on its zone', async () => {
    const { play } = await start();
    expect((await guess(play.playId, { refId: 'r01', text: 'It' })).json.verdict).toBe('wrong');
    expect((await guess(play.playId, { refId: 'r10', text: 'Ça' })).json.verdict).toBe('correct');
  });

  it('finds a zoneless work named with no zone, or on any zone', async () => {
    const first = await start();
    const { json } = await guess(first.play.playId, { refId: null, text: 'The Birds' });
    expect(json).toMatchObject({ verdict: 'correct', refId: 'r11', title: 'The Birds' });
    const second = await start();
    expect((await guess(second.play.playId, { refId: 'r01', text: 'les oiseaux' })).json).toMatchObject({ verdict: 'correct', refId: 'r11' });
  });

  it('counts a rejected guess by its normalised text for the alias review', async () => {
    const { play } = await start();
    await guess(play.playId, { refId: 'r06', text: 'The  Big Boat!' });
    await guess(play.playId, { refId: 'r06', text: 'the big boat' });
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `MISSES#GAME#${GAME}`, sk: 'r06#bigboat' } }));
    expect(Item).toMatchObject({ count: 2, refId: 'r06', sample: 'the big boat' });
  });

  it('refuses a guess on a reference already found with 409 reference_done, nothing written', async () => {
    const { play } = await start();
    await guess(play.playId, { refId: 'r06', text: 'Titanic' });
    const again = await guess(play.playId, { refId: 'r06', text: 'Titanic' });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('reference_done');
  });

  it('gives the main hint, then the backup, then 409 no_more_hints; a hinted find is worth half', async () => {
    const { play } = await start();
    const main = await call(routes.hint, { pathParameters: { playId: play.playId }, body: { refId: 'r04' } });
    expect(main.json).toMatchObject({ refId: 'r04', kind: 'main' });
    const backup = await call(routes.hint, { pathParameters: { playId: play.playId }, body: { refId: 'r04' } });
    expect(backup.json.kind).toBe('backup');
    expect(refState(backup.json, 'r04').hints).toHaveLength(2);
    const third = await call(routes.hint, { pathParameters: { playId: play.playId }, body: { refId: 'r04' } });
    expect(third.status).toBe(409);
    expect(third.json.error.code).toBe('no_more_hints');
    const found = await guess(play.playId, { refId: 'r04', text: 'Jaws' });
    expect(found.json.play.summary.refsHinted).toBe(1);
    expect(found.json.play.score).toBe(0.5); // half of 1 in 11, scaled to /10 and rounded to 0.1
  });

  it('reveals a title: the reference is consumed, not found', async () => {
    const { play } = await start();
    const { json } = await call(routes.reveal, { pathParameters: { playId: play.playId }, body: { refId: 'r08' } });
    expect(json).toMatchObject({ refId: 'r08', title: 'Jurassic Park' });
    expect(json.play.summary).toMatchObject({ refsRevealed: 1, refsFound: 0, refsConsumed: 1 });
  });

  it('gives the solution only once the play has ended', async () => {
    const { play } = await start();
    const early = await call(routes.solution, { pathParameters: { playId: play.playId } });
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('play_not_ended');
    await call(routes.finishPlay, { pathParameters: { playId: play.playId } });
    const { status, json } = await call(routes.solution, { pathParameters: { playId: play.playId } });
    expect(status).toBe(200);
    expect(json.references).toHaveLength(11);
    expect(json.references.find((r: { id: string }) => r.id === 'r04').title).toBe('Jaws');
    expect(json.play.ended).toBe(true);
  });

  it("refuses a guess after the clock with 409 time_up", async () => {
    const { play } = await start();
    const { agePlayForTests } = await import('../../src/data/plays');
    await agePlayForTests(play.playId, 186);
    const late = await guess(play.playId, { refId: 'r04', text: 'Jaws' });
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('time_up');
    expect((await call(routes.solution, { pathParameters: { playId: play.playId } })).status).toBe(200);
  });

  it('still takes a guess within the grace after the clock (latency)', async () => {
    const { play } = await start();
    const { agePlayForTests } = await import('../../src/data/plays');
    await agePlayForTests(play.playId, 182);
    expect((await guess(play.playId, { refId: 'r04', text: 'Jaws' })).json.verdict).toBe('correct');
  });

  it(`answers 429 past ${MAX_GUESSES_PER_REFERENCE} guesses on one reference`, async () => {
    const { play } = await start();
    for (let i = 0; i < MAX_GUESSES_PER_REFERENCE; i++) {
      expect((await guess(play.playId, { refId: 'r09', text: `nope ${i}` })).status).toBe(200);
    }
    const over = await guess(play.playId, { refId: 'r09', text: 'Up' });
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('too_many_requests');
  });

  it('keeps every one of simultaneous guesses on one play (optimistic lock)', async () => {
    const { play } = await start();
    const results = await Promise.all([
      guess(play.playId, { refId: 'r01', text: 'E.T.' }),
      guess(play.playId, { refId: 'r04', text: 'Jaws' }),
      guess(play.playId, { refId: 'r06', text: 'Titanic' }),
      guess(play.playId, { refId: 'r08', text: 'Jurassic Park' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const finished = await call(routes.finishPlay, { pathParameters: { playId: play.playId } });
    expect(finished.json.play.summary.refsFound).toBe(4);
  });
});

describe('QUIZ mode: four options, a wrong one locks the reference', () => {
  it('gives four options with the right one among them, and judges a choice', async () => {
    const { play, game } = await start('QUIZ', 'fr');
    const jaws = game.references.find((r) => r.id === 'r04')!;
    expect(jaws.choices).toHaveLength(4);
    expect(jaws.choices).toContain('Les Dents de la mer');
    expect((await guess(play.playId, { refId: 'r04', choice: 'Les Dents de la mer' })).json.verdict).toBe('correct');
    const wrong = await guess(play.playId, { refId: 'r06', choice: game.references.find((r) => r.id === 'r06')!.choices!.find((c) => c !== 'Titanic') });
    expect(wrong.json.verdict).toBe('wrong');
    expect(refState(wrong.json, 'r06')).toMatchObject({ status: 'locked', errorsQuiz: 1 });
    expect(wrong.json.play.summary).toMatchObject({ refsLockedQuiz: 1, errorCountQuiz: 1 });
  });

  it('refuses typed text in QUIZ mode and a choice in FREE mode with 400 wrong_mode', async () => {
    const quiz = await start('QUIZ');
    expect((await guess(quiz.play.playId, { refId: 'r04', text: 'Jaws' })).json.error.code).toBe('wrong_mode');
    const free = await start('FREE');
    expect((await guess(free.play.playId, { refId: 'r04', choice: 'Jaws' })).json.error.code).toBe('wrong_mode');
  });
});

describe('bad input on plays', () => {
  it.each([
    ['an empty answer', { refId: 'r01', text: '   ' }],
    ['an answer over 200 characters', { refId: 'r01', text: 'x'.repeat(201) }],
    ['neither text nor choice', { refId: 'r01' }],
  ])('answers 400 to %s', async (_, body) => {
    const { play } = await start();
    const { status, json } = await guess(play.playId, body);
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
  });

  it('answers 404 to an unknown play and to an unknown reference', async () => {
    expect((await guess('6b0f3c52-1f0e-4a8e-9d55-0c4f6f0c9f11', { refId: 'r01', text: 'Jaws' })).status).toBe(404);
    const { play } = await start();
    expect((await guess(play.playId, { refId: 'r99', text: 'Jaws' })).status).toBe(404);
  });

  it('answers 400 to a play id that is not a UUID', async () => {
    expect((await guess('1234', { refId: 'r01', text: 'Jaws' })).status).toBe(400);
  });
});
