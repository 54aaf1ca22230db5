import type { ChallengeView } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountStore } from '../../../lib/account-state';
import { renderUi } from '../../../test/render-ui';
import { ChallengeBanner, ChallengeCreate, ChallengeResults } from './challenge-panel';

/** Challenges between friends (docs/adr/0032-challenges.md): the screens, in both languages. */

const base: ChallengeView = {
  hash: 'a'.repeat(24), gameId: 1, locale: 'en', title: 'Quiz one', slug: 'quiz-one', challengerName: 'Ada',
  createdAt: '2026-11-26T10:00:00.000Z', expiresAt: '2026-12-26T10:00:00.000Z', role: 'visitor', status: 'open',
};
const answered: ChallengeView = {
  ...base, role: 'friend', status: 'taken', friendName: null,
  challengerResult: { score: 7.5, found: 3, total: 4, durationMs: 95_000 },
  friendResult: { score: 5, found: 2, total: 4, durationMs: 180_000 },
};

function stubChallenge(view: ChallengeView) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(view), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the results side by side', () => {
  it('en: the friend reads a table of both results by row and column, and the verdict', () => {
    renderUi(<ChallengeResults locale="en" view={answered} />);
    const table = screen.getByRole('table', { name: 'You against Ada' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['You', 'Ada']);
    expect(within(table).getByRole('row', { name: /^Score/ })).toHaveTextContent('Score5.0/107.5/10');
    expect(within(table).getByRole('row', { name: /^Found/ })).toHaveTextContent('2 of 43 of 4');
    expect(within(table).getByRole('row', { name: /^Time/ })).toHaveTextContent('3:001:35');
    expect(screen.getByText('Ada wins this one.')).toBeInTheDocument();
  });

  it('fr: the challenger sees an anonymous friend as "votre ami", and their win', () => {
    renderUi(<ChallengeResults locale="fr" view={{ ...answered, role: 'challenger' }} />, { locale: 'fr' });
    const table = screen.getByRole('table', { name: 'Vous contre votre ami' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Vous', 'Un ami']);
    expect(within(table).getByRole('row', { name: /^Score/ })).toHaveTextContent('7,5/105,0/10');
    expect(screen.getByText(/^Vous remportez ce défi/)).toBeInTheDocument();
  });
});

describe('a tie is a tie (docs/adr/0032-challenges.md): results compare on what is shown', () => {
  // The case: both at 2.5/10, 3 of 12, 0:09 shown, a few hundred milliseconds apart.
  const tied: ChallengeView = {
    ...answered,
    challengerResult: { score: 2.5, found: 3, total: 12, durationMs: 9_400 },
    friendResult: { score: 2.5, found: 3, total: 12, durationMs: 8_600 },
  };

  it.each([
    ['en', 'friend', 'A tie: the same score in the same time.'],
    ['en', 'challenger', 'A tie: the same score in the same time.'],
    ['fr', 'friend', 'Égalité\u00a0: le même score dans le même temps.'],
    ['fr', 'challenger', 'Égalité\u00a0: le même score dans le même temps.'],
  ] as const)('%s, the %s reads a tie, and no winner', (locale, role, verdict) => {
    renderUi(<ChallengeResults locale={locale} view={{ ...tied, role }} />, { locale });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /^Score/ })).toHaveTextContent(locale === 'en' ? 'Score2.5/102.5/10' : 'Score2,5/102,5/10');
    expect(within(table).getByRole('row', { name: /^Time|^Temps/ })).toHaveTextContent(/0:090:09$/);
    // The verdict as written, its French no-break space included.
    expect(document.getElementById('challenge-results-verdict')!.textContent).toBe(verdict);
    expect(screen.queryByText(/wins this one|remportez|l’emporte/)).not.toBeInTheDocument();
  });

  it('a second apart on the screen is a win: the friend at 0:08 against 0:09', () => {
    renderUi(<ChallengeResults locale="en" view={{ ...tied, friendResult: { ...tied.friendResult!, durationMs: 8_400 } }} />);
    expect(screen.getByText('You win this challenge!')).toBeInTheDocument();
  });
});

describe('fair runs: a friend who had already seen the answers', () => {
  it.each([
    ['en', 'friend', 'You had already seen the answers of this quiz before this play: your result is marked so.'],
    ['en', 'challenger', 'A friend had already seen the answers of this quiz before playing it.'],
    ['fr', 'friend', 'Vous aviez déjà vu les réponses de ce quiz avant cette partie : votre résultat est signalé comme tel.'],
    ['fr', 'challenger', 'Un ami avait déjà vu les réponses de ce quiz avant d’y jouer.'],
  ] as const)('%s, the %s reads the mark under the results', (locale, role, text) => {
    renderUi(<ChallengeResults locale={locale} view={{ ...answered, role, friendSawAnswers: true }} />, { locale });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('no mark on a fair friend\'s result', () => {
    renderUi(<ChallengeResults locale="en" view={answered} />);
    expect(screen.queryByText(/had already seen the answers/)).not.toBeInTheDocument();
  });
});

describe('the intro banner: who challenges, never the result', () => {
  it('a visitor reads who challenges them and that a result waits', async () => {
    stubChallenge(base);
    renderUi(<ChallengeBanner hash={base.hash} />);
    expect(await screen.findByRole('heading', { name: 'Ada challenges you!' })).toBeInTheDocument();
    expect(screen.getByText(/A result is waiting for you/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an unknown or expired challenge says so, and the quiz can still be played', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'Challenge not found' } }), { status: 404 })));
    renderUi(<ChallengeBanner hash={base.hash} />, { locale: 'fr' });
    expect(await screen.findByText('Ce défi est inconnu ou a expiré. Vous pouvez quand même jouer le quiz.')).toBeInTheDocument();
  });
});

describe('"Challenge a friend" on the outro', () => {
  const play = { playId: '00000000-0000-4000-8000-000000000001', gameId: 1, ended: true } as Parameters<typeof ChallengeCreate>[0]['play'];

  it('an anonymous player is told to sign in first', () => {
    accountStore.setForTests({ status: 'anonymous' });
    renderUi(<ChallengeCreate locale="en" play={play} />);
    expect(screen.getByText('Sign in to challenge a friend with this result.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Challenge a friend' })).not.toBeInTheDocument();
  });

  it('a signed-in player opens the panel with the keyboard-reachable ways to send it', async () => {
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada' });
    renderUi(<ChallengeCreate locale="fr" play={play} />, { locale: 'fr' });
    const open = screen.getByRole('button', { name: 'Défier un ami' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    open.click();
    await vi.waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'true'));
    const ways = screen.getByRole('group', { name: 'Comment envoyer votre défi\u00a0?' });
    expect(within(ways).getAllByRole('button').map((b) => b.textContent)).toEqual(['Par e-mail', 'Sur Facebook', 'Copier un lien']);
    accountStore.setForTests({});
  });
});
