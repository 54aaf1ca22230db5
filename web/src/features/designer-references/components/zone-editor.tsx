import {
  dragRectHandle, moveZone, movePolygonPoint, rectFromDrag, resizeZone, zoneProblem, type RectHandle, type Zone, type ZonePoint,
} from '@quiz/shared';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type DrawMode = 'select' | 'rect' | 'polygon';

export interface EditorZone {
  key: string;
  /** The reference's number in the list (1-based), shown on its zone. */
  number: number;
  /** What a screen reader says of it: number and response title. */
  label: string;
  zone: Zone;
}

export interface ZoneEditorProps {
  image: { src: string; width: number; height: number };
  zones: readonly EditorZone[];
  selectedKey: string | null;
  mode: DrawMode;
  onModeChange: (mode: DrawMode) => void;
  onSelect: (key: string) => void;
  onChange: (key: string, zone: Zone) => void;
  /** A shape was drawn. */
  onDraw: (zone: Zone) => void;
  onRemoveZone: (key: string) => void;
  /** A sentence for the live region (the page announces it). */
  announce: (message: string) => void;
}

/** Arrow keys move a zone by this much of the picture (shift: resize by it). */
export const KEY_STEP = 0.01;
const ZOOMS = [1, 1.5, 2, 3, 4] as const;
/** A click this close to the polygon's first point (in picture units) closes it. */
const CLOSE_DISTANCE = 0.015;

type Gesture =
  | { kind: 'rect'; from: ZonePoint; to: ZonePoint }
  | { kind: 'move'; key: string; from: ZonePoint; start: Zone }
  | { kind: 'handle'; key: string; handle: RectHandle | number; start: Zone };

const shapeName = (zone: Zone) => (zone.kind === 'rect' ? 'rect' : 'polygon');
const percent = (v: number) => `${Math.round(v * 100)}%`;

/**
 * The illustration with the references' zones drawn over it in SVG (picture-relative units),
 * zoomable. Mouse, pen and touch through pointer events: drag to draw a rectangle, click points to
 * draw a polygon (click the first point, press Enter or "Close the shape" to close it), drag a zone
 * to move it, drag a handle to resize it. Keyboard: Tab to a zone (it is selected), arrows move it,
 * shift+arrows resize it, Delete removes it, Escape cancels a drawing; in a drawing mode, Enter on
 * the picture adds a shape in its middle.
 */
