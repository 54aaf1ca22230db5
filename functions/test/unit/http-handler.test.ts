import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

const dynamo = mockClient(DynamoDBDocumentClient);
let catalogue: LambdaHandler;

beforeAll(async () => {
  useUnitEnvironment();
  catalogue = (await import('../../src/handlers/catalogue')).handler;
});

beforeEach(() => dynamo.reset());

describe('error mapping of the http wrapper', () => {
  it('answers a failure of a dependency with a 500 that carries the request id and nothing internal', async () => {
    dynamo.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceeded: secret table arn:aws:dynamodb:…'));
    const event = apiEvent(routes.catalogue);
    const { status, json, headers } = await invoke(catalogue, event);
    expect(status).toBe(500);
    expect(headers['content-type']).toMatch(/application\/json/);
    expect(json.error).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      requestId: event.requestContext.requestId,
    });
    expect(JSON.stringify(json)).not.toMatch(/arn:aws|Provisioned|stack/i);
  });

  it('answers 500 rather than an answer that breaks its own schema', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ id: 'not-a-number' }] });
    const { status, json } = await invoke(catalogue, apiEvent(routes.catalogue));
    expect(status).toBe(500);
    expect(json.error.code).toBe('internal_error');
  });

  it('reads the live games with one query on the listing index', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(GetCommand).resolves({});
    const { status, json } = await invoke(catalogue, apiEvent(routes.catalogue));
    expect(status).toBe(200);
    expect(json).toMatchObject({ games: {}, gamesCount: 0, siteStats: { refsTotal: 0 } });
    const calls = dynamo.commandCalls(QueryCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toMatchObject({ TableName: 'quiz-unit', IndexName: 'gsi1', ExpressionAttributeValues: { ':pk': 'GAMES#live' } });
  });

  it("logs a failure under the request's id as its correlation id, so that a player's report finds its log line", async () => {
    dynamo.on(QueryCommand).rejects(new Error('boom'));
    const { logger } = await import('../../src/lib/logger');
    const correlationIds: unknown[] = [];
    const spy = vi.spyOn(logger, 'error').mockImplementation(() => void correlationIds.push(logger.getCorrelationId()));
    const event = apiEvent(routes.catalogue);
    try {
      await invoke(catalogue, event);
    } finally {
      spy.mockRestore();
    }
    expect(correlationIds).toEqual([event.requestContext.requestId]);
  });
});
