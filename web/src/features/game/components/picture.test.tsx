import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import type { Point } from '../lib/geometry';
import { Picture } from './picture';

const game = { number: 1, image: { src: '/images/games/1/illustration.svg', width: 1600, height: 1000 } };
/** The picture as laid out: 400 × 250 CSS pixels at the page's top-left. */
const BOX = { left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) };

/**
 * Lays the picture out as a browser would: the frame at BOX, and what it zooms (panzoom's
 * `scale(s) translate(x, y)` about its centre) where the transform puts it.
 */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const content = this.closest<HTMLElement>('.picture__content');
    // (jsdom writes translate(0px, 0px) as translate(0px).)
    const [s = 1, x = 0, y = 0] = /scale\(([-\d.e]+)\) translate\(([-\d.e]+)px(?:, ([-\d.e]+)px)?\)/.exec(content?.style.transform ?? '')?.slice(1).map((n) => Number(n ?? 0)) ?? [];
    const [cx, cy] = [BOX.width / 2, BOX.height / 2];
    const left = cx + s * (x - cx);
    const top = cy + s * (y - cy);
    const [width, height] = [BOX.width * s, BOX.height * s];
    return { ...BOX, left, top, x: left, y: top, width, height, right: left + width, bottom: top + height } as DOMRect;
  });
}

function renderPicture({ marker }: { marker?: Point } = {}) {
  layOut();
  const onPick = vi.fn();
  let showGame: (next: typeof game) => void = () => {};
  function Host() {
    const [shown, setShown] = useState(game);
    showGame = setShown;
    return <Picture game={shown} marker={marker} pick={{ onPick, instructions: 'Use the arrow keys' }} />;
  }
  const view = renderUi(<Host />);
  const picture = screen.getByRole('application', { name: 'Quiz illustration #1' });
  const cursor = () => document.querySelector<HTMLElement>('.picture__cursor-anchor')!;
  return { onPick, picture, cursor, view, showGame: (next: typeof game) => act(() => showGame(next)) };
}

/** What the picture hands over for a click at (x, y) in image units. */
const clickAt = (x: number, y: number, pointer: 'mouse' | 'touch' | 'keyboard') => ({
  point: { x: expect.closeTo(x, 9), y: expect.closeTo(y, 9) },
  pointer,
  size: { width: 400, height: 250 },
});

/** The zoom the picture shows (panzoom writes it a frame later) and the one it tells the labels. */
function scaleOf(picture: HTMLElement) {
  const content = picture.querySelector<HTMLElement>('.picture__content')!;
  return { transform: Number(/scale\(([\d.]+)\)/.exec(content.style.transform)?.[1] ?? 1), labels: Number(picture.style.getPropertyValue('--picture-scale') || 1) };
}

async function expectScale(picture: HTMLElement, scale: number) {
  await waitFor(() => expect(scaleOf(picture)).toEqual({ transform: scale, labels: scale }));
}

