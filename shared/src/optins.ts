import type { Locale } from './schemas/common';

/**
 * The opt-ins a signed-in player can give and withdraw (SPEC §7 POST /api/optin/{optin}; docs/adr/0033-qr-links-and-opt-ins.md
 *). A name not listed here is refused with 400 `unknown_optin`.
 */
export const OPTINS = ['newsletter', 'new_quiz_alerts'] as const;
export type Optin = (typeof OPTINS)[number];

export function isOptin(value: unknown): value is Optin {
  return typeof value === 'string' && (OPTINS as readonly string[]).includes(value);
}

/**
 * The version of each opt-in's text that the web shows today (web/src/locales/{en,fr}/optins.json,
 * `optin.<name>.text`). The browser sends the text it showed with its version; the server keeps the
 * text as the proof of what was agreed to, after checking that its SHA-256 is one we published.
 */
export const OPTIN_TEXT_VERSION: Record<Optin, number> = { newsletter: 1, new_quiz_alerts: 1 };

/**
 * SHA-256 (hex, UTF-8) of every text version ever shown, by opt-in, language and version. Changing a
 * text in the web's catalogues means a new version here (functions/test/unit/optins.test.ts compares the two), never an edit
 * of an old digest: consents given to the old words stay provable.
 */
export const OPTIN_TEXT_DIGESTS: Record<Optin, Record<Locale, Readonly<Record<number, string>>>> = {
  newsletter: {
    en: { 1: 'c52b1768f119eb06794d2629bd992033e65f9eedbcb45c83a34f917cf328219d' },
    fr: { 1: '5909741b480b49a8637fb53f344fb41f6acf0cb3e4be1f97fdfbf725e1766e00' },
  },
  new_quiz_alerts: {
    en: { 1: '52739cbd2525a57ace77fac7afad65cc0bc3111abbfe91bfd6c1b9bcb805dfbe' },
    fr: { 1: '227ca7092a9f6912e1e4f9b7f05d7220c78deb7db2fee240380c2ed6d21ed235' },
  },
};
