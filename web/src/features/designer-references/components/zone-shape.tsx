import type { Zone } from '@quiz/shared';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawMode, EditorZone } from '../lib/editor-zones';

const shapeName = (zone: Zone) => (zone.kind === 'rect' ? 'rect' : 'polygon');

interface ZoneShapeProps {
  item: EditorZone;
  selected: boolean;
  mode: DrawMode;
  /** The picture's size (the SVG's units) and the handles' size at this zoom. */
  W: number;
  H: number;
  handleSize: number;
  onSelect: (key: string) => void;
  onZoneKey: (event: KeyboardEvent<SVGGElement>, item: EditorZone) => void;
}

/** One reference's zone on the picture: its shape, its number, and, selected, its handles. */
export function ZoneShape({ item, selected, mode, W, H, handleSize, onSelect, onZoneKey }: ZoneShapeProps) {
  const { t } = useTranslation('designerRefs');
  const b = item.zone.kind === 'rect' ? item.zone : null;
  return (
    <g
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
}
