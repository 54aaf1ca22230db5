import type { PlayState, ReferenceState } from '@quiz/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePayload, playState, referenceState, ZONES } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import type { ApiErrorCode } from '../../../lib/api-client';
import type { GuessResponse, HintResponse, RevealResponse } from '../api/plays';
import { AnnouncerProvider } from '../hooks/announcer';
import type { Moves } from '../hooks/use-moves';
import { FreeBoard } from './free-board';

/** The picture as laid out: 400 × 250 CSS pixels at the page's top-left. */
const BOX = { left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) };

type Answer<T> = { ok: true; value: T } | { ok: false; code: ApiErrorCode };

/** The play with some references changed (its summary counted again by the fixture). */
function withRefs({ summary: _, references, ...play }: PlayState, changes: Record<string, Partial<ReferenceState>>): PlayState {
  return playState({ ...play, references: references.map((r) => ({ ...r, ...changes[r.refId] })) });
}

/**
 * A FREE board with moves answered by `answers` (each one may change the play), as the game screen
 * holds it: every answered play replaces the board's.
 */
function renderBoard(answers: {
  guess?: (play: PlayState) => Answer<GuessResponse>;
  hint?: (play: PlayState, refId: string) => Answer<HintResponse>;
  reveal?: (play: PlayState, refId: string) => Answer<RevealResponse>;
} = {}) {
  const guess = vi.fn();
  const hint = vi.fn();
  const reveal = vi.fn();
  function Host() {
    const [play, setPlay] = useState(() => playState());
    function answer<T extends { play: PlayState }>(result: Answer<T>) {
      if (result.ok) setPlay(result.value.play);
      return Promise.resolve(result);
    }
    const moves = {
      busy: false,
      guess: (input: unknown) => {
        guess(input);
        return answer(answers.guess?.(play) ?? { ok: true, value: { verdict: 'wrong', refId: null, title: null, zone: null, play } });
      },
      hint: (refId: string) => {
        hint(refId);
        return answer(answers.hint!(play, refId));
      },
      reveal: (refId: string) => {
        reveal(refId);
        return answer(answers.reveal!(play, refId));
      },
      finish: vi.fn(),
    } as unknown as Moves;
    return <FreeBoard game={gamePayload()} play={play} moves={moves} />;
  }
  renderUi(
    <AnnouncerProvider>
      <Host />
    </AnnouncerProvider>,
  );
  return { guess, hint, reveal };
}

const canvas = () => document.querySelector<HTMLElement>('.picture__canvas')!;
const marker = () => screen.queryByTestId('click-marker');

/** A click at (x, y) CSS pixels of the picture, by a mouse or a finger. */
function clickPicture(x: number, y: number, pointerType: 'mouse' | 'touch' = 'mouse') {
  fireEvent.pointerDown(canvas(), { clientX: x, clientY: y, pointerType });
  fireEvent.click(canvas(), { clientX: x, clientY: y });
}

/** Types into the box's field, which has the focus (and its text, if any, selected). */
async function answer(text: string) {
  expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Title of the work' })).toHaveFocus();
  await userEvent.keyboard(`${text}{Enter}`);
}

