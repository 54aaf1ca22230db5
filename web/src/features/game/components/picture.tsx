import type PanzoomApi from '@panzoom/panzoom';
import type { PanzoomEventDetail, PanzoomObject } from '@panzoom/panzoom';
// @ts-expect-error -- the ES build has no declarations beside it: it gets the package's (below).
import panzoomEs from '@panzoom/panzoom/dist/panzoom.es.js';
import type { GamePayload, PointerKind, Zone } from '@quiz/shared';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type HTMLAttributes, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { clampPoint, type Point, type Size } from '../lib/geometry';
import { Icon } from './icons';
import { ZoneLayer, type ZoneMark } from './zone-layer';

/**
 * @panzoom/panzoom's ES build, named outright: the package's main file is a UMD script, which Node
 * (hence vitest) loads as an ES module exporting nothing, since the package says "type": "module".
 * Vite picks this very file anyway (the package's `module` field).
 */
const Panzoom = panzoomEs as typeof PanzoomApi;

/** A pointer that moved further than this between press and release was panning, not clicking. */
const DRAG_THRESHOLD_PX = 8;
/** Keyboard cursor steps in CSS pixels of the picture as drawn (so they shrink as you zoom in). */
const STEP_PX = 10;
const BIG_STEP_PX = 50;
const MAX_SCALE = 6;
/** What the buttons and the + / − keys add to or take from the scale: 1 → 1.5 → 2 → … → 6. */
const BUTTON_STEP = 0.5;
/**
 * Panzoom's step: a wheel notch multiplies the scale by e^(step / 3) (≈ 1.18), and a pinch adds
 * step / 80 to it per pixel the fingers spread (about the fingers' own proportion at first).
 */
const GESTURE_STEP = 0.5;
/** Above this scale the picture counts as zoomed: it pans by drag, and a finger no longer scrolls the page. */
const ZOOMED = 1.01;
/** Zoom animations (buttons, keys, reset), unless the player asked for less motion. */
const ANIMATION_MS = 200;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Where the player clicked, tapped or pressed Enter, and how. */
export interface PictureClick {
  /** In image coordinates (0..1 on both axes, origin top-left), whatever the zoom. */
  point: Point;
  /** A touch or a pen is a fingertip's width; the keyboard cursor and a mouse are precise. */
  pointer: PointerKind;
  /** The picture as drawn, in CSS pixels (to turn a tolerance on screen into image units). */
  size: Size;
}

interface PictureProps {
  game: Pick<GamePayload, 'image' | 'number'>;
  marks?: ZoneMark[];
  /** Dims everything but this zone (the current question). */
  spotlight?: Zone | null;
  /** Something drawn over the picture that does not zoom (e.g. "The picture as a whole"). */
  overlay?: ReactNode;
  /** Makes the picture clickable: what to do with a click (a tap, Enter on the keyboard cursor). */
  pick?: {
    onPick: (click: PictureClick) => void;
    /** Read out with the picture's name: how to use it. */
    instructions: string;
  };
  /**
   * A pin at this point (image coordinates), drawn over the picture at the same size whatever the
   * zoom: the spot an open answer box is about.
   */
  marker?: Point | null;
  /** Lets the parent return the focus to the picture (after the answer box closes, say). */
  handleRef?: Ref<PictureHandle>;
}

