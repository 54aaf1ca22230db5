import {
  matchAnswer, normalizeAnswer,
  type ReviewGame, type GameReviewsResponse, type Locale, type Miss, type MissChangeResponse, type PromoteMissBody,
  type PutQuestionReviewBody, type QuestionReview, type Response, type ReviewResponse,
} from '@quiz/shared';
import { auditActor, type AuditEntry } from '../data/audit';
import { type GameContent, getGameContent } from '../data/games/content';
import { type GameItem, getGame, listGamesByStatus } from '../data/games/items';
import { listGamesUsingResponse } from '../data/games/references';
import {
  deleteQuestionReviewItem, getMiss, getQuestionReview, getVersionedResponse, listMissesOfGame, listReviewsOfGame,
  MissingItemError, StaleResponseError, writeMissDismissal, writeMissPromotion, writeQuestionReview,
  type MissItem, type VersionedResponse,
} from '../data/desk-review';
import type { Caller } from '../lib/auth';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError, UnauthorizedError, ValidationError } from '../lib/errors';
import { displayTitle } from './play-payload';
import { toGameSummary } from './games';
import { gameForPlayer } from './plays';
import { auditTargets } from '../data/keys';

/**
 * The review slice (docs/back-office.md "Reviews, rejected guesses, playground"): the
 * rejected guesses of a game for its designer, testers' question reviews, and the playground.
 */

type Staff = Extract<Caller, { kind: 'user' }>;
const actorOf = (caller: Staff) => auditActor(caller);
const isStaff = (caller: Caller): caller is Staff =>
  caller.kind === 'user' && caller.groups.some((g) => g === 'tester' || g === 'designer' || g === 'admin');

function deskGame(game: GameItem): ReviewGame {
  return { id: game.id, ...(game.uuid && { uuid: game.uuid }), number: game.number, status: game.status, title: game.title };
}

async function contentOrNotFound(gameId: number): Promise<GameContent> {
  const content = await getGameContent(gameId);
  if (!content) throw new NotFoundError(`Game ${gameId}`);
  return content;
}

// --- rejected guesses

function reviewResponse({ response, version }: VersionedResponse): ReviewResponse {
  return {
    id: response.id,
    version,
    titles: response.titles,
    aliases: response.aliases,
    refused: response.refused ?? { en: [], fr: [] },
  };
}

/** The current matcher on the text against the response as it is now (it ignores the language). */
function missView(miss: MissItem, response: Response): Miss {
  const { verdict, percent } = matchAnswer(miss.sample, response, miss.locale ?? 'en');
  return {
    key: miss.key, text: miss.sample, count: miss.count, lastSeenAt: miss.lastSeenAt, locale: miss.locale, status: miss.status,
    verdict, percent,
  };
}

/** Most frequent first; among equals, the latest first. */
const byFrequency = (a: MissItem, b: MissItem) => b.count - a.count || (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? '');

async function responsesOf(content: GameContent): Promise<Map<string, VersionedResponse>> {
  const ids = [...new Set(content.references.map((r) => r.response))];
  const read = await Promise.all(ids.map((id) => getVersionedResponse(id)));
  return new Map(read.flatMap((r) => (r ? [[r.response.id, r] as const] : [])));
}

/** GET /api/desk/games/{id}/misses: per reference, its response (fresh, with its version) and its misses. */
export async function gameMisses(gameId: number) {
  const content = await contentOrNotFound(gameId);
  const [responses, misses] = await Promise.all([responsesOf(content), listMissesOfGame(gameId)]);
  return {
    game: deskGame(content.game),
    references: content.references.flatMap((ref, index) => {
      const response = responses.get(ref.response);
      if (!response) return [];
      return [{
        refId: ref.id,
        number: index + 1,
        response: reviewResponse(response),
        misses: misses.filter((m) => m.refId === ref.id).sort(byFrequency).map((m) => missView(m, response.response)),
      }];
    }),
  };
}

async function missOf(gameId: number, refId: string, key: string) {
  const content = await contentOrNotFound(gameId);
  const ref = content.references.find((r) => r.id === refId);
  if (!ref) throw new NotFoundError(`Reference ${refId}`);
  const miss = await getMiss(gameId, refId, key);
  if (!miss) throw new NotFoundError('Rejected guess');
  return { ref, miss };
}

const sameForm = (text: string) => {
  const form = normalizeAnswer(text);
  return (other: string) => normalizeAnswer(other) === form;
};

/** The response with the text added in one language as an alias or a refused form (and out of the other list). */
export function withPromoted(response: Response, text: string, as: 'alias' | 'refused', locale: Locale): Response {
  const same = sameForm(text);
  const aliases = { ...response.aliases };
  const refused = { en: [...(response.refused?.en ?? [])], fr: [...(response.refused?.fr ?? [])] };
  if (as === 'alias') {
    if (!aliases[locale].some(same)) aliases[locale] = [...aliases[locale], text];
    refused[locale] = refused[locale].filter((t) => !same(t));
  } else {
    if (!refused[locale].some(same)) refused[locale] = [...refused[locale], text];
    aliases[locale] = aliases[locale].filter((t) => !same(t));
  }
  return { ...response, aliases, refused };
}

