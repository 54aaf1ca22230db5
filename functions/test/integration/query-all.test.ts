import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Client from '../../src/data/client';
import { useIntegrationTable } from '../helpers/integration';

let client: typeof Client;
let tableName: string;

beforeAll(async () => {
  const table = await useIntegrationTable();
  tableName = table.tableName;
  client = await import('../../src/data/client');
  const items = Array.from({ length: 23 }, (_, i) => ({
    [TABLE.partitionKey]: 'PAGING#1',
    [TABLE.sortKey]: `ITEM#${String(i).padStart(3, '0')}`,
    [TABLE.gsi1.partitionKey]: 'PAGING_LISTING',
    [TABLE.gsi1.sortKey]: `ITEM#${String(i).padStart(3, '0')}`,
    n: i,
  }));
  for (let i = 0; i < items.length; i += 25) {
    await table.db.send(new BatchWriteCommand({ RequestItems: { [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
});

describe('the data layer: one paging loop (queryAll) for every whole Query of the data layer', () => {
  it('reads every page when a page holds fewer items than the answer (Limit 5 → 5 pages)', async () => {
    const items = await client.queryAll({
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
      ExpressionAttributeValues: { ':pk': 'PAGING#1', ':prefix': 'ITEM#' },
      ConsistentRead: true,
      Limit: 5,
    });
    expect(items.map((item) => item.n)).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it('answers nothing for an empty key condition, and queryAllOfGsi1 reads a whole gsi1 partition', async () => {
    expect(await client.queryAll({
      TableName: tableName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':pk': 'PAGING#none' },
      Limit: 2,
    })).toEqual([]);
    expect((await client.queryAllOfGsi1('PAGING_LISTING')).map((item) => item.n)).toHaveLength(23);
  });
});
