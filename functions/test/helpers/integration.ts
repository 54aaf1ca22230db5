import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { ensureTable } from '../../../scripts/src/local/table';
import { TEST_CLIENT_ID, TEST_USER_POOL_ID } from './tokens';

/**
 * Points the functions at this file's own table in the shared DynamoDB Local (or in the one at
 * `endpoint`: a fault test's own), with the environment Lambda would give them. Call before importing any handler (handlers read the environment at load).
 */
export async function useIntegrationTable(endpoint: string = inject('dynamoEndpoint')) {
  const tableName = `quiz-test-${randomUUID().slice(0, 8)}`;
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    // No user pool unless a test starts the sign-in stand-in (and points this at it): the display
    // name lookup of the back-office writes (lib/staff-name.ts) then fails at once and is skipped.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? 'http://127.0.0.1:9',
    TABLE_NAME: tableName,
    COGNITO_USER_POOL_ID: TEST_USER_POOL_ID,
    COGNITO_CLIENT_ID: TEST_CLIENT_ID,
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  const client = new DynamoDBClient({});
  await ensureTable(client, tableName);
  return { tableName, db: DynamoDBDocumentClient.from(client) };
}
