import type { PlayState } from '@quiz/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePayload, gameSummary, initResponse, playState, referenceState, ZONES } from '../../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

const BOX = { left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) };
const FIRST = '3f2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6b';
const SECOND = '9b1c2d3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';

/** r02 (the whole picture) found: one of two references, 5 / 10. */
const withFind = (overrides: Partial<PlayState> = {}) =>
  playState({
    references: [referenceState('r01'), referenceState('r02', { status: 'found', title: 'The Birds' })],
    score: 5,
    ...overrides,
  });

/**
 * The API of a run in parts: the first part finds r02 and is finished later; "Continue" starts part
 * 1 of the same run; "End and see the answers" ends the run. Records every call and body.
 */
function stubRunApi() {
  const calls: { url: string; body: unknown }[] = [];
  let runEnded = false;
  const firstPart = withFind({ playId: FIRST });
  const paused = { ...firstPart, ended: true };
  const secondPart = withFind({ playId: SECOND, run: { ...firstPart.run, partIndex: 1 } });
  stubFetch((url, init) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
    if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
    if (url.startsWith('/api/post_scores')) return jsonResponse({ ...initResponse([gameSummary()]), received: { stored: 1, known: 0, unverified: 0 } });
    if (url.startsWith('/api/persist_cookie')) return jsonResponse({ persisted: true });
    if (url === '/api/plays') {
      const body = JSON.parse(String(init?.body)) as { continueFrom?: string };
      return jsonResponse({ game: gamePayload(), play: body.continueFrom ? secondPart : firstPart });
    }
    if (url.endsWith('/guesses')) return jsonResponse({ verdict: 'wrong', refId: null, title: null, zone: null, play: firstPart });
    if (url.endsWith('/finish')) {
      const { endRun } = JSON.parse(String(init?.body)) as { endRun: boolean };
      const playId = url.split('/')[3]!;
      const base = playId === SECOND ? secondPart : firstPart;
      runEnded ||= endRun;
      return jsonResponse({ play: { ...base, ended: true, run: { ...base.run, ended: endRun } } });
    }
    if (url.endsWith('/run')) return jsonResponse({ play: { ...paused, run: { ...paused.run, ended: runEnded } }, canContinue: !runEnded });
    if (url.endsWith('/solution')) {
      return jsonResponse({
        play: { ...paused, run: { ...paused.run, ended: true } },
        references: [
          { id: 'r01', type: 'classic', zone: ZONES.r01, title: 'E.T. the Extra-Terrestrial', status: 'open' },
          { id: 'r02', type: 'zoneless', zone: null, title: 'The Birds', status: 'found' },
        ],
      });
    }
    return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
  });
  return { calls, bodiesTo: (suffix: string) => calls.filter((c) => c.url.endsWith(suffix)).map((c) => c.body) };
}

async function playAndFinishLater() {
  window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true }));
  const view = renderApp('/quiz/en/movie-night');
  await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Finish later' }));
  return view;
}

