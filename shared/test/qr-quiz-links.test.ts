import { describe, expect, it } from 'vitest';
import { parseQrQuizCode, qrQuizCode, qrQuizPath, resolveSitePath, siteApiPath } from '../src';

/** SPEC §2 /qr-quiz/{hash} (docs/adr/0033-qr-links-and-opt-ins.md). */
describe('QR quiz hashes: derived from the game and its language, one per pair', () => {
  it.each([
    [1, 'en', 'en1'], [48, 'fr', 'fr1c'], [123_456, 'en', 'en2n9c'],
  ] as const)('game %i in %s is %s, and back', (gameId, locale, code) => {
    expect(qrQuizCode(gameId, locale)).toBe(code);
    expect(qrQuizPath(gameId, locale)).toBe(`/qr-quiz/${code}`);
    expect(parseQrQuizCode(code)).toEqual({ gameId, locale });
  });

  it.each(['', 'fr', 'de12', 'fr01c', 'FR1c', 'fr1C', 'fr-1', 'en1/x', `fr${'z'.repeat(11)}`, 'fr1c '])('%j names no quiz', (code) => {
    expect(parseQrQuizCode(code)).toBeNull();
  });
});

describe('site paths the API answers (siteApiPath), as the one resolver of page paths says', () => {
  it.each([
    ['/qr-quiz/fr1c', '/api/qr-quiz/fr1c'],
    ['/qr-quiz/anything', '/api/qr-quiz/anything'],
    ['/qr-quiz/fr1c/', '/api/qr-quiz/fr1c'],
    ['/qr-quiz/fr1c/more', '/api/qr-quiz/-'],
    ['/qr-quiz/', '/api/qr-quiz/-'],
  ])('%s → %s', (path, api) => {
    expect(siteApiPath(path)).toBe(api);
    expect(resolveSitePath(path, { rememberedLocale: 'fr', hasStaticPage: () => true })).toEqual({ kind: 'api', path: api });
  });

  it.each(['/qr-quiz', '/qr-quizzes/fr1c', '/fr/qr-quiz/fr1c', '/'])('%s is a page path', (path) => {
    expect(siteApiPath(path)).toBeNull();
    expect(resolveSitePath(path, { rememberedLocale: null, hasStaticPage: () => false }).kind).not.toBe('api');
  });
});
