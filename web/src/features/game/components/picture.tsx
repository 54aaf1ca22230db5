import type { GamePayload, Zone } from '@quiz/shared';
import { useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepScale, TransformComponent, TransformWrapper, useControls, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { clampPoint, hitTest, type HitTarget, type Point } from '../lib/geometry';
import { Icon } from './icons';
import { ZoneLayer, type ZoneMark } from './zone-layer';

/** A fingertip is wide: a tap this close to a zone's edge counts as on it. */
export const TOUCH_TOLERANCE_PX = 16;
/** A pointer that moved further than this between press and release was panning, not clicking. */
const DRAG_THRESHOLD_PX = 8;
/** Keyboard cursor steps in CSS pixels of the picture as drawn (so they shrink as you zoom in). */
const STEP_PX = 10;
const BIG_STEP_PX = 50;
const MAX_SCALE = 6;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface PictureProps {
  game: Pick<GamePayload, 'image' | 'number'>;
  marks?: ZoneMark[];
  /** Dims everything but this zone (the current question). */
  spotlight?: Zone | null;
  /** Something drawn over the picture that does not zoom (e.g. "The picture as a whole"). */
  overlay?: ReactNode;
  /** Makes the picture clickable: the zones that can be picked and what to do with the pick. */
  pick?: {
    targets: HitTarget[];
    onPick: (refId: string | null) => void;
    /** Read out with the picture's name: how to use it. */
    instructions: string;
  };
  /** Lets the parent return the focus to the picture (after the answer box closes, say). */
  handleRef?: Ref<PictureHandle>;
}

export interface PictureHandle {
  focus: () => void;
}

/**
 * The illustration, zoomable and pannable (buttons, wheel, pinch), with the zones drawn on it. When
 * `pick` is given, a click or tap is turned into image coordinates (0..1, whatever the zoom: the
 * picture's box on screen already includes it) and hit-tested against the zones; keyboard players
 * move a cursor with the arrow keys and press Enter to click where it is.
 */
export function Picture({ game, marks = [], spotlight, overlay, pick, handleRef }: PictureProps) {
  const { t } = useTranslation('game');
  const instructionsId = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const zoomRef = useRef<ReactZoomPanPinchContentRef>(null);
  const press = useRef<{ x: number; y: number; type: string } | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const reducedMotion = useReducedMotion();
  const animationTime = reducedMotion ? 0 : 200;
  const alt = t('illustrationAlt', { number: game.number });

  // The library owns the frame's ref; the frame is found from the picture inside it.
  const frame = () => canvasRef.current?.closest<HTMLElement>('.picture__frame') ?? null;
  useImperativeHandle(handleRef, () => ({ focus: () => frame()?.focus() }), []);

  function measure() {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return rect;
  }

  function pickAt(point: Point, tolerancePx: number) {
    const rect = measure();
    if (!pick || !rect) return;
    pick.onPick(hitTest(pick.targets, clampPoint(point), { width: rect.width, height: rect.height }, tolerancePx));
  }

  function onPointerDown(event: PointerEvent) {
    press.current = { x: event.clientX, y: event.clientY, type: event.pointerType };
  }

  function onClick(event: MouseEvent) {
    const start = press.current;
    press.current = null;
    if (!pick) return;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_THRESHOLD_PX) return;
    const rect = measure();
    if (!rect) return;
    const point = clampPoint({ x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height });
    // The keyboard cursor follows the last click, so switching to the keyboard starts from there.
    setCursor(point);
    const touch = start !== null && start.type !== 'mouse';
    pickAt(point, touch ? TOUCH_TOLERANCE_PX : 0);
  }

  /** Pans just enough to bring the cursor back into view when it leaves a zoomed picture. */
  function keepInView(point: Point) {
    const rect = measure();
    const box = frame()?.getBoundingClientRect();
    if (!rect || !box || !zoomRef.current) return;
    const margin = 24;
    const x = rect.left + point.x * rect.width;
    const y = rect.top + point.y * rect.height;
    const dx = x < box.left + margin ? box.left + margin - x : x > box.right - margin ? box.right - margin - x : 0;
    const dy = y < box.top + margin ? box.top + margin - y : y > box.bottom - margin ? box.bottom - margin - y : 0;
    if (dx !== 0 || dy !== 0) void zoomRef.current.panBy(dx, dy, 0);
  }

  function onKeyDown(event: KeyboardEvent) {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const rect = measure();
      if (!rect) return;
      const step = event.shiftKey ? BIG_STEP_PX : STEP_PX;
      const next = clampPoint({ x: cursor.x + (arrow[0] * step) / rect.width, y: cursor.y + (arrow[1] * step) / rect.height });
      setCursor(next);
      keepInView(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pickAt(cursor, 0);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      void zoomRef.current?.zoomIn(0.5, animationTime);
    } else if (event.key === '-') {
      event.preventDefault();
      void zoomRef.current?.zoomOut(0.5, animationTime);
    } else if (event.key === '0') {
      event.preventDefault();
      void zoomRef.current?.resetTransform(animationTime);
    }
  }

  const frameProps: HTMLAttributes<HTMLDivElement> = pick
    ? {
        role: 'application',
        tabIndex: 0,
        'aria-label': t('picture.label', { number: game.number }),
        'aria-describedby': instructionsId,
        onKeyDown,
      }
    : {};

  return (
    <div className={`picture${pick ? ' picture--interactive' : ''}`}>
      <TransformWrapper
        ref={zoomRef}
        minScale={1}
        maxScale={MAX_SCALE}
        // A double tap would fire two picks first: zooming is for the buttons, wheel and pinch.
        doubleClick={{ disabled: true }}
        // Unzoomed, a finger on the picture scrolls the page instead of panning nothing.
        panning={{ disabled: !zoomed, velocityDisabled: reducedMotion }}
        wheel={{ step: 0.2 }}
        zoomAnimation={{ disabled: reducedMotion }}
        velocityAnimation={{ disabled: reducedMotion }}
        onTransform={(_, state) => setZoomed(state.scale > 1.01)}
      >
        <TransformComponent
          wrapperClass="picture__frame"
          contentClass="picture__content"
          wrapperStyle={{ aspectRatio: `${game.image.width} / ${game.image.height}` }}
          wrapperProps={frameProps}
        >
          <div className="picture__canvas" ref={canvasRef} onPointerDown={onPointerDown} onClick={onClick}>
            <img src={game.image.src} alt={alt} width={game.image.width} height={game.image.height} draggable={false} decoding="async" />
            <ZoneLayer marks={marks} spotlight={spotlight} />
            {pick && (
              <div className="picture__cursor-anchor" style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }} aria-hidden="true">
                <KeepScale className="zone-label-scale">
                  <span className="picture__cursor" />
                </KeepScale>
              </div>
            )}
          </div>
        </TransformComponent>
        {overlay}
        <div className="picture__tools">
          {pick && (
            <p id={instructionsId} className="picture__instructions">
              {pick.instructions}
            </p>
          )}
          <ZoomButtons animationTime={animationTime} />
        </div>
      </TransformWrapper>
    </div>
  );
}

/** + / − / reset, just under the picture where a thumb reaches them (over it, they would hide zones). */
function ZoomButtons({ animationTime }: { animationTime: number }) {
  const { t } = useTranslation('game');
  const { zoomIn, zoomOut, resetTransform } = useControls();
  return (
    <div className="picture__zoom" role="group" aria-label={t('picture.zoomControls')}>
      <button type="button" className="icon-button" onClick={() => void zoomIn(0.5, animationTime)} aria-label={t('picture.zoomIn')} title={t('picture.zoomIn')}>
        <Icon name="plus" />
      </button>
      <button type="button" className="icon-button" onClick={() => void zoomOut(0.5, animationTime)} aria-label={t('picture.zoomOut')} title={t('picture.zoomOut')}>
        <Icon name="minus" />
      </button>
      <button type="button" className="icon-button" onClick={() => void resetTransform(animationTime)} aria-label={t('picture.zoomReset')} title={t('picture.zoomReset')}>
        <Icon name="reset" />
      </button>
    </div>
  );
}
