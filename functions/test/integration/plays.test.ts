import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MAX_GUESSES_PER_PLAY, RATE_LIMITS, routes, type RouteDef, type Zone } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, cookiesToSend, invoke } from '../helpers/events';
import { drainStatsStream } from '../helpers/stats-stream';
import { recordedCalls } from '../helpers/table-calls';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed, readSeed } from '../../../scripts/src/seed/load-seed';

/** Game 1 of the seed: E.T. (r01), Back to the Future (r02), Jaws (r04), It (r10, zone only), The Birds (r11, zoneless) … */
const GAME = 1;
const seed = readSeed();
const key = createSigningKey();
const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
let db: DynamoDBDocumentClient;
let tableName: string;
const handlers: Partial<Record<keyof typeof routes, LambdaHandler>> = {};

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seed);
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of ['getGame', 'startPlay', 'guess', 'hint', 'reveal', 'nextQuestion', 'finishPlay', 'playLocale', 'solution'] as const) {
    handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  }
});

async function call(route: RouteDef, options: Parameters<typeof apiEvent>[1] = {}) {
  const handler = handlers[route.name as keyof typeof routes];
  if (!handler) throw new Error(`no handler ${route.name}`);
  return invoke(handler, apiEvent(route, options));
}

/** The browser that started the latest play: its player-secret cookie makes it the play's owner. */
let browser: string[] = [];

async function start(mode: 'FREE' | 'QUIZ' = 'FREE', locale: 'en' | 'fr' = 'en') {
  const { status, json, cookies } = await call(routes.startPlay, { body: { gameId: GAME, mode, locale } });
  expect(status).toBe(200);
  browser = cookiesToSend(cookies);
  return json as {
    play: { playId: string; endsAt: string; startedAt: string; references: { refId: string; zone: Zone | null }[]; question: { refId: string; choices: string[] } | null };
    game: { references: { id: string; choices?: string[] }[] };
  };
}

const zoneOf = (refId: string) => seed.games.find((g) => g.game.id === GAME)!.game.references.find((r) => r.id === refId)!.zone!;

