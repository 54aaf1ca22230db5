import type { Me } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { accountStore } from '../../../lib/account-state';

/** The header's account corner in each user state of SPEC §4, read as a player reads it. */

const DAY = 24 * 3600 * 1000;

function me(overrides: { types?: Me['types']; premiumUntil?: string | null; groups?: string[]; name?: string } = {}): Me {
  const premiumUntil = overrides.premiumUntil ?? null;
  const isPremium = overrides.types?.includes('paid') ?? false;
  return {
    isPremium,
    types: overrides.types ?? ['connected'],
    user: {
      id: 'sub-1',
      name: overrides.name ?? 'google_123456789012345678901',
      isPlayer: true,
      isPremium,
      premiumUntil,
      premium: premiumUntil ? { remaining: 0, until: premiumUntil, duration: 2592000 } : null,
      groups: overrides.groups ?? [],
      statsScores: {},
    },
  };
}

const header = () => screen.getByRole('banner');

async function openAccountMenu(name: RegExp) {
  const toggle = within(header()).getByRole('button', { name });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The panel's contents load on demand: wait for its links (each panel has some).
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the toggle controls no panel');
  await within(panel).findAllByRole('link');
  return toggle;
}

afterEach(() => accountStore.setForTests({}));

describe('the header, signed out', () => {
  it('offers "Sign in", which opens Google, Facebook and Apple, each coming back to this page', async () => {
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });

    const toggle = within(header()).getByRole('button', { name: 'Sign in' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(header()).queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();

    await userEvent.click(toggle);

    expect(await within(header()).findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/connect/google?returnTo=%2Fmenu%2Fen');
    expect(within(header()).getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute('href', '/connect/facebook?returnTo=%2Fmenu%2Fen');
    expect(within(header()).getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute('href', '/connect/apple?returnTo=%2Fmenu%2Fen');
  });

  it('closes the choices with Escape and gives the focus back to the button', async () => {
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    const toggle = await openAccountMenu(/^Sign in$/);

    await userEvent.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(header()).queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    renderApp('/menu/fr');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/^Connexion$/);
    expect(within(header()).getByRole('link', { name: 'Continuer avec Apple' })).toHaveAttribute('href', '/connect/apple?returnTo=%2Fmenu%2Ffr');
  });
});

describe('the header, signed in', () => {
  it('shows the name of the ID token, and a menu with the sign-in, a free account and "Sign out"', async () => {
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada Lovelace', service: 'google', me: me() });
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });

    expect(within(header()).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    const toggle = await openAccountMenu(/^Ada Lovelace$/);
    expect(toggle).toHaveAccessibleDescription('Account menu');

    expect(within(header()).getByText('Signed in with Google')).toBeVisible();
    expect(within(header()).getByText('Free account')).toBeVisible();
    expect(within(header()).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });

  it('falls back on the API’s name without an ID token name', async () => {
    accountStore.setForTests({ status: 'signedIn', me: me({ name: 'Grace' }) });
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/^Grace$/);
    expect(within(header()).getByText('Signed in')).toBeVisible();
  });

  it('shows premium with the time left and its end date', async () => {
    const until = new Date(Date.now() + 12 * DAY + 5400_000).toISOString();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada Lovelace', service: 'apple', me: me({ types: ['connected', 'paid'], premiumUntil: until }) });
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/Ada Lovelace/);

    expect(within(header()).getByText('Signed in with Apple')).toBeVisible();
    expect(within(header()).getByText('Premium')).toBeVisible();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(until));
    expect(within(header()).getByText(`12 days 1 h left · until ${date}`)).toBeVisible();
  });

  it('counts the last hours of a 3-hour pack in hours and minutes, as a person reads them (2 h 59 min, not “2 hours”)', async () => {
    // A few seconds under 2 h 59 min 30 s: what is left, rounded down.
    const until = new Date(Date.now() + (2 * 3600 + 59 * 60 + 30) * 1000).toISOString();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', me: me({ types: ['connected', 'paid'], premiumUntil: until }) });
    renderApp('/menu/fr');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/Ada/);
    expect(within(header()).getByText(/^Il reste 2 h 59 min · jusqu’au /)).toBeVisible();
  });

  it('says the time left in English too, its number and unit never split over two lines', async () => {
    const until = new Date(Date.now() + (2 * 3600 + 59 * 60 + 30) * 1000).toISOString();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', me: me({ types: ['connected', 'paid'], premiumUntil: until }) });
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/Ada/);
    const line = within(header()).getByText(/^2 h 59 min left · until /);
    expect(line.textContent).toMatch(/^2\u00a0h 59\u00a0min left/);
  });

  it('says when premium ended (formerly premium)', async () => {
    const until = new Date(Date.now() - 3 * DAY).toISOString();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', service: 'facebook', me: me({ types: ['connected', 'paid_over'], premiumUntil: until }) });
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/Ada/);

    expect(within(header()).getByText('Premium ended')).toBeVisible();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(until));
    expect(within(header()).getByText(`Your premium access ended on ${date}.`)).toBeVisible();
  });

  it('names the back-office roles the API sees, in French too', async () => {
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', service: 'google', me: me({ groups: ['designer', 'tester'] }) });
    renderApp('/menu/fr');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    const toggle = await openAccountMenu(/^Ada$/);
    expect(toggle).toHaveAccessibleDescription('Menu du compte');

    expect(within(header()).getByText('Connecté avec Google')).toBeVisible();
    expect(within(header()).getByText('Compte gratuit')).toBeVisible();
    expect(within(header()).getByText('Rôle : Designer, Testeur')).toBeVisible();
    expect(within(header()).getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/logout');
  });

  it('shows the player at once while the session is being restored (before /api/me answers)', async () => {
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada Lovelace', service: 'google', me: null });
    renderApp('/menu/en');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await openAccountMenu(/Ada Lovelace/);
    expect(within(header()).getByText('Signed in with Google')).toBeVisible();
    expect(within(header()).queryByText('Free account')).not.toBeInTheDocument();
  });
});