describe('the Classic board', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
  });

  it('opens the same answer box on a reference and on nothing', async () => {
    renderBoard();
    // r01 is at 40..120 × 25..75 px (the page does not know it); the bottom right is empty.
    clickPicture(80, 50);
    const onZone = screen.getByRole('dialog');
    expect(onZone).toHaveAccessibleName('What do you see here?');
    const text = onZone.textContent;
    await userEvent.click(within(onZone).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    clickPicture(380, 240);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('What do you see here?');
    expect(screen.getByRole('dialog').textContent).toBe(text);
  });

  it('pins the spot clicked while the box is open, and moves the pin with the next click', async () => {
    renderBoard();
    expect(marker()).not.toBeInTheDocument();
    clickPicture(100, 200);
    expect(marker()).toHaveStyle({ left: '25%', top: '80%' });
    const field = within(screen.getByRole('dialog')).getByRole('textbox');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Jaws');

    clickPicture(300, 50);
    expect(marker()).toHaveStyle({ left: '75%', top: '20%' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Jaws');

    await userEvent.keyboard('{Escape}');
    expect(marker()).not.toBeInTheDocument();
  });

  it('sends the point clicked and how: a mouse, a finger, the keyboard cursor; the whole picture has none', async () => {
    const { guess } = renderBoard();
    clickPicture(80, 50);
    await answer('E.T.');
    expect(guess).toHaveBeenLastCalledWith({ point: { x: 0.2, y: 0.2 }, pointer: 'mouse', text: 'E.T.' });

    clickPicture(300, 200, 'touch');
    await answer('Jaws');
    expect(guess).toHaveBeenLastCalledWith({ point: { x: 0.75, y: 0.8 }, pointer: 'touch', text: 'Jaws' });
    await userEvent.keyboard('{Escape}');

    // The focus is back on the picture; the keyboard cursor starts from the last click.
    const picture = screen.getByRole('application', { name: 'Quiz illustration #1' });
    expect(picture).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}{Enter}');
    await answer('Up');
    expect(guess).toHaveBeenLastCalledWith({ point: { x: 0.625, y: 0.8 }, pointer: 'keyboard', text: 'Up' });
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Name something in the whole picture' }));
    expect(screen.getByRole('dialog', { name: 'Something in the whole picture' })).toBeInTheDocument();
    expect(marker()).not.toBeInTheDocument();
    await answer('The Birds');
    expect(guess).toHaveBeenLastCalledWith({ point: null, pointer: 'mouse', text: 'The Birds' });
    expect(guess).toHaveBeenCalledTimes(4);
  });

  it('says a near miss in a word, with no figure', async () => {
    renderBoard({ guess: (play) => ({ ok: true, value: { verdict: 'close', refId: null, title: null, zone: null, play } }) });
    clickPicture(80, 50);
    await answer('Jurasic Prak');
    const box = screen.getByRole('dialog');
    expect(within(box).getByText('Almost!')).toBeInTheDocument();
    expect(box).not.toHaveTextContent(/\d|%/);
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent(/^Almost!$/));
  });

  it('draws a found reference where the play state says, and closes the box', async () => {
    renderBoard({
      guess: (play) => {
        const next = withRefs(play, { r01: { status: 'found', title: 'E.T. the Extra-Terrestrial', zone: ZONES.r01 } });
        return { ok: true as const, value: { verdict: 'correct', refId: 'r01', title: 'E.T. the Extra-Terrestrial', zone: ZONES.r01, play: next } };
      },
    });
    expect(document.querySelector('.zone')).toBeNull();
    clickPicture(80, 50);
    await answer('ET');
    expect(await screen.findByText('Found: E.T. the Extra-Terrestrial!', { selector: '.feedback span' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marker()).not.toBeInTheDocument();
    expect(document.querySelector('.zone--found')).toHaveAttribute('d', 'M0.1 0.1L0.30000000000000004 0.1L0.30000000000000004 0.30000000000000004L0.1 0.30000000000000004Z');
    const list = screen.getByRole('region', { name: 'References' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('E.T. the Extra-Terrestrial');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Found');
  });

  it('keeps everything as it was when the game is briefly unavailable (503)', async () => {
    renderBoard({ guess: () => ({ ok: false, code: 'service_unavailable' }) });
    clickPicture(80, 50);
    await answer('Jaws');
    const box = screen.getByRole('dialog');
    expect(within(box).getByText('The game is briefly unavailable. Please try again in a moment.')).toBeInTheDocument();
    expect(within(box).getByRole('textbox')).toHaveValue('Jaws');
    expect(marker()).toHaveStyle({ left: '20%', top: '20%' });
    expect(within(screen.getByRole('region', { name: 'References' })).queryByText('Found')).not.toBeInTheDocument();
  });

  it('lists every reference, numbered, the works of the whole picture said so', () => {
    renderBoard();
    const list = screen.getByRole('region', { name: 'References' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { name: /^Reference 1/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(items[1]!).getByRole('button', { name: /^Reference 2/ })).toHaveTextContent('Whole picture');
    // Nothing to press before a reference is opened.
    expect(within(list).queryByRole('button', { name: /hint|reveal/i })).not.toBeInTheDocument();
  });

  it('gives hints from the list of references, and keeps them in view', async () => {
    const hints = ['A 1982 friendship that came from the stars', 'A boy and his bicycle'];
    const { hint } = renderBoard({
      hint: (play, refId) => {
        const given = play.references.find((r) => r.refId === refId)!.hints.length;
        const next = withRefs(play, { [refId]: { hints: hints.slice(0, given + 1), hintsLeft: 1 - given } });
        return { ok: true as const, value: { refId, kind: given === 0 ? 'main' : 'backup', hint: hints[given]!, play: next } };
      },
    });
    const list = screen.getByRole('region', { name: 'References' });
    const toggle = within(list).getByRole('button', { name: /^Reference 1/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'Get a hint' }));
    expect(hint).toHaveBeenCalledWith('r01');
    expect(await within(list).findByText(hints[0]!)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent(`Hint: ${hints[0]}`));

    await userEvent.click(within(list).getByRole('button', { name: 'Another hint' }));
    expect(await within(list).findByText(hints[1]!)).toBeInTheDocument();
    // No third hint: the focus moves on to the reveal rather than being lost.
    expect(within(list).queryByRole('button', { name: /hint/i })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reveal the answer' })).toHaveFocus();

    // Folded, the hints stay in view.
    await userEvent.click(toggle);
    expect(within(list).queryByRole('button', { name: 'Reveal the answer' })).not.toBeInTheDocument();
    expect(within(list).getByText(hints[0]!)).toBeVisible();
  });

  it('reveals from the list of references, after asking, and puts the focus on the revealed row', async () => {
    const { reveal } = renderBoard({
      reveal: (play, refId) => {
        const next = withRefs(play, { [refId]: { status: 'revealed', title: 'E.T. the Extra-Terrestrial', zone: ZONES.r01 } });
        return { ok: true as const, value: { refId, title: 'E.T. the Extra-Terrestrial', play: next } };
      },
    });
    const list = screen.getByRole('region', { name: 'References' });
    await userEvent.click(within(list).getByRole('button', { name: /^Reference 1/ }));
    await userEvent.click(within(list).getByRole('button', { name: 'Reveal the answer' }));
    expect(within(list).getByText('Reveal this reference? It will score no point.')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(reveal).not.toHaveBeenCalled();
    await userEvent.click(within(list).getByRole('button', { name: 'Reveal the answer' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, reveal' }));
    expect(reveal).toHaveBeenCalledWith('r01');

    const row = within(list).getAllByRole('listitem')[0]!;
    await waitFor(() => expect(row).toHaveTextContent('E.T. the Extra-Terrestrial'));
    expect(row).toHaveTextContent('Revealed');
    expect(within(row).getByText('E.T. the Extra-Terrestrial').parentElement).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Revealed: E.T. the Extra-Terrestrial'));
    expect(document.querySelector('.zone--revealed')).not.toBeNull();
  });

  it('says why a hint was refused, beside its reference', async () => {
    renderBoard({ hint: () => ({ ok: false, code: 'service_unavailable' }) });
    const list = screen.getByRole('region', { name: 'References' });
    await userEvent.click(within(list).getByRole('button', { name: /^Reference 2/ }));
    await userEvent.click(within(list).getByRole('button', { name: 'Get a hint' }));
    const row = within(list).getAllByRole('listitem')[1]!;
    expect(await within(row).findByText('The game is briefly unavailable. Please try again in a moment.')).toBeInTheDocument();
  });
});

describe('the answered play state', () => {
  it('is what places the marks: a FREE payload has no zone at all', () => {
    expect(gamePayload().references.every((ref) => !('zone' in ref))).toBe(true);
    expect(playState().references.every((ref) => ref.zone === null)).toBe(true);
    expect(referenceState('r09').zone).toBeNull();
  });
});