export interface PictureHandle {
  /** `visible: false` (the box was opened with a mouse or a finger): no keyboard ring nor instructions. */
  focus: (options?: { visible?: boolean }) => void;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Whether the keyboard instructions show under the picture: while it has the keyboard's focus. They
 * take room under the picture, so when a press elsewhere takes the focus, they go only once that
 * press's click has landed: hidden at once, they would pull what is below up from under the pointer
 * between the press and the release (a tap on a button under the picture would miss it).
 */
function useKeyboardHelp() {
  const [shown, setShown] = useState(false);
  const pressing = useRef(false);
  const hideAfterPress = useRef(false);

  useEffect(() => {
    const down = () => {
      pressing.current = true;
    };
    const up = () => {
      // After the click that follows the release (the same task dispatches both).
      window.setTimeout(() => {
        pressing.current = false;
        if (hideAfterPress.current) setShown(false);
        hideAfterPress.current = false;
      }, 0);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  return {
    shown,
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget) return;
      hideAfterPress.current = false;
      setShown(isFocusVisible(event.currentTarget));
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget) return;
      if (pressing.current) hideAfterPress.current = true;
      else setShown(false);
    },
  };
}

/**
 * Zooming and panning with @panzoom/panzoom on `content` inside `frame`: buttons, keys, wheel (toward
 * the pointer) and pinch; drag pans only while zoomed, so that unzoomed a finger on the picture
 * scrolls the page. The scale goes to the frame as `--picture-scale`, for the labels that keep their
 * size. Returns the instance (null before mounting) for the buttons and keys.
 */
function usePanzoom(frameRef: RefObject<HTMLDivElement | null>, contentRef: RefObject<HTMLDivElement | null>, imageSrc: string) {
  const panzoomRef = useRef<PanzoomObject | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const content = contentRef.current;
    if (!frame || !content) return;
    let zoomed = false;
    const panzoom = Panzoom(content, {
      minScale: 1,
      maxScale: MAX_SCALE,
      // No empty space around the picture: it always covers the frame.
      contain: 'outside',
      step: GESTURE_STEP,
      cursor: '',
      disablePan: true,
      touchAction: 'pan-y',
      // Panzoom's default stops the press from reaching React (which tells a click from a drag) and
      // cancels it (which would keep the frame from taking the focus); text selection and image
      // dragging are already off (user-select, draggable).
      handleStartEvent: () => {},
    });
    panzoomRef.current = panzoom;

    function onChange(event: Event) {
      const { scale } = (event as CustomEvent<PanzoomEventDetail>).detail;
      frame!.style.setProperty('--picture-scale', String(scale));
      // The labels' counter-scale glides along with the picture (or jumps, when the picture does).
      frame!.style.setProperty('--picture-scale-transition', content!.style.transition || 'none');
      if (zoomed !== scale > ZOOMED) {
        zoomed = scale > ZOOMED;
        panzoom.setOptions({ disablePan: !zoomed, touchAction: zoomed ? 'none' : 'pan-y' });
      }
    }

    function onWheel(event: WheelEvent) {
      // A purely sideways swipe (trackpad, Magic Mouse) carries no zoom.
      if (event.deltaY === 0) return;
      panzoom.zoomWithWheel(event);
    }

    // Two fingers pinch: the page must not scroll (touch-action lets it pan vertically while the
    // picture is unzoomed) until every finger has left the screen.
    let pinching = false;
    function onTouch(event: TouchEvent) {
      if (event.touches.length > 1) pinching = true;
      else if (event.touches.length === 0) pinching = false;
      if (pinching && event.type === 'touchmove' && event.cancelable) event.preventDefault();
    }

    // A zoom asked for while another still glides measures the picture mid-way: once it has
    // settled, the picture is held inside the frame again.
    function onSettled(event: TransitionEvent) {
      if (event.target === content) panzoom.pan(0, 0, { relative: true, force: true, animate: false });
    }

    content.addEventListener('panzoomchange', onChange);
    content.addEventListener('transitionend', onSettled);
    frame.addEventListener('wheel', onWheel, { passive: false });
    for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) frame.addEventListener(type, onTouch as EventListener, { passive: type !== 'touchmove' });
    return () => {
      content.removeEventListener('panzoomchange', onChange);
      content.removeEventListener('transitionend', onSettled);
      frame.removeEventListener('wheel', onWheel);
      for (const type of ['touchstart', 'touchmove', 'touchend', 'touchcancel']) frame.removeEventListener(type, onTouch as EventListener);
      panzoom.destroy();
      panzoom.resetStyle();
      content.style.transform = '';
      content.style.transition = '';
      frame.style.removeProperty('--picture-scale');
      frame.style.removeProperty('--picture-scale-transition');
      panzoomRef.current = null;
    };
    // A new picture starts unzoomed, with a new instance.
  }, [frameRef, contentRef, imageSrc]);

  return panzoomRef;
}

/**
 * The illustration, zoomable and pannable (buttons, wheel, pinch), with the zones drawn on it. When
 * `pick` is given, a click or tap is turned into image coordinates (0..1, whatever the zoom: the
 * picture's box on screen already includes it) and handed over with the kind of pointer; keyboard
 * players move a cursor with the arrow keys and press Enter to click where it is.
 */
