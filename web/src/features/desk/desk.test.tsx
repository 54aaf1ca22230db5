import type { Me } from '@quiz/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountStore } from '../../lib/account-state';
import { gameSummary, initResponse } from '../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';

function signedInWith(groups: string[]): Me {
  return {
    isPremium: false,
    types: ['connected'],
    user: { id: 'sub-1', name: 'Dana', isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups, statsScores: {} },
  };
}

afterEach(() => accountStore.setForTests({}));

describe('SPEC §2 back-office routes (/desk/..., /admin/app/...), added on the first visit', () => {
  it('asks a signed-out visitor to sign in, at any depth of either tree', async () => {
    stubFetch(() => jsonResponse(initResponse([gameSummary()])));
    for (const path of ['/desk', '/desk/designer/games/12', '/admin/app/users/abc']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to use the back-office' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('refuses an area to a player without its role, and lists only the areas the player holds', async () => {
    stubFetch(() => jsonResponse(initResponse([gameSummary()])));
    accountStore.setForTests({ status: 'signedIn', me: signedInWith(['tester']) });
    const { router } = renderApp('/desk/designer');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText('Your account has no Designer role. Ask an admin to grant it.')).toBeInTheDocument();

    await act(() => router.navigate('/desk'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back-office' })).toBeInTheDocument();
    const areas = screen.getByRole('navigation', { name: 'Back-office areas' });
    expect([...areas.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Back-office', 'Tester']);
  });

  it('lets an admin into every area (an admin holds every role, as the API decides)', async () => {
    stubFetch((url) => jsonResponse(url.startsWith('/api/desk/games') ? { games: [] } : initResponse([gameSummary()])));
    accountStore.setForTests({ status: 'signedIn', me: signedInWith(['admin']) });
    const { router } = renderApp('/admin/app');
    const areas = await screen.findByRole('navigation', { name: 'Back-office areas' });
    expect([...areas.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Back-office', 'Designer', 'Tester', 'Admin']);
    for (const path of ['/admin/app', '/desk/designer', '/desk/tester']) {
      await act(() => router.navigate(path));
      expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
      expect(screen.queryByRole('heading', { name: 'No access' }), path).toBeNull();
    }
  });

  it('answers an unknown back-office path with the not-found page, inside the back-office', async () => {
    stubFetch(() => jsonResponse(initResponse([gameSummary()])));
    accountStore.setForTests({ status: 'signedIn', me: signedInWith(['designer']) });
    renderApp('/desk/nowhere/at/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back-office areas' })).toBeInTheDocument();
  });
});
