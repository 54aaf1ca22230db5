import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { routes, type ScoreServer } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';

/** The recording of scores with the database mocked: transaction shape, retries, the issue paths. */

const dynamo = mockClient(DynamoDBDocumentClient);
let postScores: LambdaHandler;
const key = createSigningKey();

beforeAll(async () => {
  useUnitEnvironment();
  postScores = (await import('../../src/handlers/postScores')).handler;
  (await import('../../src/lib/auth')).setVerifierForTests(verifierTrusting(key));
});

const playId = randomUUID();
const startedAt = Date.now() - 120_000;
/** The browser that played: its player secret (the cookie) and what the play records of it. */
const SECRET = 'S'.repeat(43);
const play = (extra: Record<string, unknown> = {}) => ({
  pk: `PLAY#${playId}`, sk: 'META', playId, gameId: 7, mode: 'FREE', locale: 'en', sub: null, ownerDigest: digestOf(SECRET),
  startedAt, endsAt: startedAt + 180_000, endedAt: startedAt + 60_000, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 2,
  refs: { r01: { status: 'found', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }, r02: { status: 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 } },
  ...extra,
});
const question = (i: number, refId: string, found: boolean) => ({
  questionIndex: i, gameReferenceId: refId, gameResponseId: found ? 'x' : null, refConsumed: found, refFound: found,
  refRevealed: false, refLockedQuiz: false, refHinted: false, refHintKind: null, errorCountQuiz: 0, errorCountFree: 0,
});
const score: ScoreServer = {
  gameId: 7, playId, complete: false, score: 5, duration: 60, timestamp: startedAt,
  data: {
    summary: { refsTotal: 2, refsConsumed: 1, refsFound: 1, refsRevealed: 0, refsLockedQuiz: 0, refsHinted: 0, errorCountQuiz: 0, errorCountFree: 0 },
    questions: [question(1, 'r01', true), question(2, 'r02', false)],
  },
};

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

beforeEach(() => {
  dynamo.reset();
  // The init part of the answer: no live game, no site stats yet.
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});

const post = (body: unknown) => invoke(postScores, apiEvent(routes.postScores, { body, query: { init: '1' }, cookies: [`quiz_player=${SECRET}`] }));

describe('recording a score: one transaction, guarded by the database', () => {
  it('writes the play (once: attribute_not_exists(scoredAt)) in ONE TransactWriteItems, and no shared item: the game\'s and the site\'s stats follow from the stream (README "Statistics off the score path")', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'quiz-unit': [play()] } });
    dynamo.on(TransactWriteCommand).resolves({});
    const { status, json } = await post([score]);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    const calls = dynamo.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const items = calls[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(1);
    expect(items[0]?.Update).toMatchObject({
      Key: { pk: `PLAY#${playId}`, sk: 'META' },
      ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(scoredAt)',
      ExpressionAttributeValues: { ':score': 5 },
    });
    expect(items.map((i) => (i.Update ?? i.Put)!)).not.toContainEqual(expect.objectContaining({ Key: { pk: 'SITE', sk: 'STATS' } }));
  });

  it('signed in: the play is claimed, the player\'s copy and record written in the SAME transaction (a failed post is recorded wholly or not at all), and nothing shared', async () => {
    // The play by its key; in the player's partition, their records' marker only (records built, none of quiz 7 yet).
    dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => {
      const keys = input.RequestItems['quiz-unit']!.Keys;
      return { Responses: { 'quiz-unit': keys[0]!.pk.startsWith('PLAY#') ? [play()] : [{ pk: 'USER#ada', sk: 'QUIZREC' }] } };
    });
    dynamo.on(TransactWriteCommand).resolves({});
    const token = signAccessToken(key, { sub: 'ada', username: 'google_ada' });
    const { status, json } = await invoke(postScores, apiEvent(routes.postScores, { body: [score], token, cookies: [`quiz_player=${SECRET}`] }));
    expect(status, JSON.stringify(json)).toBe(200);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const update = items[0]!.Update!;
    expect(update.UpdateExpression).toBe('SET scoredAt = :now, #score = :score, #sub = :me');
    expect(update.ConditionExpression).toContain('(attribute_not_exists(#sub) OR #sub = :null OR #sub = :me)');
    expect(items[1]!.Put!.Item).toEqual(expect.objectContaining({ pk: 'USER#ada', sk: `SCORE#7#${playId}`, verified: true, score: 5 }));
    // The player's record of the quiz, folded in the same transaction (docs/scores.md "Records of quizzes"); no shared counter.
    expect(items[2]!.Put).toMatchObject({ Item: { pk: 'USER#ada', sk: 'QUIZREC#7', plays: 1, version: 0 }, ConditionExpression: 'attribute_not_exists(#pk)' });
    expect(items).toHaveLength(3);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('signed in: nothing at all is written when the transaction fails (no copy outside it)', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'quiz-unit': [play()] } });
    dynamo.on(TransactWriteCommand).rejects(new Error('unexpected'));
    const token = signAccessToken(key, { sub: 'ada', username: 'google_ada' });
    const { status } = await invoke(postScores, apiEvent(routes.postScores, { body: [score], token, cookies: [`quiz_player=${SECRET}`] }));
    expect(status).toBe(500);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand).filter((c) => String(c.args[0].input.Item?.pk).startsWith('USER#ada') && String(c.args[0].input.Item?.sk).startsWith('SCORE#'))).toHaveLength(0);
  });

  it('retry: when another request recorded the play first (ConditionalCheckFailed), re-reads it and counts the score as known, never twice', async () => {
    dynamo.on(BatchGetCommand)
      .resolvesOnce({ Responses: { 'quiz-unit': [play()] } })
      .resolves({ Responses: { 'quiz-unit': [play({ scoredAt: Date.now() })] } });
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None'));
    const { status, json } = await post([score]);
    expect(status).toBe(200);
    expect(json.received).toEqual({ stored: 0, known: 1, unverified: 0 });
    // The anonymous repeat needs no write: the stats were added by the request that won, once.
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('retry: a TransactionConflict (another transaction on the same play) is retried until it goes through', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'quiz-unit': [play()] } });
    dynamo.on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict', 'None'))
      .rejectsOnce(cancelled('None', 'None', 'TransactionConflict'))
      .resolves({});
    const { json } = await post([score]);
    expect(json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    const calls = dynamo.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.args[0].input).toEqual(calls[0]!.args[0].input);
  });

  it('retry gives up after a bounded number of attempts with a 500 (the page keeps the score unsynced)', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'quiz-unit': [play()] } });
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None', 'None'));
    const { status } = await post([score]);
    expect(status).toBe(500);
    expect(dynamo.commandCalls(TransactWriteCommand).length).toBeGreaterThan(3);
  }, 15_000);

  it('validation: an implausible score is refused before any write', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'quiz-unit': [play()] } });
    const forged = { ...score, score: 10 };
    const { status, json } = await post([score, forged]);
    expect(status).toBe(400);
    expect(json.error.issues).toEqual([{ code: 'score_exceeds_play', path: ['body', 1, 'score'], message: '10, the play earned 5' }]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
