import type { Zone } from '@quiz/shared';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { zoneBounds, zoneCorners } from '../lib/geometry';
import { placeLabels, type LabelPlace } from '../lib/label-layout';

export type MarkKind = 'found' | 'revealed' | 'locked' | 'missed' | 'current';

/** A zone drawn on the picture, with what it says beside it (icon and words, never colour alone). */
export interface ZoneMark {
  id: string;
  zone: Zone;
  kind: MarkKind;
  label?: ReactNode;
  /**
   * A numbered marker centred on this point (image-relative) instead of a label beside the zone: the
   * solution's markers, placed apart by lib/marker-layout.ts.
   */
  at?: { x: number; y: number };
}

/** The picture's size and each label's, as measured (CSS pixels, unzoomed). */
interface Measured {
  width: number;
  height: number;
  sizes: Record<string, { width: number; height: number }>;
}

/** A label not measured yet: a short title on one line. */
const GUESSED_SIZE = { width: 110, height: 19 };

function pathOf(zone: Zone): string {
  return `M${zoneCorners(zone).map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

/**
 * Outlines in image units (a 0..1 viewBox stretched over the picture) with strokes that keep their
 * width whatever the zoom; labels are HTML, kept at their reading size while the picture zooms.
 * Everything here repeats what the page says elsewhere in words, so it is hidden from assistive
 * technologies.
 *
 * The labels are placed apart (lib/label-layout.ts, docs/game.md "Labels on the picture"): first
 * with a guessed size, then with the sizes the page measures, again whenever a label or the picture
 * changes size. A label placed apart from its zone is tied to it by a leader line drawn here.
 */
export function ZoneLayer({ marks, spotlight }: { marks: ZoneMark[]; spotlight?: Zone | null }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const labelRefs = useRef(new Map<string, HTMLElement>());
  const [measured, setMeasured] = useState<Measured | null>(null);
  const labelled = marks.filter((mark) => mark.label && !mark.at);
  const labelKey = labelled.map((mark) => mark.id).join(' ');

  useEffect(() => {
    const canvas = svgRef.current?.parentElement;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    // Layout sizes (offsetWidth), untouched by the zoom's transform: the labels keep their size on screen.
    const measure = () => {
      const sizes: Record<string, { width: number; height: number }> = {};
      for (const [id, element] of labelRefs.current) sizes[id] = { width: element.offsetWidth, height: element.offsetHeight };
      const next = { width: canvas.offsetWidth, height: canvas.offsetHeight, sizes };
      setMeasured((current) => (current && JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(canvas);
    for (const element of labelRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [labelKey]);

  const places = useMemo(() => {
    if (!measured || measured.width === 0) return new Map<string, LabelPlace>();
    const inputs = labelled.map((mark) => ({
      id: mark.id,
      zone: zoneBounds(mark.zone),
      outline: zoneCorners(mark.zone),
      ...(measured.sizes[mark.id] ?? GUESSED_SIZE),
    }));
    return new Map(placeLabels(inputs, measured.width, measured.height).map((place) => [place.id, place]));
    // The labels' ids and sizes decide the places (a mark's new object each render does not).
  }, [measured, labelKey]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <svg ref={svgRef} className="zones" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {spotlight && (
          <>
            <path className="zones__shade" d={`M0 0H1V1H0Z${pathOf(spotlight)}`} fillRule="evenodd" />
            <path className="zone zone--current" d={pathOf(spotlight)} vectorEffect="non-scaling-stroke" />
          </>
        )}
        {marks.map((mark) => (
          <path key={mark.id} className={`zone zone--${mark.kind}`} d={pathOf(mark.zone)} vectorEffect="non-scaling-stroke" />
        ))}
        {/* A label placed apart from its zone (a crowded picture) is tied to it by a line. */}
        {labelled.map((mark) => {
          const leader = places.get(mark.id)?.leader;
          if (!leader) return null;
          return (
            <g key={`leader-${mark.id}`} className={`zone-leader zone-leader--${mark.kind}`} data-testid="zone-leader" data-for={mark.id}>
              <line x1={leader.from.x} y1={leader.from.y} x2={leader.to.x} y2={leader.to.y} vectorEffect="non-scaling-stroke" />
              <line x1={leader.from.x} y1={leader.from.y} x2={leader.to.x} y2={leader.to.y} vectorEffect="non-scaling-stroke" />
            </g>
          );
        })}
      </svg>
      {marks.map((mark) => {
        if (!mark.label) return null;
        if (mark.at) {
          return (
            <div key={mark.id} className="zone-label-anchor" style={{ left: `${mark.at.x * 100}%`, top: `${mark.at.y * 100}%` }} aria-hidden="true">
              <div className="zone-label-scale">
                <span className={`zone-marker zone-marker--${mark.kind}`} data-testid="solution-marker">
                  {mark.label}
                </span>
              </div>
            </div>
          );
        }
        const place = places.get(mark.id);
        const b = zoneBounds(mark.zone);
        // Until measured: above the zone's left corner.
        const anchor = place?.anchor ?? { x: b.x, y: b.y };
        const origin = place?.origin ?? { x: 0, y: 1 };
        return (
          <div key={mark.id} className="zone-label-anchor" style={{ left: `${anchor.x * 100}%`, top: `${anchor.y * 100}%` }} aria-hidden="true">
            {/* Counter-scaled by the picture's zoom (--picture-scale, set by the picture): same size on screen. */}
            <div className="zone-label-scale">
              <span
                ref={(element) => {
                  if (element) labelRefs.current.set(mark.id, element);
                  else labelRefs.current.delete(mark.id);
                }}
                className={`zone-label zone-label--${mark.kind}`}
                data-testid="zone-label"
                style={{ transform: `translate(${-origin.x * 100}%, ${-origin.y * 100}%)` }}
              >
                {mark.label}
              </span>
            </div>
          </div>
        );
      })}
    </>
  );
}
