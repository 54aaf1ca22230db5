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

/** The admin's history of a game, by display name, "field: before → after", newest first, paged. */

const dana = { sub: 'sub-dana', username: 'google_42', name: 'Dana Designer' };
const entry = (i: number, extra: Partial<AuditEntryView> = {}): AuditEntryView => ({
  target: 'GAME#7', action: 'game.update', actor: dana, at: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(), details: { difficulty: { from: i, to: i + 1 } }, ...extra,
});

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  registerBackOfficePaths(backOfficeRoutePaths);
  await Promise.all([loadCatalogues('en', 'admin'), loadCatalogues('fr', 'admin'), loadCatalogues('en', 'desk')]);
});

function renderAt(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={createMemoryRouter([{ path: '/', children: adminPageRoutes }], { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe('admin: a game\'s history', () => {
  it('names who changed what by display name, with each field as before → after, and loads older changes on demand', async () => {
    const cursors: (string | null)[] = [];
    stubFetch((raw) => {
      const url = new URL(raw, 'http://localhost');
      if (url.pathname !== '/api/admin/games/7/audit') return jsonResponse({ error: { code: 'route_not_found', message: '' } }, 404);
      const cursor = url.searchParams.get('cursor');
      cursors.push(cursor);
      if (!cursor) {
        return jsonResponse({
          entries: [
            entry(9, { details: { title: { from: { en: 'Beach', fr: 'Plage' }, to: { en: 'Sea', fr: 'Plage' } } } }),
            entry(8, { action: 'reference.update', actor: { sub: 'sub-old', username: 'google_old' }, details: { ref: 'r02', fields: ['hints'] } }),
          ],
          next: 'b2xkZXI',
        });
      }
      return jsonResponse({ entries: [entry(1, { action: 'game.create', details: {} })], next: null });
    });
    renderAt('/games/7/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'History of game 7' })).toBeVisible();
    await screen.findByText('Game settings changed');
    const [update, ref] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('admin-audit__entry'));
    expect(within(update!).getByText('Game settings changed')).toBeVisible();
    expect(within(update!).getByText('by Dana Designer')).toBeVisible();
    expect(within(update!).getByText('Title (en): Beach → Sea')).toBeVisible();
    // An entry written before display names were recorded: never its sign-in id (docs/back-office.md "Names").
    expect(within(ref!).getByText('by Unnamed staff member')).toBeVisible();
    expect(screen.queryByText(/google_/)).toBeNull();
    expect(within(ref!).getByText('Fields changed: hints')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the designer\'s page of this game' })).toHaveAttribute('href', '/desk/designer/games/7');

    await userEvent.click(screen.getByRole('button', { name: 'Show older changes' }));
    expect(await screen.findByText('Game created')).toBeVisible();
    expect(screen.getByText('That is the whole history.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
    expect(cursors).toEqual([null, 'b2xkZXI']);
  });

  it('a failed read says so and offers to try again', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'forbidden', message: 'admin only' } }, 403));
    renderAt('/games/7/audit');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
