import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DB_TIMEOUTS } from '../../src/data/client';
import { isServiceUnavailable } from '../../src/lib/unavailable';

/**
 * Clear failures (the 503 itself: unit/service-unavailable.test.ts): the real client, with the
 * settings of the module-scope one, gives up on a database that hangs or is not there. Here rather
 * than in the unit project because it opens a socket and waits out the client's timeouts
 * (docs/testing.md "Which project a test runs in").
 *
 * The figure (about 2.5 s for a hung database, milliseconds for an absent one) is measured by
 * scripts/src/bench/db-unavailable.ts, not asserted here: this only shows that the client gives up.
 */
describe('the real client gives up on a database that hangs or is not there', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // A database that accepts connections and never answers: the worst case, a hung request.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each([
    ['hangs', () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}`],
    ['is not there', () => 'http://127.0.0.1:9'],
  ])('when the database %s', async (_name, endpoint) => {
    // The very settings of the module-scope client, against an endpoint that fails.
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: endpoint(),
        region: 'us-east-1',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        maxAttempts: DB_TIMEOUTS.maxAttempts,
        requestHandler: {
          connectionTimeout: DB_TIMEOUTS.connectionTimeoutMs,
          requestTimeout: DB_TIMEOUTS.requestTimeoutMs,
          // Without it, @smithy/node-http-handler only logs a request past its timeout and goes on waiting.
          throwOnRequestTimeout: true,
        },
      }),
    );
    const error = await client.send(new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'x' } })).catch((e: unknown) => e);
    expect(isServiceUnavailable(error), String(error)).toBe(true);
  }, 10_000);
});
