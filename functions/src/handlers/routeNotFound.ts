import type { ErrorBody } from '@quiz/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { originRefusal } from '../lib/origin';
import { isWarmUpPing, WARM_UP_ANSWER } from '../lib/warm-up';

/**
 * The API's catch-all (`$default` route in AWS, the fallback of the local server): an unknown call
 * gets the same JSON error shape as every other error, not API Gateway's own body.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  if (isWarmUpPing(event)) return WARM_UP_ANSWER;
  // Only CloudFront may call the API, unknown calls included (lib/origin.ts).
  const refused = originRefusal(event);
  if (refused) return refused;
  const { method, path } = event.requestContext.http;
  const body: ErrorBody = {
    error: { code: 'route_not_found', message: `No API call ${method} ${path}`, requestId: event.requestContext.requestId },
  };
  return {
    statusCode: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}
