import { describe, expect, it } from 'vitest';
import { TABLE } from '@quiz/shared';
import { GSI1_KEY_PREFIXES, TABLE_KEY_PREFIXES, grantCovers, tableGrants } from '@quiz/shared/table-grants';
import { keys } from '../../src/data/keys';
import { callsOf } from '../helpers/table-calls';

/** Stands for every argument of a key builder: where it appears in a key, the literal prefix ends. */
const HOLE = '\u0001';
/** Every argument: the hole as a string or a number (`${id}`, `String(n)`), and as an object (a page) whose every field is the hole. */
const hole = new Proxy({}, { get: (_, field) => (field === Symbol.toPrimitive ? () => HOLE : HOLE) });

/**
 * What keys.ts builds, as its literal prefixes: each builder called with holes for arguments, each
 * key cut at the first hole (a fixed key, `MENU` or `PUBLISH#LOCK`, is whole), by the attribute it
 * fills (`pk` → the table, `gsi1pk` → gsi1). Strings (`appliedPurchases`) name no attribute: both.
 */
function keysTsPrefixes() {
  const found = { table: new Set<string>(), gsi1: new Set<string>(), either: new Set<string>() };
  const cut = (value: unknown) => String(value).split(HOLE)[0]!;
  for (const builder of Object.values(keys)) {
    const built: unknown = typeof builder === 'function' ? (builder as (...args: unknown[]) => unknown)(...Array.from({ length: builder.length }, () => hole)) : builder;
    if (typeof built === 'string') found.either.add(cut(built));
    else if (built && typeof built === 'object') {
      const item = built as Record<string, unknown>;
      if (TABLE.partitionKey in item) found.table.add(cut(item[TABLE.partitionKey]));
      if (TABLE.gsi1.partitionKey in item) found.gsi1.add(cut(item[TABLE.gsi1.partitionKey]));
    }
  }
  return found;
}

describe('least privilege per function: the key prefixes of the grants (shared/src/table-grants.ts)', () => {
  const found = keysTsPrefixes();

  it('reads keys.ts as expected (a guard on the reader itself)', () => {
    expect([...found.table]).toEqual(expect.arrayContaining(['USER#', 'PLAY#', 'GAME#', 'MENU', 'PUBLISH#LOCK', 'AUDIT#', 'MISSES#GAME#']));
    expect([...found.gsi1]).toEqual(expect.arrayContaining(['GAMES#', 'PAGES#', 'RESPONSES', 'BOARD#']));
    expect([...found.either]).toEqual(expect.arrayContaining(['PURCHASES#applied', 'USER#']));
  });

  it('names only prefixes keys.ts builds: each table prefix a `pk` head, each gsi1 prefix a `gsi1pk` head (or a key string)', () => {
    for (const prefix of TABLE_KEY_PREFIXES) expect(found.table.has(prefix) || found.either.has(prefix), `table ${prefix}`).toBe(true);
    for (const prefix of GSI1_KEY_PREFIXES) expect(found.gsi1.has(prefix) || found.either.has(prefix), `gsi1 ${prefix}`).toBe(true);
  });

  it('lists every partition key keys.ts builds (a new entity needs its prefix here before any grant can name it)', () => {
    for (const head of found.table) expect(TABLE_KEY_PREFIXES.some((p) => head.startsWith(p)), `table ${head}`).toBe(true);
    for (const head of found.gsi1) expect(GSI1_KEY_PREFIXES.some((p) => head.startsWith(p)), `gsi1 ${head}`).toBe(true);
  });

  it('no prefix of one list is a prefix of another of the same list (IAM\'s `<prefix>*` would grant both)', () => {
    for (const list of [TABLE_KEY_PREFIXES, GSI1_KEY_PREFIXES] as readonly (readonly string[])[]) {
      for (const a of list) for (const b of list) if (a !== b) expect(b.startsWith(a), `${a} / ${b}`).toBe(false);
    }
  });
});

describe('least privilege per function: how a recorded call is matched against a grant', () => {
  it('authorises a transaction item by item, each with its own action', () => {
    const calls = callsOf('TransactWriteItemsCommand', {
      TransactItems: [
        { Put: { Item: { pk: { S: 'USER#a' } } } },
        { Update: { Key: { pk: { S: 'PLAY#p' } } } },
        { ConditionCheck: { Key: { pk: 'GAME#1' } } },
        { Delete: { Key: { pk: 'PUSH#h' } } },
      ],
    });
    expect(calls).toEqual([
      { action: 'PutItem', index: 'table', key: 'USER#a' },
      { action: 'UpdateItem', index: 'table', key: 'PLAY#p' },
      { action: 'ConditionCheckItem', index: 'table', key: 'GAME#1' },
      { action: 'DeleteItem', index: 'table', key: 'PUSH#h' },
    ]);
  });

  it('reads a Query\'s partition key from its key condition, on the index it names', () => {
    expect(callsOf('QueryCommand', { IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :s)', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': { S: 'GAMES#live' }, ':s': { S: '0' } } }))
      .toEqual([{ action: 'Query', index: 'gsi1', key: 'GAMES#live' }]);
    expect(callsOf('QueryCommand', { KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'USER#a' } })).toEqual([{ action: 'Query', index: 'table', key: 'USER#a' }]);
  });

  it('never covers a Scan, nor an action on a prefix its grant lacks', () => {
    const [scan] = callsOf('ScanCommand', {});
    expect(grantCovers(tableGrants.startPlay, scan!.action, scan!.index, scan!.key)).toBe(false);
    expect(grantCovers(tableGrants.guess, 'UpdateItem', 'table', 'PLAY#x')).toBe(true);
    expect(grantCovers(tableGrants.guess, 'PutItem', 'table', 'PLAY#x')).toBe(false);
    expect(grantCovers(tableGrants.guess, 'UpdateItem', 'table', 'USER#x')).toBe(false);
    expect(grantCovers(tableGrants.catalogue, 'Query', 'gsi1', 'GAMES#live')).toBe(true);
    expect(grantCovers(tableGrants.catalogue, 'GetItem', 'gsi1', 'GAMES#live')).toBe(false);
  });
});
