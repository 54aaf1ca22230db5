import type { Zone } from '@quiz/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { loadCatalogues, registerCatalogueLoaders } from '../../../lib/i18n';
import { backOfficeCatalogueLoaders } from '../../../locales/back-office-catalogues';
import { ZoneEditor, type DrawMode } from './zone-editor';

beforeAll(async () => {
  registerCatalogueLoaders(backOfficeCatalogueLoaders);
  await Promise.all([loadCatalogues('en', 'designerRefs'), loadCatalogues('fr', 'designerRefs')]);
});

const image = { src: '/picture.svg', width: 1000, height: 500 };

function Host({ initial, announce, onDraw }: { initial: Record<string, Zone>; announce: (m: string) => void; onDraw?: (z: Zone) => void }) {
  const [zones, setZones] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  const [mode, setMode] = useState<DrawMode>('select');
  return (
    <>
      <ZoneEditor
        image={image}
        zones={Object.entries(zones).map(([key, zone], i) => ({ key, number: i + 1, label: `Ref ${i + 1}`, zone }))}
        selectedKey={selected}
        mode={mode}
        onModeChange={setMode}
        onSelect={setSelected}
        onChange={(key, zone) => setZones((z) => ({ ...z, [key]: zone }))}
        onDraw={(zone) => {
          onDraw?.(zone);
          setZones((z) => ({ ...z, [`new${Object.keys(z).length}`]: zone }));
        }}
        onRemoveZone={(key) => setZones(({ [key]: _, ...rest }) => rest)}
        announce={announce}
      />
      <output data-testid="zones">{JSON.stringify(zones)}</output>
      <output data-testid="selected">{selected}</output>
    </>
  );
}

const zonesNow = () => JSON.parse(screen.getByTestId('zones').textContent!) as Record<string, Zone>;

describe('the zone editor by keyboard', () => {
  it('Tab selects a zone; arrows move it by 1 %, announced to screen readers', async () => {
    const announce = vi.fn();
    renderUi(<Host initial={{ r01: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 } }} announce={announce} />);
    const user = userEvent.setup();
    const zone = screen.getByRole('button', { name: 'Ref 1, rectangle zone' });
    act(() => zone.focus());
    expect(screen.getByTestId('selected')).toHaveTextContent('r01');
    expect(zone).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(zonesNow().r01).toEqual({ kind: 'rect', x: 0.12, y: 0.11, w: 0.2, h: 0.2 });
    expect(announce).toHaveBeenLastCalledWith('Ref 1 moved, at 12% from the left, 11% from the top, 20% wide, 20% high.');
  });

  it('Shift+arrows resize; a move stops at the picture\'s edge', async () => {
    renderUi(<Host initial={{ r01: { kind: 'rect', x: 0.79, y: 0, w: 0.2, h: 0.2 } }} announce={vi.fn()} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: /Ref 1/ }).focus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowDown}{/Shift}');
    expect(zonesNow().r01).toEqual({ kind: 'rect', x: 0.79, y: 0, w: 0.19, h: 0.21 });
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(zonesNow().r01).toMatchObject({ x: 0.81, y: 0 });
  });

  it('moves a polygon with the arrows too, every point alike', async () => {
    renderUi(<Host initial={{ r02: { kind: 'polygon', points: [[0.5, 0.5], [0.6, 0.5], [0.55, 0.6]] } }} announce={vi.fn()} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Ref 1, polygon zone' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(zonesNow().r02).toEqual({ kind: 'polygon', points: [[0.49, 0.5], [0.59, 0.5], [0.54, 0.6]] });
  });

  it('Delete removes the zone and says so', async () => {
    const announce = vi.fn();
    renderUi(<Host initial={{ r01: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 } }} announce={announce} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: /Ref 1/ }).focus();
    await user.keyboard('{Delete}');
    expect(zonesNow()).toEqual({});
    expect(announce).toHaveBeenLastCalledWith('Zone of Ref 1 removed.');
    expect(screen.getByRole('group', { name: 'The illustration and its zones' })).toHaveFocus();
  });

  it('a button removes the selected zone, for the mouse and touch', async () => {
    const announce = vi.fn();
    renderUi(<Host initial={{ r01: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 } }} announce={announce} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Remove the selected zone' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: /Ref 1/ }).focus());
    await user.click(screen.getByRole('button', { name: 'Remove the selected zone' }));
    expect(zonesNow()).toEqual({});
    expect(announce).toHaveBeenLastCalledWith('Zone of Ref 1 removed.');
  });

  it('in a drawing mode, Enter on the picture adds a shape in its middle', async () => {
    const onDraw = vi.fn();
    renderUi(<Host initial={{}} announce={vi.fn()} onDraw={onDraw} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Draw a rectangle' }));
    screen.getByRole('group', { name: 'The illustration and its zones' }).focus();
    await user.keyboard('{Enter}');
    expect(onDraw).toHaveBeenCalledWith({ kind: 'rect', x: 0.4, y: 0.4, w: 0.2, h: 0.2 });
  });

  it('Escape cancels a polygon being drawn', async () => {
    const announce = vi.fn();
    const onDraw = vi.fn();
    renderUi(<Host initial={{}} announce={announce} onDraw={onDraw} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Draw a polygon' }));
    const surface = screen.getByTestId('zone-surface');
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 500, right: 1000, bottom: 500, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerUp(surface, { clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerUp(surface, { clientX: 300, clientY: 100, button: 0 });
    expect(announce).toHaveBeenLastCalledWith('Point 2 added.');
    surface.focus();
    await user.keyboard('{Escape}');
    expect(announce).toHaveBeenLastCalledWith('Drawing cancelled.');
    expect(screen.getByRole('button', { name: 'Close the shape' })).toBeDisabled();
    expect(onDraw).not.toHaveBeenCalled();
  });

  it('draws a polygon with the pointer and closes it on its first point', () => {
    const onDraw = vi.fn();
    renderUi(<Host initial={{}} announce={vi.fn()} onDraw={onDraw} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Draw a polygon' }));
    const surface = screen.getByTestId('zone-surface');
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1000, height: 500, right: 1000, bottom: 500, x: 0, y: 0, toJSON: () => ({}) });
    for (const [x, y] of [[100, 100], [300, 100], [200, 300], [101, 101]]) fireEvent.pointerUp(surface, { clientX: x, clientY: y, button: 0 });
    expect(onDraw).toHaveBeenCalledWith({ kind: 'polygon', points: [[0.1, 0.2], [0.3, 0.2], [0.2, 0.6]] });
  });

  it('speaks French in French', () => {
    renderUi(<Host initial={{ r01: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 } }} announce={vi.fn()} />, { locale: 'fr' });
    expect(screen.getByRole('radio', { name: 'Dessiner un polygone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ref 1, zone rectangle' })).toBeInTheDocument();
  });
});
