import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routeList } from '@quiz/shared';
import { lambdaContext, readBody, toApiGatewayEvent } from './lambda-adapter';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** SPEC §2's path of the operator's warm-up; in AWS a function without a route (docs/adr/0027-warm-up-after-a-deploy.md). */
export const WARMUP_CACHE_PATH = '/utils/warmup-cache';

/**
 * The operator's warm-up on the local server (only with `--test-controls`): POST with an admin's
 * token runs the same `warmUp` as the function in AWS, loading and pinging every handler module of
 * this server (its cold start) and asking for the catalogue of each language through this server.
 * Anyone else: 401 without a token, 403 without the admin role; another method, 405.
 */
export async function handleWarmUp(req: IncomingMessage, res: ServerResponse, loadHandler: (name: string) => Promise<Handler>): Promise<void> {
  const body = await readBody(req);
  const [{ authenticate }, { HttpError }] = await Promise.all([import('@quiz/functions/lib/auth'), import('@quiz/functions/lib/errors')]);
  const refused = await authenticate(toApiGatewayEvent(req, body, '$default', undefined), 'admin').then(
    () => null,
    (error: unknown) => {
      if (error instanceof HttpError) return error.status;
      throw error;
    },
  );
  const reply = (status: number, answer: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(answer));
  if (refused) {
    reply(refused, { error: refused === 401 ? 'an operator\'s (admin) token is required' : 'the admin role is required' });
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    reply(405, { error: 'POST runs the warm-up' });
    return;
  }
  const [{ warmUp }, { WARM_UP_PING }] = await Promise.all([import('@quiz/functions/jobs/warmup-cache'), import('@quiz/functions/lib/warm-up')]);
  const report = await warmUp({
    siteUrl: `http://${req.headers.host ?? ''}`,
    functionNames: [...routeList.map((route) => route.name), 'routeNotFound'],
    ping: async (name) => {
      const handler = await loadHandler(name);
      await handler(WARM_UP_PING as unknown as APIGatewayProxyEventV2, lambdaContext(name, 'warm-up'));
    },
    fetch,
  });
  reply(200, report);
}