/** The middle of a reference's zone (its bounding box's centre: the seed's shapes are convex). */
function pointOf(refId: string) {
  const zone = zoneOf(refId);
  if (zone.kind === 'rect') return { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
  const xs = zone.points.map(([x]) => x);
  const ys = zone.points.map(([, y]) => y);
  return { x: xs.reduce((a, b) => a + b) / xs.length, y: ys.reduce((a, b) => a + b) / ys.length };
}

/** A spot of game 1's picture where no reference is (the sky between the E.T. moon and the ship). */
const NOWHERE = { x: 0.5, y: 0.05 };

const guess = (playId: string, body: Record<string, unknown>, cookies = browser) => call(routes.guess, { pathParameters: { playId }, body, cookies });
/** A FREE guess: the text, typed after a click in the middle of `refId`'s zone (null: the whole picture). */
const typed = (playId: string, refId: string | null, text: string) => guess(playId, { point: refId ? pointOf(refId) : null, text });
const move = (route: RouteDef, playId: string, body?: unknown, cookies = browser) => call(route, { pathParameters: { playId }, body, cookies });
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
    const { status, json } = await typed(play.playId, 'r04', 'jaws');
    expect(status).toBe(200);
    expect(json).toMatchObject({ verdict: 'correct', refId: 'r04', title: 'Les Dents de la mer', zone: zoneOf('r04') });
    expect(refState(json, 'r04')).toMatchObject({ status: 'found', title: 'Les Dents de la mer', zone: zoneOf('r04') });
    expect(json.play.summary).toMatchObject({ refsFound: 1, refsConsumed: 1, refsTotal: 11 });
  });

  it('accepts a French title in an English play, and a typo', async () => {
    const { play } = await start('FREE', 'en');
    expect((await typed(play.playId, 'r02', 'Retour vers le futur')).json.verdict).toBe('correct');
    expect((await typed(play.playId, 'r07', 'The Wizzard of Oz')).json.verdict).toBe('correct');
  });

  it("answers 'elsewhere' when the typed work hides in another zone, and 'other_opus' for another work of the saga", async () => {
    const { play } = await start();
    expect((await typed(play.playId, 'r01', 'Titanic')).json.verdict).toBe('elsewhere');
    const opus = await typed(play.playId, 'r02', 'Back to the Future Part II');
    expect(opus.json.verdict, JSON.stringify(opus.json)).toBe('other_opus');
    // The misses count for the play; an open reference's own count stays hidden (docs/game.md "What a guess may reveal").
    expect(refState(opus.json, 'r02')).toMatchObject({ status: 'open', errorsFree: 0, title: null });
    expect(opus.json.play.summary.errorCountFree).toBe(2);
  });

  it('never announces a zone-only detail as elsewhere: it is found only on its zone', async () => {
    const { play } = await start();
    expect((await typed(play.playId, 'r01', 'It')).json.verdict).toBe('wrong');
    expect((await typed(play.playId, 'r10', 'Ça')).json.verdict).toBe('correct');
  });

  it('finds a zoneless work named with no zone, or on any zone', async () => {
    const first = await start();
    const { json } = await typed(first.play.playId, null, 'The Birds');
    expect(json).toMatchObject({ verdict: 'correct', refId: 'r11', title: 'The Birds' });
    const second = await start();
    expect((await typed(second.play.playId, 'r01', 'les oiseaux')).json).toMatchObject({ verdict: 'correct', refId: 'r11' });
  });

  it('counts a rejected guess by its normalised text for the alias review', async () => {
    const { play } = await start();
    await typed(play.playId, 'r06', 'The  Big Boat!');
    await typed(play.playId, 'r06', 'the big boat');
    // Counted off the guess path, by the table stream's aggregation (data README "Rejected guesses off the guess path").
    await drainStatsStream();
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `MISSES#GAME#${GAME}`, sk: 'r06#bigboat' } }));
    expect(Item).toMatchObject({ count: 2, refId: 'r06', sample: 'the big boat' });
  });

  it('a reference already found is found once: naming it again counts nothing more, and a hint on it is 409 reference_done', async () => {
    const { play } = await start();
    await typed(play.playId, 'r06', 'Titanic');
    const again = await typed(play.playId, 'r06', 'Titanic');
    expect(again.status).toBe(200);
    expect(again.json.verdict).not.toBe('correct');
    expect(again.json.play.summary.refsFound).toBe(1);
    const hint = await move(routes.hint, play.playId, { refId: 'r06' });
    expect(hint.status).toBe(409);
    expect(hint.json.error.code).toBe('reference_done');
  });

  it('gives the main hint, then the backup, then 409 no_more_hints; a hinted find is worth half', async () => {
    const { play } = await start();
    const main = await move(routes.hint, play.playId, { refId: 'r04' });
    expect(main.json).toMatchObject({ refId: 'r04', kind: 'main' });
    const backup = await move(routes.hint, play.playId, { refId: 'r04' });
    expect(backup.json.kind).toBe('backup');
    expect(refState(backup.json, 'r04').hints).toHaveLength(2);
    const third = await move(routes.hint, play.playId, { refId: 'r04' });
    expect(third.status).toBe(409);
    expect(third.json.error.code).toBe('no_more_hints');
    const found = await typed(play.playId, 'r04', 'Jaws');
    expect(found.json.play.summary.refsHinted).toBe(1);
    expect(found.json.play.score).toBe(0.5); // half of 1 in 11, scaled to /10 and rounded to 0.1
  });

  it('reveals a title: the reference is consumed, not found', async () => {
    const { play } = await start();
    const { json } = await move(routes.reveal, play.playId, { refId: 'r08' });
    expect(json).toMatchObject({ refId: 'r08', title: 'Jurassic Park' });
    expect(json.play.summary).toMatchObject({ refsRevealed: 1, refsFound: 0, refsConsumed: 1 });
  });

  it('gives the solution only once the run has ended ("End and see the answers")', async () => {
    const { play } = await start();
    const early = await move(routes.solution, play.playId);
    expect(early.status).toBe(409);
    expect(early.json.error.code).toBe('run_not_ended');
    await move(routes.finishPlay, play.playId, { endRun: true });
    const { status, json } = await move(routes.solution, play.playId);
    expect(status).toBe(200);
    expect(json.references).toHaveLength(11);
    expect(json.references.find((r: { id: string }) => r.id === 'r04').title).toBe('Jaws');
    expect(json.play.ended).toBe(true);
  });

  it("refuses a guess after the clock with 409 time_up", async () => {
    const { play } = await start();
    const { agePlayForTests } = await import('../../src/data/plays');
    await agePlayForTests(play.playId, 186);
    const late = await typed(play.playId, 'r04', 'Jaws');
    expect(late.status).toBe(409);
    expect(late.json.error.code).toBe('time_up');
    // The part is over; the run is not until its player ends it (or continues it).
    expect((await move(routes.solution, play.playId)).json.error.code).toBe('run_not_ended');
  });

  it('still takes a guess within the grace after the clock (latency)', async () => {
    const { play } = await start();
    const { agePlayForTests } = await import('../../src/data/plays');
    await agePlayForTests(play.playId, 182);
    expect((await typed(play.playId, 'r04', 'Jaws')).json.verdict).toBe('correct');
  });

  it(`answers 429 past ${MAX_GUESSES_PER_PLAY} guesses in one play, wherever they land (one budget: it tells nothing of zones)`, async () => {
    const { play } = await start();
    for (let i = 0; i < MAX_GUESSES_PER_PLAY; i++) {
      const onZone = i % 2 === 0;
      const answer = await guess(play.playId, { point: onZone ? pointOf('r09') : NOWHERE, text: `nope ${i}` });
      expect(answer.status).toBe(200);
    }
    for (const point of [pointOf('r09'), NOWHERE, null]) {
      const over = await guess(play.playId, { point, text: 'Up' });
      expect(over.status).toBe(429);
      expect(over.json.error.code).toBe('too_many_requests');
    }
  });

  it('keeps every one of simultaneous guesses on one play (optimistic lock)', async () => {
    const { play } = await start();
    const results = await Promise.all([
      typed(play.playId, 'r01', 'E.T.'),
      typed(play.playId, 'r04', 'Jaws'),
      typed(play.playId, 'r06', 'Titanic'),
      typed(play.playId, 'r08', 'Jurassic Park'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const finished = await move(routes.finishPlay, play.playId);
    expect(finished.json.play.summary.refsFound).toBe(4);
  });
});

describe('runs in parts (docs/game.md "Runs in parts")', () => {
  const continueFrom = (playId: string, extra: Record<string, unknown> = {}, cookies = browser) =>
    call(routes.startPlay, { body: { gameId: GAME, continueFrom: playId, ...extra }, cookies });

  it('"finish later" ends the part and keeps the run: no solution yet, the part is 0 of its run', async () => {
    const { play } = await start();
    await typed(play.playId, 'r04', 'Jaws');
    const paused = await move(routes.finishPlay, play.playId);
    expect(paused.status).toBe(200);
    expect(paused.json.play.ended).toBe(true);
    expect(paused.json.play.run).toMatchObject({ runId: play.playId, partIndex: 0, ended: false, continued: false });
    expect((await move(routes.solution, play.playId)).json.error.code).toBe('run_not_ended');
    // A guess on a paused part is refused: the next part is where the run goes on.
    expect((await typed(play.playId, 'r06', 'Titanic')).json.error.code).toBe('play_ended');
  });

  it('"Continue" keeps found, revealed and hinted references, on a fresh clock, in the run\'s mode; the part before is history', async () => {
    const { play } = await start();
    await typed(play.playId, 'r04', 'Jaws');
    await move(routes.reveal, play.playId, { refId: 'r06' });
    await move(routes.hint, play.playId, { refId: 'r09' });
    await move(routes.finishPlay, play.playId);
    const { agePlayForTests } = await import('../../src/data/plays');
    await agePlayForTests(play.playId, 120);
    const next = await continueFrom(play.playId, { mode: 'QUIZ', locale: 'fr' });
    expect(next.status).toBe(200);
    const part = next.json.play;
    expect(part.playId).not.toBe(play.playId);
    expect(part.mode).toBe('FREE');
    expect(part.run).toMatchObject({ runId: play.playId, partIndex: 1, runPart: next.json.play.run.runPart, ended: false });
    expect(Date.parse(part.endsAt) - Date.parse(part.startedAt)).toBe(180_000);
    // The part before was 120 s into its clock: the new part has its whole 3 minutes.
    expect(Date.parse(part.endsAt)).toBeGreaterThan(Date.now() + 170_000);
    expect(refState(next.json, 'r04')).toMatchObject({ status: 'found', title: 'Les Dents de la mer' });
    expect(refState(next.json, 'r06')).toMatchObject({ status: 'revealed' });
    expect(refState(next.json, 'r09')).toMatchObject({ status: 'open', hints: [expect.any(String)], hintsLeft: 1 });
    expect(part.summary).toMatchObject({ refsFound: 1, refsRevealed: 1, refsConsumed: 2 });
    // The new part plays on: a reference not yet consumed is found in it.
    expect((await typed(part.playId, 'r02', 'Retour vers le futur')).json.verdict).toBe('correct');
    // The earlier part can be neither continued again nor ended: its run goes on in the later one.
    expect((await continueFrom(play.playId)).json.error.code).toBe('run_continued');
    expect((await move(routes.finishPlay, play.playId, { endRun: true })).json.error.code).toBe('run_continued');
  });

  it('one Continue wins when two are pressed at once (two devices): the other is 409 run_continued', async () => {
    const { play } = await start();
    await move(routes.finishPlay, play.playId);
    const answers = await Promise.all([continueFrom(play.playId), continueFrom(play.playId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error.code).toBe('run_continued');
  });

  it('refuses to continue a part still running (409 play_running), an ended run (409 run_ended), another quiz\'s play (400), and anyone else\'s play (404)', async () => {
    const { play } = await start();
    expect((await continueFrom(play.playId)).json.error.code).toBe('play_running');
    const owner = browser;
    expect((await continueFrom(play.playId, {}, ['quiz_player=' + 'A'.repeat(43)])).status).toBe(404);
    expect((await call(routes.startPlay, { body: { gameId: 2, continueFrom: play.playId }, cookies: owner })).status).toBe(400);
    await move(routes.finishPlay, play.playId, { endRun: true }, owner);
    expect((await continueFrom(play.playId, {}, owner)).json.error.code).toBe('run_ended');
  });

  it('a clock that ran out ends the part, not the run: it can be continued', async () => {
    const { play } = await start();
    const { agePlayForTests } = await import('../../src/data/plays');
    await agePlayForTests(play.playId, 190);
    expect((await continueFrom(play.playId)).status).toBe(200);
  });

  it('a run ends by itself when every reference is consumed: the solution opens with no "End"', async () => {
    const { play } = await start();
    let last: any;
    for (const ref of seed.games.find((g) => g.game.id === GAME)!.game.references) last = (await move(routes.reveal, play.playId, { refId: ref.id })).json;
    expect(last.play.run.ended).toBe(true);
    expect((await move(routes.solution, play.playId)).status).toBe(200);
  });

  it('numbers each new run of a quiz for its owner (runPart 1, 2, …); a part keeps its run\'s number', async () => {
    const token = tokenOf(`runner-${Date.now()}`);
    const first = await call(routes.startPlay, { body: { gameId: GAME }, token });
    const second = await call(routes.startPlay, { body: { gameId: GAME }, token });
    expect([first.json.play.run.runPart, second.json.play.run.runPart]).toEqual([1, 2]);
    await call(routes.finishPlay, { pathParameters: { playId: first.json.play.playId }, token });
    const next = await call(routes.startPlay, { body: { gameId: GAME, continueFrom: first.json.play.playId }, token });
    expect(next.json.play.run).toMatchObject({ runPart: 1, partIndex: 1 });
  });
});

describe('switching language mid-play', () => {
  it('goes on with the same play on the same clock, titles found so far and QUIZ options in the new language', async () => {
    const { play } = await start('QUIZ', 'en');
    const ref = 'r01';
    await guess(play.playId, { refId: ref, choice: 'E.T. the Extra-Terrestrial' });
    const switched = await move(routes.playLocale, play.playId, { locale: 'fr' });
    expect(switched.status).toBe(200);
    expect(switched.json.play).toMatchObject({ playId: play.playId, locale: 'fr', endsAt: play.endsAt, ended: false });
    expect(refState(switched.json, ref).title).toBe('E.T. l’extra-terrestre');
    expect(switched.json.play.question.refId).toBe('r02');
    expect(switched.json.play.question.choices).toContain('Retour vers le futur');
    // The French option is the right one from now on.
    expect((await guess(play.playId, { refId: 'r02', choice: 'Retour vers le futur' })).json.verdict).toBe('correct');
  });

  it('is the owner\'s only: anyone else gets 404', async () => {
    const { play } = await start();
    expect((await move(routes.playLocale, play.playId, { locale: 'fr' }, ['quiz_player=' + 'A'.repeat(43)])).status).toBe(404);
  });
});

describe('QUIZ mode: one question at a time, four options, a wrong one locks the reference (docs/game.md "QUIZ: one question at a time")', () => {
  /** The title of a reference as its right option reads in `locale`. */
  const titleOf = (refId: string, locale: 'en' | 'fr') => {
    const ref = seed.games.find((g) => g.game.id === GAME)!.game.references.find((r) => r.id === refId)!;
    return seed.responses.find((r) => r.id === ref.response)!.titles[locale][0]!;
  };
  const next = (playId: string, body: Record<string, unknown> = {}) => move(routes.nextQuestion, playId, body);

  it('a start carries the first question only: its zone and four options; nothing of a later question', async () => {
    const { play, game } = await start('QUIZ', 'fr');
    expect(play.question).toEqual({ refId: 'r01', choices: expect.arrayContaining([titleOf('r01', 'fr')]) });
    expect(play.question!.choices).toHaveLength(4);
    expect(game.references.every((r) => r.choices === undefined)).toBe(true);
    expect(play.references.filter((r) => r.zone !== null).map((r) => r.refId)).toEqual(['r01']);
    // No later question's right title, nor any of its wrong options, in the whole answer.
    const text = JSON.stringify({ play, game });
    const later = seed.games.find((g) => g.game.id === GAME)!.game.references.filter((r) => r.id !== 'r01');
    for (const ref of later) {
      for (const option of [titleOf(ref.id, 'fr'), ...ref.choices.fr].filter((o) => !play.question!.choices.includes(o))) {
        expect(text, option).not.toContain(option);
      }
    }
  });

  it('each answer carries the next question; a wrong option locks its reference and counts a QUIZ error', async () => {
    const { play } = await start('QUIZ', 'fr');
    const right = await guess(play.playId, { refId: 'r01', choice: titleOf('r01', 'fr') });
    expect(right.json.verdict).toBe('correct');
    expect(right.json.play.question.refId).toBe('r02');
    expect(refState(right.json, 'r02').zone).toEqual(zoneOf('r02'));
    expect(refState(right.json, 'r03').zone).toBeNull();
    const wrongOption = right.json.play.question.choices.find((c: string) => c !== titleOf('r02', 'fr'));
    const wrong = await guess(play.playId, { refId: 'r02', choice: wrongOption });
    expect(wrong.json.verdict).toBe('wrong');
    expect(refState(wrong.json, 'r02')).toMatchObject({ status: 'locked', errorsQuiz: 1 });
    expect(wrong.json.play.summary).toMatchObject({ refsLockedQuiz: 1, errorCountQuiz: 1 });
    expect(wrong.json.play.question.refId).toBe('r03');
  });

  it('refuses with 409 not_asked an answer, a hint or a reveal on a question not asked yet', async () => {
    const { play } = await start('QUIZ', 'en');
    const early = await guess(play.playId, { refId: 'r04', choice: titleOf('r04', 'en') });
    expect([early.status, early.json.error.code]).toEqual([409, 'not_asked']);
    for (const route of [routes.hint, routes.reveal]) {
      const answer = await move(route, play.playId, { refId: 'r05' });
      expect([answer.status, answer.json.error.code]).toEqual([409, 'not_asked']);
    }
    // Nothing was counted: the first question is still open and asked.
    const again = await guess(play.playId, { refId: 'r01', choice: titleOf('r01', 'en') });
    expect(again.json.verdict).toBe('correct');
  });

  it('"Next" skips to the next open question and comes back round; a question asked before may be asked again, a later one not', async () => {
    const { play } = await start('QUIZ', 'en');
    const skipped = await next(play.playId);
    expect(skipped.json.play.question.refId).toBe('r02');
    expect((await next(play.playId, { refId: 'r01' })).json.play.question.refId).toBe('r01');
    const ahead = await next(play.playId, { refId: 'r06' });
    expect([ahead.status, ahead.json.error.code]).toEqual([409, 'not_asked']);
    // A hint on an asked question is fine; the revealed question moves the quiz on.
    expect((await move(routes.hint, play.playId, { refId: 'r01' })).status).toBe(200);
    const revealed = await move(routes.reveal, play.playId, { refId: 'r01' });
    expect(revealed.json.play.question.refId).toBe('r02');
  });

  it('a FREE play has no question, and "Next" in it is 400 wrong_mode', async () => {
    const { play } = await start('FREE');
    expect(play.question).toBeNull();
    const answer = await next(play.playId);
    expect([answer.status, answer.json.error.code]).toEqual([400, 'wrong_mode']);
  });

  it('refuses typed text in QUIZ mode and a choice in FREE mode with 400 wrong_mode', async () => {
    const quiz = await start('QUIZ');
    expect((await typed(quiz.play.playId, 'r04', 'Jaws')).json.error.code).toBe('wrong_mode');
    const free = await start('FREE');
    expect((await guess(free.play.playId, { refId: 'r04', choice: 'Jaws' })).json.error.code).toBe('wrong_mode');
  });
});

describe('bad input on plays', () => {
  it.each([
    ['an empty answer', { point: NOWHERE, text: '   ' }],
    ['an answer over 200 characters', { point: NOWHERE, text: 'x'.repeat(201) }],
    ['neither text nor choice', { point: NOWHERE }],
    ['a typed answer with no point (not even null)', { text: 'Jaws' }],
    ['a point off the picture', { point: { x: 1.2, y: 0.5 }, text: 'Jaws' }],
    ['an unknown pointer', { point: NOWHERE, pointer: 'laser', text: 'Jaws' }],
  ])('answers 400 to %s', async (_, body) => {
    const { play } = await start();
    const { status, json } = await guess(play.playId, body);
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
  });

  it('answers 404 to an unknown play and to a hint on an unknown reference', async () => {
    expect((await guess('6b0f3c52-1f0e-4a8e-9d55-0c4f6f0c9f11', { point: NOWHERE, text: 'Jaws' })).status).toBe(404);
    const { play } = await start();
    expect((await move(routes.hint, play.playId, { refId: 'r99' })).status).toBe(404);
  });

  it('answers 400 to a play id that is not a UUID', async () => {
    expect((await guess('1234', { point: NOWHERE, text: 'Jaws' })).status).toBe(400);
  });
});

describe('where the references are stays on the server until found (docs/game.md "Where a click lands")', () => {
  it('no zone of any reference reaches the page before it is found: payload and FREE play state', async () => {
    const payload = await call(routes.getGame, { pathParameters: { id: String(GAME) } });
    expect(JSON.stringify(payload.json)).not.toMatch(/"zone"|"points"|"kind":"rect"/);
    const { game, play } = await start();
    expect(JSON.stringify(game)).not.toMatch(/"zone"|"points"|"kind":"rect"/);
    expect(play.references.every((r) => r.zone === null)).toBe(true);
  });

  it('a wrong guess on a zone and a wrong guess on an empty spot answer alike: no reference, no zone, no figure', async () => {
    const { play } = await start();
    const onZone = await typed(play.playId, 'r04', 'Paddington');
    const offZone = await guess(play.playId, { point: NOWHERE, text: 'Paddington' });
    for (const answer of [onZone, offZone]) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.json).sort()).toEqual(['play', 'refId', 'title', 'verdict', 'zone']);
      expect(answer.json).toMatchObject({ verdict: 'wrong', refId: null, title: null, zone: null });
    }
    expect(onZone.json.play.references.map((r: any) => r.zone)).toEqual(offZone.json.play.references.map((r: any) => r.zone));
  });

  it('a near miss is the word "close", with no similarity figure anywhere in the answer', async () => {
    const { play } = await start();
    const { json, headers } = await typed(play.playId, 'r02', 'Back to the Fut');
    expect(json.verdict).toBe('close');
    expect(json).not.toHaveProperty('percent');
    expect(JSON.stringify(json)).not.toMatch(/percent|similar/i);
    expect(Object.keys(headers).filter((h) => !['content-type', 'cache-control'].includes(h))).toEqual([]);
  });

  it('finds the zone under a click: the title typed just beside a zone counts for a fingertip, not for a mouse', async () => {
    const zone = zoneOf('r04');
    if (zone.kind !== 'rect') throw new Error('r04 is a rectangle in the seed');
    // 2 % of the picture's width right of the zone's edge: within a fingertip's reach, beyond a pointer's.
    const beside = { x: zone.x + zone.w + 0.02, y: zone.y + zone.h / 2 };
    const first = await start();
    expect((await guess(first.play.playId, { point: beside, pointer: 'mouse', text: 'Jaws' })).json.verdict).toBe('elsewhere');
    const touched = await guess(first.play.playId, { point: beside, pointer: 'touch', text: 'Jaws' });
    expect(touched.json).toMatchObject({ verdict: 'correct', refId: 'r04', zone });
  });

  it('a click on no zone still finds a zoneless work, and names a zone-only detail nowhere but on its zone', async () => {
    const { play } = await start();
    expect((await guess(play.playId, { point: NOWHERE, text: 'It' })).json.verdict).toBe('wrong');
    expect((await guess(play.playId, { point: NOWHERE, text: 'The Birds' })).json).toMatchObject({ verdict: 'correct', refId: 'r11', zone: null });
  });
});

