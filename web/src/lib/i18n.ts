import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@quiz/shared';
import { catalogueLoaders, type CatalogueBundle } from '../locales/catalogues';

/**
 * Texts load per language and per bundle (locales/catalogues.ts): before the first render for the
 * page's language (main.tsx), and in route loaders when a navigation needs another language or the
 * game's texts (`loadCatalogues`), so that no page renders before its texts are in memory.
 */
export const defaultNS = 'common';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Catalogues are added to the instance once downloaded: nothing to wait for at initialisation.
  initAsync: false,
  react: { useSuspense: false },
});

const loading = new Map<string, Promise<void>>();

/** Downloads (once) and registers a language's texts; resolves when a page may render with them. */
type Loaders = Partial<Record<CatalogueBundle, Record<Locale, () => Promise<object>>>>;

/** The back-office's loaders, handed over by its module when it loads (a player's page never carries them). */
let registeredLoaders: Loaders = {};

export function registerCatalogueLoaders(loaders: Loaders): void {
  registeredLoaders = { ...registeredLoaders, ...loaders };
}

export function loadCatalogues(locale: Locale, bundle: CatalogueBundle = 'app'): Promise<void> {
  const key = `${locale}/${bundle}`;
  let pending = loading.get(key);
  if (!pending) {
    const loaders = (catalogueLoaders as Loaders)[bundle] ?? registeredLoaders[bundle];
    if (!loaders) return Promise.reject(new Error(`No texts named ${bundle}`));
    pending = loaders[locale]().then((namespaces) => {
      for (const [ns, texts] of Object.entries(namespaces)) i18n.addResourceBundle(locale, ns, texts);
    });
    // A download lost to a bad network is tried again by the next page that needs it.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
