import { screen, waitFor } from '@testing-library/react';
import { OidcClient, type SigninRequest } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';
import { AUTHORITY, AUTH_CONFIG, DISCOVERY, forgetSignIn } from '../../../test/sign-in-service';
import { browser } from '../lib/browser';
import { accountStore } from '../../../lib/account-state';

/**
 * The flow's pages with the real OIDC client (oidc-client-ts) in jsdom: only fetch is stubbed (the
 * site's /auth-config.json, the stand-in's discovery document) and the browser never leaves.
 */

/** `revoke`: how the stand-in answers /oauth2/revoke (at once, by default). */
function stubSignInService(revoke: (init?: RequestInit) => Promise<Response> = () => Promise.resolve(new Response(null, { status: 200 }))) {
  return stubFetch((url, init) => {
    if (url === '/auth-config.json') return jsonResponse(AUTH_CONFIG);
    if (url === `${AUTHORITY}/.well-known/openid-configuration`) return jsonResponse(DISCOVERY);
    if (url.startsWith(`${AUTHORITY}/oauth2/revoke`)) return revoke(init);
    return jsonResponse({ error: { code: 'not_found', message: url } }, 404);
  });
}

/** A session held by the browser (localStorage), as the OIDC client stores it, with refresh token `refresh-1`. */
function holdSession() {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  window.localStorage.setItem(
    `quiz.oidc.user:${AUTHORITY}:local-web-client`,
    JSON.stringify({ access_token: 'access', refresh_token: 'refresh-1', token_type: 'Bearer', profile: { sub: 's', name: 'Ada' }, expires_at: expiresAt }),
  );
  window.localStorage.setItem('me', '{}');
  window.localStorage.setItem('isConnected', 'true');
  accountStore.setForTests({ status: 'signedIn', idName: 'Ada' });
}

/** A revocation the test answers when it chooses, and the call that sent it. */
function pendingRevocation() {
  let answer: (response: Response) => void = () => undefined;
  const settled = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { respond: () => answer(new Response(null, { status: 200 })), revoke: () => settled };
}

const revokeCall = (fetchMock: ReturnType<typeof stubSignInService>) => fetchMock.mock.calls.find(([url]) => url === `${AUTHORITY}/oauth2/revoke`);
/** Time for the loader to run on as far as it would without waiting (a few tasks, no network). */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(forgetSignIn);