describe('a miss answers the same wherever it lands (docs/game.md "What a guess may reveal")', () => {
  /** An answer with what differs between any two plays (ids, clocks) set aside. */
  const comparable = (json: any) =>
    JSON.parse(JSON.stringify(json).replace(/"(playId|runId)":"[^"]+"/g, '"$1":"-"').replace(/"(startedAt|endsAt|serverNow)":"[^"]+"/g, '"$1":"-"'));
  const miss = (playId: string, point: { x: number; y: number }) => guess(playId, { point, pointer: 'mouse', text: 'qwxz' });

  it('three wrong guesses, on nothing, on a reference, on a zone-only detail: the same answer each time, one more miss in the play each time', async () => {
    const { play } = await start();
    const answers = [await miss(play.playId, NOWHERE), await miss(play.playId, pointOf('r06')), await miss(play.playId, pointOf('r10'))];
    expect(answers.map(({ json }) => [
      json.verdict,
      json.play.summary.errorCountFree,
      json.play.references.filter((r: any) => r.errorsFree > 0).map((r: any) => r.refId),
      json.play.references.filter((r: any) => r.zone !== null).length,
    ])).toEqual([['wrong', 1, [], 0], ['wrong', 2, [], 0], ['wrong', 3, [], 0]]);
  });

  it('field by field, headers and size: a miss on a hidden zone and one on an empty spot leave the same answer', async () => {
    const onZone = await miss((await start()).play.playId, pointOf('r06'));
    const onNothing = await miss((await start()).play.playId, NOWHERE);
    expect(onZone.status).toBe(200);
    expect(onNothing.status).toBe(200);
    expect(comparable(onZone.json)).toEqual(comparable(onNothing.json));
    expect(onZone.headers).toEqual(onNothing.headers);
    expect(JSON.stringify(onZone.json).length).toBe(JSON.stringify(onNothing.json).length);
  });

  it('does the same reads and writes, in the same order, whether or not it hit a zone', async () => {
    const { play } = await start();
    await miss(play.playId, NOWHERE); // the game's content is now in this container's cache
    const callsOf = async (point: { x: number; y: number }) => {
      const before = recordedCalls.length;
      await miss(play.playId, point);
      // The kind of each call and the entity it touches (ids aside: the miss is counted on its zone's or the no-zone item).
      return recordedCalls.slice(before).map((c) => `${c.action} ${c.index} ${c.key.replace(/#.*$/, '#')}`);
    };
    const onZone = await callsOf(pointOf('r06'));
    const onNothing = await callsOf(NOWHERE);
    expect(onZone).toEqual(onNothing);
    // One write: the play's save, which keeps the miss for the alias review (counted off the guess path).
    expect(onZone.filter((c) => !c.startsWith('GetItem') && !c.startsWith('BatchGetItem'))).toEqual(['UpdateItem table PLAY#']);
  });

  it('counts a miss on no zone apart from the alias review, under the game\'s no-zone misses', async () => {
    const { play } = await start();
    await guess(play.playId, { point: NOWHERE, pointer: 'mouse', text: 'Nothing Here' });
    await drainStatsStream();
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `MISSES#GAME#${GAME}#NOZONE`, sk: 'nothinghere' } }));
    expect(Item).toMatchObject({ sample: 'Nothing Here' });
  });

  it.each([
    ['a point off the picture', (y: number) => ({ point: { x: 1.2, y }, text: 'Jaws' })],
    ['a text of 201 characters', (y: number) => ({ point: { x: 0.5, y }, text: 'x'.repeat(201) })],
    ['a refId in FREE mode', (y: number) => ({ point: { x: 0.5, y }, refId: 'r06', text: 'Titanic' })],
  ])('answers %s with the same 400, near a reference or not', async (_, bodyAt) => {
    const { play } = await start();
    const near = await guess(play.playId, bodyAt(pointOf('r06').y));
    const far = await guess(play.playId, bodyAt(NOWHERE.y));
    expect(near.status).toBe(400);
    const withoutRequestId = (json: any) => ({ ...json, error: { ...json.error, requestId: '-' } });
    expect([far.status, withoutRequestId(far.json), far.headers]).toEqual([near.status, withoutRequestId(near.json), near.headers]);
  });
});

