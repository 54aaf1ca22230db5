import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUPS, popupCatalogueSchema, type AdminPopup, type PopupTriggerEdit } from '@quiz/shared';
import { assemblePopups, checkPopupTrigger, parseAudience, triggersShowing } from '../../../src/rules/popups';

const popups = DEFAULT_POPUPS.popups;
const paths = (issues: { path: (string | number)[] }[]) => issues.map((i) => i.path.join('.'));

describe('SPEC §4 popups: audiences are chosen from locale, connected/anonymous and paid/paid_over', () => {
  it('an audience is a language and a user state', () => {
    expect(parseAudience('fr_paid_over')).toEqual({ locale: 'fr', state: 'paid_over' });
    expect(parseAudience('en_connected')).toEqual({ locale: 'en', state: 'connected' });
    for (const bad of ['de_anonymous', 'en_premium', 'en', 'anonymous', 'en_paid_over_x']) expect(parseAudience(bad)).toBeNull();
  });

  it('a popup shows only to audiences of its own language; an unknown audience is named', () => {
    const issues = checkPopupTrigger({ flags: [], widgets: { fr_anonymous: ['pay_unlock_en'], xx_anonymous: ['pay_unlock_en'] }, version: 1 }, popups);
    expect(paths(issues)).toEqual(['body.widgets.fr_anonymous.0', 'body.widgets.xx_anonymous']);
  });

  it('a trigger shows to one audience at least, each listing one popup at least', () => {
    expect(paths(checkPopupTrigger({ flags: [], widgets: {}, version: 1 }, popups))).toEqual(['body.widgets']);
    expect(paths(checkPopupTrigger({ flags: [], widgets: { en_anonymous: [] }, version: 1 }, popups))).toEqual(['body.widgets.en_anonymous']);
  });
});

describe('SPEC §4 popups: flags once:{name}, cookie, until_paid, overlay', () => {
  it('accepts the four flags and refuses anything else, twice the same, or two once-flags', () => {
    const ok = { en_anonymous: ['pay_unlock_en'] };
    expect(checkPopupTrigger({ flags: ['once:paid_over', 'cookie', 'until_paid', 'overlay'], widgets: ok, version: 1 }, popups)).toEqual([]);
    expect(paths(checkPopupTrigger({ flags: ['always', 'once:', 'once:Bad'] as PopupTriggerEdit['flags'], widgets: ok, version: 1 }, popups))).toEqual(['body.flags.0', 'body.flags.1', 'body.flags.2']);
    expect(paths(checkPopupTrigger({ flags: ['overlay', 'overlay'], widgets: ok, version: 1 }, popups))).toEqual(['body.flags.1']);
    expect(paths(checkPopupTrigger({ flags: ['once:a', 'once:b'], widgets: ok, version: 1 }, popups))).toEqual(['body.flags']);
  });
});

describe('SPEC §4 popups: a trigger\'s popups rotate through their list in turn', () => {
  it('the list is the rotation order: a missing popup or one listed twice is named by its place', () => {
    const issues = checkPopupTrigger({ flags: [], widgets: { en_anonymous: ['pay_unlock_en', 'nope', 'pay_unlock_en'] }, version: 1 }, popups);
    expect(paths(issues)).toEqual(['body.widgets.en_anonymous.1', 'body.widgets.en_anonymous.2']);
  });

  it('the served catalogue keeps the order, leaves out names that no longer resolve, and passes the players\' schema', () => {
    const stored = {
      popups: popups.filter((p) => p.id !== 'pay_hours_en').map((p): AdminPopup => ({ ...p, version: 1, updatedAt: 'x' })),
      triggers: [
        { event: 'pay', flags: ['until_paid' as const], widgets: { en_anonymous: ['pay_hours_en', 'pay_unlock_en'], fr_anonymous: ['pay_unlock_en'] } },
      ],
      paidOverPage: { en: 'premium-over' },
    };
    const catalogue = assemblePopups(stored);
    expect(catalogue.triggers.pay).toEqual({ flags: ['until_paid'], widgets: { en_anonymous: ['pay_unlock_en'] } });
    expect(() => popupCatalogueSchema.parse(catalogue)).not.toThrow();
    expect(catalogue.popups[0]).not.toHaveProperty('version');
  });

  it('names the triggers that show a popup', () => {
    const triggers = Object.entries(DEFAULT_POPUPS.triggers).map(([event, t]) => ({ event, ...t }));
    expect(triggersShowing('pay_hours_fr', triggers)).toEqual(['pay']);
    expect(triggersShowing('nobody', triggers)).toEqual([]);
  });
});
