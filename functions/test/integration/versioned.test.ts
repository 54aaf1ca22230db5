import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Audit from '../../src/data/audit';
import type * as Versioned from '../../src/data/versioned';
import { useIntegrationTable } from '../helpers/integration';

let audit: typeof Audit;
let versioned: typeof Versioned;
let db: DynamoDBDocumentClient;
let tableName: string;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  audit = await import('../../src/data/audit');
  versioned = await import('../../src/data/versioned');
});

const actor = { sub: 'sub-designer', username: 'dana' };
const entry = (target: string, action: string): Audit.AuditEntry => ({ target, action, actor, at: new Date().toISOString(), details: {} });
const key = (id: string) => ({ [TABLE.partitionKey]: `THING#${id}`, [TABLE.sortKey]: 'META' });
const read = async (id: string) => (await db.send(new GetCommand({ TableName: tableName, Key: key(id), ConsistentRead: true }))).Item;

describe('the data layer: one versioned write with its audit entry (versioned.ts + writeWithAudit)', () => {
  it('a new item is written once (attribute_not_exists): a second create fails, and writes no audit entry', async () => {
    expect(await audit.writeWithAudit([versioned.versionedPut({ ...key('a'), version: 1, v: 'first' }, null)], entry('THING#a', 'thing.create'))).toEqual([]);
    expect(await audit.writeWithAudit([versioned.versionedPut({ ...key('a'), version: 1, v: 'second' }, null)], entry('THING#a', 'thing.create'))).toEqual([0]);
    expect((await read('a'))?.v).toBe('first');
    expect((await audit.listAuditOfTarget('THING#a')).length).toBe(1);
  });

  it('an edit lands only at the version read: a stale one writes neither the item nor its entry, nor the other items', async () => {
    await audit.writeWithAudit([versioned.versionedPut({ ...key('b'), version: 1 }, null)], entry('THING#b', 'thing.create'));
    expect(await audit.writeWithAudit([versioned.versionedPut({ ...key('b'), version: 2, v: 'edit' }, 1)], entry('THING#b', 'thing.update'))).toEqual([]);
    const stale = await audit.writeWithAudit(
      [versioned.versionedPut({ ...key('c'), version: 1 }, null), versioned.versionedPut({ ...key('b'), version: 2, v: 'stale' }, 1)],
      entry('THING#b', 'thing.update'),
    );
    expect(stale).toEqual([1]);
    expect(await read('b')).toMatchObject({ version: 2, v: 'edit' });
    expect(await read('c')).toBeUndefined();
    expect((await audit.listAuditOfTarget('THING#b')).map((e) => e.action)).toEqual(['thing.update', 'thing.create']);
    // The existing call keeps its signature and meaning.
    expect(await audit.putVersionedWithAudit({ ...key('b'), version: 3 }, 1, entry('THING#b', 'thing.update'))).toBe(false);
    expect(await audit.putVersionedWithAudit({ ...key('b'), version: 3 }, 2, entry('THING#b', 'thing.update'))).toBe(true);
  });

  it('version 0 is a stored item never versioned (seeded); an Update and a Delete keep the same rule', async () => {
    await db.send(new PutCommand({ TableName: tableName, Item: { ...key('seed'), n: 1 } }));
    expect(await audit.writeWithAudit([versioned.versionedPut({ ...key('missing'), version: 1 }, 0)], entry('THING#missing', 'thing.update'))).toEqual([0]);
    const update = (read: number) => versioned.versionedUpdate(
      { Key: key('seed'), UpdateExpression: 'SET n = :n, #version = :next', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':n': 2, ':next': read + 1 } },
      read,
    );
    expect(await audit.writeWithAudit([update(0)], entry('THING#seed', 'thing.update'))).toEqual([]);
    expect(await audit.writeWithAudit([update(0)], entry('THING#seed', 'thing.update'))).toEqual([0]);
    expect(await audit.writeWithAudit([versioned.versionedDelete(key('seed'), 0)], entry('THING#seed', 'thing.delete'))).toEqual([0]);
    expect(await audit.writeWithAudit([versioned.versionedDelete(key('seed'), 1)], entry('THING#seed', 'thing.delete'))).toEqual([]);
    expect(await read('seed')).toBeUndefined();
  });

  it('absentReadsAsZero: an item never written (a caddy) is at version 0', async () => {
    const put = (read: number | null) => versioned.versionedPut({ ...key('caddy'), version: (read ?? 0) + 1 }, read, { absentReadsAsZero: true });
    expect(await audit.writeWithAudit([put(0)], entry('THING#caddy', 'caddy.update'))).toEqual([]);
    expect(await audit.writeWithAudit([put(0)], entry('THING#caddy', 'caddy.update'))).toEqual([0]);
    expect(await audit.writeWithAudit([put(1)], entry('THING#caddy', 'caddy.update'))).toEqual([]);
  });
});
