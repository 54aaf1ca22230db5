import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@quiz/shared';
import type * as RouteNotFound from '../../src/handlers/routeNotFound';
import type * as WarmUpJob from '../../src/jobs/warmup-cache';
import type { LambdaHandler } from '../../src/lib/http';
import { WARM_UP_PING } from '../../src/lib/warm-up';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

const lambda = mockClient(LambdaClient);
const dynamo = mockClient(DynamoDBDocumentClient);
let warmUpHandler: typeof WarmUpJob.handler;
let catalogue: LambdaHandler;
let routeNotFound: typeof RouteNotFound.handler;

beforeAll(async () => {
  useUnitEnvironment();
  warmUpHandler = (await import('../../src/jobs/warmup-cache')).handler;
  catalogue = (await import('../../src/handlers/catalogue')).handler;
  routeNotFound = (await import('../../src/handlers/routeNotFound')).handler;
});

beforeEach(() => {
  lambda.reset();
  dynamo.reset();
  process.env.WARM_FUNCTIONS = 'quiz-staging-api-catalogue,quiz-staging-api-guess,quiz-staging-api-init';
  process.env.SITE_URL = 'https://quiz.example.com';
});

afterEach(() => vi.unstubAllGlobals());

const payloadOf = (input: { Payload?: unknown }) => JSON.parse(new TextDecoder().decode(input.Payload as Uint8Array)) as unknown;

describe('SPEC §2 /utils/warmup-cache: the warm-up after a deploy', () => {
  it('pings every API function at once with the ping event, waiting for each answer (its cold start is paid)', async () => {
    let running = 0;
    let most = 0;
    lambda.on(InvokeCommand).callsFake(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running--;
      return { StatusCode: 200 };
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'x-cache': 'Miss from cloudfront' } })));
    const report = await warmUpHandler();
    const calls = lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.FunctionName)).toEqual(['quiz-staging-api-catalogue', 'quiz-staging-api-guess', 'quiz-staging-api-init']);
    for (const input of calls) {
      expect(payloadOf(input)).toEqual(WARM_UP_PING);
      // RequestResponse (the default): the warm-up waits for the function, never fires and forgets.
      expect(input.InvocationType).toBeUndefined();
    }
    expect(most).toBe(3);
    expect(report.functions.every((f) => f.ok)).toBe(true);
  });

  it('asks for the catalogue of each language through the site (CloudFront), and reports what the edge said', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 200 });
    const fetchMock = vi.fn(async (_url: URL) => new Response('{}', { status: 200, headers: { 'x-cache': 'Miss from cloudfront' } }));
    vi.stubGlobal('fetch', fetchMock);
    const report = await warmUpHandler();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'https://quiz.example.com/api/catalogue?l=en',
      'https://quiz.example.com/api/catalogue?l=fr',
    ]);
    expect(report.catalogue).toEqual([
      expect.objectContaining({ locale: 'en', status: 200, cache: 'Miss from cloudfront' }),
      expect.objectContaining({ locale: 'fr', status: 200, cache: 'Miss from cloudfront' }),
    ]);
  });

  it('never fails (a deploy is not undone for a cold cache): a function that errs or cannot be invoked, and a site that does not answer, are reported', async () => {
    lambda
      .on(InvokeCommand, { FunctionName: 'quiz-staging-api-guess' }).resolves({ StatusCode: 200, FunctionError: 'Unhandled' })
      .on(InvokeCommand, { FunctionName: 'quiz-staging-api-init' }).rejects(new Error('AccessDeniedException'))
      .on(InvokeCommand, { FunctionName: 'quiz-staging-api-catalogue' }).resolves({ StatusCode: 200 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    const report = await warmUpHandler();
    expect(report.functions).toEqual([
      expect.objectContaining({ name: 'quiz-staging-api-catalogue', ok: true }),
      expect.objectContaining({ name: 'quiz-staging-api-guess', ok: false, error: 'quiz-staging-api-guess: Unhandled' }),
      expect.objectContaining({ name: 'quiz-staging-api-init', ok: false, error: 'AccessDeniedException' }),
    ]);
    expect(report.catalogue).toEqual([expect.objectContaining({ locale: 'en', status: null, error: 'fetch failed' }), expect.objectContaining({ locale: 'fr', status: null })]);
  });

  it('skips the catalogue when the stage knows no site domain yet, and still warms the functions', async () => {
    delete process.env.SITE_URL;
    lambda.on(InvokeCommand).resolves({ StatusCode: 200 });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const report = await warmUpHandler();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(report.catalogue).toEqual({ skipped: expect.stringContaining('webDomain') });
    expect(report.functions).toHaveLength(3);
  });
});

describe('the ping, as an API function answers it', () => {
  it('is answered at once by an HTTP handler and the catch-all, without reading the table', async () => {
    expect(await (catalogue as unknown as (e: unknown, c: unknown) => Promise<unknown>)(WARM_UP_PING, {})).toEqual({ statusCode: 204 });
    expect(await (routeNotFound as unknown as (e: unknown) => Promise<unknown>)(WARM_UP_PING)).toEqual({ statusCode: 204 });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('cannot be forged over HTTP: a request carrying the same field is an ordinary request', async () => {
    dynamo.onAnyCommand().resolves({ Items: [] });
    const event = { ...apiEvent(routes.catalogue), ...WARM_UP_PING };
    const { status } = await invoke(catalogue, event);
    expect(status).toBe(200);
    expect(dynamo.calls().length).toBeGreaterThan(0);
  });
});
