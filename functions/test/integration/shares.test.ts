import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITS, routes, SHARE_RETENTION_SECONDS, shareBackdropOf } from '@quiz/shared';
import sharp from 'sharp';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { scoreOfPlay } from '../helpers/scores';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/**
 * Score shares against DynamoDB Local (docs/adr/0031-score-shares.md): a share is made
 * only of a recorded score of a play the caller owns, once per play, with its page and preview
 * image written once; anyone reads it by its id. Fixture: game 1 (live, references r01 r02), game 2
 * (live, r01 r02 r03).
 */

const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
let sharesDir: string;
let imagesDir: string;
let handlers: Record<'postScores' | 'postScore' | 'getScore', LambdaHandler>;
let createPlay: (play: PlayItem, expiresAt: number) => Promise<void>;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-images-'));
  sharesDir = mkdtempSync(path.join(tmpdir(), 'quiz-shares-'));
  Object.assign(process.env, { LOCAL_IMAGES_DIR: imagesDir, LOCAL_UPLOADS_SECRET: 'x'.repeat(24), LOCAL_SHARES_DIR: sharesDir, SITE_URL: 'https://quiz.example' });
  await loadSeed(db, tableName, imagesDir, seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  ({ createPlay } = await import('../../src/data/plays'));
  handlers = {
    postScores: (await import('../../src/handlers/postScores')).handler,
    postScore: (await import('../../src/handlers/postScore')).handler,
    getScore: (await import('../../src/handlers/getScore')).handler,
  };
}, 60_000);

const REFS: Record<number, string[]> = { 1: ['r01', 'r02'], 2: ['r01', 'r02', 'r03'] };
const secret = () => randomUUID().replace(/-/g, '').padEnd(43, 'a').slice(0, 43);
const cookieOf = (s: string) => [`quiz_player=${s}`];
const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });

async function seedPlay(gameId: number, records: Partial<RefRecord>[], owner: { secret: string; sub?: string | null }, options: { running?: boolean; test?: boolean } = {}) {
  const now = Date.now();
  const startedAt = now - 60_000;
  const refs = Object.fromEntries(
    REFS[gameId]!.map((id, i) => [id, { status: 'open' as const, hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1, ...records[i] }]),
  );
  const play: PlayItem = {
    playId: randomUUID(), gameId, mode: 'FREE', locale: 'en', sub: owner.sub ?? null, ownerDigest: digestOf(owner.secret),
    startedAt, endsAt: startedAt + 180_000, endedAt: options.running ? null : now, refs, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3,
    runPart: 1, runEndedAt: null, continuedBy: null, partIndex: 0, carried: { consumed: 0, found: 0, revealed: 0 }, test: options.test ?? false,
  };
  await createPlay(play, Math.floor(now / 1000) + 86_400);
  return play;
}

const scoreOf = (play: PlayItem) => scoreOfPlay(play);

async function record(play: PlayItem, s: string, sub?: string) {
  const out = await invoke(handlers.postScores, apiEvent(routes.postScores, { body: [scoreOf(play)], cookies: cookieOf(s), token: sub ? tokenOf(sub) : undefined }));
  expect(out.status).toBe(200);
}

function share(play: Pick<PlayItem, 'gameId' | 'playId'>, score: number, options: { secret?: string; sub?: string; sourceIp?: string } = {}) {
  return invoke(handlers.postScore, apiEvent(routes.postScore, {
    pathParameters: { game: String(play.gameId), score: play.playId }, body: { score },
    cookies: options.secret ? cookieOf(options.secret) : undefined, token: options.sub ? tokenOf(options.sub) : undefined, sourceIp: options.sourceIp,
  }));
}

const read = (gameId: number, id: string) => invoke(handlers.getScore, apiEvent(routes.getScore, { pathParameters: { game: String(gameId), score: id } }));

