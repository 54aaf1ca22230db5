import type { AuditEntryView } from '@quiz/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeRoutePaths } from '@quiz/shared';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../test/render-ui';
import { loadCatalogues, registerCatalogueLoaders } from '../../../lib/i18n';
import { backOfficeCatalogueLoaders } from '../../../locales/back-office-catalogues';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { registerBackOfficePaths } from '../../../lib/api-client';
import { adminPageRoutes } from './admin-area';

/** docs/back-office.md "The audit page": every change, who by name, when, what, on what; filters by kind and person, paged. */

const dana = { sub: 'sub-dana', username: 'google_42', name: 'Dana Designer' };
const alex = { sub: 'sub-alex', username: 'google_7', name: 'Alex Admin' };
const entry = (i: number, extra: Partial<AuditEntryView> = {}): AuditEntryView => ({
  target: 'GAME#7', action: 'game.update', actor: dana, at: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(), details: { difficulty: { from: i, to: i + 1 } }, ...extra,
});

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  registerBackOfficePaths(backOfficeRoutePaths);
  await Promise.all([loadCatalogues('en', 'admin'), loadCatalogues('en', 'desk')]);
});

function renderAt(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={createMemoryRouter([{ path: '/', children: adminPageRoutes }], { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('the admin\'s audit page (/admin/app/audit)', () => {
  it('lists every change with who (by name, never a sign-in id), what and on what; narrows by kind and by person; loads older pages', async () => {
    const asked: string[] = [];
    stubFetch((raw) => {
      const url = new URL(raw, 'http://localhost');
      if (url.pathname !== '/api/admin/audit') return jsonResponse({ error: { code: 'route_not_found', message: '' } }, 404);
      asked.push(url.search);
      if (url.searchParams.get('cursor')) return jsonResponse({ entries: [entry(1, { action: 'game.create', details: {} })], next: null });
      return jsonResponse({
        entries: [
          entry(9),
          entry(8, { target: 'USER#sub-pat', action: 'user.grant_premium', actor: alex, details: { reason: 'goodwill' } }),
          entry(7, { target: 'SITE', action: 'site.publish', actor: { sub: 'sub-old', username: 'google_old' }, details: {} }),
        ],
        next: 'b2xkZXI',
      });
    });
    renderAt('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await screen.findByText(/by Alex Admin/);
    const entries = screen.getAllByRole('listitem').filter((li) => li.classList.contains('admin-audit__entry'));
    expect(within(entries[0]!).getByText(/by Dana Designer/)).toBeVisible();
    expect(within(entries[0]!).getByRole('link', { name: 'History of game 7' })).toHaveAttribute('href', '/admin/app/games/7/audit');
    expect(within(entries[1]!).getByRole('link', { name: 'On USER#sub-pat' })).toBeVisible();
    expect(within(entries[2]!).getByText(/by Unnamed staff member/)).toBeVisible();
    expect(screen.queryByText(/google_/)).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Games');
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'Dana Designer');
    await screen.findByRole('button', { name: 'Show older changes' });
    expect(asked).toContain('?kind=GAME&person=sub-dana');
    await userEvent.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(await screen.findByText('Game created')).toBeVisible();
    expect(asked.at(-1)).toBe('?kind=GAME&person=sub-dana&cursor=b2xkZXI');
  }, 20_000);

  it('shows values as a person reads them: themes, access levels, statuses and dates by name, never "movie" or "0"', async () => {
    stubFetch(() => jsonResponse({
      entries: [
        entry(3, { details: { themes: { from: ['movie'], to: ['movie', 'tv'] }, premiumLevel: { from: 0, to: 10 }, status: { from: 'test', to: 'live' } } }),
        entry(2, { action: 'user.grant_premium', target: 'USER#sub-pat', details: { before: { premiumUntil: null }, after: { premiumUntil: '2026-12-01T10:00:00.000Z' } } }),
      ],
      next: null,
    }));
    renderAt('/audit');
    const changes = await screen.findAllByRole('list', { name: 'What changed' });
    expect(within(changes[0]!).getByText('Themes: Movies → Movies, TV')).toBeVisible();
    expect(within(changes[0]!).getByText('Access: Free → Premium')).toBeVisible();
    expect(within(changes[0]!).getByText('Status: Test → Live')).toBeVisible();
    expect(within(changes[1]!).getByText(/^Premium end: — → Dec 1, 2026/)).toBeVisible();
    expect(screen.queryByText(/movie|: 0\b|2026-12-01T/)).toBeNull();
  }, 20_000);
});
