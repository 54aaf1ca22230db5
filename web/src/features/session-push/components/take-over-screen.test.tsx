import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../test/render-ui';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { checkLink, TakeOverScreen, type TakeOverState } from './take-over-screen';
import type { SessionTransfer } from './session-transfer';

const HASH = 'k'.repeat(43);
const GONE = { error: { code: 'push_not_found', message: 'This link is unknown, has expired or has already been used' } };

function transfer(signIn: () => Promise<void> = () => Promise.resolve()): SessionTransfer {
  return { heldSession: vi.fn(() => Promise.resolve(null)), signInWithRefreshToken: vi.fn(signIn) };
}

function renderTakeOver(initial: TakeOverState, session: SessionTransfer, locale: 'en' | 'fr' = 'en') {
  void i18n.changeLanguage(locale);
  const router = createMemoryRouter(
    [
      { path: '/push_session/:hashId', element: <TakeOverScreen initial={initial} transfer={session} locale={locale} /> },
      { path: `/${locale}`, element: <h1>Home</h1> },
    ],
    { initialEntries: ['/', `/push_session/${HASH}`] },
  );
  const queryClient = createQueryClient({ retry: false });
  // What the page loaded for the anonymous visitor.
  queryClient.setQueryData(['init', locale], { me: { user: null } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

describe('checking a link (/push_session/{hashId})', () => {
  it('asks the server whose session it is, without using it', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ name: 'Ada', expiresAt: new Date().toISOString() }));
    expect(await checkLink(HASH)).toEqual({ kind: 'offer', hash: HASH, name: 'Ada' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/check_pushed_session');
  });

  it('reads unknown, expired or used links (404 push_not_found) and malformed ones as gone; other failures as failures', async () => {
    const fetchMock = stubFetch(() => jsonResponse(GONE, 404));
    expect(await checkLink(HASH)).toEqual({ kind: 'gone' });
    expect(await checkLink('not-a-hash')).toEqual({ kind: 'gone' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stubFetch(() => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500));
    expect(await checkLink(HASH)).toEqual({ kind: 'failed', code: 'internal_error' });
  });
});

describe('taking the session over', () => {
  it('continues as the player: takes the session once (destroy=true), signs in with its refresh token, goes home in place of the link', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ refreshToken: 'refresh-token-of-ada-0123', name: 'Ada' }));
    const session = transfer();
    const { router, queryClient } = renderTakeOver({ kind: 'offer', hash: HASH, name: 'Ada' }, session);

    expect(screen.getByRole('heading', { level: 1, name: 'Continue as Ada?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Ada' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/consume_pushed_session?destroy=1');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ hash: HASH });
    expect(session.signInWithRefreshToken).toHaveBeenCalledWith('refresh-token-of-ada-0123');
    // Replaced: Back goes where the visitor came from, not to the used link.
    expect(router.state.location.pathname).toBe('/en');
    expect(router.state.historyAction).toBe('REPLACE');
    // The anonymous visitor's data is dropped: the next init answers for the player.
    expect(queryClient.getQueryData(['init', 'en'])).toBeUndefined();
  });

  it('shows the "cannot be used" page when another device took the link first', async () => {
    stubFetch(() => jsonResponse(GONE, 404));
    const session = transfer();
    renderTakeOver({ kind: 'offer', hash: HASH, name: 'Ada' }, session);
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Ada' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeInTheDocument();
    expect(session.signInWithRefreshToken).not.toHaveBeenCalled();
  });

  it('says so when the sign-in service refuses the session (ended on the other device)', async () => {
    stubFetch(() => jsonResponse({ refreshToken: 'refresh-token-of-ada-0123', name: 'Ada' }));
    renderTakeOver({ kind: 'offer', hash: HASH, name: 'Ada' }, transfer(() => Promise.reject(new Error('invalid_grant'))));
    await userEvent.click(screen.getByRole('button', { name: 'Continue as Ada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in did not work');
  });

  it('explains a gone link in French, with a way home', () => {
    renderTakeOver({ kind: 'gone' }, transfer(), 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien n’est pas utilisable');
    expect(screen.getByRole('alert')).toHaveTextContent('a déjà servi');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });
});
