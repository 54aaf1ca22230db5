import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand, DescribeTableCommand, ResourceNotFoundException, UpdateTableCommand, UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@quiz/shared';

/**
 * The table's stream, as the data stack has it: old and new images, which the statistics'
 * aggregation reads (functions/src/data/README.md "Statistics off the score path").
 */
export const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } as const;

/**
 * Creates the single table as the CDK data stack defines it (same keys, GSI, TTL and stream), if
 * absent; a kept table made before the stream gets it.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'existing'> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
    }
    return 'existing';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { gsi1 } = TABLE;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [TABLE.partitionKey, TABLE.sortKey, gsi1.partitionKey, gsi1.sortKey].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: gsi1.name,
          KeySchema: [
            { AttributeName: gsi1.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi1.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      StreamSpecification: TABLE_STREAM,
    }),
  );
  // DynamoDB Local accepts the TTL setting but never deletes expired items: code must check expiresAt itself.
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}
