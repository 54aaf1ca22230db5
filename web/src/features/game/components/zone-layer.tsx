import type { Zone } from '@quiz/shared';
import type { ReactNode } from 'react';
import { zoneBounds, zoneCorners } from '../lib/geometry';

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

function pathOf(zone: Zone): string {
  return `M${zoneCorners(zone).map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

/**
 * Outlines in image units (a 0..1 viewBox stretched over the picture) with strokes that keep their
 * width whatever the zoom; labels are HTML, kept at their reading size while the picture zooms.
 * Everything here repeats what the page says elsewhere in words, so it is hidden from assistive
 * technologies.
 */
export function ZoneLayer({ marks, spotlight }: { marks: ZoneMark[]; spotlight?: Zone | null }) {
  return (
    <>
      <svg className="zones" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {spotlight && (
          <>
            <path className="zones__shade" d={`M0 0H1V1H0Z${pathOf(spotlight)}`} fillRule="evenodd" />
            <path className="zone zone--current" d={pathOf(spotlight)} vectorEffect="non-scaling-stroke" />
          </>
        )}
        {marks.map((mark) => (
          <path key={mark.id} className={`zone zone--${mark.kind}`} d={pathOf(mark.zone)} vectorEffect="non-scaling-stroke" />
        ))}
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
        const b = zoneBounds(mark.zone);
        // Above the zone, unless the zone touches the top; right-aligned near the right edge.
        const below = b.y < 0.1;
        const alignRight = b.x + b.w > 0.8;
        return (
          <div
            key={mark.id}
            className="zone-label-anchor"
            style={{ left: `${(alignRight ? b.x + b.w : b.x) * 100}%`, top: `${(below ? b.y + b.h : b.y) * 100}%` }}
            aria-hidden="true"
          >
            {/* Counter-scaled by the picture's zoom (--picture-scale, set by the picture): same size on screen. */}
            <div className={`zone-label-scale${alignRight ? ' is-right' : ''}`}>
              <span className={`zone-label zone-label--${mark.kind}${below ? ' is-below' : ''}${alignRight ? ' is-right' : ''}`}>
                {mark.label}
              </span>
            </div>
          </div>
        );
      })}
    </>
  );
}
