import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@quiz/shared';
import { ANONYMOUS } from '../../src/lib/auth';
import { clientAddressOf, countedAddress, rateKeysOf, runsInLambda, viewerAddressFrom } from '../../src/lib/client-address';
import { apiEvent } from '../helpers/events';

/** docs/game.md "Limits": the client's address is taken only from what the platform sets. */

const EDGE = '198.51.100.200';
const event = (headers: Record<string, string> = {}) => apiEvent(routes.startPlay, { sourceIp: EDGE, headers });
const user = { kind: 'user', sub: 'abc' } as never;

describe('the CloudFront-Viewer-Address header, as CloudFront writes it (<ip>:<port>, IPv6 unbracketed)', () => {
  it.each([
    ['IPv4 with its port', '1.2.3.4:5678', '1.2.3.4'],
    ['the documented example', '198.51.100.10:46532', '198.51.100.10'],
    ['IPv6, the port after the last colon, counted by its /64', '2001:db8::1:443', '2001:db8:0:0::/64'],
    ['a full IPv6', '2001:db8:85a3:1:0:8a2e:370:7334:46532', '2001:db8:85a3:1::/64'],
    ['IPv6 in capitals and with leading zeros', '2001:0DB8:00AA::1:80', '2001:db8:aa:0::/64'],
    ['a bracketed IPv6', '[2001:db8::1]:443', '2001:db8:0:0::/64'],
    ['an IPv4-mapped IPv6 as its IPv4', '::ffff:203.0.113.7:443', '203.0.113.7'],
    ['spaces around', ' 1.2.3.4:5678 ', '1.2.3.4'],
  ])('%s: %j → %j', (_, value, address) => {
    expect(viewerAddressFrom(value)).toBe(address);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['text', 'nonsense'],
    ['no port', '1.2.3.4'],
    ['an empty port', '1.2.3.4:'],
    ['a port out of range', '1.2.3.4:70000'],
    ['an IPv4 out of range', '1.2.3.256:80'],
    ['two values joined (a header sent twice)', '1.2.3.4:80,5.6.7.8:80'],
    ['a key of another kind', 'sub:x:1'],
    ['a zone id', 'fe80::1%eth0:80'],
    ['an IPv6 cut short', '2001:db8:80'],
  ])('%s (%j): no address, so the safe fallback', (_, value) => {
    expect(viewerAddressFrom(value)).toBeUndefined();
  });
});

describe('the address the limits count', () => {
  it('walking through one IPv6 /64 block stays one address; another block is another', () => {
    expect(countedAddress('2001:db8:1:2:aaaa::1')).toBe(countedAddress('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(countedAddress('2001:db8:1:3::1')).not.toBe(countedAddress('2001:db8:1:2::1'));
    expect(countedAddress('::1')).toBe('0:0:0:0::/64');
    expect(countedAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('where the address comes from', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('in AWS: from CloudFront\'s header (sourceIp is the edge server\'s); without a usable one, the socket\'s', () => {
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }), true)).toBe('203.0.113.7');
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': 'garbage' }), true)).toBe(EDGE);
    expect(clientAddressOf(event(), true)).toBe(EDGE);
  });

  it('anywhere else: from the socket only, whatever the caller wrote in the header', () => {
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }), false)).toBe(EDGE);
    expect(clientAddressOf(event(), false)).toBe(EDGE);
  });

  it('Lambda is told by its reserved AWS_LAMBDA_FUNCTION_NAME', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    expect(runsInLambda()).toBe(false);
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }))).toBe(EDGE);
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'quiz-prod-startPlay');
    expect(runsInLambda()).toBe(true);
    expect(clientAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }))).toBe('203.0.113.7');
  });
});

describe('one budget per person and per address', () => {
  it('an anonymous caller counts under their address only', () => {
    expect(rateKeysOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }), ANONYMOUS, true)).toEqual(['ip:203.0.113.7']);
    expect(rateKeysOf(event(), ANONYMOUS, false)).toEqual([`ip:${EDGE}`]);
  });

  it('a signed-in caller counts under their sub and under their address', () => {
    expect(rateKeysOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }), user, true)).toEqual(['sub:abc', 'ip:203.0.113.7']);
    expect(rateKeysOf(event(), user, false)).toEqual(['sub:abc', `ip:${EDGE}`]);
  });
});
