import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDirty, type Draft } from '../lib/drafts';

export interface ReferenceListProps {
  drafts: readonly Draft[];
  selectedKey: string | null;
  labelOf: (draft: Draft) => string;
  onSelect: (key: string) => void;
  /** Move a reference to a position (0-based). */
  onMoveTo: (key: string, target: number) => void;
  onAddZoneless: () => void;
  error: string | null;
}

/** The references in play order: select one (the picture selects its zone), move it up or down. */
/** Up and down buttons (keyboard, touch), or drag and drop with a mouse. */
export function ReferenceList({ drafts, selectedKey, labelOf, onSelect, onMoveTo, onAddZoneless, error }: ReferenceListProps) {
  const { t } = useTranslation('designerRefs');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <section className="refs-list" aria-labelledby="refs-list-title">
      <div className="refs-list__head">
        <h2 id="refs-list-title">{t('list.title', { count: drafts.length })}</h2>
        <button type="button" className="button button--secondary" onClick={onAddZoneless}>{t('list.addZoneless')}</button>
      </div>
      {error && <p role="alert" className="refs-issues">{error}</p>}
      {drafts.length === 0 ? (
        <p className="refs-hint">{t('list.empty')}</p>
      ) : (
        <ol className="refs-list__items">
          {drafts.map((draft, i) => {
            const label = labelOf(draft);
            return (
              <li
                key={draft.key}
                className={[draft.key === selectedKey ? 'is-selected' : '', over === i && dragged ? 'is-drop-target' : ''].join(' ').trim() || undefined}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData('text/plain', draft.key);
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(draft.key);
                }}
                onDragOver={(event) => {
                  if (!dragged) return;
                  event.preventDefault();
                  setOver(i);
                }}
                onDragLeave={() => setOver((o) => (o === i ? null : o))}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged) onMoveTo(dragged, i);
                  setDragged(null);
                  setOver(null);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
              >
                <button type="button" className="refs-list__pick" aria-current={draft.key === selectedKey ? 'true' : undefined} onClick={() => onSelect(draft.key)}>
                  <span>{label}</span>
                  <small>
                    {t(`type.${draft.type}`)}
                    {isDirty(draft) && <> · <em>{draft.saved ? t('list.modified') : t('list.new')}</em></>}
                  </small>
                </button>
                <span className="refs-list__moves">
                  <button type="button" className="button button--ghost" aria-label={t('list.up', { label })} disabled={i === 0} onClick={() => onMoveTo(draft.key, i - 1)}>↑</button>
                  <button type="button" className="button button--ghost" aria-label={t('list.down', { label })} disabled={i === drafts.length - 1} onClick={() => onMoveTo(draft.key, i + 1)}>↓</button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
