import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * Clear failures (docs/adr/0016-failing-fast-on-the-database.md): DynamoDB unreachable, throttled or
 * timing out is a 503 service_unavailable with Retry-After, quickly; anything else stays a 500.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
let catalogue: LambdaHandler;

beforeAll(async () => {
  useUnitEnvironment();
  catalogue = (await import('../../src/handlers/catalogue')).handler;
});

beforeEach(() => dynamo.reset());
afterAll(() => dynamo.restore());

const timeout = Object.assign(new Error('Connection timed out after 1200 ms'), { name: 'TimeoutError' });
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });

describe('a database that is unreachable, throttled or slow answers 503 with Retry-After', () => {
  it.each([
    ['throttled', new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: { httpStatusCode: 400 } })],
    ['timing out', timeout],
    ['refusing connections', refused],
    ['refusing connections (wrapped by the SDK)', Object.assign(new Error('socket hang up'), { cause: refused })],
    ['answering 500 itself', Object.assign(new Error('Internal error'), { name: 'InternalServerError', $metadata: { httpStatusCode: 500 } })],
    // A transaction repeated with its ClientRequestToken while its first try still runs (data README "Writes under retries").
    ['still running the same transaction', Object.assign(new Error('Transaction in progress'), { name: 'TransactionInProgressException', $metadata: { httpStatusCode: 400 } })],
  ])('when DynamoDB is %s', async (_name, error) => {
    // The database is down for every call (the catalogue reads the games and the site's stats at once).
    dynamo.onAnyCommand().rejects(error);
    const { status, json, headers } = await invoke(catalogue, apiEvent(routes.catalogue));
    expect(status).toBe(503);
    expect(json.error.code).toBe('service_unavailable');
    expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(json)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Rate exceeded/);
  });

  it('a bug stays a 500 (not every failure is the database\'s)', async () => {
    dynamo.onAnyCommand().rejects(new TypeError('cannot read properties of undefined'));
    expect((await invoke(catalogue, apiEvent(routes.catalogue))).status).toBe(500);
  });
});

// The real client giving up on a database that hangs or is not there opens a socket and waits out
// its timeouts: integration/db-client-gives-up.test.ts (docs/testing.md "Which project a test runs in").
