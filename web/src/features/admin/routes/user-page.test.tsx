import type { AdminUser } from '@quiz/shared';
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

/** The admin's page of a person against the API's answers: premium form, 409 notice, roles. */

const SUB = '02ca088d-f4b9-48e6-833d-44fd608aa3e2';
const person: AdminUser = {
  user: { username: 'google_1', sub: SUB, name: 'Pat Player', email: 'pat@google.example.com', status: 'EXTERNAL_PROVIDER', enabled: true, createdAt: '2026-11-01T10:00:00.000Z' },
  roles: [],
  profile: { premiumUntil: null, premiumDuration: 0, isPremium: false, version: 1, createdAt: '2026-11-01T10:00:00.000Z' },
};

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

function stubAdminApi(premiumAnswer: () => Response) {
  const posted: unknown[] = [];
  stubFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === `/api/admin/users/${SUB}/premium`) {
      posted.push(JSON.parse(String(init?.body)));
      return premiumAnswer();
    }
    if (url.pathname === `/api/admin/users/${SUB}`) return jsonResponse(person);
    if (url.pathname === `/api/admin/users/${SUB}/purchases`) return jsonResponse({ purchases: [], next: null });
    if (url.pathname === `/api/admin/users/${SUB}/audit`) return jsonResponse({ ofUser: [], byUser: [] });
    return jsonResponse({ error: { code: 'route_not_found', message: '' } }, 404);
  });
  return posted;
}

describe('admin user page', () => {
  it('requires a reason before sending a premium change, then sends days, reason and the version read', async () => {
    const posted = stubAdminApi(() => jsonResponse({ ...person.profile, premiumUntil: '2026-12-01T10:00:00.000Z', isPremium: true, version: 2 }));
    renderAt(`/users/${SUB}`);
    const form = await screen.findByRole('form', { name: 'Premium' });
    await userEvent.click(within(form).getByRole('button', { name: 'Grant premium' }));
    expect(within(form).getByText('Give a reason of at least 3 characters.')).toBeVisible();
    expect(posted).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Contest prize');
    await userEvent.click(within(form).getByRole('button', { name: 'Grant premium' }));
    expect(await within(form).findByText('Premium saved.')).toBeVisible();
    expect(posted).toEqual([{ action: 'grant', days: 3, hours: 0, reason: 'Contest prize', version: 1 }]);
  });

  it('409 stale_version: says it changed meanwhile and offers to reload', async () => {
    stubAdminApi(() => jsonResponse({ error: { code: 'stale_version', message: 'changed', current: { ...person.profile, version: 2 } } }, 409));
    renderAt(`/users/${SUB}`);
    const form = await screen.findByRole('form', { name: 'Premium' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Partner');
    await userEvent.click(within(form).getByRole('radio', { name: 'Take premium now' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Take premium' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Changed meanwhile.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('a failed load shows the error with a retry', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'service_unavailable', message: '' } }, 503));
    renderAt(`/users/${SUB}`);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Try again');
  });
});
