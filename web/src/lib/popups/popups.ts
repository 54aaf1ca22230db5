import { DEFAULT_POPUPS, type Locale, type Popup } from '@quiz/shared';
import { useSyncExternalStore } from 'react';
import { readCookie } from '../cookies';
import { PopupEngine, type PopupMemory, type PopupViewer } from './engine';

/**
 * The page's popups: the one engine of this tab (SPEC §4 rules, engine.ts) and the popups open now,
 * which components/popups/popup-host.tsx shows. Any part of the page may fire a trigger.
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

export const popupEngine = new PopupEngine(DEFAULT_POPUPS, browserMemory, () => Date.now(), devLog);

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
let viewer: PopupViewer = { locale: 'en', state: 'anonymous' };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The host says who is looking (the page's language, the player's state) whenever it changes. */
export function setPopupViewer(next: PopupViewer): void {
  viewer = next;
}

/** Fires `event`: its popup opens if the rules of SPEC §4 say so. True when one opened. */
export function triggerPopup(event: string, { returnTo = null }: { returnTo?: string | null } = {}): boolean {
  const decision = popupEngine.decide(event, viewer);
  if (!('popup' in decision)) return false;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = [...open, { key: nextKey++, ...decision, opener, returnTo }];
  emit();
  return true;
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

export function paidOverPath(locale: Locale): string | null {
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