export function Picture({ game, marks = [], spotlight, overlay, pick, marker, handleRef }: PictureProps) {
  const { t } = useTranslation('game');
  const instructionsId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; y: number; type: string } | null>(null);
  const [cursor, setCursor] = useState<Point>({ x: 0.5, y: 0.5 });
  const reducedMotion = useReducedMotion();
  const panzoomRef = usePanzoom(frameRef, contentRef, game.image.src);
  const alt = t('illustrationAlt', { number: game.number });

  const keyboardHelp = useKeyboardHelp();

  useImperativeHandle(
    handleRef,
    () => ({
      // (`focusVisible` is a recent option: browsers without it show the ring as they see fit.)
      focus: ({ visible = true } = {}) => frameRef.current?.focus(visible ? undefined : { focusVisible: false }),
    }),
    [],
  );

  const zoom = {
    by(delta: number) {
      const panzoom = panzoomRef.current;
      panzoom?.zoom(panzoom.getScale() + delta, { animate: !reducedMotion, duration: ANIMATION_MS });
    },
    reset() {
      panzoomRef.current?.reset({ animate: !reducedMotion, duration: ANIMATION_MS });
    },
  };

  function measure() {
    const rect = canvasRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return null;
    return rect;
  }

  function pickAt(point: Point, pointer: PointerKind) {
    const rect = measure();
    if (!pick || !rect) return;
    pick.onPick({ point: clampPoint(point), pointer, size: { width: rect.width, height: rect.height } });
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
    // A pen counts as a fingertip: both are less precise than a mouse pointer.
    pickAt(point, start !== null && (start.type === 'touch' || start.type === 'pen') ? 'touch' : 'mouse');
  }

  /** Pans just enough to bring the cursor back into view when it leaves a zoomed picture. */
  function keepInView(point: Point) {
    const box = frameRef.current?.getBoundingClientRect();
    const panzoom = panzoomRef.current;
    if (!box || !panzoom) return;
    // Where the picture lies once panzoom has drawn its last zoom and pan (it draws them a frame
    // later, and a held arrow key may come first): `scale(s) translate(x, y)` about the frame's centre.
    const scale = panzoom.getScale();
    const pan = panzoom.getPan();
    const margin = 24;
    const x = box.left + (box.width / 2) * (1 - scale) + scale * (pan.x + point.x * box.width);
    const y = box.top + (box.height / 2) * (1 - scale) + scale * (pan.y + point.y * box.height);
    const dx = x < box.left + margin ? box.left + margin - x : x > box.right - margin ? box.right - margin - x : 0;
    const dy = y < box.top + margin ? box.top + margin - y : y > box.bottom - margin ? box.bottom - margin - y : 0;
    // Panzoom translates inside its scale: screen pixels are divided by it.
    if (dx !== 0 || dy !== 0) panzoom.pan(dx / scale, dy / scale, { relative: true, animate: false });
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
      pickAt(cursor, 'keyboard');
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoom.by(BUTTON_STEP);
    } else if (event.key === '-') {
      event.preventDefault();
      zoom.by(-BUTTON_STEP);
    } else if (event.key === '0') {
      event.preventDefault();
      zoom.reset();
    }
  }

  const frameProps: HTMLAttributes<HTMLDivElement> = pick
    ? {
        role: 'application',
        tabIndex: 0,
        'aria-label': t('picture.label', { number: game.number }),
        'aria-describedby': instructionsId,
        onKeyDown,
        onFocus: keyboardHelp.onFocus,
        onBlur: keyboardHelp.onBlur,
      }
    : {};

  return (
    <div className={`picture${pick ? ' picture--interactive' : ''}${pick && keyboardHelp.shown ? ' picture--keyboard-help' : ''}`}>
      <div ref={frameRef} className="picture__frame" style={{ aspectRatio: `${game.image.width} / ${game.image.height}` }} {...frameProps}>
        <div ref={contentRef} className="picture__content">
          <div className="picture__canvas" ref={canvasRef} onPointerDown={onPointerDown} onClick={onClick}>
            <img src={game.image.src} alt={alt} width={game.image.width} height={game.image.height} draggable={false} decoding="async" />
            <ZoneLayer marks={marks} spotlight={spotlight} />
            {marker && (
              <div className="picture__marker-anchor" style={{ left: `${marker.x * 100}%`, top: `${marker.y * 100}%` }} aria-hidden="true" data-testid="click-marker">
                {/* Counter-scaled by the zoom, like the labels: the same size on screen. */}
                <div className="zone-label-scale">
                  <svg className="picture__marker" viewBox="0 0 32 44" width="32" height="44" focusable="false">
                    <path d="M16 42C16 42 3 26.5 3 16a13 13 0 0 1 26 0C29 26.5 16 42 16 42z" />
                    <circle cx="16" cy="16" r="5" />
                  </svg>
                  <span className="picture__marker-dot" />
                </div>
              </div>
            )}
            {pick && (
              <div className="picture__cursor-anchor" style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }} aria-hidden="true">
                <div className="zone-label-scale">
                  <span className="picture__cursor" />
                </div>
              </div>
            )}
          </div>
        </div>
      </div>
      {overlay}
      <div className="picture__tools">
        {pick && (
          <p id={instructionsId} className="picture__instructions">
            {pick.instructions}
          </p>
        )}
        <ZoomButtons onZoomIn={() => zoom.by(BUTTON_STEP)} onZoomOut={() => zoom.by(-BUTTON_STEP)} onReset={zoom.reset} />
      </div>
    </div>
  );
}

/** + / − / reset, just under the picture where a thumb reaches them (over it, they would hide zones). */
function ZoomButtons({ onZoomIn, onZoomOut, onReset }: { onZoomIn: () => void; onZoomOut: () => void; onReset: () => void }) {
  const { t } = useTranslation('game');
  return (
    <div className="picture__zoom" role="group" aria-label={t('picture.zoomControls')}>
      <button type="button" className="icon-button" onClick={onZoomIn} aria-label={t('picture.zoomIn')} title={t('picture.zoomIn')}>
        <Icon name="plus" />
      </button>
      <button type="button" className="icon-button" onClick={onZoomOut} aria-label={t('picture.zoomOut')} title={t('picture.zoomOut')}>
        <Icon name="minus" />
      </button>
      <button type="button" className="icon-button" onClick={onReset} aria-label={t('picture.zoomReset')} title={t('picture.zoomReset')}>
        <Icon name="reset" />
      </button>
    </div>
  );
}
