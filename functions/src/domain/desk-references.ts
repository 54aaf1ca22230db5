import { randomBytes } from 'node:crypto';
import { auditActor } from '../data/audit';
import {
  matchAnswer, normalizeAnswer, type DeskReference, type DeskResponse, type ErrorIssue, type ReferenceInput, type Response, type ResponseInput,
} from '@quiz/shared';
import type { Caller } from '../lib/auth';
import { NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { forgetGameContent } from '../data/games/content';
import { bumpContentVersion, bumpContentVersionNow, getGame } from '../data/games/items';
import {
  addToRefsCount, getReferenceItem, getResponseItem, getResponses, listGamesUsingResponse, listReferenceItems, referenceItem, responseItem, searchResponses, setOrder, splitBumps,
} from '../data/games/references';
import { auditTargets, keys } from '../data/keys';
import { writeWithAudit } from '../data/audit';
import { versionedDelete, versionedPut } from '../data/versioned';

/**
 * The designer's references and responses (docs/back-office.md "References and
 * responses"). Every write names the version it read (409 stale_version with the item as it is now)
 * and lands with its audit entry in one transaction: target GAME#{id} for references, RESPONSE#{id}
 * for responses.
 */

type Designer = Extract<Caller, { kind: 'user' }>;
const actorOf = (caller: Designer) => auditActor(caller);
const bodyIssue = (path: (string | number)[], code: string, message: string): ErrorIssue => ({ code, path: ['body', ...path], message });

/** At most this many references a game (ids r01..r99, one transaction to reorder them all). */
export const MAX_REFERENCES = 99;

async function gameOrThrow(gameId: number) {
  const game = await getGame(gameId);
  if (!game) throw new NotFoundError('Game');
  return game;
}

/** The editor's view of a game: its picture, its references in order and the responses they name. */
export async function readGameRefs(gameId: number) {
  const game = await gameOrThrow(gameId);
  const references = await listReferenceItems(gameId);
  const ids = [...new Set(references.map((r) => r.response))];
  const responses = (await Promise.all(ids.map((id) => getResponseItem(id)))).filter((r): r is DeskResponse => r !== undefined);
  return {
    game: { id: game.id, status: game.status, title: game.title, image: { src: game.image.src, width: game.image.width, height: game.image.height } },
    references,
    responses,
  };
}

/**
 * The rules that need the response: it exists, and no wrong choice is the answer (a choice the
 * matcher would accept as the response, in either language).
 */
async function checkAgainstResponse(input: ReferenceInput): Promise<void> {
  const response = (await getResponses([input.response])).get(input.response);
  if (!response) throw new ValidationError([bodyIssue(['response'], 'unknown_response', 'no response has this id')]);
  const issues: ErrorIssue[] = [];
  for (const locale of ['en', 'fr'] as const) {
    input.choices[locale].forEach((choice, i) => {
      if (matchAnswer(choice, response, locale).verdict === 'correct') {
        issues.push(bodyIssue(['choices', locale, i], 'choice_is_answer', 'a wrong choice must not be the answer'));
      }
    });
  }
  if (issues.length) throw new ValidationError(issues);
}

const stored = (input: ReferenceInput) => ({
  type: input.type, zone: input.zone, response: input.response, hints: input.hints, choices: input.choices,
});

function nextReferenceId(existing: readonly DeskReference[]): string {
  const used = new Set(existing.map((r) => r.id));
  for (let n = 1; n <= MAX_REFERENCES; n++) {
    const id = `r${String(n).padStart(2, '0')}`;
    if (!used.has(id)) return id;
  }
  throw new ValidationError([bodyIssue([], 'too_many_references', `a game has at most ${MAX_REFERENCES} references`)]);
}

export async function createReference(gameId: number, input: ReferenceInput, caller: Designer, now = new Date()) {
  await gameOrThrow(gameId);
  await checkAgainstResponse(input);
  // Two designers adding at once may pick the same id: the loser tries the next free one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await listReferenceItems(gameId);
    const reference: DeskReference = {
      id: nextReferenceId(existing),
      ...stored(input),
      order: existing.reduce((max, r) => Math.max(max, r.order + 1), 0),
      version: 1,
    };
    const outcome = await writeWithAudit([
      versionedPut(referenceItem(gameId, reference), null),
      addToRefsCount(gameId, 1),
    ], { target: keys.gamePk(gameId), action: 'reference.create', actor: actorOf(caller), at: now.toISOString(), details: { ref: reference.id, type: reference.type, response: reference.response } });
    if (outcome.length === 0) {
      forgetGameContent(gameId);
      return { reference };
    }
  }
  throw new NotFoundError('Game');
}

/** Which fields a write changed, for the audit entry. */
function changedFields<T extends Record<string, unknown>>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}

export async function updateReference(gameId: number, refId: string, input: ReferenceInput & { version: number }, caller: Designer, now = new Date()) {
  const current = await getReferenceItem(gameId, refId);
  if (!current) throw new NotFoundError('Reference');
  if (current.version !== input.version) throw new StaleVersionError('This reference', current);
  await checkAgainstResponse(input);
  const reference: DeskReference = { id: refId, ...stored(input), order: current.order, version: current.version + 1 };
  const outcome = await writeWithAudit([
    versionedPut(referenceItem(gameId, reference), input.version),
    bumpContentVersion(gameId),
  ], {
    target: keys.gamePk(gameId), action: 'reference.update', actor: actorOf(caller), at: now.toISOString(),
    details: { ref: refId, fields: changedFields(current, reference, ['type', 'zone', 'response', 'hints', 'choices']) },
  });
  if (outcome.length > 0) throw await staleReference(gameId, refId);
  forgetGameContent(gameId);
  return { reference };
}

