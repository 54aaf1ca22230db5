import type { MenuItem } from '@quiz/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
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
import { adminContentRoutes } from './admin-content-routes';

/** Removing a menu item asks first, sends the version shown, and says when it changed meanwhile. */

const item: MenuItem = { id: 'old-link', type: 'link', locale: 'en', label: 'Old link', target: '/en/old', order: 3, version: 2, updatedAt: '2026-11-20T10:00:00.000Z' };

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  registerBackOfficePaths(backOfficeRoutePaths);
  await Promise.all([loadCatalogues('en', 'adminContent'), loadCatalogues('en', 'admin')]);
});

function renderMenu(deleteAnswer: () => Response) {
  let items = [item];
  const deletes: string[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/admin/menu' && (init?.method ?? 'GET') === 'GET') return jsonResponse({ items });
    if (url.pathname === '/api/admin/menu/en/old-link' && init?.method === 'DELETE') {
      deletes.push(url.search);
      const answer = deleteAnswer();
      if (answer.ok) items = [];
      return answer;
    }
    return jsonResponse({ error: { code: 'route_not_found', message: '' } }, 404);
  });
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={createMemoryRouter([{ path: '/', children: adminContentRoutes }], { initialEntries: ['/menu'] })} />
    </AppProviders>,
  );
  return deletes;
}

describe('admin menu: removing an item', () => {
  it('asks to confirm (Keep it cancels), then removes it at the version shown and says to publish', async () => {
    const deletes = renderMenu(() => jsonResponse({ deleted: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Old link”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove “Old link” (EN) from the menu?' });
    expect(dialog).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove “Old link”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('“Old link” was removed. Publish to update the site\'s menu.')).toBeVisible();
    expect(deletes).toEqual(['?version=2']);
    await waitFor(() => expect(screen.queryByText('Old link', { selector: 'td' })).toBeNull());
  });

  it('409 stale_version: nothing removed, says it changed meanwhile and offers to reload', async () => {
    renderMenu(() => jsonResponse({ error: { code: 'stale_version', message: 'changed', current: { ...item, version: 3 } } }, 409));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove “Old link”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove it' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone changed this item since you opened the page');
    expect(within(alert).getByRole('button', { name: 'Reload the menu' })).toBeVisible();
  });
});
