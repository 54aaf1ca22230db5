import { randomUUID } from 'node:crypto';
import {
  LOCALES, type CreateDeskGameBody, type DeskGame, type DeskGameSummary, type ErrorIssue, type Locale,
  type UpdateDeskGameBody,
} from '@quiz/shared';
import { auditActor, type AuditEntry } from '../data/audit';
import {
  createGameItem, GameConditionError, getDeskGameItem, listAllGames, saveGameItem, SlugLockTakenError, toDeskGame, type DeskGameItem,
} from '../data/games/desk-items';
import { getGameReferenceItems, getResponseItems } from '../data/games/references';
import { HttpError, NotFoundError, StaleVersionError } from '../lib/errors';
import { goLiveIssues } from './go-live';
import { auditTargets } from '../data/keys';

/**
 * The designer's games (docs/back-office.md "Designer: games and pictures"): list,
 * create, read, update at a version, go live only when complete, and the picture's upload.
 */

export interface Actor {
  sub: string;
  username: string;
  /** The display name, when the handler looked it up (lib/staff-name.ts): kept in the audit entry. */
  name?: string;
}

/** A slug already another game's: 409 naming the field. */
export class SlugTakenError extends HttpError {
  constructor(locales: readonly Locale[]) {
    super(409, 'slug_taken', `The slug is already another game's (${locales.join(', ')})`, locales.map((locale) => ({
      code: 'slug_taken', path: ['body', 'slug', locale], message: 'Already used by another game in this language',
    })));
  }
}

/** The game cannot go live: 400 with the list of what is missing. */
export class GameIncompleteError extends HttpError {
  constructor(issues: ErrorIssue[]) {
    super(400, 'game_incomplete', `The game cannot go live yet: ${issues.length} thing(s) missing`, issues);
  }
}

const summaryOf = (game: DeskGameItem): DeskGameSummary => ({
  id: game.id, number: game.number, status: game.status, title: game.title, slug: game.slug,
  refsCount: game.refsCount, hasPicture: Boolean(game.image), version: game.version,
});

export async function listDeskGames(): Promise<{ games: DeskGameSummary[] }> {
  return { games: (await listAllGames()).map(summaryOf) };
}

export async function mustGet(id: number): Promise<DeskGameItem> {
  const game = await getDeskGameItem(id);
  if (!game) throw new NotFoundError('Game');
  return game;
}

export async function getDeskGame(id: number): Promise<DeskGame> {
  return toDeskGame(await mustGet(id));
}

/** The locales whose slug another game already holds (seed games hold theirs without a lock item). */
function slugClashes(games: readonly DeskGameItem[], slug: Record<Locale, string>, self?: number): Locale[] {
  return LOCALES.filter((locale) => games.some((game) => game.id !== self && game.slug[locale] === slug[locale]));
}

export const auditEntry = (game: number, action: string, actor: Actor, at: string, details: Record<string, unknown>): AuditEntry =>
  ({ target: auditTargets.game(game), action, actor: auditActor(actor), at, details });

/**
 * A new game, in `test`, with the next public number (its id, as the seed's) and a random uuid.
 * Two designers creating at once: the META Put's `attribute_not_exists` lets one have the number,
 * the other tries the next.
 */
export async function createDeskGame(body: CreateDeskGameBody, actor: Actor, now = new Date()): Promise<DeskGame> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const games = await listAllGames();
    const clashes = slugClashes(games, body.slug);
    if (clashes.length) throw new SlugTakenError(clashes);
    const number = games.reduce((max, game) => Math.max(max, game.number, game.id), 0) + 1;
    const item: DeskGameItem = {
      id: number, uuid: randomUUID(), number, status: 'test', ...body, refsCount: 0, playedCount: 0, scoreSum: 0, version: 1, contentVersion: 0,
    };
    try {
      await createGameItem(item, auditEntry(number, 'game.create', actor, now.toISOString(), { settings: body }));
      return toDeskGame(item);
    } catch (error) {
      if (error instanceof SlugLockTakenError) throw new SlugTakenError([error.locale]);
      if (!(error instanceof GameConditionError)) throw error;
    }
  }
  throw new HttpError(409, 'conflict', 'Too many games created at once: try again');
}

/** The fields whose value changed, for the audit entry (names only for texts, values for the rest). */
function changesOf(previous: DeskGameItem, next: DeskGameItem): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of ['status', 'premiumLevel', 'difficulty', 'themes', 'language', 'title', 'slug', 'description'] as const) {
    if (JSON.stringify(previous[field]) !== JSON.stringify(next[field])) changes[field] = { from: previous[field], to: next[field] };
  }
  return changes;
}

async function assertCanGoLive(game: DeskGameItem): Promise<void> {
  const references = await getGameReferenceItems(game.id);
  const responses = await getResponseItems(references.map((ref) => ref.response).filter((id): id is string => typeof id === 'string' && id !== ''));
  const issues = goLiveIssues(game, references, responses);
  if (issues.length) throw new GameIncompleteError(issues);
}

/** Saves a game's settings at the version the designer read; `live` only when it is complete. */
export async function updateDeskGame(id: number, body: UpdateDeskGameBody, actor: Actor, now = new Date()): Promise<DeskGame> {
  const previous = await mustGet(id);
  if (previous.version !== body.version) throw new StaleVersionError('This game', toDeskGame(previous));
  const { version: _read, ...settings } = body;
  const next: DeskGameItem = { ...previous, ...settings, version: previous.version + 1 };
  const clashes = slugClashes(await listAllGames(), next.slug, id);
  if (clashes.length) throw new SlugTakenError(clashes);
  if (next.status === 'live') await assertCanGoLive(next);
  await writeOrExplain(previous, next, auditEntry(id, 'game.update', actor, now.toISOString(), changesOf(previous, next)));
  return toDeskGame(next);
}

export async function writeOrExplain(previous: DeskGameItem, next: DeskGameItem, audit: AuditEntry): Promise<void> {
  try {
    await saveGameItem(previous, next, audit);
  } catch (error) {
    if (error instanceof SlugLockTakenError) throw new SlugTakenError([error.locale]);
    if (error instanceof GameConditionError) throw new StaleVersionError('This game', toDeskGame(await mustGet(previous.id)));
    throw error;
  }
}

