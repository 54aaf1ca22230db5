/**
 * The warm-up's ping (docs/adr/0027-warm-up-after-a-deploy.md): the warm-up function invokes
 * every API function with this event, so that each pays its cold start (module load, clients)
 * before a player does. A function answers it at once, without reading anything. API Gateway's
 * events always carry a requestContext, so no HTTP request can pass for a ping.
 */
export const WARM_UP_PING = { warmUp: 'ping' } as const;

export function isWarmUpPing(event: unknown): boolean {
  return typeof event === 'object' && event !== null && (event as { warmUp?: unknown }).warmUp === WARM_UP_PING.warmUp && !('requestContext' in event);
}

/** What a pinged function answers. */
export const WARM_UP_ANSWER = { statusCode: 204 } as const;
