import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@quiz/shared';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enHome from '../locales/en/home.json';
import frAccount from '../locales/fr/account.json';
import frCommon from '../locales/fr/common.json';
import frErrors from '../locales/fr/errors.json';
import frHome from '../locales/fr/home.json';

/**
 * Catalogues are bundled (no HTTP backend): they are small, and a language switch must not wait on
 * the network. The English catalogue is the source of the key types (see ../i18next.d.ts). A
 * feature loaded on demand brings its own namespace with its chunk (`addCatalogues`).
 */
export const defaultNS = 'common';

const en = { common: enCommon, home: enHome, errors: enErrors, account: enAccount };
const fr = { common: frCommon, home: frHome, errors: frErrors, account: frAccount };

export type Namespace = keyof typeof en;
export const namespaces = Object.keys(en) as Namespace[];

/** `satisfies` makes a key missing from a French file a type error, not only a test failure. */
export const resources = { en, fr } satisfies Record<Locale, typeof en>;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: namespaces,
  defaultNS,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Resources are in memory: initialise synchronously so the first render is already translated.
  initAsync: false,
  react: { useSuspense: false },
});

/** Adds a namespace that came with a lazily loaded chunk (before any of its components renders). */
export function addCatalogues(ns: string, catalogues: Record<Locale, object>): void {
  for (const lng of LOCALES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, catalogues[lng]);
  }
}