async function staleReference(gameId: number, refId: string) {
  const now = await getReferenceItem(gameId, refId);
  return now ? new StaleVersionError('This reference', now) : new NotFoundError('Reference');
}

export async function deleteReference(gameId: number, refId: string, version: number, caller: Designer, now = new Date()) {
  const current = await getReferenceItem(gameId, refId);
  if (!current) throw new NotFoundError('Reference');
  if (current.version !== version) throw new StaleVersionError('This reference', current);
  const outcome = await writeWithAudit([
    versionedDelete(keys.reference(gameId, refId), version),
    addToRefsCount(gameId, -1),
  ], { target: keys.gamePk(gameId), action: 'reference.delete', actor: actorOf(caller), at: now.toISOString(), details: { ref: refId, response: current.response } });
  if (outcome.length > 0) throw await staleReference(gameId, refId);
  forgetGameContent(gameId);
  return { deleted: true as const };
}

/** A new order: every reference of the game once, each with the version read. */
export async function reorderReferences(gameId: number, order: { id: string; version: number }[], caller: Designer, now = new Date()) {
  await gameOrThrow(gameId);
  const current = await listReferenceItems(gameId);
  const ids = order.map((o) => o.id);
  if (new Set(ids).size !== ids.length || ids.length !== current.length || !current.every((r) => ids.includes(r.id))) {
    throw new ValidationError([bodyIssue(['order'], 'not_every_reference', 'name every reference of the game once')]);
  }
  const stale = order.find((o) => current.find((r) => r.id === o.id)!.version !== o.version);
  if (stale) throw new StaleVersionError('A reference', { references: current });
  const outcome = await writeWithAudit([
    ...order.map((o, i) => setOrder(gameId, o.id, i, o.version)),
    bumpContentVersion(gameId),
  ], { target: keys.gamePk(gameId), action: 'reference.reorder', actor: actorOf(caller), at: now.toISOString(), details: { order: ids } });
  if (outcome.length > 0) throw new StaleVersionError('A reference', { references: await listReferenceItems(gameId) });
  forgetGameContent(gameId);
  return { references: await listReferenceItems(gameId) };
}

/** A random, opaque response id: it never says the answer (ARCHITECTURE "Content"). */
function newResponseId(): string {
  return `w-${randomBytes(8).toString('hex')}`;
}

function checkResponse(input: ResponseInput): void {
  const issues: ErrorIssue[] = [];
  for (const locale of ['en', 'fr'] as const) {
    if (!input.titles[locale].some((t) => normalizeAnswer(t) !== '')) {
      issues.push(bodyIssue(['titles', locale], 'title_required', 'a title in each language is required'));
    }
  }
  if (issues.length) throw new ValidationError(issues);
}

const responseOf = (id: string, input: ResponseInput): Response => ({
  id, theme: input.theme, titles: input.titles, aliases: input.aliases,
  ...(input.refused ? { refused: input.refused } : {}),
  ...(input.saga ? { saga: input.saga } : {}),
  confidence: input.confidence,
});

export async function createResponse(input: ResponseInput, caller: Designer, now = new Date()) {
  checkResponse(input);
  const response: DeskResponse = { ...responseOf(newResponseId(), input), version: 1 };
  const outcome = await writeWithAudit([
    versionedPut(responseItem(response, 1), null),
  ], { target: auditTargets.response(response.id), action: 'response.create', actor: actorOf(caller), at: now.toISOString(), details: { titles: response.titles } });
  if (outcome.length > 0) throw new Error('response id collision');
  return { response };
}

export async function updateResponse(id: string, input: ResponseInput & { version: number }, caller: Designer, now = new Date()) {
  const current = await getResponseItem(id);
  if (!current) throw new NotFoundError('Response');
  if (current.version !== input.version) throw new StaleVersionError('This response', current);
  checkResponse(input);
  const response: DeskResponse = { ...responseOf(id, input), version: current.version + 1 };
  // Every game naming the response reloads it at once (its content version, in the same transaction).
  const bumps = splitBumps(await listGamesUsingResponse(id));
  const outcome = await writeWithAudit([
    versionedPut(responseItem(response, response.version), input.version),
    ...bumps.inTransaction,
  ], {
    target: auditTargets.response(id), action: 'response.update', actor: actorOf(caller), at: now.toISOString(),
    details: { fields: changedFields(current, response, ['theme', 'titles', 'aliases', 'refused', 'saga', 'confidence']) },
  });
  if (outcome.includes(0)) {
    const latest = await getResponseItem(id);
    throw latest ? new StaleVersionError('This response', latest) : new NotFoundError('Response');
  }
  if (outcome.length > 0) throw new Error('a game naming the response is gone');
  for (const gameId of bumps.after) await bumpContentVersionNow(gameId);
  // A response may be named by any game: every cached game of this function goes.
  forgetGameContent();
  return { response };
}

const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[a-z0-9-]{1,64}$/.test(id)) throw new ValidationError([{ code: 'invalid_cursor', path: ['query', 'cursor'], message: 'not a cursor of this list' }]);
  return id;
}

export async function findResponses(query: { q?: string; limit: number; cursor?: string }) {
  const normalised = query.q ? normalizeAnswer(query.q) : '';
  const { responses, lastId } = await searchResponses(normalised, query.limit, query.cursor ? decodeCursor(query.cursor) : undefined);
  return { responses, next: lastId ? encodeCursor(lastId) : null };
}
