/**
 * The only script a pre-rendered page runs before a click (SPEC §2 "Landing page behaviour";
 * docs/adr/0019-pre-rendered-pages.md). It is bundled on its own, a few KB, and loads the web app
 * only when the visitor asks for it:
 * - a quiz card or a launch button loads the app, shows a loading state, disables the control and
 *   pushes the card's path (the app then starts on that path);
 * - a `direct` parameter, or a visitor coming from facebook, instagram or tiktok, loads it at once;
 *   so does a returning player (scores kept in this browser), whose best scores and runs a static
 *   page cannot show;
 * - the header's account corner: "Sign in" with its providers, or the signed-in player's name and
 *   menu (features/account/landing);
 * - under 768 px, descriptive text taller than 200 px is collapsed behind a toggle;
 * - thumbnails load 100 px before they scroll into view;
 * - the background image loads when the browser is idle, under a 0.9 overlay (CSS);
 * - the enter button is enabled after the ping, unless a purchase is pending;
 * - the language switch remembers the choice for `/`, as the app's does.
 * It imports constants only: tree-shaking leaves the rest of shared and of the app out of its bundle.
 */
import { COLLAPSE_HEIGHT_PX, isLocale, LAZY_IMAGE_MARGIN_PX, LOCAL_STORAGE_KEYS, MOBILE_BREAKPOINT_PX } from '@quiz/shared';
import { readCookie } from '../../lib/cookies';
import { rememberLocale } from '../../lib/locale-cookie';
import { PURCHASE_INTENT_COOKIE } from '../../lib/purchase-intent';
import { quietAccountCorner, startAccountCorner } from '../../features/account/landing/account-corner';

/** The app's module scripts, in the order of its index.html (written by the pre-renderer). */
export const APP_SCRIPTS_META = 'quiz-app-scripts';

const SOCIAL_REFERRER = /(^|\.)(facebook|instagram|tiktok)\.com$/;

let launched = false;

/** Loads the web app on `path` (pushed to history): the module scripts of its index.html. */
export function launchApp(path: string, control?: HTMLElement): void {
  if (launched) return;
  launched = true;
  const scripts = (document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META}"]`)?.content ?? '').split(' ').filter(Boolean);
  if (scripts.length === 0) {
    // A page without its app (an old deploy): plain navigation still reaches the page.
    window.location.assign(path);
    return;
  }
  control?.closest('.game-card')?.classList.add('is-launching');
  control?.setAttribute('aria-disabled', 'true');
  control?.setAttribute('aria-busy', 'true');
  if (control instanceof HTMLButtonElement) control.disabled = true;
  document.documentElement.classList.add('is-launching');
  // The app's own account corner is on its way: this page's is out of use meanwhile (as the quiz page's).
  quietAccountCorner();
  document.querySelector('[data-launch-status]')?.removeAttribute('hidden');
  if (path !== window.location.pathname + window.location.search) window.history.pushState(null, '', path);
  for (const src of scripts) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    // The app could not be fetched (a network that dropped): the page it was asked for, loaded whole.
    script.onerror = () => window.location.reload();
    document.head.append(script);
  }
}

/** The app path a pre-rendered page stands for (the quiz of a quiz landing page, else the page itself). */
function appPathOfPage(): string {
  return document.documentElement.dataset.appPath ?? window.location.pathname;
}

/** A plain left click, without a modifier that asks for a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Quiz cards and launch controls load the app in place; every other link navigates as links do. */
function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !isPlainClick(event)) return;
  const control = event.target.closest<HTMLElement>('.game-card a[href], [data-launch]');
  if (!control) return;
  event.preventDefault();
  if (control.getAttribute('aria-disabled') === 'true') return;
  const path = control.getAttribute('href') ?? control.dataset.launch ?? appPathOfPage();
  launchApp(path || appPathOfPage(), control);
}

/** SPEC §2: a `direct` parameter, or a visitor from facebook, instagram or tiktok, gets the app at once. */
export function wantsAppAtOnce(url: URL, referrer: string): boolean {
  if (url.searchParams.has('direct')) return true;
  try {
    return referrer !== '' && SOCIAL_REFERRER.test(new URL(referrer).hostname);
  } catch {
    return false;
  }
}