/**
 * POST /api/desk/games/{id}/misses/promote: one click, one transaction (the response under the
 * version read, the miss's status, the content version of every game naming the response, the
 * audit entry).
 */
export async function promoteMiss(gameId: number, body: PromoteMissBody, caller: Staff): Promise<MissChangeResponse> {
  const { ref, miss } = await missOf(gameId, body.refId, body.key);
  const current = await getVersionedResponse(ref.response);
  if (!current) throw new NotFoundError(`Response ${ref.response}`);
  const stale = () => new StaleVersionError(`The response ${current.response.id}`, reviewResponse(current));
  if (current.version !== body.responseVersion) throw stale();
  const text = miss.sample.trim();
  const next = withPromoted(current.response, text, body.as, body.locale);
  const audit: AuditEntry = {
    target: auditTargets.game(gameId),
    action: body.as === 'alias' ? 'response.add_alias' : 'response.add_refused',
    actor: actorOf(caller),
    at: new Date().toISOString(),
    details: { responseId: current.response.id, refId: ref.id, text, locale: body.locale, count: miss.count, version: current.version + 1 },
  };
  try {
    const users = await listGamesUsingResponse(current.response.id);
    await writeMissPromotion({
      gameId, miss, status: body.as, response: next, readVersion: current.version, audit, otherGameIds: users.filter((id) => id !== gameId),
    });
  } catch (error) {
    if (error instanceof StaleResponseError) {
      const now = await getVersionedResponse(ref.response);
      throw new StaleVersionError(`The response ${current.response.id}`, now ? reviewResponse(now) : null);
    }
    if (error instanceof MissingItemError) throw new NotFoundError('Rejected guess');
    throw error;
  }
  const written = { response: next, version: current.version + 1 };
  return { refId: ref.id, miss: missView({ ...miss, status: body.as }, next), response: reviewResponse(written) };
}

/** POST /api/desk/games/{id}/misses/dismiss: it stays dismissed; later misses of the text still count. */
export async function dismissMiss(gameId: number, refId: string, key: string, caller: Staff): Promise<MissChangeResponse> {
  const { ref, miss } = await missOf(gameId, refId, key);
  const current = await getVersionedResponse(ref.response);
  if (!current) throw new NotFoundError(`Response ${ref.response}`);
  if (miss.status !== 'dismissed') {
    const audit: AuditEntry = {
      target: auditTargets.game(gameId), action: 'miss.dismiss', actor: actorOf(caller), at: new Date().toISOString(),
      details: { refId, text: miss.sample, count: miss.count },
    };
    try {
      await writeMissDismissal(gameId, miss, audit);
    } catch (error) {
      if (error instanceof MissingItemError) throw new NotFoundError('Rejected guess');
      throw error;
    }
  }
  return { refId, miss: missView({ ...miss, status: 'dismissed' }, current.response), response: reviewResponse(current) };
}

// --- question reviews

async function gameInTest(gameId: number): Promise<GameContent> {
  const content = await contentOrNotFound(gameId);
  if (content.game.status !== 'test') throw new ConflictError('game_not_in_test', `Game ${gameId} is not in test: reviews are filed on games in test`);
  return content;
}

function fieldError(field: string, code: string, message: string) {
  return new ValidationError([{ code, path: ['body', field], message }]);
}

/** PUT /api/desk/question_reviews/{id}: file (version null) or edit an own review. */
export async function putQuestionReview(id: string, body: PutQuestionReviewBody, caller: Staff): Promise<QuestionReview> {
  const existing = await getQuestionReview(id);
  if (existing && existing.author.sub !== caller.sub) throw new ForbiddenError('Only its author may change a review');
  if (existing && existing.gameId !== body.gameId) throw fieldError('gameId', 'game_mismatch', 'A review stays on its game');
  const content = await gameInTest(body.gameId);
  if (!content.references.some((r) => r.id === body.refId)) throw fieldError('refId', 'unknown_reference', `Game ${body.gameId} has no reference ${body.refId}`);
  if (body.version === null && existing) throw new StaleVersionError('This review', existing);
  if (body.version !== null && !existing) throw new NotFoundError('Review');
  if (existing && existing.version !== body.version) throw new StaleVersionError('This review', existing);
  const at = new Date().toISOString();
  const review: QuestionReview = {
    id,
    gameId: body.gameId,
    refId: body.refId,
    kind: body.kind,
    text: body.text,
    author: actorOf(caller),
    createdAt: existing?.createdAt ?? at,
    updatedAt: at,
    version: existing ? existing.version + 1 : 0,
    // An edit asks to be read again: the acknowledgement was of the earlier text.
    acknowledged: null,
  };
  const audit: AuditEntry = {
    target: auditTargets.game(body.gameId), action: existing ? 'review.update' : 'review.create', actor: actorOf(caller), at,
    details: { reviewId: id, refId: body.refId, kind: body.kind },
  };
  if (!(await writeQuestionReview(review, existing ? existing.version : null, audit))) {
    throw new StaleVersionError('This review', (await getQuestionReview(id)) ?? null);
  }
  return review;
}

