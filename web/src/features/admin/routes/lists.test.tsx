import type { AdminPurchase } from '@quiz/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeRoutePaths } from '@quiz/shared';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../test/render-ui';
import { i18n, loadCatalogues, registerCatalogueLoaders } from '../../../lib/i18n';
import { backOfficeCatalogueLoaders } from '../../../locales/back-office-catalogues';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { registerBackOfficePaths } from '../../../lib/api-client';
import { adminPageRoutes } from './admin-area';

/** The admin's search and purchase lists: prompt, results with roles, empty, filters, events. */

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  registerBackOfficePaths(backOfficeRoutePaths);
  await Promise.all([loadCatalogues('en', 'admin'), loadCatalogues('fr', 'admin')]);
});

function renderAt(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={createMemoryRouter([{ path: '/', children: adminPageRoutes }], { initialEntries: [path] })} />
    </AppProviders>,
  );
}

const SUB = '02ca088d-f4b9-48e6-833d-44fd608aa3e2';

describe('admin users search', () => {
  it('asks for a query, refuses one character without calling, lists people with their roles, says when nobody matches', async () => {
    const asked: string[] = [];
    stubFetch((raw) => {
      const url = new URL(raw, 'http://localhost');
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      return jsonResponse({
        users: q === 'ada' ? [{ username: 'google_1', sub: SUB, name: 'Ada Lovelace', email: 'ada@x.example', status: 'EXTERNAL_PROVIDER', enabled: true, createdAt: null, roles: ['tester'] }] : [],
      });
    });
    renderAt('/users');
    expect(screen.getByText('Type a name or an email to find someone who has signed in.')).toBeVisible();
    const box = screen.getByRole('searchbox', { name: 'Search by name, email or user id' });
    await userEvent.type(box, 'a{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
    await userEvent.type(box, 'da{Enter}');
    const table = await screen.findByRole('table', { name: 'People matching “ada”' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', `/admin/app/users/${SUB}`);
    expect(within(table).getByText('Tester')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'zoe{Enter}');
    expect(await screen.findByText('Nobody matches “zoe”.')).toBeVisible();
  });
});

describe('admin purchases', () => {
  const purchase: AdminPurchase = {
    purchaseId: 'p-1', sub: SUB, type: 'stripe_premium_pt3h', status: 'warning', amount: 199, currency: 'eur', createdAt: '2026-11-20T10:00:00.000Z',
    grantedSeconds: 0, grantedUntil: null, reason: 'payment_failed', expiredAt: null, ref: null,
    events: [{ eventId: 'evt_1', eventType: 'checkout.session.async_payment_failed', outcome: 'pending -> warning (payment_failed)', at: '2026-11-20T10:05:00.000Z' }],
  };

  it('lists purchases with status and events, filters by status in the address, and pages to older ones (in French)', async () => {
    await i18n.changeLanguage('fr');
    const asked: string[] = [];
    stubFetch((raw) => {
      const url = new URL(raw, 'http://localhost');
      asked.push(url.search);
      if (url.searchParams.get('cursor') === 'c1') return jsonResponse({ purchases: [{ ...purchase, purchaseId: 'p-2', status: 'warning', events: [] }], next: null });
      return jsonResponse({ purchases: [purchase], next: 'c1' });
    });
    renderAt('/purchases?status=warning');
    const table = await screen.findByRole('table', { name: 'Achats' });
    expect(within(table).getAllByText('Alerte')[0]).toBeVisible();
    expect(within(table).getByText('checkout.session.async_payment_failed')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('warning');
    await userEvent.click(screen.getByRole('button', { name: 'Achats plus anciens' }));
    expect(await within(table).findByText('Aucun pour l\'instant')).toBeVisible();
    expect(asked).toEqual(['?status=warning', '?status=warning&cursor=c1']);
    expect(screen.queryByRole('button', { name: 'Achats plus anciens' })).toBeNull();
  });
});
