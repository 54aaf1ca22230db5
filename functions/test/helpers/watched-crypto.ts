import type * as Crypto from 'node:crypto';

/** The lengths of the buffers each timingSafeEqual call compared, in order (reset it in a beforeEach). */
export const compared = { lengths: [] as [number, number][] };

/**
 * node:crypto with the real timingSafeEqual, watched: a test of a constant-time comparison checks that
 * it compares digests of one length, every secret each time. For `vi.mock('node:crypto', …)`, loaded by
 * a dynamic import inside the factory (vi.mock is hoisted above the test's imports).
 */
export async function watchedCrypto(importOriginal: <T>() => Promise<T>): Promise<typeof Crypto> {
  const crypto = await importOriginal<typeof Crypto>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.lengths.push([a.byteLength, b.byteLength]);
      return crypto.timingSafeEqual(a, b);
    },
  };
}