describe('/connect/{service}', () => {
  it('is the 404 page for an unknown service', async () => {
    const fetchMock = stubSignInService();
    renderApp('/connect/myspace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts the sign-in with Google and keeps the page to come back to, never another site', async () => {
    stubSignInService();
    // oidc-client-ts leaves through window.location: jsdom says it cannot navigate, and stays.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(`/connect/google?returnTo=${encodeURIComponent('//evil.example/fr')}`);

    // The request is made: its state (PKCE verifier, the page to come back to) waits in this tab.
    const stateKey = () => Object.keys(window.sessionStorage).find((k) => k.startsWith('quiz.oidc.') && !k.startsWith('quiz.oidc.user:'));
    await waitFor(() => expect(stateKey()).toBeDefined());
    const state = JSON.parse(window.sessionStorage.getItem(stateKey()!)!) as { data: unknown; code_verifier: string; request_type: string };
    expect(state).toMatchObject({ data: { returnTo: null }, request_type: 'si:r' });
    expect(state.code_verifier).toMatch(/^[\w-]{43,128}$/);
    expect(JSON.parse(window.sessionStorage.getItem('quiz.signIn')!)).toEqual({ service: 'google', returnTo: null, locale: 'en' });
  });

  it.each([
    ['/en/terms-of-use', { returnTo: '/en/terms-of-use', wholePage: true }],
    // Another site is refused whatever else the link asks: home, inside the app.
    ['//evil.example/fr', { returnTo: null, wholePage: false }],
  ])('from a pre-rendered page (whole=1), keeps that the page %s is to be loaded whole after the sign-in', async (returnTo, data) => {
    stubSignInService();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(`/connect/google?returnTo=${encodeURIComponent(returnTo)}&whole=1`);
    const stateKey = () => Object.keys(window.sessionStorage).find((k) => k.startsWith('quiz.oidc.') && !k.startsWith('quiz.oidc.user:'));
    await waitFor(() => expect(stateKey()).toBeDefined());
    expect(JSON.parse(window.sessionStorage.getItem(stateKey()!)!)).toMatchObject({ data });
  });

  it.each([
    ['/menu/fr', 'fr'],
    ['/quiz/en/movie-night', 'en'],
  ])('opens the hosted UI in the language of the page the sign-in started from (%s: lang=%s)', async (returnTo, lang) => {
    stubSignInService();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const signinRequest = vi.spyOn(OidcClient.prototype, 'createSigninRequest');
    renderApp(`/connect/facebook?returnTo=${encodeURIComponent(returnTo)}`);

    await waitFor(() => expect(signinRequest).toHaveBeenCalled());
    const authorize = new URL(((await signinRequest.mock.results[0]!.value) as SigninRequest).url);
    expect(authorize.origin + authorize.pathname).toBe(`${AUTHORITY}/oauth2/authorize`);
    expect(authorize.searchParams.get('identity_provider')).toBe('Facebook');
    expect(authorize.searchParams.get('lang')).toBe(lang);
  });
});

describe('/auth-success', () => {
  it('says a replayed or stale sign-in link cannot be used, in the language of the sign-in, and offers to try again', async () => {
    stubSignInService();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem('quiz.signIn', JSON.stringify({ service: 'facebook', returnTo: '/quiz/fr/soiree-cinema', locale: 'fr' }));
    renderApp('/auth-success?code=already-used&state=5cc28a2b84ad40cab193cc9309d6d7ed');

    expect(await screen.findByRole('heading', { level: 1, name: 'La connexion n’a pas abouti' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de connexion a déjà servi ou a expiré.');
    expect(screen.getByRole('link', { name: 'Réessayer avec Facebook' })).toHaveAttribute(
      'href',
      `/connect/facebook?returnTo=${encodeURIComponent('/quiz/fr/soiree-cinema')}`,
    );
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(accountStore.get().status).toBe('anonymous');
  });

  it('offers the three providers when it does not know how the sign-in started', async () => {
    stubSignInService();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/auth-success?error=access_denied&state=unknown');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in did not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/connect/google');
  });
});

describe('/logout', () => {
  it('ends the session of the tab, revokes its refresh token, and goes to the hosted UI’s sign-out', async () => {
    const fetchMock = stubSignInService();
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    holdSession();

    renderApp('/logout');

    await waitFor(() => expect(leave).toHaveBeenCalled());
    expect(leave).toHaveBeenCalledWith(
      `${AUTHORITY}/logout?client_id=local-web-client&logout_uri=${encodeURIComponent('http://localhost:3000/logout')}`,
      'assign',
    );
    expect(String(revokeCall(fetchMock)?.[1]?.body)).toBe('token=refresh-1&client_id=local-web-client');
    // The browser's session is gone (every tab of it is signed out), and the SPEC §9 keys with it.
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('quiz.oidc.'))).toEqual([]);
    expect(window.localStorage.getItem('me')).toBeNull();
    expect(window.localStorage.getItem('isConnected')).toBeNull();
    expect(accountStore.get().status).toBe('anonymous');
  });

  it('leaves for the hosted UI only once the revocation has settled (leaving would cancel it)', async () => {
    const revocation = pendingRevocation();
    const fetchMock = stubSignInService(revocation.revoke);
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    holdSession();

    renderApp('/logout');

    await waitFor(() => expect(revokeCall(fetchMock)).toBeDefined());
    await aMoment();
    expect(leave).not.toHaveBeenCalled();
    revocation.respond();
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
  });

  it('waits at most 3 s for a revocation that never answers (a dead network does not block sign-out)', async () => {
    const deadline = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    const fetchMock = stubSignInService(
      (init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')))),
    );
    const leave = vi.spyOn(browser, 'leave').mockImplementation(() => undefined);
    holdSession();

    renderApp('/logout');

    await waitFor(() => expect(revokeCall(fetchMock)).toBeDefined());
    expect(revokeCall(fetchMock)?.[1]?.signal).toBe(deadline.signal);
    expect(timeout).toHaveBeenCalledWith(3000);
    await aMoment();
    expect(leave).not.toHaveBeenCalled();
    deadline.abort();
    await waitFor(() => expect(leave).toHaveBeenCalledOnce());
    expect(accountStore.get().status).toBe('anonymous');
  });

  it('says "you are signed out" when the hosted UI sends the browser back, in the language of the sign-out', async () => {
    stubSignInService();
    window.sessionStorage.setItem('quiz.signOut', JSON.stringify({ locale: 'fr' }));
    renderApp('/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vous êtes déconnecté' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeInTheDocument();
  });
});
