import type { PlayState } from '@quiz/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePayload, gameSummary, initResponse, playState, quizChoices, ZONES } from '../../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

const BOX = { left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) };

/** The play after `refId` is settled (its summary counted again by the fixture). */
function found({ summary: _, run: __, ...play }: PlayState, refId: string, title: string, status: 'found' | 'revealed' = 'found') {
  return playState({ ...play, references: play.references.map((r) => (r.refId === refId ? { ...r, status, title, zone: ZONES[refId] ?? null } : r)) });
}

/**
 * Answers of the API for one scripted play of a two-reference game (r01 in a zone, r02 in the
 * whole picture): a find of r02 by name, then a reveal of r01, which ends the play.
 */
function stubApi() {
  const start = playState();
  const afterFind = found(start, 'r02', 'The Birds');
  const afterReveal = { ...found(afterFind, 'r01', 'E.T. the Extra-Terrestrial', 'revealed'), ended: true, score: 5 };
  const bodies: unknown[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (init?.body) bodies.push(JSON.parse(String(init.body)));
    if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) {
      return jsonResponse(initResponse([gameSummary(), gameSummary({ gameId: 2, number: 2, title: 'Couch Potatoes', slug: 'couch-potatoes' })]));
    }
    if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
    if (url.startsWith('/api/post_scores')) return jsonResponse({ ...initResponse([gameSummary()]), received: { stored: 1, known: 0, unverified: 0 } });
    if (url.startsWith('/api/persist_cookie')) return jsonResponse({ persisted: true });
    if (url === '/api/plays') return jsonResponse({ game: gamePayload(), play: start });
    if (url.endsWith('/guesses')) return jsonResponse({ verdict: 'correct', refId: 'r02', title: 'The Birds', zone: null, play: afterFind });
    if (url.endsWith('/reveals')) return jsonResponse({ refId: 'r01', title: 'E.T. the Extra-Terrestrial', play: afterReveal });
    if (url.endsWith('/solution')) {
      return jsonResponse({
        play: afterReveal,
        references: [
          { id: 'r01', type: 'classic', zone: ZONES.r01, title: 'E.T. the Extra-Terrestrial', status: 'revealed' },
          { id: 'r02', type: 'zoneless', zone: null, title: 'The Birds', status: 'found' },
        ],
      });
    }
    return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
  });
  return { fetchMock, bodies };
}

/**
 * A Classic play of `start` where the player finds r02 by name (score 5), after which the network is
 * gone: every call fails as fetch does offline.
 */
async function playThenLoseTheNetwork(start: PlayState) {
  const afterFind = found(start, 'r02', 'The Birds');
  let online = true;
  stubFetch((url) => {
    if (!online) return Promise.reject(new TypeError('Failed to fetch'));
    if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
    if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
    if (url === '/api/plays') return jsonResponse({ game: gamePayload(), play: start });
    if (url.endsWith('/guesses')) return jsonResponse({ verdict: 'correct', refId: 'r02', title: 'The Birds', zone: null, play: { ...afterFind, score: 5 } });
    return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true }));
  renderApp('/quiz/en/movie-night');
  await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Name something in the whole picture' }));
  await userEvent.type(within(screen.getByRole('dialog')).getByRole('textbox'), 'The Birds{Enter}');
  await screen.findByText('1 / 2 found');
  online = false;
}

