import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initResponse } from '../../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

const MENU = {
  en: { items: [{ id: 'how-to-play', label: 'How to play', href: '/en/how-to-play' }, { id: 'more', label: 'More quizzes', href: '/en/more-quiz' }] },
  fr: { items: [{ id: 'how-to-play', label: 'Comment jouer', href: '/fr/comment-jouer' }] },
};

describe('SPEC §2 /menu/{locale} in the app: the menu items come from the data (SPEC §3 menu item type)', () => {
  it.each([['en', 'Pages'], ['fr', 'Pages']] as const)('lists GET /api/menu?l=%s after the app\'s own pages, as plain links', async (locale, heading) => {
    const calls = stubFetch((url) => {
      if (url.startsWith('/api/menu')) return jsonResponse(MENU[new URL(url, 'http://localhost').searchParams.get('l') === 'fr' ? 'fr' : 'en']);
      if (url.startsWith('/api/init') || url.startsWith('/api/catalogue')) return jsonResponse(initResponse([]));
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    renderApp(`/menu/${locale}`);
    const nav = await screen.findByRole('navigation', { name: heading });
    for (const item of MENU[locale].items) {
      expect(await within(nav).findByRole('link', { name: item.label })).toHaveAttribute('href', item.href);
    }
    expect(calls.mock.calls.some(([url]) => String(url) === `/api/menu?l=${locale}`)).toBe(true);
  });
});
