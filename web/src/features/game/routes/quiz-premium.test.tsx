import type { PremiumGamesResponse, QuizAccessPayload } from '@quiz/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePayload, gameSummary, initResponse, playState } from '../../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

const HOUR = 3600_000;

/** A quiz page whose game has `premiumLevel`, with the API answering `access` for it and `start` for Play. */
function stubPremiumApi(premiumLevel: 1 | 10, access: () => QuizAccessPayload, start: () => Response | Promise<Response>) {
  const urls: string[] = [];
  stubFetch((url) => {
    urls.push(url);
    if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary({ premiumLevel })]));
    if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload({ premiumLevel }));
    if (url.startsWith('/api/premium/games')) {
      const answer: PremiumGamesResponse = {
        isPremium: false,
        unlockOffer: { firstNumber: 1, lastNumber: 110 },
        games: [{ gameId: 1, number: 1, title: 'Movie Night', slug: 'movie-night', premiumLevel, access: access() }],
      };
      return jsonResponse(answer);
    }
    if (url === '/api/plays') return start();
    return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
  });
  return urls;
}

const refused = () => jsonResponse({ error: { code: 'premium_required', message: 'This quiz is for premium players' } }, 403);

describe('a premium quiz\'s intro (docs/premium.md "Access")', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true, SCENE: true }));
  });

  it('shows what premium opens instead of Play to a player who may not play it', async () => {
    stubPremiumApi(10, () => ({ kind: 'locked', nextJokerAt: null }), refused);
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByRole('heading', { level: 2, name: 'A premium quiz' })).toBeInTheDocument();
    expect(screen.getByText('Premium opens quizzes #1 to #110: every premium quiz, as often as you like.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play the free quizzes' })).toHaveAttribute('href', '/en#quizzes');
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });

  it('says when the joker comes back on a joker quiz locked by another one (the next free quiz timer), in French too', async () => {
    stubPremiumApi(1, () => ({ kind: 'locked', nextJokerAt: new Date(Date.now() + 2 * HOUR + 5 * 60_000).toISOString() }), refused);
    renderApp('/quiz/fr/movie-night');
    expect(await screen.findByText(/Votre joker est sur un autre quiz/)).toHaveTextContent('Il revient dans 2 h 5 min, pour n’importe quel quiz joker.');
    expect(screen.getByText('Joker')).toBeInTheDocument();
  });

  it('offers Play on a joker quiz with what the joker does, and how long an opened one stays the player\'s', async () => {
    let opened = false;
    stubPremiumApi(1, () => (opened ? { kind: 'joker', until: new Date(Date.now() + 23 * HOUR).toISOString() } : { kind: 'joker', until: null }), () => {
      opened = true;
      return jsonResponse({ game: gamePayload({ premiumLevel: 1 }), play: playState() });
    });
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText(/A joker quiz: play it free with your joker/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('timer', { name: 'Time left' })).toBeInTheDocument();
  });

  it('turns Play into the offer when the server refuses the play (premium ended, joker taken in another tab)', async () => {
    let locked = false;
    const urls = stubPremiumApi(1, () => (locked ? { kind: 'locked', nextJokerAt: new Date(Date.now() + HOUR).toISOString() } : { kind: 'joker', until: null }), () => {
      locked = true;
      return refused();
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/quiz/en/movie-night');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quiz is for premium players.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument());
    expect(screen.getByText(/It comes back in 1 h 0 min/)).toBeInTheDocument();
    expect(urls.filter((u) => u.startsWith('/api/premium/games')).length).toBeGreaterThanOrEqual(2);
  });

  it('asks nothing about premium for a free quiz', async () => {
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(urls.some((u) => u.startsWith('/api/premium/games'))).toBe(false);
  });
});
