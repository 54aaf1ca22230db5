/**
 * A signed-in player's public nickname, shown on competition leaderboards (docs/adr/0034-competitions-and-leaderboards.md "Names"). The written rules, pure and free of zod, shared by the
 * server (PUT /api/me/nickname refuses what they refuse, 400 `nickname_invalid`) and the menu's field
 * (which says why before sending). shared/test/nickname.test.ts names each rule.
 */

/** Characters of a nickname after trimming and collapsing spaces (code points, not UTF-16 units). */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 24;
/** The longest text the call accepts before normalising (a nickname's spaces may shrink). */
export const NICKNAME_MAX_INPUT = 100;

/** Why a nickname is refused: each has its own words in the menu (competition.nickname.problem.*). */
export const NICKNAME_PROBLEMS = ['too_short', 'too_long', 'characters', 'email', 'url', 'username'] as const;
export type NicknameProblem = (typeof NICKNAME_PROBLEMS)[number];

/**
 * The nickname as stored: Unicode NFC, the typographic apostrophe (’, which phones type) written `'`,
 * every run of white space one space, no space at either end.
 */
export function normalizeNickname(raw: string): string {
  return raw.normalize('NFC').replace(/[\u2019\u02bc]/g, "'").replace(/\s+/gu, ' ').trim();
}

/** Letters (with their combining marks), digits, spaces, `-`, `_`, `.`, `'`: nothing else. */
const ALLOWED = /^[\p{L}\p{M}\p{N} ._'-]+$/u;
/** An address: `www.`, a scheme, or a name followed by a common top-level domain (`quiz.com`, `x.fr`). */
const URL_LIKE = /(^|[^\p{L}\p{N}])www\.|[a-z][a-z0-9+.-]*:\/\/|[\p{L}\p{N}]\.(com|net|org|info|biz|fr|be|ch|ca|de|uk|eu|us|io|co|me|tv|gg|app|dev|xyz|ly|ru)(?![\p{L}\p{N}])/iu;
/** The sign-in's usernames (`google_1234…`, `facebook_…`, `signinwithapple_…`, or `google 1234…`): they name an account elsewhere. */
const USERNAME_LIKE = /^(google|facebook|signinwithapple)(_| ?\d)/i;

/**
 * Why a normalised nickname is refused, or null when it is fine. An email and an address are named
 * before the characters (their `@`, `:` and `/` would be refused anyway), so the player reads the
 * real reason; `username` is the caller's own sign-in username, compared without case.
 */
export function nicknameProblem(nickname: string, username?: string): NicknameProblem | null {
  const length = [...nickname].length;
  if (length < NICKNAME_MIN_LENGTH) return 'too_short';
  if (length > NICKNAME_MAX_LENGTH) return 'too_long';
  if (/\S@\S/u.test(nickname) || /^\S+ ?(@|\(at\)|\[at\]) ?\S+\.\S+$/iu.test(nickname)) return 'email';
  if (URL_LIKE.test(nickname)) return 'url';
  if (USERNAME_LIKE.test(nickname) || (username !== undefined && nickname.toLowerCase() === username.toLowerCase())) return 'username';
  if (!ALLOWED.test(nickname)) return 'characters';
  return null;
}