describe('a play belongs to whoever started it (docs/game.md "Who owns a play")', () => {
  const stranger = ['quiz_player=' + 'A'.repeat(43)];

  it('hands an anonymous player an HttpOnly, SameSite=Strict player secret for the API only, Secure over https', async () => {
    const plain = await call(routes.startPlay, { body: { gameId: GAME } });
    expect(plain.cookies).toHaveLength(1);
    expect(plain.cookies[0]).toMatch(/^quiz_player=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/api; HttpOnly; SameSite=Strict$/);
    const secure = await call(routes.startPlay, { body: { gameId: GAME }, headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.cookies[0]).toMatch(/; Secure$/);
  });

  it('keeps the secret the browser already has (its earlier plays stay its own)', async () => {
    await start();
    const again = await call(routes.startPlay, { body: { gameId: GAME }, cookies: browser });
    expect(cookiesToSend(again.cookies)).toEqual(browser);
  });

  it.each([
    ['no cookie at all', []],
    ['another browser\'s secret', stranger],
    ['a malformed secret', ['quiz_player=not-a-secret']],
  ])('answers every move of a caller with %s exactly as an unknown play: 404', async (_name, cookies) => {
    const { play } = await start();
    const unknown = await guess('6b0f3c52-1f0e-4a8e-9d55-0c4f6f0c9f11', { point: NOWHERE, text: 'Jaws' }, cookies);
    const answers = [
      await guess(play.playId, { point: pointOf('r04'), text: 'Jaws' }, cookies),
      await move(routes.hint, play.playId, { refId: 'r04' }, cookies),
      await move(routes.reveal, play.playId, { refId: 'r04' }, cookies),
      await move(routes.finishPlay, play.playId, undefined, cookies),
      await move(routes.solution, play.playId, undefined, cookies),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.json.error.code).toBe(unknown.json.error.code);
      expect(answer.json.error.message).toBe(unknown.json.error.message);
    }
    // Nothing of what the stranger tried happened: the owner's play is untouched and still running.
    const owner = await typed(play.playId, 'r06', 'Titanic');
    expect(owner.json.play.summary).toMatchObject({ refsFound: 1, refsHinted: 0, refsRevealed: 0 });
    expect(owner.json.play.ended).toBe(false);
  });
});

