import { describe, expect, it } from 'vitest';
import { OPTIN_TEXT_VERSION, OPTINS } from '@quiz/shared';
import en from '../../../web/src/locales/en/optins.json';
import fr from '../../../web/src/locales/fr/optins.json';
import { consentOf } from '../../src/domain/optins';

/** The opt-in rules (docs/adr/0033-qr-links-and-opt-ins.md), without a table. */
const NOW = new Date('2026-11-26T10:00:00.000Z');
const TEXTS = { en, fr } as const;

describe('consentOf: what a consent change records', () => {
  it.each(OPTINS.flatMap((optin) => (['en', 'fr'] as const).map((locale) => [optin, locale] as const)))(
    'records %s in %s with its date, language, version and the exact words shown',
    (optin, locale) => {
      const text = TEXTS[locale].optin[optin].text;
      expect(consentOf(optin, { given: true, locale, version: OPTIN_TEXT_VERSION[optin], text }, NOW)).toEqual({
        optin, given: true, at: NOW.toISOString(), locale, version: OPTIN_TEXT_VERSION[optin], text,
      });
    },
  );

  it('records a withdrawal as a change of its own (given: false, dated)', () => {
    expect(consentOf('newsletter', { given: false, locale: 'en', version: 1, text: en.optin.newsletter.text }, NOW)).toMatchObject({ given: false, at: NOW.toISOString() });
  });

  it('refuses an unknown opt-in with unknown_optin, naming it', () => {
    expect(() => consentOf('spam', { given: true, locale: 'en', version: 1, text: 'x' }, NOW)).toThrow(expect.objectContaining({ status: 400, code: 'unknown_optin', message: expect.stringContaining('"spam"') }));
  });

  it.each([
    ['edited words', { locale: 'en', version: 1, text: `${en.optin.newsletter.text} Or not.` }],
    ['the words of another language', { locale: 'en', version: 1, text: fr.optin.newsletter.text }],
    ['the words of another opt-in', { locale: 'en', version: 1, text: en.optin.new_quiz_alerts.text }],
    ['a version never published', { locale: 'en', version: 2, text: en.optin.newsletter.text }],
  ] as const)('refuses %s with optin_text_unknown', (_, change) => {
    expect(() => consentOf('newsletter', { given: true, ...change }, NOW)).toThrow(expect.objectContaining({ status: 400, code: 'optin_text_unknown' }));
  });
});
