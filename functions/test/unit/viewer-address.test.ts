import { describe, expect, it } from 'vitest';
import { routes } from '@quiz/shared';
import { ANONYMOUS } from '../../src/lib/auth';
import { rateKeyOf, viewerAddressOf } from '../../src/lib/player';
import { apiEvent } from '../helpers/events';

const event = (headers: Record<string, string> = {}) => apiEvent(routes.startPlay, { sourceIp: '198.51.100.200', headers });
const anonymous = ANONYMOUS;

describe('issue 24: the caller\'s address behind CloudFront', () => {
  it('reads the viewer\'s IPv4 or IPv6 address from CloudFront-Viewer-Address, without the port', () => {
    expect(viewerAddressOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }))).toBe('203.0.113.7');
    expect(viewerAddressOf(event({ 'cloudfront-viewer-address': '2001:db8:85a3::8a2e:370:7334:46532' }))).toBe('2001:db8:85a3::8a2e:370:7334');
  });

  it('ignores a missing or malformed header', () => {
    expect(viewerAddressOf(event())).toBeUndefined();
    expect(viewerAddressOf(event({ 'cloudfront-viewer-address': 'nonsense' }))).toBeUndefined();
    expect(viewerAddressOf(event({ 'cloudfront-viewer-address': 'sub:x:1' }))).toBeUndefined();
  });

  it('counts an anonymous caller under the viewer\'s address in AWS, under the source address locally, a signed-in one under their sub', () => {
    expect(rateKeyOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }), anonymous)).toBe('ip:203.0.113.7');
    expect(rateKeyOf(event(), anonymous)).toBe('ip:198.51.100.200');
    expect(rateKeyOf(event({ 'cloudfront-viewer-address': '203.0.113.7:46532' }), { kind: 'user', sub: 'abc' } as never)).toBe('sub:abc');
  });
});