describe('the picture', () => {
  it('has a generic name and describes its keyboard use', () => {
    renderPicture();
    expect(screen.getByRole('img', { name: 'Quiz illustration #1' })).toBeInTheDocument();
    expect(screen.getByRole('application')).toHaveAccessibleDescription('Use the arrow keys');
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    for (const name of ['Zoom in', 'Zoom out', 'Reset zoom']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('moves a cursor with the arrow keys (Shift for bigger steps) and clicks where it is with Enter', async () => {
    const { onPick, picture, cursor } = renderPicture();
    picture.focus();
    expect(cursor().style.left).toBe('50%');

    // From the centre (200, 125) px.
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(clickAt(0.5, 0.5, 'keyboard'));

    // Shift+→ moves 50 px: 250 px across.
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cursor().style.left).toBe('62.5%');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(clickAt(0.625, 0.5, 'keyboard'));

    // → three times, 10 px each: 280 px; Space clicks too.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith(clickAt(0.7, 0.5, 'keyboard'));
    expect(onPick).toHaveBeenCalledTimes(3);

    // ↑ and ↓ move by the same steps vertically.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    expect(cursor().style.top).toBe('70%');
  });

  it('shows the keyboard instructions while it has the keyboard focus, and drops them only once a press elsewhere has clicked', async () => {
    const { picture } = renderPicture();
    const root = picture.closest('.picture')!;
    await userEvent.tab();
    expect(picture).toHaveFocus();
    expect(root).toHaveClass('picture--keyboard-help');

    // A press on a button under the picture takes the focus: the instructions (and the room they
    // take) stay until the release, so that the button does not move from under the pointer.
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    fireEvent.pointerDown(zoomIn);
    act(() => zoomIn.focus());
    expect(root).toHaveClass('picture--keyboard-help');
    fireEvent.pointerUp(zoomIn);
    fireEvent.click(zoomIn);
    await waitFor(() => expect(root).not.toHaveClass('picture--keyboard-help'));

    // Leaving by the keyboard drops them at once.
    act(() => picture.focus());
    await userEvent.tab();
    expect(root).not.toHaveClass('picture--keyboard-help');
  });

  it('keeps the cursor on the picture', async () => {
    const { picture, cursor } = renderPicture();
    picture.focus();
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');
    expect(cursor().style.left).toBe('0%');
    expect(cursor().style.top).toBe('0%');
  });

  it('turns a click into image coordinates, and says whether a finger (or a pen) or a mouse made it', () => {
    const { onPick } = renderPicture();
    const canvas = document.querySelector<HTMLElement>('.picture__canvas')!;

    fireEvent.pointerDown(canvas, { clientX: 260, clientY: 100, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 260, clientY: 100 });
    expect(onPick).toHaveBeenLastCalledWith(clickAt(0.65, 0.4, 'mouse'));

    fireEvent.pointerDown(canvas, { clientX: 100, clientY: 200, pointerType: 'touch' });
    fireEvent.click(canvas, { clientX: 100, clientY: 200 });
    expect(onPick).toHaveBeenLastCalledWith(clickAt(0.25, 0.8, 'touch'));

    fireEvent.pointerDown(canvas, { clientX: 40, clientY: 25, pointerType: 'pen' });
    fireEvent.click(canvas, { clientX: 40, clientY: 25 });
    expect(onPick).toHaveBeenLastCalledWith(clickAt(0.1, 0.1, 'touch'));
  });

  it('measures a click on a zoomed picture in the picture’s own coordinates', async () => {
    const { onPick, picture } = renderPicture();
    picture.focus();
    await userEvent.keyboard('++');
    await expectScale(picture, 2);
    // At twice the size about the centre, the frame's centre is still the picture's centre, and
    // 100 px right of it on screen is 50 px of the picture.
    const canvas = picture.querySelector<HTMLElement>('.picture__canvas')!;
    fireEvent.pointerDown(canvas, { clientX: 300, clientY: 125, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 300, clientY: 125 });
    expect(onPick).toHaveBeenLastCalledWith({ ...clickAt(0.625, 0.5, 'mouse'), size: { width: 800, height: 500 } });
  });

  it('pins the spot it is given over the picture, at the same size whatever the zoom', async () => {
    const { picture } = renderPicture({ marker: { x: 0.25, y: 0.8 } });
    const pin = screen.getByTestId('click-marker');
    expect(pin).toHaveStyle({ left: '25%', top: '80%' });
    // Inside what the picture zooms (it stays on its spot), counter-scaled by the zoom.
    expect(picture.querySelector('.picture__canvas')).toContainElement(pin);
    expect(pin.firstElementChild).toHaveClass('zone-label-scale');
    expect(pin).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await expectScale(picture, 1.5);
  });

  it('pins nothing when no spot is given', () => {
    renderPicture();
    expect(screen.queryByTestId('click-marker')).not.toBeInTheDocument();
  });

  it('ignores the click that ends a drag (panning a zoomed picture)', () => {
    const { onPick } = renderPicture();
    const canvas = document.querySelector<HTMLElement>('.picture__canvas')!;
    fireEvent.pointerDown(canvas, { clientX: 100, clientY: 100, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 260, clientY: 120 });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('zooms in and out by half steps with the buttons, from 1 to 6, and back with reset', async () => {
    const { picture } = renderPicture();
    const button = (name: string) => screen.getByRole('button', { name });
    await expectScale(picture, 1);

    await userEvent.click(button('Zoom in'));
    await userEvent.click(button('Zoom in'));
    await expectScale(picture, 2);
    await userEvent.click(button('Zoom out'));
    await expectScale(picture, 1.5);
    for (let i = 0; i < 12; i++) await userEvent.click(button('Zoom in'));
    await expectScale(picture, 6);
    await userEvent.click(button('Reset zoom'));
    await expectScale(picture, 1);
    await userEvent.click(button('Zoom out'));
    await expectScale(picture, 1);
  });

  it('zooms with + / − and resets with 0 from the keyboard', async () => {
    const { picture } = renderPicture();
    picture.focus();
    await userEvent.keyboard('++');
    await expectScale(picture, 2);
    await userEvent.keyboard('-');
    await expectScale(picture, 1.5);
    await userEvent.keyboard('0');
    await expectScale(picture, 1);
  });

  it('zooms with the wheel, ignoring sideways swipes', async () => {
    const { picture } = renderPicture();
    expect(fireEvent.wheel(picture, { deltaX: 40, deltaY: 0, clientX: 100, clientY: 100 })).toBe(true);
    fireEvent.wheel(picture, { deltaY: -100, clientX: 100, clientY: 100 });
    await waitFor(() => expect(scaleOf(picture).labels).toBeGreaterThan(1.1));
    expect(scaleOf(picture).transform).toBeCloseTo(scaleOf(picture).labels, 4);
  });

  it('lets a finger scroll the page until the picture is zoomed, then pan it', async () => {
    const { picture } = renderPicture();
    const content = picture.querySelector<HTMLElement>('.picture__content')!;
    expect(picture.style.touchAction).toBe('pan-y');
    expect(content.style.touchAction).toBe('pan-y');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(picture.style.touchAction).toBe('none'));
    expect(content.style.touchAction).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    await waitFor(() => expect(picture.style.touchAction).toBe('pan-y'));
  });

  it('glides, unless the player asked for less motion', async () => {
    const { picture, view } = renderPicture();
    const content = picture.querySelector<HTMLElement>('.picture__content')!;
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await expectScale(picture, 1.5);
    expect(content.style.transition).toMatch(/200ms/);
    // The labels' counter-scale follows the same curve.
    expect(picture.style.getPropertyValue('--picture-scale-transition')).toBe(content.style.transition);
    view.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));
    const reduced = renderPicture().picture;
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await expectScale(reduced, 1.5);
    expect(reduced.querySelector<HTMLElement>('.picture__content')!.style.transition).toBe('none');
  });

  it('starts a new picture unzoomed, and lets go of the old one', async () => {
    const { picture, view, showGame } = renderPicture();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await expectScale(picture, 1.5);
    showGame({ number: 2, image: { ...game.image, src: '/images/games/2/illustration.svg' } });
    const frame = screen.getByRole('application', { name: 'Quiz illustration #2' });
    expect(frame).toBe(picture);
    await expectScale(frame, 1);

    // Once gone, the picture stops listening to the pointer (panzoom listens on the document).
    const removed = vi.spyOn(document, 'removeEventListener');
    view.unmount();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointermove', 'pointerup']));
  });

  it('pans by drag only when zoomed, and a drag is not a click', async () => {
    const { picture, onPick } = renderPicture();
    const content = picture.querySelector<HTMLElement>('.picture__content')!;
    const canvas = picture.querySelector<HTMLElement>('.picture__canvas')!;
    const translation = () => /translate\(([-\d.e]+)px/.exec(content.style.transform)?.[1];
    function drag(dx: number) {
      fireEvent.pointerDown(canvas, { clientX: 200, clientY: 100, pointerId: 1, pointerType: 'mouse' });
      fireEvent.pointerMove(document, { clientX: 200 + dx, clientY: 100, pointerId: 1, pointerType: 'mouse' });
      fireEvent.pointerUp(document, { clientX: 200 + dx, clientY: 100, pointerId: 1, pointerType: 'mouse' });
      fireEvent.click(canvas, { clientX: 200 + dx, clientY: 100 });
    }
    await expectScale(picture, 1);
    drag(-100);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(translation()).toBe('0');

    picture.focus();
    await userEvent.keyboard('++');
    await expectScale(picture, 2);
    // 100 px on screen is 50 px of the picture at twice its size.
    drag(-100);
    await waitFor(() => expect(translation()).toBe('-50'));
    // So far to the right that the picture would leave the frame: it stops at its edge.
    drag(-1000);
    await waitFor(() => expect(translation()).toBe('-100'));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('pans a zoomed picture to keep the keyboard cursor in view', async () => {
    const { picture, cursor } = renderPicture();
    picture.focus();
    await userEvent.keyboard('++');
    await expectScale(picture, 2);
    // At twice the size, the frame shows the picture's middle half: 50 px steps are 25 px of the picture.
    // Faster than the screen redraws (a held key, say): six presses before panzoom draws the first pan.
    for (let i = 0; i < 6; i++) fireEvent.keyDown(picture, { key: 'ArrowRight', shiftKey: true });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const anchor = cursor();
    const rect = picture.querySelector<HTMLElement>('.picture__canvas')!.getBoundingClientRect();
    const x = rect.left + (parseFloat(anchor.style.left) / 100) * rect.width;
    // Just enough: the cursor sits at the frame's margin, however fast the keys came.
    expect(x).toBeCloseTo(BOX.right - 24, 1);
  });
});
