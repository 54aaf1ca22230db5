import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZoneDrawing } from '../hooks/use-zone-drawing';
import type { ZoneEditorProps } from '../lib/editor-zones';
import { ZoneShape } from './zone-shape';
import { ZoneToolbar } from './zone-toolbar';

export type { DrawMode, EditorZone, ZoneEditorProps } from '../lib/editor-zones';
export { KEY_STEP } from '../hooks/use-zone-drawing';

/**
 * The illustration with the references' zones drawn over it in SVG (picture-relative units),
 * zoomable. Mouse, pen and touch through pointer events: drag to draw a rectangle, click points to
 * draw a polygon (click the first point, press Enter or "Close the shape" to close it), drag a zone
 * to move it, drag a handle to resize it. Keyboard: Tab to a zone (it is selected), arrows move it,
 * shift+arrows resize it, Delete removes it, Escape cancels a drawing; in a drawing mode, Enter on
 * the picture adds a shape in its middle.
 */
export function ZoneEditor(props: ZoneEditorProps) {
  const { image, zones, selectedKey, mode, onModeChange, onSelect, onRemoveZone, announce } = props;
  const { t } = useTranslation('designerRefs');
  const [zoom, setZoom] = useState<number>(1);
  const drawing = useZoneDrawing(props);
  const { svgRef, polygon, hover, drawingRect } = drawing;
  const W = image.width;
  const H = image.height;
  const handleSize = Math.max(W, H) * 0.012 / zoom;

  const selectedZone = zones.find((z) => z.key === selectedKey);
  const modeHelp = t(`editor.help.${mode}`);

  return (
    <div className="refs-editor">
      <ZoneToolbar
        mode={mode}
        onModeChange={onModeChange}
        drawing={drawing}
        selectedZone={selectedZone}
        onRemoveZone={onRemoveZone}
        announce={announce}
        zoom={zoom}
        setZoom={setZoom}
      />
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
            onPointerDown={drawing.onPointerDown}
            onPointerMove={drawing.onPointerMove}
            onPointerUp={drawing.onPointerUp}
            onPointerCancel={drawing.cancelGesture}
            onKeyDown={drawing.onSurfaceKey}
          >
            {zones.map((item) => (
              <ZoneShape
                key={item.key}
                item={item}
                selected={item.key === selectedKey}
                mode={mode}
                W={W}
                H={H}
                handleSize={handleSize}
                onSelect={onSelect}
                onZoneKey={drawing.onZoneKey}
              />
            ))}
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
