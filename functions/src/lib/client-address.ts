import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Caller } from './auth';

/**
 * The client's address, taken only from what the platform sets (docs/game.md "Limits"):
 *
 * - In AWS, CloudFront's `CloudFront-Viewer-Address` (`<ip>:<port>`, IPv6 unbracketed), which the
 *   /api/* behaviour's origin request policy forwards. API Gateway's `sourceIp` is then the edge
 *   server's, shared by every player it serves; and only CloudFront reaches the API (lib/origin.ts).
 * - Anywhere else (the local runtime, tests), the socket's address (`requestContext.http.sourceIp`,
 *   which the local runtime sets from the socket): the header is never read there, since nothing
 *   but the caller could have written it.
 *
 * Lambda itself says where the code runs: AWS_LAMBDA_FUNCTION_NAME is one of its reserved variables
 * (as in lib/origin.ts).
 */
export const runsInLambda = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * An address as the limits count it: IPv4 as is; IPv6 by its /64 prefix, the block one subscriber
 * line gets (RFC 6177), so that walking through the addresses of one's own block gains nothing; an
 * IPv4-mapped IPv6 address as its IPv4. Undefined when it is not an address.
 */
export function countedAddress(address: string): string | undefined {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6 || address.includes('%')) return undefined;
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  // A trailing dotted IPv4 counts as two groups; only the first four groups are kept.
  const tailGroups = part(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const groups = [...part(head), ...Array<string>(8 - part(head).length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The viewer's address in a `CloudFront-Viewer-Address` value: `1.2.3.4:5678`, `2001:db8::1:443`
 * (the port after the last colon), or `[2001:db8::1]:443`. Undefined for anything else: a missing
 * port, a port out of range, a list (two headers joined by a comma), text.
 */
export function viewerAddressFrom(value: string | undefined): string | undefined {
  const match = /^\[?([0-9A-Fa-f.:]+?)\]?:(\d{1,5})$/.exec(value?.trim() ?? '');
  if (!match || Number(match[2]) > 65_535) return undefined;
  return countedAddress(match[1]!);
}

/** The client's address (see above), or 'unknown' when the platform gave none that parses. */
export function clientAddressOf(event: APIGatewayProxyEventV2, inLambda = runsInLambda()): string {
  const viewer = inLambda ? viewerAddressFrom(event.headers?.['cloudfront-viewer-address']) : undefined;
  const socket = event.requestContext?.http?.sourceIp;
  return viewer ?? (socket ? countedAddress(socket) : undefined) ?? 'unknown';
}

/**
 * The keys a caller's moves are counted under per minute (docs/game.md "Limits"): always their
 * address, and a signed-in caller's `sub` too, so that signing out gives no second budget and one
 * account gives no budget per address. Each must be within the limit.
 */
export function rateKeysOf(event: APIGatewayProxyEventV2, caller: Caller, inLambda = runsInLambda()): string[] {
  const address = `ip:${clientAddressOf(event, inLambda)}`;
  return caller.kind === 'user' ? [`sub:${caller.sub}`, address] : [address];
}
