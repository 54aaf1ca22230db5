import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { compositionSchema, nonNegativeInt, TABLE, type Composition } from '@quiz/shared';
import { writeWithAudit, type AuditEntry } from './audit';
import { db, tableName } from './client';
import { keys } from './keys';
import { versionedPut } from './versioned';

/**
 * A designer's planning tools (docs/back-office.md "Compositions and the caddy"): compositions (planned games with a status) and the caddy
 * (responses kept to reuse), each in the designer's own partition (access pattern 15). Versioned
 * writes with their audit entry in the same transaction.
 */

export async function listCompositionsOf(sub: string): Promise<Composition[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
      ExpressionAttributeValues: { ':pk': keys.userPk(sub), ':prefix': keys.compositionsPrefix },
    }),
  );
  return Items.map((item) => compositionSchema.parse(item));
}

export async function getComposition(sub: string, id: string): Promise<Composition | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.composition(sub, id), ConsistentRead: true }));
  return Item ? compositionSchema.parse(Item) : undefined;
}

async function versioned(put: Record<string, unknown>, readVersion: number | null, audit: AuditEntry): Promise<boolean> {
  // A person's caddy exists before its first save: never written reads as version 0.
  return (await writeWithAudit([versionedPut(put, readVersion, { absentReadsAsZero: true })], audit)).length === 0;
}

/** Creates (`readVersion` null) or replaces a composition under the version read; false on a lost race. */
export function writeComposition(sub: string, composition: Composition, readVersion: number | null, audit: AuditEntry) {
  return versioned({ ...keys.composition(sub, composition.id), ...composition }, readVersion, audit);
}

const caddyItemSchema = z.object({ responseIds: z.array(z.string()), version: nonNegativeInt });
export type CaddyItem = z.infer<typeof caddyItemSchema>;

/** The caddy, or an empty one at version 0. */
export async function getCaddyOf(sub: string): Promise<CaddyItem> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.caddy(sub), ConsistentRead: true }));
  return Item ? caddyItemSchema.parse(Item) : { responseIds: [], version: 0 };
}

/** Replaces the caddy under the version read (0: none yet, or still at 0). */
export function writeCaddy(sub: string, caddy: CaddyItem, readVersion: number, audit: AuditEntry) {
  return versioned({ ...keys.caddy(sub), ...caddy }, readVersion, audit);
}
