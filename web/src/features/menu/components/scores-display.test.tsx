import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePayload, gameSummary, initResponse } from '../../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';
import { score, storeScores } from '../../../test/scores';

const games = {
  en: [gameSummary(), gameSummary({ gameId: 2, number: 2, title: 'Couch Potatoes', slug: 'couch-potatoes', theme: 'tv', gameReferencesCount: 2 })],
  fr: [gameSummary({ title: 'Soirée cinéma', slug: 'soiree-cinema' }), gameSummary({ gameId: 2, number: 2, title: 'Accros du canapé', slug: 'accros-du-canape', theme: 'tv', gameReferencesCount: 2 })],
};

/** The API: init (GET, or carried by post_scores?init=1), the game payload, persist_cookie. */
function stubApi({ postStatus = 200 }: { postStatus?: number } = {}) {
  return stubFetch((url) => {
    const locale = new URL(url, 'http://localhost').searchParams.get('l') === 'fr' ? 'fr' : 'en';
    if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse(games[locale]));
    if (url.startsWith('/api/post_scores')) {
      return postStatus === 200
        ? jsonResponse({ ...initResponse(games[locale]), received: { stored: 1, known: 0, unverified: 0 } })
        : jsonResponse({ error: { code: 'internal_error', message: 'down' } }, postStatus);
    }
    if (url.startsWith('/api/persist_cookie')) return jsonResponse({ persisted: true });
    if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload(locale === 'fr' ? { title: 'Soirée cinéma', slug: 'soiree-cinema' } : {}));
    return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
  });
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'gameDatas=; Max-Age=0; Path=/';
});

describe('the player’s best score', () => {
  it('shows on the quiz intro, in English and in French', async () => {
    storeScores([score({ score: 7.5, sync: true }), score({ playId: undefined, score: 4, timestamp: 1, sync: true })]);
    stubApi();
    const { unmount } = renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('Your best: 7.5 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay' })).toBeInTheDocument();
    unmount();
    renderApp('/quiz/fr/soiree-cinema');
    expect(await screen.findByText('Votre meilleur score : 7,5 / 10')).toBeInTheDocument();
  });

  it('shows on the quiz cards of the home page, only for the quizzes played', async () => {
    storeScores([score({ score: 7.5, sync: true })]);
    stubApi();
    renderApp('/en');
    const link = await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });
    expect(within(link.closest('li')!).getByText('Your best: 7.5 / 10')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Quiz #2: Couch Potatoes' });
    expect(within(other.closest('li')!).queryByText(/Your best/)).not.toBeInTheDocument();
  });
});

describe('the init (SPEC §4, §7)', () => {
  it('is GET /api/init when every score is synced', async () => {
    storeScores([score({ sync: true })]);
    const fetchMock = stubApi();
    renderApp('/en');
    await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/init?l=en');
  });

  it('carries the unsynced scores: POST /api/post_scores?l=…&init=1', async () => {
    storeScores([score()]);
    const fetchMock = stubApi();
    renderApp('/en');
    await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });
    const post = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/post_scores'));
    expect(String(post?.[0])).toBe('/api/post_scores?l=en&init=1');
    expect(post?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(post?.[1]?.body))).toHaveLength(1);
  });

  it('falls back on GET /api/init when the post fails (5xx), keeping the scores unsynced', async () => {
    storeScores([score()]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = stubApi({ postStatus: 503 });
    renderApp('/en');
    await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/init?l=en');
    expect(window.localStorage.getItem('gameDatas')).toContain('"sync":false');
    expect(warn).toHaveBeenCalledWith('Scores kept unsynced:', expect.anything());
  });

  it('posts the unsynced scores again when the network comes back (online event)', async () => {
    storeScores([score({ sync: true })]);
    const fetchMock = stubApi();
    renderApp('/en');
    await screen.findByRole('link', { name: 'Quiz #1: Movie Night' });
    storeScores([score({ sync: true }), score({ playId: '4a2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6c', timestamp: 99 })]);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/post_scores?l=en')).toBe(true));
  });
});

describe('the stats panel on the menu page', () => {
  it('has an empty state for a new player', async () => {
    stubApi();
    renderApp('/menu/en');
    expect(await screen.findByRole('heading', { name: 'Your scores' })).toBeInTheDocument();
    expect(await screen.findByText(/No score yet/)).toBeInTheDocument();
  });

  it('shows the display stats and each play marked synced or not yet synced (in words)', async () => {
    storeScores([
      score({ score: 5, sync: true, duration: 125 }),
      score({ playId: '4a2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6c', gameId: 2, score: 10, complete: true, timestamp: Date.parse('2026-11-02T10:00:00Z'), duration: 5 }),
    ]);
    stubApi();
    renderApp('/menu/en');
    const panel = (await screen.findByRole('heading', { name: 'Your scores' })).closest('section')!;
    const stat = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(stat('Quizzes played')).toBe('2'));
    expect(stat('Games played')).toBe('2');
    expect(stat('Average score')).toBe('7.5 / 10');
    expect(stat('Average score, movies')).toBe('5 / 10');
    expect(stat('Average score, TV shows')).toBe('10 / 10');
    expect(within(panel).queryByText('Average score, specials')).not.toBeInTheDocument();
    expect(stat('Average time')).toBe('1 MIN 5 SEC');
    expect(stat('References found')).toBe('2 of 14');
    expect(stat('Site completion')).toBe('14.3%');
    const plays = within(panel).getAllByRole('listitem');
    expect(plays[0]).toHaveTextContent('Couch Potatoes');
    expect(plays[0]).toHaveTextContent('Not yet synced');
    expect(plays[1]).toHaveTextContent('Movie Night');
    expect(plays[1]).toHaveTextContent('Synced');
  });

  it('speaks French', async () => {
    storeScores([score({ score: 7.5, sync: true })]);
    stubApi();
    renderApp('/menu/fr');
    const panel = (await screen.findByRole('heading', { name: 'Vos scores' })).closest('section')!;
    await waitFor(() => expect(within(panel).getByText('Score moyen').nextElementSibling).toHaveTextContent('7,5 / 10'));
    expect(within(panel).getByText('Synchronisé')).toBeInTheDocument();
  });
});

