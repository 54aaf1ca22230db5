import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  // The i18n instance is a module singleton: each test starts from a first visit in English.
  void i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};
