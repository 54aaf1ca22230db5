import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach, vi } from 'vitest';
import { LOCALES } from '@quiz/shared';
import { i18n, loadCatalogues } from '../lib/i18n';
import { elementErrorWithLazyDom } from './element-error';

// Pages and panels load their code on demand; under a full parallel run the first import of a
// module (transformed on the fly) can take longer than the default second. A failed query's message
// prints the page only when read (web/src/test/element-error.ts).
configure({ asyncUtilTimeout: 3000, getElementError: elementErrorWithLazyDom });

// Components under test render without the route loaders that download texts: load them all once.
await Promise.all(LOCALES.flatMap((locale) => [loadCatalogues(locale), loadCatalogues(locale, 'game'), loadCatalogues(locale, 'home'), loadCatalogues(locale, 'scores'), loadCatalogues(locale, 'shop'), loadCatalogues(locale, 'challenges')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  // The cookie copy of unsynced scores would bring a test's scores back in the next one.
  document.cookie = 'gameDatas=; Max-Age=0; Path=/';
  // The i18n instance is a module singleton: each test starts from a first visit in English.
  void i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

// Every web test file runs in its worker's jsdom (docs/testing.md "Which project a test runs in"), whose
// crypto may lack `subtle` outside a secure context; the sign-in's PKCE needs it, as Node's has.
if (!window.crypto?.subtle) Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};