export function ZoneEditor(props: ZoneEditorProps) {
  const { image, zones, selectedKey, mode, onModeChange, onSelect, onChange, onDraw, onRemoveZone, announce } = props;
  const { t } = useTranslation('designerRefs');
  const svgRef = useRef<SVGSVGElement>(null);
  const [zoom, setZoom] = useState<number>(1);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [polygon, setPolygon] = useState<ZonePoint[]>([]);
  const [hover, setHover] = useState<ZonePoint | null>(null);
  const W = image.width;
  const H = image.height;
  const handleSize = Math.max(W, H) * 0.012 / zoom;

  function pointOf(event: { clientX: number; clientY: number }): ZonePoint {
    const box = svgRef.current!.getBoundingClientRect();
    const x = box.width ? (event.clientX - box.left) / box.width : 0;
    const y = box.height ? (event.clientY - box.top) / box.height : 0;
    return [Math.min(1, Math.max(0, x)), Math.min(1, Math.max(0, y))];
  }

  function describe(zone: Zone): string {
    if (zone.kind === 'rect') return t('editor.describeRect', { x: percent(zone.x), y: percent(zone.y), w: percent(zone.w), h: percent(zone.h) });
    return t('editor.describePolygon', { count: zone.points.length });
  }

  function finishPolygon(points: ZonePoint[]) {
    const zone: Zone = { kind: 'polygon', points };
    const problem = zoneProblem(zone);
    if (problem) {
      announce(t(`zoneProblem.${problem}`));
      return;
    }
    setPolygon([]);
    onDraw(zone);
    announce(t('editor.polygonDrawn', { count: points.length }));
  }

  function cancelDrawing() {
    if (polygon.length || gesture?.kind === 'rect') {
      setPolygon([]);
      setGesture(null);
      announce(t('editor.drawingCancelled'));
    }
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (event.button !== 0) return;
    const point = pointOf(event);
    const target = event.target as Element;
    const zoneKey = target.closest('[data-zone-key]')?.getAttribute('data-zone-key');
    const handle = target.getAttribute('data-handle');
    if (mode === 'select' && zoneKey) {
      const current = zones.find((z) => z.key === zoneKey);
      if (!current) return;
      onSelect(zoneKey);
      svgRef.current?.setPointerCapture?.(event.pointerId);
      event.preventDefault();
      if (handle !== null) {
        setGesture({ kind: 'handle', key: zoneKey, handle: /^\d+$/.test(handle) ? Number(handle) : (handle as RectHandle), start: current.zone });
      } else {
        setGesture({ kind: 'move', key: zoneKey, from: point, start: current.zone });
      }
      return;
    }
    if (mode === 'rect') {
      svgRef.current?.setPointerCapture?.(event.pointerId);
      event.preventDefault();
      setGesture({ kind: 'rect', from: point, to: point });
      return;
    }
    // Drawing a polygon over a zone must not select (focus) that zone: the focus stays on the picture.
    if (mode === 'polygon') {
      event.preventDefault();
      svgRef.current?.focus();
    }
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const point = pointOf(event);
    if (mode === 'polygon') setHover(point);
    if (!gesture) return;
    if (gesture.kind === 'rect') {
      setGesture({ ...gesture, to: point });
    } else if (gesture.kind === 'move') {
      onChange(gesture.key, moveZone(gesture.start, point[0] - gesture.from[0], point[1] - gesture.from[1]));
    } else if (typeof gesture.handle === 'number' && gesture.start.kind === 'polygon') {
      onChange(gesture.key, movePolygonPoint(gesture.start, gesture.handle, point));
    } else if (typeof gesture.handle === 'string' && gesture.start.kind === 'rect') {
      onChange(gesture.key, dragRectHandle(gesture.start, gesture.handle, point));
    }
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const point = pointOf(event);
    if (gesture?.kind === 'rect') {
      const zone = rectFromDrag(gesture.from, point);
      setGesture(null);
      if (zoneProblem(zone)) return;
      onDraw(zone);
      announce(t('editor.rectDrawn', { where: describe(zone) }));
      return;
    }
    if (gesture) {
      const moved = zones.find((z) => z.key === gesture.key);
      if (moved && JSON.stringify(moved.zone) !== JSON.stringify(gesture.start)) announce(t('editor.zoneChanged', { label: moved.label, where: describe(moved.zone) }));
      setGesture(null);
      return;
    }
    if (mode === 'polygon' && event.button === 0) {
      const first = polygon[0];
      if (first && polygon.length >= 3 && Math.hypot(first[0] - point[0], first[1] - point[1]) < CLOSE_DISTANCE) {
        finishPolygon(polygon);
        return;
      }
      setPolygon([...polygon, point]);
      announce(t('editor.pointAdded', { count: polygon.length + 1 }));
    }
  }

  /** Keys on the picture itself: drawing by keyboard, Escape, Enter closes a polygon. */
  function onSurfaceKey(event: KeyboardEvent<SVGSVGElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Escape') {
      cancelDrawing();
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (mode === 'polygon' && polygon.length >= 3) {
      finishPolygon(polygon);
    } else if (mode === 'rect') {
      const zone: Zone = { kind: 'rect', x: 0.4, y: 0.4, w: 0.2, h: 0.2 };
      onDraw(zone);
      announce(t('editor.rectDrawn', { where: describe(zone) }));
    } else if (mode === 'polygon') {
      const zone: Zone = { kind: 'polygon', points: [[0.5, 0.4], [0.6, 0.6], [0.4, 0.6]] };
      onDraw(zone);
      announce(t('editor.polygonDrawn', { count: 3 }));
    }
  }

  function onZoneKey(event: KeyboardEvent<SVGGElement>, item: EditorZone) {
    const arrows: Record<string, ZonePoint> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      const [dx, dy] = [arrow[0] * KEY_STEP, arrow[1] * KEY_STEP];
      const next = event.shiftKey ? resizeZone(item.zone, dx, dy) : moveZone(item.zone, dx, dy);
      onChange(item.key, next);
      announce(t(event.shiftKey ? 'editor.zoneResized' : 'editor.zoneMoved', { label: item.label, where: describe(next) }));
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemoveZone(item.key);
      announce(t('editor.zoneRemoved', { label: item.label }));
      svgRef.current?.focus();
      return;
    }
    if (event.key === 'Escape') cancelDrawing();
  }

  const selectedZone = zones.find((z) => z.key === selectedKey);
  const drawingRect = gesture?.kind === 'rect' ? rectFromDrag(gesture.from, gesture.to) : null;
  const modeHelp = t(`editor.help.${mode}`);

  return (
    <div className="refs-editor">
      <div className="refs-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        <div className="refs-editor__modes" role="radiogroup" aria-label={t('editor.modeLabel')}>
          {(['select', 'rect', 'polygon'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              className={`button button--secondary refs-editor__mode${mode === m ? ' is-active' : ''}`}
              onClick={() => {
                setPolygon([]);
                onModeChange(m);
              }}
            >
              {t(`editor.mode.${m}`)}
            </button>
          ))}
        </div>
        {mode === 'polygon' && (
          <>
            <button type="button" className="button button--secondary" disabled={polygon.length < 3} onClick={() => finishPolygon(polygon)}>
              {t('editor.closeShape')}
            </button>
            <button type="button" className="button button--ghost" disabled={polygon.length === 0} onClick={cancelDrawing}>
              {t('editor.cancelShape')}
            </button>
          </>
        )}
        {mode === 'select' && selectedZone && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              onRemoveZone(selectedZone.key);
              announce(t('editor.zoneRemoved', { label: selectedZone.label }));
            }}
          >
            {t('editor.removeZone')}
          </button>
        )}
        <div className="refs-editor__zoom" role="group" aria-label={t('editor.zoom')}>
          <button type="button" className="button button--ghost" aria-label={t('editor.zoomOut')} disabled={zoom <= ZOOMS[0]} onClick={() => setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]) - 1)]!)}>−</button>
          <output aria-live="polite">{Math.round(zoom * 100)}%</output>
          <button type="button" className="button button--ghost" aria-label={t('editor.zoomIn')} disabled={zoom >= ZOOMS[ZOOMS.length - 1]!} onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]) + 1)]!)}>+</button>
        </div>
      </div>
      <p className="refs-editor__help" id="refs-editor-help">{modeHelp}</p>
      <div className="refs-editor__frame">
        <div className="refs-editor__stage" style={{ width: `${zoom * 100}%`, aspectRatio: `${W} / ${H}` }}>
          <img src={image.src} alt="" width={W} height={H} draggable={false} />
          <svg
            ref={svgRef}
            className={`refs-editor__svg refs-editor__svg--${mode}`}
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            role="group"
            aria-label={t('editor.picture')}
            aria-describedby="refs-editor-help"
            tabIndex={0}
            data-testid="zone-surface"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => setGesture(null)}
            onKeyDown={onSurfaceKey}
          >
            {zones.map((item) => {
              const selected = item.key === selectedKey;
              const b = item.zone.kind === 'rect' ? item.zone : null;
              return (
                <g
                  key={item.key}
                  data-zone-key={item.key}
                  className={`refs-zone${selected ? ' is-selected' : ''}`}
                  role="button"
                  tabIndex={0}
                  aria-pressed={selected}
                  aria-label={t('editor.zoneLabel', { label: item.label, shape: t(`shape.${shapeName(item.zone)}`) })}
                  onFocus={() => {
                    if (!selected) onSelect(item.key);
                  }}
                  onKeyDown={(event) => onZoneKey(event, item)}
                >
                  {b ? (
                    <rect x={b.x * W} y={b.y * H} width={b.w * W} height={b.h * H} vectorEffect="non-scaling-stroke" />
                  ) : item.zone.kind === 'polygon' ? (
                    <polygon points={item.zone.points.map(([x, y]) => `${x * W},${y * H}`).join(' ')} vectorEffect="non-scaling-stroke" />
                  ) : null}
                  <text x={(b ? b.x : item.zone.kind === 'polygon' ? item.zone.points[0]![0] : 0) * W + handleSize} y={(b ? b.y : item.zone.kind === 'polygon' ? item.zone.points[0]![1] : 0) * H + handleSize * 2.4} fontSize={handleSize * 2.2} aria-hidden="true">
                    {item.number}
                  </text>
                  {selected && mode === 'select' && b &&
                    (['nw', 'ne', 'sw', 'se'] as const).map((h) => (
                      <rect
                        key={h}
                        data-handle={h}
                        className="refs-zone__handle"
                        x={(h.endsWith('w') ? b.x : b.x + b.w) * W - handleSize / 2}
                        y={(h.startsWith('n') ? b.y : b.y + b.h) * H - handleSize / 2}
                        width={handleSize}
                        height={handleSize}
                        aria-hidden="true"
                      />
                    ))}
                  {selected && mode === 'select' && item.zone.kind === 'polygon' &&
                    item.zone.points.map(([x, y], i) => (
                      <circle key={i} data-handle={String(i)} className="refs-zone__handle" cx={x * W} cy={y * H} r={handleSize / 1.6} aria-hidden="true" />
                    ))}
                </g>
              );
            })}
            {drawingRect && (
              <rect className="refs-drawing" x={drawingRect.x * W} y={drawingRect.y * H} width={drawingRect.w * W} height={drawingRect.h * H} vectorEffect="non-scaling-stroke" />
            )}
            {polygon.length > 0 && (
              <g className="refs-drawing" aria-hidden="true">
                <polyline points={[...polygon, ...(hover ? [hover] : [])].map(([x, y]) => `${x * W},${y * H}`).join(' ')} vectorEffect="non-scaling-stroke" />
                {polygon.map(([x, y], i) => (
                  <circle key={i} cx={x * W} cy={y * H} r={handleSize / (i === 0 ? 1.2 : 2)} />
                ))}
              </g>
            )}
          </svg>
        </div>
      </div>
    </div>
  );
}
