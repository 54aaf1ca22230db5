import type { Locale, Popup, PopupCatalogue } from '@quiz/shared';
import { useSyncExternalStore } from 'react';
import { apiCall } from '../api-client';
import { readCookie } from '../cookies';
import { PopupEngine, type PopupMemory } from './engine';
import { popupViewer } from './viewer';

/**
 * The page's popups: the one engine of this tab (SPEC §4 rules, engine.ts) and the popups open now,
 * which components/popups/popup-host.tsx shows. Any part of the page may fire a trigger.
 *
 * The popups are data the admin edits: `GET /api/popups`, cached by the CDN as the
 * catalogue and refreshed by a publish. The page does not carry them: they are read at the first
 * trigger (most pages fire none). If that read fails, the page goes on without popups (each caller
 * has its own way forward: the link is followed) and the next trigger reads again.
 */

const ROTATION_KEY = 'quiz.popupRotation';

const browserMemory: PopupMemory = {
  readCookie: (name) => readCookie(name),
  writeCookie(name, value, maxAgeSeconds) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  },
  deleteCookie(name) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
  readRotation() {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(ROTATION_KEY) ?? '{}');
      return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
    } catch {
      return {};
    }
  },
  writeRotation(rotation) {
    try {
      window.localStorage.setItem(ROTATION_KEY, JSON.stringify(rotation));
    } catch {
      // Storage unavailable: the first popup of each list is shown each time.
    }
  },
};

// SPEC §7: these are logged in development only (no console logging in production).
const devLog = (message: string) => {
  if (import.meta.env.DEV) console.warn(message);
};

const NO_POPUPS: PopupCatalogue = { popups: [], triggers: {}, paidOverPage: {} };

export const popupEngine = new PopupEngine(NO_POPUPS, browserMemory, () => Date.now(), devLog);

type PopupLoader = () => Promise<PopupCatalogue>;
// Anonymous: the document is the same for everyone (and so cacheable); the server checked its shape.
let loader: PopupLoader = () => apiCall('listPopups', { token: null });
let loaded = false;
let loading: Promise<void> | null = null;

const looksLikeCatalogue = (value: unknown): value is PopupCatalogue =>
  typeof value === 'object' && value !== null && Array.isArray((value as PopupCatalogue).popups) &&
  typeof (value as PopupCatalogue).triggers === 'object' && typeof (value as PopupCatalogue).paidOverPage === 'object';

/** Reads the popups once (callers share one read); never rejects: without them, no popup shows. */
export function loadPopups(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= loader()
    .then((catalogue) => {
      if (!looksLikeCatalogue(catalogue)) return;
      popupEngine.replaceCatalogue(catalogue);
      loaded = true;
    })
    .catch(() => devLog('popups could not be read'))
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Tests: where the popups come from (and forget what was read). */
export function setPopupLoaderForTests(next: PopupLoader): void {
  loader = next;
  loaded = false;
  loading = null;
  popupEngine.replaceCatalogue(NO_POPUPS);
}

export interface OpenPopup {
  key: number;
  event: string;
  popup: Popup;
  overlay: boolean;
  /** What had the focus when it opened: it gets it back when the popup closes. */
  opener: HTMLElement | null;
  /** Where the popup's sign-in comes back to (a pending purchase's page). */
  returnTo: string | null;
}

let open: OpenPopup[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Fires `event`: its popup opens if the rules of SPEC §4 say so; resolves true when one opened. Once
 * the popups are read, the popup opens at once (in this call); the first trigger waits for the read.
 */
export function triggerPopup(event: string, { returnTo = null }: { returnTo?: string | null } = {}): Promise<boolean> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const show = () => {
    const decision = popupEngine.decide(event, popupViewer());
    if (!('popup' in decision)) return false;
    open = [...open, { key: nextKey++, ...decision, opener, returnTo }];
    emit();
    return true;
  };
  return loaded ? Promise.resolve(show()) : loadPopups().then(show);
}

/** Closes one popup; triggers are ignored for a moment (the same click must not open another). */
export function closePopup(key: number): void {
  open = open.filter((popup) => popup.key !== key);
  popupEngine.suppress();
  emit();
}

/** Another page is shown: what was open belongs to the page left (no suppress: the new page may fire). */
export function closeAllPopups(): void {
  if (open.length === 0) return;
  open = [];
  emit();
}

/** The paid-over page of the popups' data (read first if need be), or null. */
export async function paidOverPath(locale: Locale): Promise<string | null> {
  await loadPopups();
  return popupEngine.paidOverPath(locale);
}

const store = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => open,
};

export function useOpenPopups(): OpenPopup[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
