import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDef } from '@quiz/shared';
import type { httpHandler as HttpHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * The wrapper (functions/src/lib/http.ts) checks every answer against its route's response schema before it leaves
 * (`route.response.parse`). What the schema does not name never reaches the client, and an answer
 * that breaks it is a 500, not a leak.
 */
let httpHandler: typeof HttpHandler;

beforeAll(async () => {
  useUnitEnvironment();
  ({ httpHandler } = await import('../../src/lib/http'));
});

const route: RouteDef = {
  name: 'answerSchemaProbe', method: 'GET', path: '/api/probe', access: 'public', summary: 'test only', needs: {},
  params: z.object({}), query: z.object({}), body: null,
  response: z.object({ verdict: z.enum(['correct', 'wrong']), title: z.nullable(z.string()) }),
};

describe('the answer is checked against the route\'s response schema', () => {
  it('drops what the schema does not name (a field a domain function added by mistake never reaches the client)', async () => {
    const handler = httpHandler(route, () => Promise.resolve({ verdict: 'wrong', title: null, hiddenTitle: 'Jaws', percent: 71 }));
    const { status, json } = await invoke(handler, apiEvent(route));
    expect(status).toBe(200);
    expect(json).toEqual({ verdict: 'wrong', title: null });
  });

  it('answers 500 rather than an answer that breaks the schema', async () => {
    const handler = httpHandler(route, () => Promise.resolve({ verdict: 'maybe', title: 42 }));
    const { status, json } = await invoke(handler, apiEvent(route));
    expect(status).toBe(500);
    expect(json.error.code).toBe('internal_error');
    expect(JSON.stringify(json)).not.toContain('maybe');
  });
});
