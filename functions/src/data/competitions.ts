import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { COMPETITION_STATUSES, competitionSchema, type Competition } from '@quiz/shared';
import { putVersionedWithAudit, type AuditEntry } from './audit';
import { db, queryAllOfGsi1, tableName } from './client';
import { keys } from './keys';

/**
 * Competitions (docs/back-office.md "Competitions"; access pattern 17 of README.md): `COMPETITION#{id}` / `META`, listed
 * by status in gsi1 by start. The leaderboard entries sit beside it, in their own sharded
 * partitions (`COMPETITION#{id}#BOARD#{shard}`), never read with it (README.md, pattern 17b).
 */

/** The stored form: the competition with its keys; its listing follows its status. */
export function competitionItem(competition: Competition): Record<string, unknown> {
  return {
    ...keys.competition(competition.id),
    ...keys.competitionListing(competition.status, competition.startsAt, competition.id),
    ...competitionSchema.parse(competition),
  };
}

export async function getCompetition(id: string): Promise<Competition | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.competition(id), ConsistentRead: true }));
  return Item ? competitionSchema.parse(Item) : undefined;
}

/** Every competition, drafts too (one gsi1 query a status), latest start first. */
export async function listAllCompetitions(): Promise<Competition[]> {
  const lists = await Promise.all(COMPETITION_STATUSES.map((status) => queryAllOfGsi1(keys.competitionsByStatus(status))));
  return lists.flat().map((item) => competitionSchema.parse(item)).sort((a, b) => b.startsAt.localeCompare(a.startsAt) || a.id.localeCompare(b.id));
}

/**
 * The published competitions (one small gsi1 partition, eventually consistent): what score
 * recording checks a signed-in player's verified plays against (README.md "Competitions and leaderboards").
 */
export async function listPublishedCompetitions(): Promise<Competition[]> {
  return (await queryAllOfGsi1(keys.competitionsByStatus('published'))).map((item) => competitionSchema.parse(item));
}

/** Created once (`expected` undefined) or edited under its version, with its audit entry; false when that failed. */
export function writeCompetition(competition: Competition, expected: number | undefined, audit: AuditEntry): Promise<boolean> {
  return putVersionedWithAudit(competitionItem(competition), expected, audit);
}
