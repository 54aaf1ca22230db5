import { isLocale, LOCAL_STORAGE_KEYS, type Locale, type Me, type SignInService } from '@quiz/shared';
import { isSignInService } from './services';

/**
 * What the account keeps in the browser (docs/accounts.md "Where the session is kept"):
 * - localStorage, the OIDC client's user (`quiz.oidc.user:<authority>:<client id>`: the tokens): the
 *   session is the browser's, shared by its tabs and kept after a restart until sign-out or the end
 *   of the refresh token (30 days), as Cognito's own libraries keep it;
 * - localStorage `quiz.account`: the name and provider from the ID token, for the first paint of any
 *   tab (the OIDC client loads with its own chunk) and for the pre-rendered pages' account corner;
 * - localStorage `me` and `isConnected` (SPEC §9): the server's last answer, for the first paint of
 *   the next visit; the server's new answer replaces them;
 * - sessionStorage, the OIDC client's sign-in state and PKCE verifier, and `quiz.signIn` and
 *   `quiz.signOut`: where a sign-in or sign-out started, read back when the hosted UI sends this tab
 *   back.
 * Storage can be unavailable (private browsing, blocked cookies): reads then find nothing, writes
 * are dropped, and the page works for the visit.
 */

/** The OIDC client's keys start with this (its user: `quiz.oidc.user:<authority>:<client id>`). */
export const OIDC_PREFIX = 'quiz.oidc.';
const OIDC_USER_PREFIX = `${OIDC_PREFIX}user:`;
export const ME_KEY = LOCAL_STORAGE_KEYS.me;
export const IS_CONNECTED_KEY = LOCAL_STORAGE_KEYS.isConnected;
export const PROFILE_KEY = 'quiz.account';
const SIGN_IN_KEY = 'quiz.signIn';
const SIGN_OUT_KEY = 'quiz.signOut';

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the page works without memory.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Unavailable storage holds nothing to remove.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A Me as the API answers it (SPEC §3), checked field by field before the page trusts a stored copy. */
export function isMe(value: unknown): value is Me {
  if (!isRecord(value) || typeof value.isPremium !== 'boolean' || !isStringArray(value.types)) return false;
  if (!value.types.every((t) => t === 'connected' || t === 'paid' || t === 'paid_over')) return false;
  const { user } = value;
  if (user === null) return true;
  if (!isRecord(user)) return false;
  const { premium } = user;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.isPlayer === 'boolean' &&
    typeof user.isPremium === 'boolean' &&
    isNullableString(user.premiumUntil) &&
    isStringArray(user.groups) &&
    isRecord(user.statsScores) &&
    (premium === null ||
      (isRecord(premium) && typeof premium.remaining === 'number' && typeof premium.until === 'string' && typeof premium.duration === 'number'))
  );
}

/** The stored Me of a connected player, if there is one. */
export function storedMe(): Me | null {
  const me = read(local, ME_KEY);
  return read(local, IS_CONNECTED_KEY) === true && isMe(me) && me.user ? me : null;
}

export function storeMe(me: Me): void {
  write(local, ME_KEY, me);
  write(local, IS_CONNECTED_KEY, me.user?.isPlayer === true);
}

/** Sign-out and a session that ended: SPEC §4 "reset clears it". */
export function clearStoredMe(): void {
  remove(local, ME_KEY);
  remove(local, IS_CONNECTED_KEY);
}

/** A key of the OIDC client's user (the session), in whichever storage. */
export function isSessionKey(key: string | null): key is string {
  return key?.startsWith(OIDC_USER_PREFIX) === true;
}

function oidcUserKeys(storage: () => Storage): string[] {
  try {
    const store = storage();
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (isSessionKey(key)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** The browser holds a signed-in session (without loading the OIDC client to find out). */
export function hasStoredSession(): boolean {
  return oidcUserKeys(local).length > 0;
}

/** The player (Cognito `sub`) of a stored session as its storage holds it; null when it names none. */
export function sessionSubOf(raw: string | null): string | null {
  try {
    const user = raw === null ? null : (JSON.parse(raw) as unknown);
    const sub = isRecord(user) && isRecord(user.profile) ? user.profile.sub : null;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** Drops every stored session, also one kept under another authority (a stand-in on another port). */
export function clearStoredSessions(): void {
  for (const key of oidcUserKeys(local)) remove(local, key);
}

/**
 * A tab signed in before the session moved to localStorage kept it in sessionStorage: it moves over
 * once (unless the browser holds a session already), so that a deploy signs nobody out.
 */
export function adoptTabSession(): void {
  for (const key of oidcUserKeys(session)) {
    const value = read(session, key);
    if (!hasStoredSession() && value !== null) write(local, key, value);
    remove(session, key);
  }
  const profile = read(session, PROFILE_KEY);
  if (profile !== null && read(local, PROFILE_KEY) === null) write(local, PROFILE_KEY, profile);
  remove(session, PROFILE_KEY);
}

export interface SessionProfile {
  /** The Cognito `sub`: the stored Me is shown only if it is this player's (another tab may have stored another's). */
  sub: string;
  name: string | null;
  service: SignInService | null;
}

export function storedProfile(): SessionProfile | null {
  const value = read(local, PROFILE_KEY);
  if (!isRecord(value) || typeof value.sub !== 'string' || !isNullableString(value.name)) return null;
  return { sub: value.sub, name: value.name, service: isSignInService(value.service) ? value.service : null };
}

export function storeProfile(profile: SessionProfile): void {
  write(local, PROFILE_KEY, profile);
}

export function clearProfile(): void {
  remove(local, PROFILE_KEY);
}

/** Where a sign-in started: kept until the hosted UI sends the browser back (for the retry and the language). */
export interface SignInFlow {
  service: SignInService;
  returnTo: string | null;
  locale: Locale;
}

export function rememberSignIn(flow: SignInFlow): void {
  write(session, SIGN_IN_KEY, flow);
}

export function signInFlow(): SignInFlow | null {
  const value = read(session, SIGN_IN_KEY);
  if (!isRecord(value) || !isSignInService(value.service) || !isLocale(value.locale) || !isNullableString(value.returnTo)) return null;
  return { service: value.service, returnTo: value.returnTo, locale: value.locale };
}

export function forgetSignIn(): void {
  remove(session, SIGN_IN_KEY);
}

/** A sign-out sent the browser to the hosted UI: when it comes back to /logout, the page says so. */
export function rememberSignOut(locale: Locale): void {
  write(session, SIGN_OUT_KEY, { locale });
}

/** Reads and forgets the sign-out under way, if any. */
export function takeSignOut(): { locale: Locale } | null {
  const value = read(session, SIGN_OUT_KEY);
  remove(session, SIGN_OUT_KEY);
  return isRecord(value) && isLocale(value.locale) ? { locale: value.locale } : null;
}