describe('the quiz page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
  });

  it('plays a whole Classic game: intro, how to play, find, reveal, score, answers', async () => {
    const { bodies } = stubApi();
    renderApp('/quiz/en/movie-night');

    // Intro
    expect(await screen.findByRole('heading', { level: 1, name: 'Movie Night' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Quiz illustration #1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Classic/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Next quiz: #2 Couch Potatoes' })).toHaveAttribute('href', '/quiz/en/couch-potatoes');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));

    // How to play, the first time
    expect(await screen.findByRole('heading', { level: 1, name: 'How to play: Classic' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Start the game' }));

    // Game
    expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent(/0[23]:\d\d/);
    expect(screen.getByText('0 / 2 found')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ gameId: 1, mode: 'FREE', locale: 'en' });

    const whole = screen.getByRole('button', { name: 'Name something in the whole picture' });
    await userEvent.click(whole);
    const box = screen.getByRole('dialog', { name: 'Something in the whole picture' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Title of the work' }), 'The Birds{Enter}');
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Found: The Birds!'));
    // Shown (not only announced), with its icon.
    expect(screen.getByText('Found: The Birds!', { selector: '.feedback span' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Name something in the whole picture' })).toHaveFocus();
    expect(screen.getByText('1 / 2 found')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ point: null, pointer: 'mouse', text: 'The Birds' });

    // Keyboard: from the centre (200, 125) px, 100 px left and 50 px up, then Enter: the box, and a pin there.
    screen.getByRole('application', { name: 'Quiz illustration #1' }).focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowUp}{/Shift}{Enter}');
    const spotBox = screen.getByRole('dialog', { name: 'What do you see here?' });
    expect(within(spotBox).getByRole('textbox')).toHaveFocus();
    expect(screen.getByTestId('click-marker')).toHaveStyle({ left: '25%', top: '30%' });

    // Stuck: the reveal is in the list of references.
    const references = screen.getByRole('region', { name: 'References' });
    await userEvent.click(within(references).getByRole('button', { name: /^Reference 1/ }));
    await userEvent.click(within(references).getByRole('button', { name: 'Reveal the answer' }));
    await userEvent.click(within(references).getByRole('button', { name: 'Yes, reveal' }));
    expect(bodies[2]).toEqual({ refId: 'r01' });

    // Outro, once the last verdict has been seen
    expect(await screen.findByRole('heading', { level: 1, name: 'Your score' }, { timeout: 3000 })).toHaveFocus();
    expect(screen.getByText('5.0 / 10')).toBeInTheDocument();
    expect(screen.getByText('Found: 1 · Revealed: 1 · Missed: 0')).toBeInTheDocument();
    // Local first: the score is in the browser (SPEC §9 gameDatas, local form, unsynced), then posted.
    const saved = JSON.parse(window.localStorage.getItem('gameDatas') ?? '{}')['1'];
    expect(saved).toMatchObject({ gameId: 1, best: 5, scores: [{ playId: playState().playId, score: 5, sync: false }] });
    await waitFor(() => expect(bodies.some((body) => Array.isArray(body) && body[0]?.playId === playState().playId)).toBe(true));
    await (await import('../../../lib/scores/sync')).whenIdle();

    // Solution
    await userEvent.click(screen.getByRole('button', { name: 'See the answers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The answers' })).toBeInTheDocument();
    const list = within(await screen.findByRole('region', { name: 'All references' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('E.T. the Extra-Terrestrial');
    expect(items[0]).toHaveTextContent('Revealed');
    expect(items[1]).toHaveTextContent('The Birds (in the whole picture)');
    expect(items[1]).toHaveTextContent('Found');

    // Back on the intro, Replay; the how-to is not shown a second time.
    await userEvent.click(screen.getByRole('button', { name: 'Back to my score' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Play again' }));
    expect(await screen.findByText('0 / 2 found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to play: Classic' })).not.toBeInTheDocument();
    // A whole play, with the screens that load on demand: more than the default 5 s under load.
  }, 20_000);

  it('never shows a title it has not been given', async () => {
    stubApi();
    const { container } = renderApp('/quiz/en/movie-night');
    await screen.findByRole('heading', { level: 1, name: 'Movie Night' });
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByRole('timer');
    expect(container.ownerDocument.body.textContent).not.toMatch(/Birds|E\.T\./);
  });

  it('keeps the score of a play whose clock ran out while the network is gone (the last state the server gave)', async () => {
    // A play with two seconds left, on a clock the test moves (the page's timers stay real): the
    // seconds pass when the test says, not in real time (docs/testing.md "Durations").
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      const start = playState({ startedAt: new Date(now - 178_000).toISOString(), endsAt: new Date(now + 2_000).toISOString(), serverNow: new Date(now).toISOString() });
      await playThenLoseTheNetwork(start);
      expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:02');

      // The clock runs out; the finish call cannot get through.
      vi.setSystemTime(now + 2_000);
      await waitFor(() => expect(window.localStorage.getItem('gameDatas')).toContain(start.playId), { timeout: 8000 });
      const saved = JSON.parse(window.localStorage.getItem('gameDatas')!)['1'];
      expect(saved.scores[0]).toMatchObject({ score: 5, sync: false, duration: 180, data: { summary: { successTotal: 1 } } });
      // And its cookie copy, should localStorage be wiped before the network comes back.
      expect(document.cookie).toContain('gameDatas=');
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('keeps the score of a play left with "Finish later" while the network is gone', async () => {
    const start = playState();
    await playThenLoseTheNetwork(start);

    await userEvent.click(screen.getByRole('button', { name: 'Finish later' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Finish later?' })).getByRole('button', { name: 'Finish later' }));

    await waitFor(() => expect(window.localStorage.getItem('gameDatas')).toContain(start.playId), { timeout: 8000 });
    const saved = JSON.parse(window.localStorage.getItem('gameDatas')!)['1'];
    expect(saved.scores[0]).toMatchObject({ score: 5, sync: false, complete: false, data: { summary: { successTotal: 1 } } });
  }, 20_000);

  it('goes on with a running play after a reload, where it was, on the same clock', async () => {
    const { fetchMock } = stubApi();
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true }));
    const first = renderApp('/quiz/en/movie-night');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Name something in the whole picture' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByRole('textbox'), 'The Birds{Enter}');
    await screen.findByText('1 / 2 found');
    first.unmount();

    renderApp('/quiz/en/movie-night');
    expect(await screen.findByText('1 / 2 found')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/0[23]:\d\d/);
    // The same play: no second start.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/plays')).toHaveLength(1);
  });

  it('turns a play left running into a score once its clock is over (a closed tab loses nothing)', async () => {
    const { bodies } = stubApi();
    const now = Date.now();
    const left = found(playState({ startedAt: new Date(now - 200_000).toISOString(), endsAt: new Date(now - 20_000).toISOString() }), 'r02', 'The Birds');
    window.localStorage.setItem('quiz.playInProgress', JSON.stringify({ game: gamePayload(), play: { ...left, score: 5 }, offsetMs: 0, locale: 'en' }));

    renderApp('/en');

    await waitFor(() => expect(window.localStorage.getItem('quiz.playInProgress')).toBeNull());
    const saved = JSON.parse(window.localStorage.getItem('gameDatas')!)['1'];
    expect(saved.scores[0]).toMatchObject({ playId: left.playId, score: 5, duration: 180, data: { summary: { successTotal: 1 } } });
    await waitFor(() => expect(bodies.some((body) => Array.isArray(body) && body[0]?.playId === left.playId)).toBe(true));
  });

  it.each([
    ['the API’s own answer', () => new Response(JSON.stringify({ error: { code: 'service_unavailable', message: 'try again' } }), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } })],
    ['a gateway’s page', () => new Response('<html>Service Unavailable</html>', { status: 503, headers: { 'content-type': 'text/html' } })],
  ])('keeps the play as it was when the API is briefly unavailable (503: %s), and goes on once it is back', async (_, unavailable) => {
    const start = playState();
    let down = true;
    stubFetch((url) => {
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      if (url === '/api/plays') return jsonResponse({ game: gamePayload(), play: start });
      if (url.endsWith('/guesses') && down) return Promise.resolve(unavailable());
      if (url.endsWith('/guesses')) return jsonResponse({ verdict: 'correct', refId: 'r02', title: 'The Birds', zone: null, play: found(start, 'r02', 'The Birds') });
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true }));
    renderApp('/quiz/en/movie-night');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Name something in the whole picture' }));
    await userEvent.type(within(screen.getByRole('dialog')).getByRole('textbox'), 'The Birds{Enter}');

    const box = screen.getByRole('dialog');
    expect(await within(box).findByText('The game is briefly unavailable. Please try again in a moment.')).toBeInTheDocument();
    expect(within(box).getByRole('textbox')).toHaveValue('The Birds');
    expect(screen.getByText('0 / 2 found')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('quiz.playInProgress')!).play).toEqual(start);

    down = false;
    await userEvent.click(within(box).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('1 / 2 found')).toBeInTheDocument();
  });

  it('shows the Challenge question the server asks, its zone lit; "Next" asks the server for the next one, and a click on an asked zone goes back to it', async () => {
    const started = playState({ mode: 'QUIZ' });
    const asking = (refId: 'r01' | 'r02') =>
      playState({ mode: 'QUIZ', question: { refId, choices: quizChoices(refId === 'r01' ? 'E.T. the Extra-Terrestrial' : 'The Birds') } });
    const questionCalls: unknown[] = [];
    stubFetch((url, init) => {
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      if (url === '/api/plays') return jsonResponse({ game: gamePayload(), play: started });
      if (url === `/api/plays/${started.playId}/question`) {
        const body = JSON.parse(String(init?.body)) as { refId?: 'r01' };
        questionCalls.push(body);
        return jsonResponse({ play: asking(body.refId ?? 'r02') });
      }
      return jsonResponse({ error: { code: 'route_not_found', message: url } }, 404);
    });
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ QUIZ: true }));
    window.localStorage.setItem('quiz.mode', JSON.stringify('QUIZ'));
    renderApp('/quiz/en/movie-night');
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 / 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E.T. the Extra-Terrestrial' })).toBeInTheDocument();
    expect(document.querySelector('.zone--current')).toHaveAttribute('d', expect.stringMatching(/^M0\.1 0\.1L0\.3/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 / 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'The Birds' })).toBeInTheDocument();
    expect(screen.getByText('The picture as a whole')).toBeInTheDocument();
    expect(document.querySelector('.zone--current')).toBeNull();

    // r01's zone is 40..120 × 25..75 px of the 400 × 250 picture.
    const canvas = document.querySelector<HTMLElement>('.picture__canvas')!;
    fireEvent.pointerDown(canvas, { clientX: 80, clientY: 50, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 80, clientY: 50 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 1 / 2' })).toBeInTheDocument();
    expect(questionCalls).toEqual([{}, { refId: 'r01' }]);
  });

  it('says why a play could not start', async () => {
    stubFetch((url) => {
      if ((url.startsWith('/api/init') || url.startsWith('/api/catalogue'))) return jsonResponse(initResponse([gameSummary()]));
      if (url.startsWith('/api/game/1')) return jsonResponse(gamePayload());
      return jsonResponse({ error: { code: 'too_many_requests', message: 'slow down' } }, 429);
    });
    window.localStorage.setItem('quiz.tutorialSeen', JSON.stringify({ FREE: true, QUIZ: true }));
    renderApp('/quiz/fr/movie-night');
    await screen.findByRole('heading', { level: 1, name: 'Movie Night' });
    await userEvent.click(screen.getByRole('radio', { name: /Défi/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Jouer' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Trop de tentatives.'));
    expect(window.localStorage.getItem('quiz.mode')).toBe('"QUIZ"');
  });
});
