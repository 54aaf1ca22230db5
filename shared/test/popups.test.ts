import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUPS, popupCatalogueSchema } from '../src/popups';
import { frenchTypographyIssues } from './french-typography';

const valid = {
  popups: [{ id: 'hello_en', locale: 'en', title: 'Hello', text: 'Hi there.' }],
  triggers: { hello: { flags: ['overlay'], widgets: { en_anonymous: ['hello_en'] } } },
  paidOverPage: {},
};
const problems = (catalogue: unknown) => {
  const result = popupCatalogueSchema.safeParse(catalogue);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('popups as data (SPEC §4 Popups)', () => {
  it('accepts a catalogue whose audiences name popups of their language', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('refuses a trigger naming a popup that does not exist, or one of another language', () => {
    expect(problems({ ...valid, triggers: { hello: { widgets: { en_anonymous: ['missing'] } } } })).toEqual([
      'triggers.hello.widgets.en_anonymous.0: no popup missing',
    ]);
    expect(problems({ ...valid, triggers: { hello: { widgets: { fr_anonymous: ['hello_en'] } } } })).toEqual([
      'triggers.hello.widgets.fr_anonymous.0: popup hello_en is in en, not for fr_anonymous',
    ]);
  });

  it('refuses an unknown flag or audience, a popup defined twice and a link off the site', () => {
    expect(problems({ ...valid, triggers: { hello: { flags: ['sometimes'], widgets: {} } } })).not.toEqual([]);
    expect(problems({ ...valid, triggers: { hello: { widgets: { de_anonymous: ['hello_en'] } } } })).not.toEqual([]);
    expect(problems({ ...valid, popups: [valid.popups[0], valid.popups[0]] })).toEqual(['popups.1.id: popup hello_en is defined twice']);
    const offSite = { ...valid.popups[0], action: { kind: 'link', label: 'Go', href: '//evil.example/' } };
    expect(problems({ ...valid, popups: [offSite] })).not.toEqual([]);
  });

  it('accepts once:{name} flags and refuses a nameless once', () => {
    expect(problems({ ...valid, triggers: { hello: { flags: ['once:paid_over'], widgets: {} } } })).toEqual([]);
    expect(problems({ ...valid, triggers: { hello: { flags: ['once:'], widgets: {} } } })).not.toEqual([]);
  });

  it('starts with the triggers the site fires, each in both languages', () => {
    for (const event of ['purchase_intent', 'paid_over', 'premium_over_click_once', 'pay']) {
      const audiences = Object.keys(DEFAULT_POPUPS.triggers[event]?.widgets ?? {});
      expect(audiences.filter((a) => a.startsWith('en_')).map((a) => a.slice(3)), event).toEqual(
        audiences.filter((a) => a.startsWith('fr_')).map((a) => a.slice(3)),
      );
      expect(audiences.length, event).toBeGreaterThan(0);
    }
  });

  it('shows premium players no paid popups (SPEC §6) and paid_over once, after premium ended (SPEC §4)', () => {
    for (const trigger of Object.values(DEFAULT_POPUPS.triggers)) {
      expect(Object.keys(trigger.widgets).filter((a) => a.endsWith('_paid'))).toEqual([]);
    }
    expect(DEFAULT_POPUPS.triggers.paid_over?.flags).toContain('once:paid_over');
    expect(DEFAULT_POPUPS.paidOverPage).toEqual({ en: 'premium-over', fr: 'fin-du-premium' });
  });

  it('writes its French popups with French typography', () => {
    const wrong = DEFAULT_POPUPS.popups
      .filter((popup) => popup.locale === 'fr')
      .flatMap((popup) => [popup.title, popup.text].flatMap((text) => frenchTypographyIssues(text).map((issue) => `${popup.id}: ${issue}`)));
    expect(wrong).toEqual([]);
  });
});
