import { userStateOf } from '@quiz/shared';
import { formatTimeLeft, premiumLeft } from '../lib/premium';
import { hasStoredSession, isSessionKey, ME_KEY, PROFILE_KEY, storedMe, storedProfile } from '../lib/storage';

/**
 * The header's account corner of a pre-rendered page, run by the landing script (docs/accounts.md
 * "The account corner on pre-rendered pages"): the page carries both halves (components/
 * account-corner-landing.tsx); this shows "Sign in" or, when the browser holds a session, the
 * player's name and menu (their state from the server's last answer kept in localStorage), opens
 * and closes the panels as the app's do, and follows a sign-in or sign-out in another tab. No OIDC
 * client, no API call, no token read: what a click needs next (a sign-in, "Sign out", moving the
 * session) is a plain link to a page of the app. Everything written into the page is text.
 */

const $ = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector);

/** A button that shows and hides its panel (aria-controls); Escape, a click or the focus outside close it. */
function setUpDisclosure(root: HTMLElement): (open: boolean) => void {
  const button = $<HTMLButtonElement>(root, 'button[aria-controls]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return () => undefined;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  button.addEventListener('click', () => set(!isOpen()));
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) set(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !(event.target instanceof Node && root.contains(event.target))) set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    set(false);
    button.focus();
  });
  return set;
}

/** A text of the page with its `{{name}}` placeholders filled. */
const fill = (template: string | undefined, values: Record<string, string | number>) =>
  (template ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** The player's state line (SPEC §4): free account, premium with its time left and end, or premium ended. */
function showState(line: HTMLElement, lang: string, now: Date): void {
  const profile = storedProfile();
  const me = storedMe();
  const mine = me && me.user?.id === profile?.sub ? me : null;
  line.hidden = !mine?.user;
  if (!mine?.user) return;
  const words = line.dataset;
  const until = mine.user.premiumUntil;
  // The stored answer may be old: premium that has run out since reads as ended.
  const left = premiumLeft(until, now);
  const state = userStateOf(mine) === 'paid' && !left ? 'paid_over' : userStateOf(mine);
  const [badge, detail] = [...line.children] as HTMLElement[];
  if (!badge || !detail) return;
  line.className = `account-status${state === 'paid' ? ' account-status--paid' : state === 'paid_over' ? ' account-status--over' : ''}`;
  badge.textContent = state === 'paid' ? words.paid ?? '' : state === 'paid_over' ? words.paidOver ?? '' : words.connected ?? '';
  detail.textContent = '';
  if (state !== 'paid' || !left || !until) return;
  const time = formatTimeLeft(left, (unit, count) =>
    fill(unit === 'days' ? (count === 1 ? words.dayOne : words.dayOther) : unit === 'hours' ? words.hours : words.minutes, { count }),
  );
  const date = new Intl.DateTimeFormat(lang, left.days ? { dateStyle: 'long' } : { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));
  detail.textContent = `${fill(words.left, { time })} · ${fill(words.until, { date })}`;
}

/** Shows the half of the corner that fits what the browser holds now. */
export function showAccount(corner: HTMLElement, now = new Date()): void {
  const signIn = $<HTMLElement>(corner, '[data-account-sign-in]');
  const player = $<HTMLElement>(corner, '[data-account-player]');
  if (!signIn || !player) return;
  const signedIn = hasStoredSession();
  signIn.hidden = signedIn;
  player.hidden = !signedIn;
  if (!signedIn) return;
  const profile = storedProfile();
  const me = storedMe();
  const name = profile?.name ?? (me?.user && me.user.id === profile?.sub ? me.user.name : null);
  const lang = document.documentElement.lang || 'en';
  for (const element of corner.querySelectorAll<HTMLElement>('[data-account-name]')) {
    element.dataset.fallback ??= element.textContent ?? '';
    element.textContent = name ?? element.dataset.fallback;
  }
  const initial = $<HTMLElement>(corner, '[data-account-initial]');
  if (initial) {
    initial.dataset.icon ??= initial.innerHTML;
    // The page's own icon markup back, or one letter as text.
    if (name) initial.textContent = Array.from(name.trim())[0]?.toLocaleUpperCase(lang) ?? '';
    else initial.innerHTML = initial.dataset.icon;
  }
  const via = $<HTMLElement>(corner, '[data-account-via]');
  if (via) {
    via.dataset.signedIn ??= via.textContent ?? '';
    via.textContent = (profile?.service && via.dataset[profile.service]) || via.dataset.signedIn;
  }
  const line = $<HTMLElement>(corner, '[data-account-state]');
  if (line) showState(line, lang, now);
}

/** What another tab's change to these keys may change here. */
const concernsAccount = (key: string | null) => key === null || isSessionKey(key) || key === PROFILE_KEY || key === ME_KEY;

export function startAccountCorner(root: ParentNode = document): void {
  const corner = $<HTMLElement>(root, '[data-account-corner]');
  if (!corner) return;
  const closers = [...corner.querySelectorAll<HTMLElement>('.account')].map(setUpDisclosure);
  const refresh = () => {
    for (const close of closers) close(false);
    showAccount(corner);
  };
  showAccount(corner);
  // A sign-in or sign-out in another tab; a page shown again from the back-forward cache.
  window.addEventListener('storage', (event) => concernsAccount(event.key) && refresh());
  window.addEventListener('pageshow', (event) => event.persisted && refresh());
}

/**
 * The app is loading and brings its own corner: this one is shown as it is (the player's name
 * included) but out of use and out of the accessibility tree meanwhile (inert; aria-hidden for
 * the browsers that do not know inert), as the quiz page's static corner.
 */
export function quietAccountCorner(root: ParentNode = document): void {
  const corner = $<HTMLElement>(root, '[data-account-corner]');
  if (!corner) return;
  for (const panel of corner.querySelectorAll<HTMLElement>('.account__panel')) panel.hidden = true;
  for (const button of corner.querySelectorAll<HTMLElement>('button[aria-expanded]')) button.setAttribute('aria-expanded', 'false');
  corner.setAttribute('inert', '');
  corner.setAttribute('aria-hidden', 'true');
}