describe('runs in parts (docs/game.md "Runs in parts")', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
  });

  it('"Finish later" asks first; "Keep playing" (or Escape) changes nothing and gives the focus back', async () => {
    const { bodiesTo } = stubRunApi();
    await playAndFinishLater();
    const question = screen.getByRole('alertdialog', { name: 'Finish later?' });
    expect(within(question).getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish later' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Finish later' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
    expect(bodiesTo('/finish')).toEqual([]);
  });

  it('"Finish later", confirmed, keeps the run: its score so far, Continue, and no answers', async () => {
    const { bodiesTo } = stubRunApi();
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true }));
    renderApp('/quiz/en/movie-night');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Name something in the whole picture' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByRole('textbox'), 'Nope{Enter}');
    await waitFor(() => expect(screen.getByTestId('announcer').textContent).not.toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Finish later' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Finish later' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'To be continued' })).toHaveFocus();
    expect(bodiesTo('/finish')).toEqual([{ endRun: false }]);
    expect(screen.getByText('Part 1 is over: 1 of 2 found so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription('Part 2: the references left, a fresh 3-minute clock.');
    expect(screen.queryByRole('button', { name: 'See the answers' })).not.toBeInTheDocument();
    // The part's score names its place in the run (SPEC §3 partIndex, runPart).
    await waitFor(() => expect(window.localStorage.getItem('gameDatas')).toContain(FIRST));
    const saved = JSON.parse(window.localStorage.getItem('gameDatas')!)['1'];
    expect(saved.scores[0].data.summary).toMatchObject({ partIndex: 0, runPart: 1 });
    // The screen-reader region does not carry the play screen's words onto this one.
    expect(screen.getByTestId('announcer').textContent).toBe('');
  });

  it('"Continue" starts the next part of the same run from its latest part, found references kept', async () => {
    const { bodiesTo } = stubRunApi();
    await playAndFinishLater();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Finish later' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent(/0[23]:\d\d/);
    expect(screen.getByText('1 / 2 found')).toBeInTheDocument();
    expect(bodiesTo('/api/plays')[1]).toEqual({ gameId: 1, mode: 'FREE', locale: 'en', continueFrom: FIRST });
  });

  it('the quiz page offers the kept run after a reload; "End and see the answers" asks, then ends the run and shows them', async () => {
    const { bodiesTo } = stubRunApi();
    const first = await playAndFinishLater();
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Finish later' }));
    await screen.findByRole('heading', { name: 'To be continued' });
    first.unmount();

    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('In progress: 1 of 2 found after part 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again from scratch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End and see the answers' }));
    const question = screen.getByRole('alertdialog', { name: 'End this game?' });
    expect(within(question).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'End and see the answers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The answers' })).toBeInTheDocument();
    expect(bodiesTo('/finish')).toEqual([{ endRun: false }, { endRun: true }]);
    // The run is over: the quiz page no longer offers to continue it.
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('quiz.runs')!)['1']).toMatchObject({ playId: FIRST, ended: true }));
  });

  it('the home card of a quiz with a kept run says it waits to be continued', async () => {
    keepRunOf(FIRST);
    stubRunApi();
    renderApp('/en');
    expect(await screen.findByText('Continue: 1 of 2 found so far')).toBeInTheDocument();
  });

  it('a run the server will not continue after all (ended elsewhere meanwhile) is forgotten, with the reason shown', async () => {
    keepRunOf(FIRST);
    stubFetch((url) => {
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      if (url.endsWith('/run')) return jsonResponse({ play: { ...withFind({ playId: FIRST }), ended: true }, canContinue: true });
      if (url === '/api/plays') return jsonResponse({ error: { code: 'run_ended', message: 'over' } }, 409);
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    renderApp('/quiz/en/movie-night');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is over: start a new one.');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

/** A run this browser keeps (as the synced scores bring it from another device): part 1 of FIRST, 1 of 2 found. */
function keepRunOf(playId: string) {
  window.localStorage.setItem('quiz.runs', JSON.stringify({ 1: { gameId: 1, playId, partIndex: 0, found: 1, total: 2, ended: false, at: Date.now() } }));
}

/**
 * The server's word on a kept run (GET /api/plays/{playId}/run): `latest` is the run's latest part as
 * the server holds it. Records the calls.
 */
function stubServerRun(latest: PlayState, canContinue: boolean) {
  const calls: string[] = [];
  const starts: unknown[] = [];
  stubFetch((url, init) => {
    calls.push(url);
    if (url === '/api/plays') starts.push(JSON.parse(String(init?.body)));
    if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
    if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
    if (url.endsWith('/run')) return jsonResponse({ play: latest, canContinue });
    if (url === '/api/plays') return jsonResponse({ game: gamePayload(), play: withFind({ playId: SECOND, run: { ...latest.run, partIndex: 2 } }) });
    if (url.endsWith('/solution')) {
      return jsonResponse({
        play: latest,
        references: [
          { id: 'r01', type: 'classic', zone: ZONES.r01, title: 'E.T. the Extra-Terrestrial', status: 'found' },
          { id: 'r02', type: 'zoneless', zone: null, title: 'The Birds', status: 'found' },
        ],
      });
    }
    return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
  });
  return Object.assign(calls, { starts });
}

describe('the server\'s word on a kept run (docs/game.md "Runs in parts": another device)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
  });

  /** Both found, on the second part, and the run ended there (on the other device). */
  const endedThere = () =>
    withFind({
      playId: SECOND,
      ended: true,
      references: [referenceState('r01', { status: 'found', title: 'E.T. the Extra-Terrestrial' }), referenceState('r02', { status: 'found', title: 'The Birds' })],
      run: { ...withFind().run, partIndex: 1, ended: true },
    });

  it('an ended run is not offered as Continue: its score and its answers (from its latest part) are shown', async () => {
    keepRunOf(FIRST);
    const calls = stubServerRun(endedThere(), false);
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('This game is over: 2 of 2 found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(calls).toContain(`/api/plays/${FIRST}/run`);
    // The page keeps the run as ended: no page offers it again.
    expect(JSON.parse(window.localStorage.getItem('quiz.runs')!)['1']).toMatchObject({ playId: SECOND, ended: true });
    await userEvent.click(screen.getByRole('button', { name: 'See the answers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The answers' })).toBeInTheDocument();
    expect(calls).toContain(`/api/plays/${SECOND}/solution`);
  });

  it('no Continue before the server has answered: the page says it is checking', async () => {
    keepRunOf(FIRST);
    stubFetch((url) => {
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      return new Promise<Response>(() => undefined);
    });
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('Checking your game in progress…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a run continued on the other device goes on from its latest part there', async () => {
    keepRunOf(FIRST);
    const latest = withFind({ playId: SECOND, ended: true, run: { ...withFind().run, partIndex: 1 } });
    const { starts } = stubServerRun(latest, true);
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('In progress: 1 of 2 found after part 2.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(starts).toEqual([expect.objectContaining({ continueFrom: SECOND })]));
  });

  it('a run whose latest part is being played on the other device offers no Continue here', async () => {
    keepRunOf(FIRST);
    stubServerRun(withFind({ playId: SECOND, ended: false, run: { ...withFind().run, partIndex: 1 } }), false);
    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('In progress on another device: 1 of 2 found so far.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('a run the server does not know (expired, or not this player\'s: 404) is forgotten', async () => {
    keepRunOf(FIRST);
    stubFetch((url) => {
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      return jsonResponse({ error: { code: 'not_found', message: 'Play' } }, 404);
    });
    renderApp('/quiz/en/movie-night');
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('quiz.runs')!)['1']).toMatchObject({ ended: true }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('the home card of a run ended on the other device does not say Continue', async () => {
    keepRunOf(FIRST);
    const calls = stubServerRun(endedThere(), false);
    renderApp('/en');
    expect(await screen.findByRole('link', { name: /Movie Night/ })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`/api/plays/${FIRST}/run`));
    // The answer is read (its promise settles) before the card is looked at again.
    await act(() => new Promise((settle) => setTimeout(settle, 0)));
    expect(screen.queryByText(/Continue:/)).not.toBeInTheDocument();
    // The card only reads: the quiz page is where the ended run's answers are shown, then forgotten.
    expect(JSON.parse(window.localStorage.getItem('quiz.runs')!)['1']).toMatchObject({ playId: FIRST, ended: false });
  });
});

describe('switching language mid-play', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
  });

  it('goes on with the same play in the other language, on the same clock (no new play)', async () => {
    const running = withFind({ locale: 'en' });
    window.localStorage.setItem('quiz.playInProgress', JSON.stringify({ game: gamePayload(), play: running, offsetMs: 0, locale: 'en' }));
    const calls: { url: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary({ slug: 'soiree-cinema', title: 'Soirée cinéma' })]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload({ title: 'Soirée cinéma', slug: 'soiree-cinema' }));
      if (url.endsWith('/locale')) {
        return jsonResponse({
          game: gamePayload({ title: 'Soirée cinéma', slug: 'soiree-cinema' }),
          play: { ...running, locale: 'fr', references: running.references.map((r) => (r.refId === 'r02' ? { ...r, title: 'Les Oiseaux' } : r)) },
        });
      }
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    renderApp('/quiz/fr/soiree-cinema');
    expect(await screen.findByRole('timer', { name: 'Temps restant' })).toBeInTheDocument();
    expect(screen.getByText('1 / 2 trouvées')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/locale'))).toEqual({ url: `/api/plays/${running.playId}/locale`, body: { locale: 'fr' } });
    expect(calls.some((c) => c.url === '/api/plays')).toBe(false);
  });
});
