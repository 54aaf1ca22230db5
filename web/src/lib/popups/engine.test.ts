import { describe, expect, it } from 'vitest';
import { popupCatalogueSchema, type PopupCatalogue } from '@quiz/shared';
import { PopupEngine, UNTIL_PAID_COOKIE, type PopupDecision, type PopupMemory } from './engine';

const popup = (id: string, locale: 'en' | 'fr' = 'en') => ({ id, locale, title: id, text: `${id} text` });

const catalogue: PopupCatalogue = popupCatalogueSchema.parse({
  popups: [popup('a_en'), popup('b_en'), popup('c_en'), popup('a_fr', 'fr'), popup('over_en'), popup('paid_en')],
  triggers: {
    pay: { flags: [], widgets: { en_anonymous: ['a_en', 'b_en', 'c_en'], fr_anonymous: ['a_fr'], en_connected: ['b_en'] } },
    intent: { flags: ['overlay'], widgets: { en_anonymous: ['a_en'] } },
    over: { flags: ['once:paid_over'], widgets: { en_paid_over: ['over_en'] } },
    yearly: { flags: ['cookie'], widgets: { en_anonymous: ['a_en'] } },
    until: { flags: ['until_paid'], widgets: { en_connected: ['b_en'] } },
    members: { flags: [], widgets: { en_paid: ['paid_en'] } },
  },
  paidOverPage: { en: 'premium-over', fr: 'fin-du-premium' },
});

function setUp(pages: PopupCatalogue['paidOverPage'] = catalogue.paidOverPage) {
  const cookies = new Map<string, { value: string; maxAge: number }>();
  let rotation: Record<string, number> = {};
  const memory: PopupMemory = {
    readCookie: (name) => cookies.get(name)?.value ?? null,
    writeCookie: (name, value, maxAge) => void cookies.set(name, { value, maxAge }),
    deleteCookie: (name) => void cookies.delete(name),
    readRotation: () => rotation,
    writeRotation: (next) => void (rotation = next),
  };
  const clock = { now: 1_000_000 };
  const logged: string[] = [];
  const engine = new PopupEngine({ ...catalogue, paidOverPage: pages }, memory, () => clock.now, (m) => logged.push(m));
  return { engine, cookies, clock, logged };
}

const shown = (decision: PopupDecision) => ('popup' in decision ? decision.popup.id : decision.skipped);
const anonymous = { locale: 'en', state: 'anonymous' } as const;

describe('popup engine (SPEC §4 Popups)', () => {
  it('chooses the audience from the locale and the connected/anonymous state', () => {
    const { engine } = setUp();
    expect(shown(engine.decide('pay', { locale: 'fr', state: 'anonymous' }))).toBe('a_fr');
    expect(shown(engine.decide('pay', { locale: 'en', state: 'connected' }))).toBe('b_en');
  });

  it('shows a formerly premium player the paid_over popups, else those of a signed-in player', () => {
    const { engine } = setUp();
    engine.allowOnce('paid_over');
    expect(shown(engine.decide('over', { locale: 'en', state: 'paid_over' }))).toBe('over_en');
    expect(shown(engine.decide('pay', { locale: 'en', state: 'paid_over' }))).toBe('b_en');
  });

  it('shows a premium player only popups written for premium players (SPEC §6: no paid popups)', () => {
    const { engine, logged } = setUp();
    expect(shown(engine.decide('pay', { locale: 'en', state: 'paid' }))).toBe('no_audience');
    expect(logged).toEqual(['cannot guess widgetIds']);
    expect(shown(engine.decide('members', { locale: 'en', state: 'paid' }))).toBe('paid_en');
  });

  it('logs a trigger that is not defined and shows nothing', () => {
    const { engine, logged } = setUp();
    expect(shown(engine.decide('nothing', anonymous))).toBe('undefined');
    expect(logged).toEqual(['popup event nothing not defined']);
  });

  it('rotates through a trigger’s popups in turn, each trigger on its own', () => {
    const { engine } = setUp();
    const seen = [1, 2, 3, 4].map(() => shown(engine.decide('pay', anonymous)));
    expect(seen).toEqual(['a_en', 'b_en', 'c_en', 'a_en']);
    expect(shown(engine.decide('intent', anonymous))).toBe('a_en');
  });

  it('says whether a popup dims the page (overlay)', () => {
    const { engine } = setUp();
    const decision = engine.decide('intent', anonymous);
    expect('popup' in decision && decision.overlay).toBe(true);
    const other = engine.decide('pay', anonymous);
    expect('popup' in other && other.overlay).toBe(false);
  });

  it('once:{name}: only once allowed, then once per page session', () => {
    const { engine } = setUp();
    const formerly = { locale: 'en', state: 'paid_over' } as const;
    expect(shown(engine.decide('over', formerly))).toBe('once');
    engine.allowOnce('paid_over');
    expect(shown(engine.decide('over', formerly))).toBe('over_en');
    expect(shown(engine.decide('over', formerly))).toBe('once');
  });

  it('cookie: shown once, remembered for a year in popup_{event}', () => {
    const { engine, cookies } = setUp();
    expect(shown(engine.decide('yearly', anonymous))).toBe('a_en');
    expect(cookies.get('popup_yearly')).toEqual({ value: '1', maxAge: 31_536_000 });
    expect(shown(engine.decide('yearly', anonymous))).toBe('remembered');
  });

  it('until_paid: remembered like cookie and listed, and forgotten when the player becomes premium', () => {
    const { engine, cookies } = setUp();
    const connected = { locale: 'en', state: 'connected' } as const;
    expect(shown(engine.decide('until', connected))).toBe('b_en');
    expect(cookies.get(UNTIL_PAID_COOKIE)).toEqual({ value: 'until', maxAge: 31_536_000 });
    expect(shown(engine.decide('until', connected))).toBe('remembered');
    engine.forgetUntilPaid();
    expect(cookies.has('popup_until')).toBe(false);
    expect(cookies.has(UNTIL_PAID_COOKIE)).toBe(false);
    expect(shown(engine.decide('until', connected))).toBe('b_en');
  });

  it('ignores every trigger for 400 ms after a suppress call', () => {
    const { engine, clock } = setUp();
    engine.suppress();
    clock.now += 399;
    expect(shown(engine.decide('pay', anonymous))).toBe('suppressed');
    clock.now += 1;
    expect(shown(engine.decide('pay', anonymous))).toBe('a_en');
  });

  it('takes an edited catalogue in place of the built-in one (popups as data, for the back-office)', () => {
    const { engine } = setUp();
    engine.replaceCatalogue({ ...catalogue, triggers: { ...catalogue.triggers, pay: { flags: [], widgets: { en_anonymous: ['c_en'] } } } });
    expect(shown(engine.decide('pay', anonymous))).toBe('c_en');
  });

  it('leads a formerly premium player to the paid-over page of their language, else the English one, else none', () => {
    expect(setUp().engine.paidOverPath('fr')).toBe('/fr/fin-du-premium');
    expect(setUp({ en: 'premium-over' }).engine.paidOverPath('fr')).toBe('/en/premium-over');
    expect(setUp({}).engine.paidOverPath('fr')).toBeNull();
  });
});