describe('POST /api/score/{game}/{play}: a share of a recorded score of an owned play', () => {
  it('shares an anonymous player\'s recorded score (their browser owns the play): one symbol per reference, a page and a 1200×630 JPEG written once', async () => {
    const s = secret();
    const play = await seedPlay(2, [{ status: 'found' }, { status: 'found', hintsUsed: 1 }, { status: 'revealed' }], { secret: s });
    await record(play, s);
    const out = await share(play, 5, { secret: s });
    expect(out.status).toBe(201);
    const made = out.json;
    expect(made).toMatchObject({ gameId: 2, score: 5, locale: 'en', outcomes: ['found', 'hinted', 'revealed'] });
    expect(made.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.shortPath).toBe(`/q/${made.id}`);
    expect(made.pagePath).toBe(`/share/${made.id}`);
    // The share names neither the player nor the play.
    expect(JSON.stringify(made)).not.toContain(play.playId);
    expect(made.imagePath).toBe(`/shares/${made.id}.jpg`);
    const image = readFileSync(path.join(sharesDir, `${made.id}.jpg`));
    expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(image.length).toBeLessThanOrEqual(150 * 1024);
    const html = readFileSync(path.join(sharesDir, `${made.id}.html`), 'utf8');
    expect(html).toContain(`<meta property="og:image" content="https://quiz.example/shares/${made.id}.jpg">`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('<html lang="en"');
    // Stored a year (TTL), apart from the play (30 days).
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `SHARE#${made.id}`, sk: 'META' } }));
    expect(Item?.expiresAt).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + SHARE_RETENTION_SECONDS - 60);
    expect(Item).not.toHaveProperty('sub');
    expect(Item).not.toHaveProperty('playId');
  });

  it('makes one share per play: sharing again answers the same share (nothing rendered again)', async () => {
    const s = secret();
    const play = await seedPlay(1, [{ status: 'found' }, { status: 'found' }], { secret: s });
    await record(play, s);
    const [a, b] = await Promise.all([share(play, 10, { secret: s }), share(play, 10, { secret: s })]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.json.id).toBe(b.json.id);
    expect((await share(play, 10, { secret: s })).json.id).toBe(a.json.id);
  });

  it('shares a signed-in player\'s play on another device (their sub owns it)', async () => {
    const s = secret();
    const sub = `sharer-${randomUUID().slice(0, 8)}`;
    const play = await seedPlay(1, [{ status: 'found' }], { secret: s, sub });
    await record(play, s, sub);
    const out = await share(play, 5, { sub, secret: secret() });
    expect(out.status).toBe(201);
  });

  it('refuses another player\'s play as an unknown one (404: it tells nothing of the play)', async () => {
    const s = secret();
    const play = await seedPlay(1, [{ status: 'found' }], { secret: s });
    await record(play, s);
    const other = await share(play, 5, { secret: secret() });
    const unknown = await share({ gameId: 1, playId: randomUUID() }, 5, { secret: s });
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.json.error.code).toBe(unknown.json.error.code);
    // No cookie, no token: nobody's play.
    expect((await share(play, 5)).status).toBe(404);
    // A signed-in stranger neither.
    expect((await share(play, 5, { sub: 'stranger' })).status).toBe(404);
  });

  it('refuses a play of another quiz than the path names (404)', async () => {
    const s = secret();
    const play = await seedPlay(1, [{ status: 'found' }], { secret: s });
    await record(play, s);
    expect((await share({ gameId: 2, playId: play.playId }, 5, { secret: s })).status).toBe(404);
  });

  it('refuses a claimed score higher (or lower) than the recorded one: 403 score_not_yours', async () => {
    const s = secret();
    const play = await seedPlay(1, [{ status: 'found' }, { status: 'revealed' }], { secret: s });
    await record(play, s);
    const higher = await share(play, 10, { secret: s });
    expect(higher.status).toBe(403);
    expect(higher.json.error.code).toBe('score_not_yours');
    expect((await share(play, 4.9, { secret: s })).status).toBe(403);
    expect((await share(play, 5, { secret: s })).status).toBe(201);
  });

  it('refuses a play whose score is not recorded (never posted, or still running): 403 score_not_recorded, never 500', async () => {
    const s = secret();
    const unscored = await seedPlay(1, [{ status: 'found' }], { secret: s });
    const out = await share(unscored, 5, { secret: s });
    expect(out.status).toBe(403);
    expect(out.json.error.code).toBe('score_not_recorded');
    const running = await seedPlay(1, [{ status: 'found' }], { secret: s }, { running: true });
    expect((await share(running, 5, { secret: s })).json.error.code).toBe('score_not_recorded');
  });

  it('refuses a play of a quiz in test (a tester\'s try would publish an unreleased quiz): 403', async () => {
    const s = secret();
    const play = await seedPlay(1, [{ status: 'found' }], { secret: s }, { test: true });
    await record(play, s);
    const out = await share(play, 5, { secret: s });
    expect(out.status).toBe(403);
    expect(out.json.error.code).toBe('forbidden');
  });

  it('refuses bad input with a 400 (a play id that is no uuid, a score out of range)', async () => {
    expect((await share({ gameId: 1, playId: 'nope' }, 5)).status).toBe(400);
    expect((await share({ gameId: 1, playId: randomUUID() }, 11)).status).toBe(400);
  });

  it(`limits shares to ${RATE_LIMITS.shares.perMinute} a minute per caller: then 429 with Retry-After`, async () => {
    const sourceIp = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.shares.perMinute; i++) statuses.push((await share({ gameId: 1, playId: randomUUID() }, 5, { sourceIp })).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const last = await share({ gameId: 1, playId: randomUUID() }, 5, { sourceIp });
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/score/{game}/{share}: what anyone may read of a share', () => {
  it('answers the share to anyone, and 404 for an unknown id or another quiz', async () => {
    const s = secret();
    const play = await seedPlay(1, [{ status: 'found' }, { status: 'open' }], { secret: s });
    await record(play, s);
    const made = (await share(play, 5, { secret: s })).json;
    const out = await read(1, made.id);
    expect(out.status).toBe(200);
    expect(out.json).toEqual(made);
    expect((await read(2, made.id)).status).toBe(404);
    expect((await read(1, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await read(1, 'short')).status).toBe(400);
    // An unknown id renders nothing.
    expect(existsSync(path.join(sharesDir, 'AAAAAAAAAAAAAAAAAAAAAA.jpg'))).toBe(false);
  });

  it('names a share made before the JPEG by its PNG (its stored item has no image format)', async () => {
    const id = 'LegacyPngShareAAAAAAAA';
    const item = { id, gameId: 1, number: 1, title: 'Quiz 1 in English', locale: 'en', slug: 'quiz-1', score: 5, outcomes: ['found', 'missed'], createdAt: new Date().toISOString(), expiresAt: Math.floor(Date.now() / 1000) + 3600 };
    await db.send(new PutCommand({ TableName: tableName, Item: { pk: `SHARE#${id}`, sk: 'META', ...item } }));
    const out = await read(1, id);
    expect(out.status).toBe(200);
    expect(out.json.imagePath).toBe(`/shares/${id}.png`);
  });
});

describe('the share image\'s backdrop: made once, when the quiz\'s picture is published (docs/adr/0031-score-shares.md)', () => {
  const backdropOfGame = async (gameId: number) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `GAME#${gameId}`, sk: 'META' } }));
    return path.join(imagesDir, shareBackdropOf(Item!.image.src)!.slice('/images/'.length));
  };
  const cornerOf = async (file: string) => {
    const { data } = await sharp(readFileSync(file)).extract({ left: 0, top: 0, width: 8, height: 8 }).raw().toBuffer({ resolveWithObject: true });
    return [data[0]!, data[1]!, data[2]!] as const;
  };
  async function shareOfGame2() {
    const s = secret();
    const play = await seedPlay(2, [{ status: 'found' }], { secret: s });
    await record(play, s);
    const sourceIp = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const out = await share(play, scoreOf(play).score, { secret: s, sourceIp });
    expect(out.status).toBe(201);
    return path.join(sharesDir, `${out.json.id}.jpg`);
  }

  it('renders over the published backdrop, not over one made again from the picture', async () => {
    const backdrop = await backdropOfGame(2);
    expect(await sharp(readFileSync(backdrop)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const published = readFileSync(backdrop);
    try {
      // A red backdrop in its place: the share's corner is red only if the render took the published file.
      writeFileSync(backdrop, await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff0000' } }).jpeg().toBuffer());
      const [r, g, b] = await cornerOf(await shareOfGame2());
      expect(r).toBeGreaterThan(200);
      expect(g + b).toBeLessThan(60);
    } finally {
      writeFileSync(backdrop, published);
    }
  });

  it('makes the backdrop in the render for a picture published before the backdrops, alike', async () => {
    const backdrop = await backdropOfGame(2);
    const withBackdrop = await cornerOf(await shareOfGame2());
    const published = readFileSync(backdrop);
    try {
      unlinkSync(backdrop);
      const without = await cornerOf(await shareOfGame2());
      without.forEach((channel, i) => expect(Math.abs(channel - withBackdrop[i]!)).toBeLessThanOrEqual(8));
    } finally {
      writeFileSync(backdrop, published);
    }
  });
});
