import type { Caddy, Composition, PutCompositionBody } from '@quiz/shared';
import { auditActor, type AuditEntry } from '../data/audit';
import { getGame } from '../data/games/items';
import { getResponses } from '../data/games/references';
import { getCaddyOf, getComposition, listCompositionsOf, writeCaddy, writeComposition, type CaddyItem } from '../data/planning';
import type { Caller } from '../lib/auth';
import { NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { displayTitle } from './play-payload';
import { auditTargets } from '../data/keys';

/** A designer's planning tools (docs/back-office.md "Compositions and the caddy"). */

type Staff = Extract<Caller, { kind: 'user' }>;
const actorOf = (caller: Staff) => auditActor(caller);

export async function compositionsOf(caller: Staff) {
  const compositions = await listCompositionsOf(caller.sub);
  return { compositions: compositions.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) };
}

/** PUT /api/desk/compositions/{id}: the caller's own (each designer has their own list). */
export async function putComposition(id: string, body: PutCompositionBody, caller: Staff): Promise<Composition> {
  const existing = await getComposition(caller.sub, id);
  if (body.version === null && existing) throw new StaleVersionError('This composition', existing);
  if (body.version !== null && !existing) throw new NotFoundError('Composition');
  if (existing && existing.version !== body.version) throw new StaleVersionError('This composition', existing);
  const gameIds = [...new Set(body.gameIds)];
  const games = await Promise.all(gameIds.map((g) => getGame(g)));
  const unknown = gameIds.filter((_, i) => !games[i]);
  if (unknown.length) {
    throw new ValidationError([{ code: 'unknown_game', path: ['body', 'gameIds'], message: `No game ${unknown.join(', ')}` }]);
  }
  const at = new Date().toISOString();
  const composition: Composition = {
    id, title: body.title, notes: body.notes, status: body.status, gameIds, author: actorOf(caller), updatedAt: at,
    version: existing ? existing.version + 1 : 0,
  };
  const audit: AuditEntry = {
    target: auditTargets.user(caller.sub), action: existing ? 'composition.update' : 'composition.create', actor: actorOf(caller), at,
    details: { compositionId: id, status: body.status, games: gameIds.length },
  };
  if (!(await writeComposition(caller.sub, composition, existing ? existing.version : null, audit))) {
    throw new StaleVersionError('This composition', (await getComposition(caller.sub, id)) ?? null);
  }
  return composition;
}

async function caddyView(caddy: CaddyItem): Promise<Caddy> {
  const responses = await getResponses(caddy.responseIds);
  return {
    version: caddy.version,
    responses: caddy.responseIds.flatMap((id) => {
      const r = responses.get(id);
      return r ? [{ id, title: { en: displayTitle(r, 'en'), fr: displayTitle(r, 'fr') } }] : [];
    }),
  };
}

export async function caddyOf(caller: Staff): Promise<Caddy> {
  return caddyView(await getCaddyOf(caller.sub));
}

/** POST /api/desk/caddy: the whole basket, replaced under the version read. */
export async function replaceCaddy(responseIds: string[], version: number, caller: Staff): Promise<Caddy> {
  const current = await getCaddyOf(caller.sub);
  if (current.version !== version) throw new StaleVersionError('Your caddy', await caddyView(current));
  const ids = [...new Set(responseIds)];
  const known = await getResponses(ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new ValidationError([{ code: 'unknown_response', path: ['body', 'responseIds'], message: `No response ${unknown.join(', ')}` }]);
  }
  const next: CaddyItem = { responseIds: ids, version: version + 1 };
  const audit: AuditEntry = {
    target: auditTargets.user(caller.sub), action: 'caddy.update', actor: actorOf(caller), at: new Date().toISOString(),
    details: { added: ids.filter((id) => !current.responseIds.includes(id)), removed: current.responseIds.filter((id) => !ids.includes(id)) },
  };
  if (!(await writeCaddy(caller.sub, next, version, audit))) throw new StaleVersionError('Your caddy', await caddyView(await getCaddyOf(caller.sub)));
  return caddyView(next);
}