describe('a signed-in player\'s play, and a play started before signing in', () => {
  it('is its player\'s from any browser, and nobody else\'s, signed in or not', async () => {
    const started = await call(routes.startPlay, { body: { gameId: GAME }, token: tokenOf('alice') });
    const playId = started.json.play.playId as string;
    // Alice on another device (no cookie of the first one): her token is enough.
    expect((await call(routes.guess, { pathParameters: { playId }, body: { point: pointOf('r04'), text: 'Jaws' }, token: tokenOf('alice') })).status).toBe(200);
    // Bob, signed in, and an anonymous caller with no cookie: as if it did not exist.
    expect((await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: 'x' }, token: tokenOf('bob') })).status).toBe(404);
    expect((await call(routes.solution, { pathParameters: { playId } })).status).toBe(404);
  });

  it('an anonymous play stays its player\'s once they sign in (the browser keeps its secret)', async () => {
    const { play } = await start();
    const signedIn = await call(routes.guess, { pathParameters: { playId: play.playId }, body: { point: pointOf('r04'), text: 'Jaws' }, cookies: browser, token: tokenOf('carol') });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.verdict).toBe('correct');
  });
});

describe('limits per caller (docs/game.md "Limits")', () => {
  it(`refuses guesses past ${RATE_LIMITS.guesses.perMinute} a minute from one signed-in player, on whatever play, with 429 and Retry-After`, async () => {
    const token = tokenOf(`fast-${Date.now()}`);
    const plays: string[] = [];
    for (let i = 0; i < 2; i++) plays.push((await call(routes.startPlay, { body: { gameId: GAME }, token })).json.play.playId);
    const statuses: number[] = [];
    const minute = Math.floor(Date.now() / 60_000);
    for (let i = 0; i < RATE_LIMITS.guesses.perMinute + 1; i++) {
      // Spread over two plays, each under its own budget, and from many addresses: the limit follows the player.
      const playId = plays[i % 2]!;
      const answer = await call(routes.guess, { pathParameters: { playId }, body: { point: NOWHERE, text: `guess ${i}` }, token });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        break;
      }
    }
    // All accepted up to the limit, the next refused (unless the minute turned mid-loop: a new window).
    expect(statuses.slice(0, RATE_LIMITS.guesses.perMinute).every((s) => s === 200)).toBe(true);
    if (Math.floor(Date.now() / 60_000) === minute) expect(statuses.at(-1)).toBe(429);
  });

  it(`refuses the play start past ${RATE_LIMITS.playStarts.perMinute} a minute from one address with 429 and Retry-After; another address may start`, async () => {
    const sourceIp = '192.0.2.10';
    const minute = Math.floor(Date.now() / 60_000);
    for (let i = 0; i < RATE_LIMITS.playStarts.perMinute; i++) {
      const { status } = await call(routes.startPlay, { body: { gameId: GAME }, sourceIp });
      // A minute boundary in the middle of the loop opens a new window: the limit then bites later, never earlier.
      expect(status).toBe(200);
    }
    const over = await call(routes.startPlay, { body: { gameId: GAME }, sourceIp });
    if (Math.floor(Date.now() / 60_000) !== minute) return; // the minute turned during the loop: a new window
    expect(over.status).toBe(429);
    expect(over.json.error.code).toBe('too_many_requests');
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await call(routes.startPlay, { body: { gameId: GAME }, sourceIp: '192.0.2.11' })).status).toBe(200);
  });
});

