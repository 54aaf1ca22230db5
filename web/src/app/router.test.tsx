import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gamePayload, gameSummary, initResponse } from '../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../test/render-app';

describe('locale from the path', () => {
  it('answers an invalid locale with the 404 page, without calling the API', async () => {
    const fetchMock = stubFetch(() => jsonResponse(initResponse([gameSummary()])));
    renderApp('/de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows /404/fr in French', async () => {
    renderApp('/404/fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows unknown paths as 404 in the language of their prefix', async () => {
    renderApp('/fr/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  });

  it('shows unknown paths as 404 in the language being read', async () => {
    const { router } = renderApp('/menu/fr');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });

    await act(() => router.navigate('/nothing'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('rejects an invalid locale on other pages too', async () => {
    renderApp('/menu/es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('/setlocale/fr remembers French and goes to the French home', async () => {
    stubFetch(() => jsonResponse(initResponse([gameSummary({ title: 'Soirée cinéma', slug: 'soiree-cinema' })])));
    const { router } = renderApp('/setlocale/fr');

    expect(await screen.findByRole('link', { name: 'Quiz n° 1\u00a0: Soirée cinéma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr');
    expect(document.cookie).toContain('locale=fr');
  });

  it('/setlocale with an unknown language is a 404', async () => {
    renderApp('/setlocale/xx');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('locale=');
  });
});

describe('other pages', () => {
  it('the menu lists home and all quizzes in its language', async () => {
    renderApp('/menu/fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.querySelector('a[href="/fr"]')).toHaveTextContent('Accueil');
    expect(pages.querySelector('a[href="/fr#quizzes"]')).toHaveTextContent('Tous les quiz');
  });

  it('a quiz page in the other language’s slug moves to this language’s slug', async () => {
    stubFetch((url) => {
      const fr = new URL(url, 'http://localhost').searchParams.get('l') === 'fr';
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) {
        return jsonResponse(initResponse([fr ? gameSummary({ title: 'Soirée cinéma', slug: 'soiree-cinema' }) : gameSummary()]));
      }
      return jsonResponse(gamePayload(fr ? { title: 'Soirée cinéma', slug: 'soiree-cinema' } : {}));
    });
    const { router } = renderApp('/quiz/fr/movie-night');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soirée cinéma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/fr/soiree-cinema');
  });

  it('an unknown quiz is the 404 page', async () => {
    stubFetch(() => jsonResponse(initResponse([gameSummary()])));
    renderApp('/quiz/en/no-such-quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe("the servers' list of app routes (shared APP_ROUTE_PATTERNS)", () => {
  it('names exactly the pages the router routes, so that a server never answers 404 for one of them', async () => {
    const { APP_ROUTE_PATTERNS } = await import('@quiz/shared');
    const { createQueryClient } = await import('../lib/query-client');
    const { createRoutes } = await import('./router');
    const collect = (routes: RouteObject[], parent = ''): string[] =>
      routes.flatMap((route) => {
        const path = route.index ? parent || '/' : route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
        const own = route.index || (route.path !== undefined && route.path !== '*') ? [path] : [];
        return [...own, ...collect(route.children ?? [], route.path === undefined ? parent : path)];
      });
    // An optional segment (`:hashId?`) is two paths for a server.
    // The back-office's trees, added on a first visit (router.tsx), are one splat pattern each for a server.
    const { backOfficeRoutes } = await import('./back-office-routes');
    const backOffice = collect(backOfficeRoutes(), '').map((path) => (path.startsWith('/admin/app') ? '/admin/app/*' : '/desk/*'));
    const routed = [...collect(createRoutes(createQueryClient())), ...backOffice].flatMap((path) =>
      path.endsWith('?') ? [path.replace(/\/:[^/]+\?$/, ''), path.slice(0, -1)] : [path],
    );
    expect([...new Set(routed)].sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });
});