/** Under 768 px, a text taller than 200 px is collapsed; its toggle shows only then. */
export function setUpCollapse(root: ParentNode = document): void {
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('[data-collapse-toggle]')) {
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!text) continue;
    const apply = () => {
      text.classList.remove('is-collapsed');
      const needed = narrow.matches && text.scrollHeight > COLLAPSE_HEIGHT_PX;
      toggle.hidden = !needed;
      if (needed && toggle.getAttribute('aria-expanded') !== 'true') text.classList.add('is-collapsed');
    };
    toggle.addEventListener('click', () => {
      const expanded = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(expanded));
      text.classList.toggle('is-collapsed', !expanded);
      toggle.textContent = (expanded ? toggle.dataset.lessLabel : toggle.dataset.moreLabel) ?? toggle.textContent;
    });
    narrow.addEventListener('change', apply);
    apply();
  }
}

/** Thumbnails get their sources (src and srcset) 100 px before they scroll into view. */
export function setUpLazyImages(root: ParentNode = document): void {
  const load = (image: HTMLImageElement) => {
    // srcset before src: a browser that takes srcset then fetches only the copy it picks.
    if (image.dataset.srcset) image.srcset = image.dataset.srcset;
    image.src = image.dataset.src ?? '';
    image.removeAttribute('data-srcset');
    image.removeAttribute('data-src');
  };
  // A waiting thumbnail is not laid out (landing.css): its frame, which is, tells when it nears.
  const frames = new Map<Element, HTMLImageElement>([...root.querySelectorAll<HTMLImageElement>('img[data-src]')].map((image) => [image.parentElement ?? image, image]));
  if (!('IntersectionObserver' in window)) {
    frames.forEach(load);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const image = frames.get(entry.target);
        if (!entry.isIntersecting || !image) continue;
        observer.unobserve(entry.target);
        load(image);
      }
    },
    { rootMargin: `${LAZY_IMAGE_MARGIN_PX}px` },
  );
  frames.forEach((_image, frame) => observer.observe(frame));
}

/** The background image, once the browser is idle: fetched first, then shown (under its overlay). */
export function setUpIdleBackground(root: ParentNode = document): void {
  const whenIdle = (run: () => void) =>
    // Safari has no requestIdleCallback: a moment after the load instead.
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 200);
  for (const element of root.querySelectorAll<HTMLElement>('[data-background]')) {
    whenIdle(() => {
      const url = element.dataset.background ?? '';
      const image = new Image();
      image.onload = () => {
        element.style.setProperty('--landing-background', `url("${url}")`);
        element.classList.add('has-background');
      };
      image.src = url;
    });
  }
}

/** The enter button: enabled once the API answered the ping, unless a purchase is pending. */
export async function setUpEnterButton(root: ParentNode = document): Promise<void> {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-enter]')];
  if (buttons.length === 0) return;
  try {
    const answer = await fetch('/api/ping', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!answer.ok) return;
  } catch {
    return;
  }
  if (readCookie(PURCHASE_INTENT_COOKIE) !== null) return;
  for (const button of buttons) button.disabled = false;
}

/**
 * Scores kept in this browser: the app shows them, the static page cannot. A session alone does not
 * count: the account corner shows the player here (docs/adr/0019-pre-rendered-pages.md).
 */
export function isReturningPlayer(): boolean {
  try {
    // `{}`: the app wrote down that there is nothing (a signed-in player without scores yet).
    const kept = window.localStorage.getItem(LOCAL_STORAGE_KEYS.gameDatas);
    return kept !== null && kept !== '' && kept !== '{}';
  } catch {
    // Storage blocked: nothing kept either.
    return false;
  }
}

/** A click on the language switch (a plain link here) remembers the language, as the app's switch does. */
export function rememberLanguageChoice(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest('.language-switch a[hreflang]')?.getAttribute('hreflang') : null;
  if (isLocale(target)) rememberLocale(target);
}

export function startLanding(): void {
  // Before the app is asked for: a visitor may switch language while it loads.
  document.addEventListener('click', rememberLanguageChoice);
  startAccountCorner();
  const atOnce = wantsAppAtOnce(new URL(window.location.href), document.referrer) || isReturningPlayer();
  if (atOnce && document.documentElement.dataset.appPath !== undefined) {
    const path = appPathOfPage();
    // The page's own path with its query (the direct parameter is the app's to read too).
    launchApp(path === window.location.pathname ? path + window.location.search : path);
    return;
  }
  document.addEventListener('click', onClick);
  setUpCollapse();
  setUpLazyImages();
  setUpIdleBackground();
  void setUpEnterButton();
}
