import { randomBytes } from 'node:crypto';
import { DEFAULT_BOARD_SHARDS, type Competition, type CompetitionInput } from '@quiz/shared';
import { auditActor } from '../data/audit';
import { getCompetition, listAllCompetitions, writeCompetition } from '../data/competitions';
import { listGamesByStatus } from '../data/games/items';
import type { Caller } from '../lib/auth';
import { NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { checkCompetition } from '../rules/competition';
import { auditTargets } from '../data/keys';

/**
 * The admin's competitions (docs/back-office.md "Competitions"; their public pages and leaderboards are built on them):
 * versioned, audited on `COMPETITION#{id}` (`competition.create` / `competition.update`).
 */
type Admin = Extract<Caller, { kind: 'user' }>;

export const listCompetitions = async () => ({ competitions: await listAllCompetitions() });

export async function readCompetition(id: string): Promise<{ competition: Competition }> {
  const competition = await getCompetition(id);
  if (!competition) throw new NotFoundError('competition');
  return { competition };
}

export async function saveCompetition(caller: Admin, id: string | null, input: CompetitionInput, expected: number | undefined, now = new Date()): Promise<{ competition: Competition }> {
  const before = id === null ? undefined : await getCompetition(id);
  if (id !== null && !before) throw new NotFoundError('competition');
  if (before && before.version !== expected) throw new StaleVersionError('This competition', before);
  const live = new Set((await listGamesByStatus('live')).map((game) => game.id));
  const { issues, startsAt, endsAt } = checkCompetition(input, live);
  if (issues.length > 0 || !startsAt || !endsAt) throw new ValidationError(issues);
  const at = now.toISOString();
  const competition: Competition = {
    ...input,
    id: before?.id ?? `c-${randomBytes(6).toString('hex')}`,
    startsAt,
    endsAt,
    version: (before?.version ?? 0) + 1,
    // The board's shards are fixed at creation: entries live in `hash(sub) mod N`
    // (functions/src/data/README.md "Competitions and leaderboards").
    boardShards: before ? before.boardShards : DEFAULT_BOARD_SHARDS,
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
  };
  const fields = (Object.keys(input) as (keyof CompetitionInput)[]).filter((key) => !before || JSON.stringify(before[key]) !== JSON.stringify(input[key]));
  const written = await writeCompetition(competition, before ? expected : undefined, {
    target: auditTargets.competition(competition.id),
    action: before ? 'competition.update' : 'competition.create',
    actor: auditActor(caller),
    at,
    details: { fields, version: competition.version, status: competition.status },
  });
  if (!written) throw new StaleVersionError('This competition', (await getCompetition(competition.id)) ?? null);
  return { competition };
}
