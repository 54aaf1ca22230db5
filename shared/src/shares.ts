/**
 * Score shares (docs/adr/0031-score-shares.md): the pure rules both sides use. A share
 * is a snapshot of one play's recorded score: the quiz's number and title, the language, the score
 * and what became of each reference as a symbol — never a reference's title.
 */

/** What became of one reference, as a share tells it (spoiler-free: no title, no zone). */
export const SHARE_OUTCOMES = ['found', 'hinted', 'revealed', 'missed'] as const;
export type ShareOutcome = (typeof SHARE_OUTCOMES)[number];

/**
 * One symbol per outcome, each of its own SHAPE (square, diamond, triangle, cross) and not only of
 * its own colour, so that a colour-blind reader tells them apart (and a screen reader names them).
 */
export const SHARE_SYMBOLS: Record<ShareOutcome, string> = {
  found: '🟩',
  hinted: '🔶',
  revealed: '🔻',
  missed: '✖️',
};

/** A reference's record in a play, as far as a share reads it. */
export interface ShareableRecord {
  status: 'open' | 'found' | 'revealed' | 'locked';
  hintsUsed: number;
}

/** Found without a hint, found with one, revealed, or neither (still open, or locked in QUIZ mode). */
export function shareOutcomeOf(record: ShareableRecord): ShareOutcome {
  if (record.status === 'found') return record.hintsUsed > 0 ? 'hinted' : 'found';
  if (record.status === 'revealed') return 'revealed';
  return 'missed';
}

export const shareSymbols = (outcomes: readonly ShareOutcome[]) => outcomes.map((o) => SHARE_SYMBOLS[o]).join('');

/**
 * The text a player shares: a heading ("Picture Quiz #12 · 7.5/10"), the symbols, the link. The
 * heading is the caller's (translated); nothing here can carry a reference's title.
 */
export function shareText(input: { heading: string; outcomes: readonly ShareOutcome[]; url: string }): string {
  return [input.heading, shareSymbols(input.outcomes), input.url].join('\n');
}

/** 16 random bytes (128 bits), base64url: 22 characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const isShareId = (value: string) => SHARE_ID_PATTERN.test(value);

/** How long a share lives (its TTL): a year after it was made. Its play lives 30 days. */
export const SHARE_RETENTION_SECONDS = 365 * 24 * 3600;

/** The share page (canonical), its short link (the same page), and the preview image. */
export const SHARE_PAGE_PREFIX = '/share/';
export const SHARE_SHORT_PREFIX = '/q/';
/** Where the share's files live in the site bucket (outside `pages/`, which a publish owns). */
export const SHARE_FILES_DIR = 'shares';
export const sharePagePath = (id: string) => `${SHARE_PAGE_PREFIX}${id}`;
export const shareShortPath = (id: string) => `${SHARE_SHORT_PREFIX}${id}`;
/**
 * The preview image's format: JPEG since the share image was made light (≤ 150 KB; docs/adr/0031-score-shares.md
 *); a share made before it has a PNG, which its stored item says by having no format.
 */
export type ShareImageFormat = 'jpg' | 'png';
export const SHARE_IMAGE_FORMAT: ShareImageFormat = 'jpg';
export const SHARE_IMAGE_CONTENT_TYPES: Record<ShareImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png' };
export const shareImagePath = (id: string, format: ShareImageFormat) => `/${SHARE_FILES_DIR}/${id}.${format}`;
/** The stored page of a share (`shares/{id}.html`). */
export const sharePageFile = (id: string) => `${SHARE_FILES_DIR}/${id}.html`;
export const shareImageFile = (id: string, format: ShareImageFormat) => `${SHARE_FILES_DIR}/${id}.${format}`;

/** The preview image's size (Open Graph's large card). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

/** Which share a page path names: `/share/{id}` and `/q/{id}` (a trailing slash allowed), else null. */
export function shareIdOfPath(pathname: string): string | null {
  const match = /^\/(?:share|q)\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] && isShareId(match[1]) ? match[1] : null;
}

