import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import '../i18n';
import type { HitTarget } from '../lib/geometry';
import { Picture } from './picture';

const game = { number: 1, image: { src: '/images/games/1/illustration.svg', width: 1600, height: 1000 } };
/** The picture as laid out: 400 × 250 CSS pixels at the page's top-left. */
const BOX = { left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) };
/** 240..280 px across, 100..150 px down. */
const targets: HitTarget[] = [{ id: 'r01', zone: { kind: 'rect', x: 0.6, y: 0.4, w: 0.1, h: 0.2 } }];

function renderPicture() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(BOX as DOMRect);
  const onPick = vi.fn();
  renderUi(<Picture game={game} pick={{ targets, onPick, instructions: 'Use the arrow keys' }} />);
  const picture = screen.getByRole('application', { name: 'Quiz illustration #1' });
  const cursor = () => document.querySelector<HTMLElement>('.picture__cursor-anchor')!;
  return { onPick, picture, cursor };
}

describe('the picture', () => {
  it('has a generic name and describes its keyboard use', () => {
    renderPicture();
    expect(screen.getByRole('img', { name: 'Quiz illustration #1' })).toBeInTheDocument();
    expect(screen.getByRole('application')).toHaveAccessibleDescription('Use the arrow keys');
    expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
    for (const name of ['Zoom in', 'Zoom out', 'Reset zoom']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('moves a cursor with the arrow keys (Shift for bigger steps) and clicks with Enter', async () => {
    const { onPick, picture, cursor } = renderPicture();
    picture.focus();
    expect(cursor().style.left).toBe('50%');

    // From the centre (200, 125) px: nothing there.
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(null);

    // Shift+→ moves 50 px: 250 px across, inside r01.
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cursor().style.left).toBe('62.5%');
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('r01');

    // → three times, 10 px each: 280 px, on the zone's right edge; once more leaves it.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith('r01');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(null);

    // ↑ and ↓ move by the same steps vertically.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}');
    expect(cursor().style.top).toBe('70%');
  });

  it('keeps the cursor on the picture', async () => {
    const { picture, cursor } = renderPicture();
    picture.focus();
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowUp}{/Shift}');
    expect(cursor().style.left).toBe('0%');
    expect(cursor().style.top).toBe('0%');
  });

  it('turns a click into image coordinates, with a finger’s tolerance for taps only', () => {
    const { onPick } = renderPicture();
    const canvas = document.querySelector<HTMLElement>('.picture__canvas')!;

    fireEvent.pointerDown(canvas, { clientX: 260, clientY: 120, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 260, clientY: 120 });
    expect(onPick).toHaveBeenLastCalledWith('r01');

    // 10 px right of the zone: a miss with a mouse, a hit with a finger.
    fireEvent.pointerDown(canvas, { clientX: 290, clientY: 120, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 290, clientY: 120 });
    expect(onPick).toHaveBeenLastCalledWith(null);
    fireEvent.pointerDown(canvas, { clientX: 290, clientY: 120, pointerType: 'touch' });
    fireEvent.click(canvas, { clientX: 290, clientY: 120 });
    expect(onPick).toHaveBeenLastCalledWith('r01');
  });

  it('ignores the click that ends a drag (panning a zoomed picture)', () => {
    const { onPick } = renderPicture();
    const canvas = document.querySelector<HTMLElement>('.picture__canvas')!;
    fireEvent.pointerDown(canvas, { clientX: 100, clientY: 100, pointerType: 'mouse' });
    fireEvent.click(canvas, { clientX: 260, clientY: 120 });
    expect(onPick).not.toHaveBeenCalled();
  });
});