/** DELETE /api/desk/question_reviews/{id}?version=: an own review, under the version read. */
export async function deleteQuestionReview(id: string, version: number, caller: Staff) {
  const existing = await getQuestionReview(id);
  if (!existing) throw new NotFoundError('Review');
  if (existing.author.sub !== caller.sub) throw new ForbiddenError('Only its author may delete a review');
  if (existing.version !== version) throw new StaleVersionError('This review', existing);
  const audit: AuditEntry = {
    target: auditTargets.game(existing.gameId), action: 'review.delete', actor: actorOf(caller), at: new Date().toISOString(),
    details: { reviewId: id, refId: existing.refId, kind: existing.kind },
  };
  if (!(await deleteQuestionReviewItem(id, version, audit))) {
    throw new StaleVersionError('This review', (await getQuestionReview(id)) ?? null);
  }
  return { deleted: true as const };
}

/** POST /api/desk/question_reviews/{id}/acknowledge: the designer has read it (idempotent). */
export async function acknowledgeQuestionReview(id: string, version: number, caller: Staff): Promise<QuestionReview> {
  const existing = await getQuestionReview(id);
  if (!existing) throw new NotFoundError('Review');
  if (existing.version !== version) throw new StaleVersionError('This review', existing);
  if (existing.acknowledged) return existing;
  const at = new Date().toISOString();
  const review: QuestionReview = { ...existing, version: existing.version + 1, acknowledged: { at, by: actorOf(caller) } };
  const audit: AuditEntry = {
    target: auditTargets.game(existing.gameId), action: 'review.acknowledge', actor: actorOf(caller), at,
    details: { reviewId: id, refId: existing.refId, author: existing.author.username },
  };
  if (!(await writeQuestionReview(review, existing.version, audit))) {
    throw new StaleVersionError('This review', (await getQuestionReview(id)) ?? null);
  }
  return review;
}

/** A game's references by number (titles: testers and designers are staff) and its reviews. */
export async function gameReviews(gameId: number, onlyInTest: boolean): Promise<GameReviewsResponse> {
  const content = onlyInTest ? await gameInTest(gameId) : await contentOrNotFound(gameId);
  const reviews = await listReviewsOfGame(gameId);
  return {
    game: deskGame(content.game),
    references: content.references.map((ref, index) => {
      const response = content.responses.get(ref.response);
      const title = response ? { en: displayTitle(response, 'en'), fr: displayTitle(response, 'fr') } : { en: ref.id, fr: ref.id };
      return { refId: ref.id, number: index + 1, title };
    }),
    reviews,
  };
}

/** GET /api/desk/question_reviews/acknowledged: the caller's acknowledged reviews (one game, or every game in test). */
export async function acknowledgedReviewsOf(caller: Staff, gameId?: number) {
  const gameIds = gameId !== undefined ? [gameId] : (await listGamesByStatus('test')).map((g) => g.id);
  const lists = await Promise.all(gameIds.map((id) => listReviewsOfGame(id)));
  return { reviews: lists.flat().filter((r) => r.author.sub === caller.sub && r.acknowledged !== null) };
}

// --- the playground

/** GET /api/games/playground: the games in test, for testers and designers. */
export async function playgroundGames(caller: Caller) {
  if (caller.kind === 'anonymous') throw new UnauthorizedError();
  if (!isStaff(caller)) throw new ForbiddenError('The playground is for testers and designers');
  const games = await listGamesByStatus('test');
  return {
    games: games.flatMap((g) => (g.uuid ? [{ ...deskGame(g), uuid: g.uuid, refsCount: g.refsCount }] : [])),
  };
}

/**
 * GET /api/playground/{uuid}: a game in test with its player payload, to play through the ordinary
 * play calls. Anyone but staff is answered as if it did not exist.
 */
export async function playgroundGame(uuid: string, locale: Locale, caller: Caller) {
  if (!isStaff(caller)) throw new NotFoundError('Game');
  const game = (await listGamesByStatus('test')).find((g) => g.uuid === uuid);
  if (!game) throw new NotFoundError('Game');
  const staffGame = await getGame(game.id);
  if (!staffGame) throw new NotFoundError('Game');
  return { summary: toGameSummary(staffGame, locale), game: await gameForPlayer(game.id, locale, caller) };
}
