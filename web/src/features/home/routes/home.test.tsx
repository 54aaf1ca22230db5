import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { illustrationVariants } from '@quiz/shared';
import { gameSummary, initResponse } from '../../../test/fixtures';
import { CARD_IMAGE_SIZES } from '../components/game-card';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

const gamesByLocale = {
  en: [
    gameSummary(),
    gameSummary({ gameId: 2, number: 2, title: 'Couch Potatoes', slug: 'couch-potatoes', theme: 'tv', difficulty: 3, premiumLevel: 10, gameReferencesCount: 1 }),
  ],
  fr: [
    gameSummary({ title: 'Soirée cinéma', slug: 'soiree-cinema' }),
    gameSummary({ gameId: 2, number: 2, title: 'Accros du canapé', slug: 'accros-du-canape', theme: 'tv', difficulty: 3, premiumLevel: 10, gameReferencesCount: 1 }),
  ],
};

/** The list item of a card, from its link. */
function cardOf(link: HTMLElement): HTMLElement {
  const item = link.closest('li');
  if (!item) throw new Error('card link outside a list item');
  return item;
}

function stubInit() {
  return stubFetch((url) => {
    const locale = new URL(url, 'http://localhost').searchParams.get('l') === 'fr' ? 'fr' : 'en';
    return jsonResponse(initResponse(gamesByLocale[locale]));
  });
}

describe('home page', () => {
  it('lists the games from the API in English', async () => {
    const fetchMock = stubInit();
    renderApp('/en');

    const link = await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });
    expect(link).toHaveAttribute('href', '/quiz/en/movie-night');
    const card = cardOf(link);
    expect(within(card).getByRole('img', { name: 'Illustration of the quiz “Movie Night”' })).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText('Movies')).toBeInTheDocument();
    expect(within(card).getByText('Easy')).toBeInTheDocument();
    expect(within(card).getByText('12 references')).toBeInTheDocument();
    expect(within(card).queryByText('Premium')).not.toBeInTheDocument();

    const premiumLink = screen.getByRole('link', { name: 'Quiz #2: Couch Potatoes' });
    expect(premiumLink).toHaveAttribute('href', '/quiz/en/couch-potatoes');
    const premium = cardOf(premiumLink);
    expect(within(premium).getAllByRole('link')).toHaveLength(1);
    expect(within(premium).getByText('Premium')).toBeInTheDocument();
    expect(within(premium).getByText('TV shows')).toBeInTheDocument();
    expect(within(premium).getByText('Hard')).toBeInTheDocument();
    expect(within(premium).getByText('1 reference')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Spot the hidden references' })).toBeInTheDocument();
    expect(screen.getByText('2 quizzes')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/api/catalogue?l=en', '/api/init?l=en']);
  });

  it('lists the games from the API in French', async () => {
    const fetchMock = stubInit();
    renderApp('/fr');

    const link = await screen.findByRole('link', { name: 'Quiz n° 1\u00a0: Soirée cinéma' });
    expect(link).toHaveAttribute('href', '/quiz/fr/soiree-cinema');
    const card = cardOf(link);
    expect(within(card).getByText('Films')).toBeInTheDocument();
    expect(within(card).getByText('Facile')).toBeInTheDocument();
    expect(within(card).getByText('12 références')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quiz n° 2\u00a0: Accros du canapé' })).toHaveAttribute('href', '/quiz/fr/accros-du-canape');
    expect(screen.getByRole('heading', { level: 1, name: 'Repérez les références cachées' })).toBeInTheDocument();
    expect(screen.queryByText('Movie Night')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/api/catalogue?l=fr', '/api/init?l=fr']);
  });

  it('uses the remembered locale on /, English otherwise', async () => {
    stubInit();
    document.cookie = 'locale=fr; Path=/';
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Quiz n° 1\u00a0: Soirée cinéma' })).toHaveAttribute('href', '/quiz/fr/soiree-cinema');
  });

  it('switches language on the same page', async () => {
    stubInit();
    const { router } = renderApp('/en');
    await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });

    const languages = screen.getByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(languages).getByRole('link', { name: 'Français' }));

    expect(await screen.findByRole('link', { name: 'Quiz n° 1\u00a0: Soirée cinéma' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('locale=fr');
  });

  it('shows an empty state when there is no game', async () => {
    stubFetch(() => jsonResponse(initResponse([])));
    renderApp('/en');
    expect(await screen.findByRole('heading', { name: 'No quizzes yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Quiz #/ })).not.toBeInTheDocument();
  });

  it('shows the translated error and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const fetchMock = stubFetch(() =>
      fail
        ? jsonResponse({ error: { code: 'internal_error', message: 'boom' } }, 500)
        : jsonResponse(initResponse(gamesByLocale.en)),
    );
    renderApp('/en');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    // The shell stays around the error.
    expect(screen.getByRole('link', { name: 'Picture Quiz' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Quiz #1: Movie Night' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Catalogue and init, failed once, then asked again together.
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('says when the server cannot be reached, in French', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de joindre le serveur.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows a labelled loading state while the games load', async () => {
    const waiting: (() => void)[] = [];
    const release = () => waiting.forEach((go) => go());
    stubFetch(() => new Promise<Response>((resolve) => waiting.push(() => resolve(jsonResponse(initResponse(gamesByLocale.en))))));
    renderApp('/en');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading quizzes…');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Quiz #1: Movie Night' })).toBeInTheDocument();
  });

  it('narrows the list to a theme with ?theme=, with a way back to all', async () => {
    stubInit();
    renderApp('/en?theme=tv');
    expect(await screen.findByRole('heading', { level: 2, name: 'TV quizzes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quiz #2: Couch Potatoes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quiz #1: Movie Night' })).not.toBeInTheDocument();
    expect(screen.getByText('1 quiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all quizzes' })).toHaveAttribute('href', '/en#quizzes');
  });
});

describe('image routes: a card takes the sized copies of its picture', () => {
  it('gives the browser WebP copies by width (srcset, sizes) and keeps the picture as the fallback', async () => {
    const variants = illustrationVariants('0123456789abcdef', { fileName: 'upload.png', width: 1600, height: 1000 });
    const games = [gameSummary({ thumbnail: '/images/0123456789abcdef.png', thumbnailVariants: variants }), gameSummary({ gameId: 2, number: 2, title: 'Vector', slug: 'vector' })];
    stubFetch(() => jsonResponse(initResponse(games)));
    renderApp('/en');

    const raster = cardOf(await screen.findByRole('link', { name: 'Quiz #1: Movie Night' }));
    const picture = within(raster).getByRole('img');
    expect(picture).toHaveAttribute('src', '/images/0123456789abcdef.png');
    expect(picture).toHaveAttribute('srcset', '/images/0123456789abcdef-320w.v1.webp 320w, /images/0123456789abcdef-640w.v1.webp 640w, /images/0123456789abcdef-960w.v1.webp 960w');
    expect(picture).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    // A vector drawing (or a game published before the copies) is served as it is.
    const vector = within(cardOf(screen.getByRole('link', { name: 'Quiz #2: Vector' }))).getByRole('img');
    expect(vector).not.toHaveAttribute('srcset');
    expect(vector).not.toHaveAttribute('sizes');
  });
});
