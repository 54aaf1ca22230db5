import { describe, expect, it } from 'vitest';
import {
  isShareId, resolveSitePath, SHARE_IMAGE_CONTENT_TYPES, SHARE_IMAGE_FORMAT, SHARE_SYMBOLS, shareIdOfPath, shareImageFile, shareImagePath, shareOutcomeOf, shareSymbols, shareText, type ShareOutcome,
} from '../src';

/** Score shares (docs/adr/0031-score-shares.md): the pure rules. */
describe('score shares', () => {
  it.each([
    [{ status: 'found', hintsUsed: 0 }, 'found'],
    [{ status: 'found', hintsUsed: 1 }, 'hinted'],
    [{ status: 'found', hintsUsed: 2 }, 'hinted'],
    [{ status: 'revealed', hintsUsed: 1 }, 'revealed'],
    [{ status: 'open', hintsUsed: 0 }, 'missed'],
    [{ status: 'locked', hintsUsed: 0 }, 'missed'],
  ] as const)('tells a reference %o as %s', (record, outcome) => {
    expect(shareOutcomeOf(record)).toBe(outcome);
  });

  it('gives each outcome a symbol of its own shape (colour-blind safe: no two are the same shape in another colour)', () => {
    const symbols = Object.values(SHARE_SYMBOLS);
    expect(new Set(symbols).size).toBe(4);
    // Square, diamond, triangle, cross: one square only.
    expect(symbols.filter((s) => /[\u{1F7E5}-\u{1F7EB}\u2B1B\u2B1C]/u.test(s))).toHaveLength(1);
  });

  it('builds a spoiler-free text: the heading, one symbol per reference in order, the link', () => {
    const outcomes: ShareOutcome[] = ['found', 'found', 'hinted', 'revealed', 'missed'];
    const text = shareText({ heading: 'Picture Quiz #12 · 7.5/10', outcomes, url: 'https://quiz.example/q/AbCdEfGhIjKlMnOpQrStUv' });
    expect(text).toBe('Picture Quiz #12 · 7.5/10\n🟩🟩🔶🔻✖️\nhttps://quiz.example/q/AbCdEfGhIjKlMnOpQrStUv');
    expect(shareSymbols([])).toBe('');
  });

  it('names the preview image by its format: a JPEG now, a PNG for a share made before', () => {
    expect(SHARE_IMAGE_FORMAT).toBe('jpg');
    expect(shareImagePath('AbCdEfGhIjKlMnOpQrStUv', 'jpg')).toBe('/shares/AbCdEfGhIjKlMnOpQrStUv.jpg');
    expect(shareImageFile('AbCdEfGhIjKlMnOpQrStUv', 'png')).toBe('shares/AbCdEfGhIjKlMnOpQrStUv.png');
    expect(SHARE_IMAGE_CONTENT_TYPES).toEqual({ jpg: 'image/jpeg', png: 'image/png' });
  });

  it('knows a share id: 22 base64url characters (128 random bits)', () => {
    expect(isShareId('AbCdEfGhIjKlMnOpQrSt-_')).toBe(true);
    expect(isShareId('AbCdEfGhIjKlMnOpQrSt-')).toBe(false);
    expect(isShareId('AbCdEfGhIjKlMnOpQrSt-/')).toBe(false);
    expect(isShareId('AbCdEfGhIjKlMnOpQrSt-_x')).toBe(false);
  });

  it.each([
    ['/share/AbCdEfGhIjKlMnOpQrStUv', 'AbCdEfGhIjKlMnOpQrStUv'],
    ['/q/AbCdEfGhIjKlMnOpQrStUv', 'AbCdEfGhIjKlMnOpQrStUv'],
    ['/q/AbCdEfGhIjKlMnOpQrStUv/', 'AbCdEfGhIjKlMnOpQrStUv'],
    ['/q/short', null],
    ['/share/AbCdEfGhIjKlMnOpQrStUv/x', null],
    ['/shares/AbCdEfGhIjKlMnOpQrStUv', null],
  ])('reads the share of %s as %s; the short link and the page are the same page', (path, id) => {
    expect(shareIdOfPath(path)).toBe(id);
    const answer = resolveSitePath(path, { rememberedLocale: null, hasStaticPage: () => false });
    expect(answer.kind).toBe(id ? 'share' : 'notFound');
    if (id) expect(answer).toEqual({ kind: 'share', file: `shares/${id}.html` });
  });
});
