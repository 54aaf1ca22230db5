import type { BoardEntry, CompetitionBoardResponse } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountStore } from '../../../lib/account-state';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

/** /competition/{id} as a visitor reads it, against the API's answers. */
const ID = 'c-0123456789ab';
const row = (rank: number, change: Partial<BoardEntry> = {}): BoardEntry => ({
  rank, name: null, tag: String(100000 + rank), score: 10 - rank / 10, durationMs: 30_000 + rank * 1000, startedAt: '2026-12-02T10:00:00.000Z', mine: false, ...change,
});
const page = (entries: BoardEntry[], cursor: string | null, me: BoardEntry | null = null): CompetitionBoardResponse => ({
  competition: {
    id: ID, titles: { en: 'Winter cup', fr: 'Coupe d’hiver' }, rules: { en: 'R', fr: 'R' }, start: '2026-12-01T00:00', end: '2026-12-08T00:00',
    timeZone: 'Europe/Paris', startsAt: '2026-11-30T23:00:00.000Z', endsAt: '2026-12-07T23:00:00.000Z',
    quizzes: [{ gameId: 1, number: 1, title: { en: 'Movie Night', fr: 'Soirée cinéma' }, slug: { en: 'movie-night', fr: 'soiree-cinema' } }],
  },
  entries, cursor, me,
});

function stubBoard(pages: Record<string, CompetitionBoardResponse | number>) {
  const calls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    calls.push(url.pathname + url.search);
    const answer = pages[url.searchParams.get('cursor') ?? ''];
    if (url.pathname !== `/api/competition/${ID}/board` || answer === undefined) return jsonResponse({ error: { code: 'route_not_found', message: raw } }, 404);
    return typeof answer === 'number' ? jsonResponse({ error: { code: 'not_found', message: 'no' } }, answer) : jsonResponse(answer);
  });
  return calls;
}

afterEach(() => accountStore.setForTests({}));

describe('the competition page', () => {
  it('shows the title, the period in its time zone, its quizzes, and the board in rank order; "Load more" reads the next page', async () => {
    const calls = stubBoard({ '': page([row(1), row(2, { name: 'Dana' })], 'next'), next: page([row(3)], null) });
    renderApp(`/competition/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter cup' })).toBeInTheDocument();
    expect(screen.getByText('From December 1, 2026 at 12:00 AM to December 8, 2026 at 12:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Times of the Europe/Paris time zone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Movie Night/ })).toHaveAttribute('href', '/quiz/en/movie-night');
    expect(screen.getByRole('link', { name: 'Rules of the competition' })).toHaveAttribute('href', `/competition/${ID}/rules`);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1Player #1000019.9 / 1031 sec', '2Dana9.8 / 1032 sec']);
    expect(screen.getByText(/^Sign in to take part/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Player #100003')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls).toEqual([`/api/competition/${ID}/board`, `/api/competition/${ID}/board?cursor=next`]);
  });

  it('marks the signed-in player\'s own row and says their rank', async () => {
    accountStore.setForTests({ status: 'signedIn' });
    const mine = row(2, { mine: true });
    stubBoard({ '': page([row(1), mine], null, mine) });
    renderApp(`/competition/${ID}`);
    expect(await screen.findByText('Your rank: 2 — 9.8 / 10 in 32 sec')).toBeInTheDocument();
    const current = screen.getAllByRole('row').filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current.map((r) => r.textContent)).toEqual(['2Player #100002 (You)9.8 / 1032 sec']);
  });

  it.each([
    ['answers_seen', 'Your play of “Movie Night” started December 2, 2026 at 11:00 AM does not count: you had seen the answers of this quiz.'],
    ['not_first_run', 'Your play of “Movie Night” started December 2, 2026 at 11:00 AM does not count: only your first play of each quiz during the competition counts.'],
  ] as const)('fair runs: a refused play (%s) is explained to its player', async (reason, text) => {
    accountStore.setForTests({ status: 'signedIn' });
    stubBoard({ '': { ...page([row(1)], null, null), refusal: { gameId: 1, startedAt: '2026-12-02T10:00:00.000Z', reason } } });
    renderApp(`/competition/${ID}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(/^You are not on the board yet/)).toBeInTheDocument();
  });

  it('fair runs: no refusal, nothing said', async () => {
    accountStore.setForTests({ status: 'signedIn' });
    stubBoard({ '': { ...page([row(1)], null, null), refusal: null } });
    renderApp(`/competition/${ID}`);
    expect(await screen.findByText(/^You are not on the board yet/)).toBeInTheDocument();
    expect(screen.queryByText(/does not count/)).not.toBeInTheDocument();
  });

  it('a draft or unknown competition says it does not exist', async () => {
    stubBoard({ '': 404 });
    renderApp(`/competition/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This competition does not exist, or is not open to the public yet.');
  });
});
