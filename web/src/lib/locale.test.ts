import { describe, expect, it } from 'vitest';
import { localeOfPath, readLocaleCookie, rememberLocale, resolveLocale, switchLocalePath } from './locale';

describe('resolveLocale', () => {
  it.each([
    ['/ without a remembered locale', { pathname: '/', params: {} }, 'en'],
    ['/ with a remembered locale', { pathname: '/', params: {}, remembered: 'fr' as const, current: 'en' }, 'fr'],
    ['a valid :locale', { pathname: '/menu/fr', params: { locale: 'fr' }, remembered: 'en' as const }, 'fr'],
    ['an invalid :locale keeps the current language', { pathname: '/de', params: { locale: 'de' }, current: 'fr' }, 'fr'],
    ['an unknown path under a locale', { pathname: '/fr/nothing-here', params: { '*': 'fr/nothing-here' } }, 'fr'],
    ['an unknown path keeps the current language', { pathname: '/nothing', params: {}, current: 'fr', remembered: 'en' as const }, 'fr'],
    ['an unknown path on first load uses the remembered one', { pathname: '/nothing', params: {}, remembered: 'fr' as const }, 'fr'],
  ])('%s', (_, context, expected) => {
    expect(resolveLocale(context)).toBe(expected);
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/ decides the remembered locale', { pathname: '/', params: {}, remembered: 'fr' as const }, 'fr'],
    ['a valid :locale decides', { pathname: '/menu/fr', params: { locale: 'fr' } }, 'fr'],
    ['a path under a locale decides', { pathname: '/fr/nothing-here', params: {} }, 'fr'],
    // The layout must not switch the language of these pages back (their loaders choose it).
    ['the sign-in flow decides nothing', { pathname: '/logout', params: {}, remembered: 'en' as const }, null],
    ['an invalid :locale decides nothing', { pathname: '/de', params: { locale: 'de' } }, null],
  ])('%s', (_, context, expected) => {
    expect(localeOfPath(context)).toBe(expected);
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/en', { locale: 'en' }, 'fr', '/fr'],
    ['/menu/fr', { locale: 'fr' }, 'en', '/menu/en'],
    ['/quiz/en/en', { locale: 'en', slug: 'en' }, 'fr', '/quiz/fr/en'],
    ['/', {}, 'fr', '/fr'],
    ['/nothing', { '*': 'nothing' }, 'en', '/en'],
  ] as const)('%s → %s', (pathname, params, target, expected) => {
    expect(switchLocalePath(pathname, params, target)).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('is remembered and read back', () => {
    expect(readLocaleCookie()).toBeNull();
    rememberLocale('fr');
    expect(readLocaleCookie()).toBe('fr');
    expect(readLocaleCookie('a=1; locale=xx')).toBeNull();
  });
});
