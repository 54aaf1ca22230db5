import {
  dragRectHandle, moveZone, movePolygonPoint, rectFromDrag, resizeZone, zoneProblem, type RectHandle, type Zone, type ZonePoint,
} from '@quiz/shared';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorZone, ZoneEditorProps } from '../lib/editor-zones';

/** Arrow keys move a zone by this much of the picture (shift: resize by it). */
export const KEY_STEP = 0.01;
/** A click this close to the polygon's first point (in picture units) closes it. */
const CLOSE_DISTANCE = 0.015;

type Gesture =
  | { kind: 'rect'; from: ZonePoint; to: ZonePoint }
  | { kind: 'move'; key: string; from: ZonePoint; start: Zone }
  | { kind: 'handle'; key: string; handle: RectHandle | number; start: Zone };

const percent = (v: number) => `${Math.round(v * 100)}%`;

type DrawingProps = Pick<ZoneEditorProps, 'zones' | 'mode' | 'onSelect' | 'onChange' | 'onDraw' | 'onRemoveZone' | 'announce'>;

/**
 * The zone editor's gestures (components/zone-editor.tsx says what they are): the pointer's drag,
 * draw and resize, the polygon being drawn, the keys on the picture and on a zone. What it changes
 * goes out through the editor's callbacks; what it draws (the rectangle under way, the polygon's
 * points) comes back for the picture to show.
 */
export function useZoneDrawing({ zones, mode, onSelect, onChange, onDraw, onRemoveZone, announce }: DrawingProps) {
  const { t } = useTranslation('designerRefs');
  const svgRef = useRef<SVGSVGElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [polygon, setPolygon] = useState<ZonePoint[]>([]);
  const [hover, setHover] = useState<ZonePoint | null>(null);

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

  const drawingRect = gesture?.kind === 'rect' ? rectFromDrag(gesture.from, gesture.to) : null;
  return {
    svgRef, polygon, hover, drawingRect, describe, finishPolygon, cancelDrawing,
    clearPolygon: () => setPolygon([]),
    cancelGesture: () => setGesture(null),
    onPointerDown, onPointerMove, onPointerUp, onSurfaceKey, onZoneKey,
  };
}