describe("a move's round trips (docs/capacity.md \"A move's round trips\")", () => {
  /**
   * Every command the functions' client sends, as `send KEY` when it leaves and `answer KEY` when its
   * answer is back; each answer is held 40 ms so that reads sent together are seen together.
   */
  async function traced<T>(body: () => Promise<T>): Promise<string[]> {
    const { db: functionsDb } = await import('../../src/data/client');
    const events: string[] = [];
    const name = 'traceRoundTrips';
    const trace = ((next: (args: unknown) => Promise<unknown>) => async (args: { request: { headers?: Record<string, string>; body?: unknown } }) => {
      const action = (args.request.headers?.['x-amz-target'] ?? '').split('.').pop();
      const keyMatch = /"pk":\{"S":"([A-Z_]+)#/.exec(String(args.request.body));
      const label = `${action} ${keyMatch?.[1] ?? '?'}`;
      events.push(`send ${label}`);
      const answer = await next(args);
      await new Promise((resolve) => setTimeout(resolve, 40));
      events.push(`answer ${label}`);
      return answer;
    }) as never;
    functionsDb.middlewareStack.add(trace, { step: 'finalizeRequest', priority: 'low', name });
    try {
      await body();
    } finally {
      functionsDb.middlewareStack.remove(name);
    }
    return events;
  }

  /** The answers that came back between two sends (none: the two were sent in the same round). */
  const answersBetween = (events: string[], a: number, b: number) => events.slice(Math.min(a, b), Math.max(a, b)).filter((e) => e.startsWith('answer'));

  it('a guess on a play this function has seen reads the play and its game\'s content version at once, then saves: two rounds', async () => {
    const { play } = await start();
    const events = await traced(() => typed(play.playId, 'r01', 'E.T.'));
    const playRead = events.indexOf('send GetItem PLAY');
    const versionRead = events.indexOf('send GetItem GAME');
    expect(playRead).toBeGreaterThanOrEqual(0);
    expect(versionRead).toBeGreaterThanOrEqual(0);
    // Both reads leave before either answer is back: one round trip, not one after the other.
    expect(answersBetween(events, playRead, versionRead)).toEqual([]);
    // The save leaves after every read is back.
    const save = events.indexOf('send UpdateItem PLAY');
    expect(save).toBeGreaterThan(events.lastIndexOf('answer GetItem GAME'));
    expect(save).toBeGreaterThan(events.lastIndexOf('answer GetItem PLAY'));
  });

  it('a guess whose play this function saw with its lease spent takes the next lease in the same round as the reads', async () => {
    const { play } = await start();
    // A lease holds 10 guesses within one minute: the play's first guess leases (none yet), its tenth
    // spends the lease, the eleventh leases again; a guess in a new minute leases too.
    const LEASE = 10;
    const minuteNow = () => Math.floor(Date.now() / 60_000);
    let leaseMinute: number | undefined;
    let spent = 0;
    const leased: number[] = [];
    for (let i = 0; i <= LEASE; i++) {
      const before = minuteNow();
      const events = await traced(() => typed(play.playId, null, `Nothing ${i}`));
      const lease = events.indexOf('send UpdateItem RATE');
      if (before === minuteNow()) {
        const due = leaseMinute !== before || spent === LEASE;
        expect(lease >= 0, `guess ${i} leases`).toBe(due);
      } // else the minute turned during this guess: a lease or none are both right
      if (lease >= 0) {
        expect(answersBetween(events, lease, events.indexOf('send GetItem PLAY'))).toEqual([]);
        leased.push(i);
        [leaseMinute, spent] = [minuteNow(), 1];
      } else spent++;
    }
    expect(leased[0]).toBe(0);
  });
});
