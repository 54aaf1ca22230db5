import {
  COOKIE_LIFETIME_SECONDS,
  POPUP_SUPPRESS_MS,
  type Locale,
  type Popup,
  type PopupAudience,
  type PopupCatalogue,
  type UserState,
} from '@quiz/shared';

/**
 * The popup rules of SPEC §4, apart from any screen: which popup (if any) a trigger shows to whom,
 * and what that showing leaves behind (cookies, the rotation, once-flags). docs/popups.md.
 */

/** Who is looking: the page's language and the player's state (SPEC §4 user states). */
export interface PopupViewer {
  locale: Locale;
  state: UserState;
}

/** Where the engine keeps what outlives a page (cookies, the rotation) — the browser's, or a test's. */
export interface PopupMemory {
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string, maxAgeSeconds: number): void;
  deleteCookie(name: string): void;
  readRotation(): Record<string, number>;
  writeRotation(rotation: Record<string, number>): void;
}

export interface PopupShown {
  event: string;
  popup: Popup;
  overlay: boolean;
}

export type PopupDecision = PopupShown | { skipped: 'suppressed' | 'undefined' | 'once' | 'remembered' | 'no_audience' };

export const UNTIL_PAID_COOKIE = 'triggers_popup_until_paid';
export const popupCookie = (event: string) => `popup_${event}`;

/**
 * The audiences a viewer belongs to, most precise first: a formerly premium player is also a
 * signed-in one; a premium one sees only popups written for premium players (SPEC §6: none today).
 */
export function audiencesOf({ locale, state }: PopupViewer): PopupAudience[] {
  return state === 'paid_over' ? [`${locale}_paid_over`, `${locale}_connected`] : [`${locale}_${state}`];
}

export class PopupEngine {
  private suppressedUntil = 0;
  /** once:{name} flags allowed in this page session, and those already used. */
  private readonly onceAllowed = new Set<string>();
  private readonly onceUsed = new Set<string>();

  constructor(
    private catalogue: PopupCatalogue,
    private readonly memory: PopupMemory,
    private readonly now: () => number = Date.now,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** The back-office's edited popups replace the built-in ones (nothing else changes). */
  replaceCatalogue(catalogue: PopupCatalogue): void {
    this.catalogue = catalogue;
  }

  /** What `event` shows to `viewer` now; a shown popup is remembered as its flags say. */
  decide(event: string, viewer: PopupViewer): PopupDecision {
    if (this.now() < this.suppressedUntil) return { skipped: 'suppressed' };
    const trigger = this.catalogue.triggers[event];
    if (!trigger) {
      this.log(`popup event ${event} not defined`);
      return { skipped: 'undefined' };
    }
    const once = trigger.flags.filter((flag) => flag.startsWith('once:')).map((flag) => flag.slice('once:'.length));
    if (once.some((name) => !this.onceAllowed.has(name) || this.onceUsed.has(name))) return { skipped: 'once' };
    const remembers = trigger.flags.includes('cookie') || trigger.flags.includes('until_paid');
    if (remembers && this.memory.readCookie(popupCookie(event)) !== null) return { skipped: 'remembered' };

    const audience = audiencesOf(viewer).find((key) => trigger.widgets[key]?.length);
    const ids = audience ? trigger.widgets[audience] : undefined;
    const popups = (ids ?? []).map((id) => this.catalogue.popups.find((popup) => popup.id === id)).filter((p) => p !== undefined);
    if (popups.length === 0) {
      this.log('cannot guess widgetIds');
      return { skipped: 'no_audience' };
    }

    // SPEC §4: a trigger's popups rotate, one after the other, across visits.
    const rotation = this.memory.readRotation();
    const turn = rotation[event] ?? 0;
    this.memory.writeRotation({ ...rotation, [event]: turn + 1 });
    for (const name of once) this.onceUsed.add(name);
    if (remembers) this.memory.writeCookie(popupCookie(event), '1', COOKIE_LIFETIME_SECONDS.popup);
    if (trigger.flags.includes('until_paid')) {
      const listed = this.untilPaidEvents();
      if (!listed.includes(event)) {
        this.memory.writeCookie(UNTIL_PAID_COOKIE, [...listed, event].join(','), COOKIE_LIFETIME_SECONDS.triggersPopupUntilPaid);
      }
    }
    return { event, popup: popups[turn % popups.length]!, overlay: trigger.flags.includes('overlay') };
  }

  /** SPEC §4: triggers are ignored for 400 ms after this call. */
  suppress(): void {
    this.suppressedUntil = this.now() + POPUP_SUPPRESS_MS;
  }

  /** Allows a once:{name} flag for this page session (paid_over: when premium has just ended). */
  allowOnce(name: string): void {
    this.onceAllowed.add(name);
    this.onceUsed.delete(name);
  }

  /** The player became premium: the until_paid popups may show again once premium is over. */
  forgetUntilPaid(): void {
    for (const event of this.untilPaidEvents()) this.memory.deleteCookie(popupCookie(event));
    this.memory.deleteCookie(UNTIL_PAID_COOKIE);
  }

  /** Where a formerly premium player is led at their next click: a local page, or null (then a popup). */
  paidOverPath(locale: Locale): string | null {
    const pages = this.catalogue.paidOverPage;
    const slug = pages[locale] ?? pages.en;
    if (!slug) return null;
    return `/${pages[locale] ? locale : 'en'}/${slug}`;
  }

  private untilPaidEvents(): string[] {
    return (this.memory.readCookie(UNTIL_PAID_COOKIE) ?? '').split(',').filter(Boolean);
  }
}
