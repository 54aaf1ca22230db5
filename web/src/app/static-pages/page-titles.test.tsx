import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gamePayload, gameSummary, initResponse, staticSiteInput } from '../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { renderStaticSite } from './render';

/**
 * docs/adr/0019-pre-rendered-pages.md: one title per page, whether its HTML was pre-rendered or the
 * app rendered it (the tab's title does not change when the app takes the page over).
 */
const titleOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').title;

const input = () => {
  const en = gameSummary();
  const fr = gameSummary({ title: 'Soirée cinéma', slug: 'soiree-cinema' });
  return staticSiteInput({
    games: { en: [en], fr: [fr] },
    payloads: { en: new Map([[1, gamePayload()]]), fr: new Map([[1, gamePayload({ title: 'Soirée cinéma', slug: 'soiree-cinema' })]]) },
  });
};

describe('one title per page, pre-rendered or not', { timeout: 30_000 }, () => {
  it('the quiz page: the pre-rendered HTML has the title the app gives it', async () => {
    const files = await renderStaticSite(input());
    const page = (file: string) => titleOf(files.find((f) => f.file === file)!.body);
    expect(page('pages/quiz/en/movie-night.html')).toBe('Movie Night – Quiz #1 – Picture Quiz');
    expect(page('pages/quiz/fr/soiree-cinema.html')).toBe('Soirée cinéma – Quiz n° 1 – Picture Quiz');

    stubFetch((url) => {
      if (url.startsWith('/api/init') || url.startsWith('/api/catalogue')) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    renderApp('/quiz/en/movie-night');
    await screen.findByRole('button', { name: 'Play' });
    await waitFor(() => expect(document.title).toBe(page('pages/quiz/en/movie-night.html')));
  });

  it('the 404 page: the pre-rendered HTML has the title the app gives it', async () => {
    const files = await renderStaticSite(input());
    const notFound = titleOf(files.find((f) => f.file === 'pages/404/en.html')!.body);
    expect(notFound).toBe('Page not found – Picture Quiz');
    stubFetch(() => jsonResponse(initResponse([])));
    renderApp('/404/en');
    await waitFor(() => expect(document.title).toBe(notFound));
  });

  it('the home page: the pre-rendered HTML has the title the app gives it', async () => {
    const files = await renderStaticSite(input());
    const home = titleOf(files.find((f) => f.file === 'pages/en.html')!.body);
    stubFetch(() => jsonResponse(initResponse([gameSummary()])));
    renderApp('/en');
    await waitFor(() => expect(document.title).toBe(home));
  });
});
