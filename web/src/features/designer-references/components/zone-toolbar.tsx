import { useTranslation } from 'react-i18next';
import type { useZoneDrawing } from '../hooks/use-zone-drawing';
import type { DrawMode, EditorZone } from '../lib/editor-zones';

const ZOOMS = [1, 1.5, 2, 3, 4] as const;

interface ZoneToolbarProps {
  mode: DrawMode;
  onModeChange: (mode: DrawMode) => void;
  drawing: ReturnType<typeof useZoneDrawing>;
  selectedZone: EditorZone | undefined;
  onRemoveZone: (key: string) => void;
  announce: (message: string) => void;
  zoom: number;
  setZoom: (zoom: number) => void;
}

/** The zone editor's toolbar: the drawing modes, closing or cancelling a polygon, removing the selected zone, the zoom. */
export function ZoneToolbar({ mode, onModeChange, drawing, selectedZone, onRemoveZone, announce, zoom, setZoom }: ZoneToolbarProps) {
  const { t } = useTranslation('designerRefs');
  const { polygon } = drawing;
  return (
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
              drawing.clearPolygon();
              onModeChange(m);
            }}
          >
            {t(`editor.mode.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'polygon' && (
        <>
          <button type="button" className="button button--secondary" disabled={polygon.length < 3} onClick={() => drawing.finishPolygon(polygon)}>
            {t('editor.closeShape')}
          </button>
          <button type="button" className="button button--ghost" disabled={polygon.length === 0} onClick={drawing.cancelDrawing}>
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
  );
}