describe('the stats panel of a signed-in player (one record a quiz at init, the history on demand)', () => {
  const me = {
    isPremium: false,
    types: ['connected'],
    user: { id: 'u1', name: 'Ann', isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups: [], statsScores: {} },
  };
  const best = { ...score({ score: 8, sync: true, complete: true, duration: 60 }), verified: true };
  // Ten plays of quiz 1 made on other devices: this browser only ever receives the best one.
  const played = [{
    gameId: 1, best, bestScore: 8, plays: 10, playDuration: 600,
    firstPlay: { refsFound: 1, refsHinted: 0 }, refs: { consumed: 4, found: 3, revealed: 1 },
  }];
  const page = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({
    ...best, playId: `4a2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f${String(5000 + from + i).padStart(4, '0')}`, score: 1 + ((from + i) % 9), timestamp: Date.parse('2026-10-01T10:00:00Z') + (from + i) * 60_000,
  }));

  function stubSignedIn({ historyFails = false, unverifiedFirst = false }: { historyFails?: boolean; unverifiedFirst?: boolean } = {}) {
    let failures = historyFails ? 1 : 0;
    return stubFetch((url) => {
      const locale = new URL(url, 'http://localhost').searchParams.get('l') === 'fr' ? 'fr' : 'en';
      if (url.startsWith('/api/catalogue')) return jsonResponse(initResponse(games[locale]));
      if (url.startsWith('/api/init')) return jsonResponse({ me, played });
      if (url.startsWith('/api/scores')) {
        if (failures-- > 0) return jsonResponse({ error: { code: 'internal_error', message: 'down' } }, 500);
        const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
        const first = page(3, 0).map((s, i) => (unverifiedFirst && i === 0 ? { ...s, verified: false } : s));
        return jsonResponse(cursor === 'p2' ? { scores: page(2, 3), next: null } : { scores: first, next: 'p2' });
      }
      if (url.startsWith('/api/persist_cookie')) return jsonResponse({ persisted: true });
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
  }

  it('counts every play from the records, not from the one best score this browser holds', async () => {
    stubSignedIn();
    renderApp('/menu/en');
    const panel = (await screen.findByRole('heading', { name: 'Your scores' })).closest('section')!;
    const stat = (label: string) => within(panel).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(stat('Games played')).toBe('10'));
    expect(stat('Quizzes played')).toBe('1');
    expect(stat('Average score')).toBe('8 / 10');
    expect(stat('Average time')).toBe('1 MIN 0 SEC');
    expect(stat('References found')).toBe('3 of 14');
  });

  it('lists the history a page at a time, with "More plays" until the last page', async () => {
    const fetchMock = stubSignedIn();
    renderApp('/menu/en');
    const panel = (await screen.findByRole('heading', { name: 'Your scores' })).closest('section')!;
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.click(within(panel).getByRole('button', { name: 'More plays' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(5));
    expect(within(panel).queryByRole('button', { name: 'More plays' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/scores'))).toEqual(['/api/scores', '/api/scores?cursor=p2']);
  });

  it.each([
    ['en', 'Unverified', 'No play on the server backs this score: it counts in no best score, stat or leaderboard.'],
    ['fr', 'Non vérifié', 'Aucune partie sur le serveur ne justifie ce score : il ne compte dans aucun meilleur score, statistique ni classement.'],
  ] as const)('only verified scores count: the history marks an unverified score in words (%s)', async (locale, mark, hint) => {
    stubSignedIn({ unverifiedFirst: true });
    renderApp(`/menu/${locale}`);
    const panel = (await screen.findByRole('heading', { name: locale === 'en' ? 'Your scores' : 'Vos scores' })).closest('section')!;
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    const marked = within(panel).getAllByRole('listitem').filter((item) => item.textContent?.includes(mark));
    expect(marked).toHaveLength(1);
    expect(within(marked[0]!).getByTitle(hint)).toBeInTheDocument();
  });

  it('says when the history cannot be loaded and tries again, in French', async () => {
    stubSignedIn({ historyFails: true });
    renderApp('/menu/fr');
    const panel = (await screen.findByRole('heading', { name: 'Vos scores' })).closest('section')!;
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(within(panel).getByRole('button', { name: 'Plus de parties' })).toBeInTheDocument();
  });
});
