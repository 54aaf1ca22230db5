import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand, DescribeTableCommand, ResourceNotFoundException, UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '@quiz/shared';

/** Creates the single table as the CDK data stack defines it (same keys, GSI and TTL), if absent. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'existing'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
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
