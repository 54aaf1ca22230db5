import type { DeskReference, DeskResponse, Zone } from '@quiz/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-client';
import { useGameRefs, type GameRefs } from '../api/get-game-refs';
import { ZoneEditor, type DrawMode, type EditorZone } from '../components/zone-editor';
import { ReferenceForm } from '../components/reference-form';
import { ResponseForm } from '../components/response-form';
import { ReferenceList } from '../components/reference-list';
import { useAnnouncer } from '../hooks/use-announcer';
import { useReferenceDrafts } from '../hooks/use-reference-drafts';
import { isDirty, titleOf, type Draft, type Lang } from '../lib/drafts';
import '../../../components/desk/desk-card.css';
import '../designer-references.css';

const FIELDS = ['type', 'zone', 'response', 'hints', 'choices'] as const;

/** What someone else changed in a reference since it was read (null: no conflict). */
function staleFields(draft: Draft, current: DeskReference | null | undefined): string[] | null {
  if (!current) return null;
  if (!draft.saved) return [];
  const saved = draft.saved;
  return FIELDS.filter((f) => JSON.stringify(saved[f]) !== JSON.stringify(current[f]));
}

/** /desk/designer/games/:id/references: the picture with its zones, the list of references, the form of the selected one. */
export function ReferencesPage() {
  const { t } = useTranslation('designerRefs');
  const gameId = Number(useParams().id);
  const query = useGameRefs(gameId);

  if (!Number.isInteger(gameId) || gameId <= 0) return <p role="alert">{t('page.notFound')}</p>;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <section className="refs-page" aria-labelledby="refs-error-title">
        <h1 id="refs-error-title">{t('page.title')}</h1>
        <p role="alert">{notFound ? t('page.notFound') : t('page.loadFailed')}</p>
        {!notFound && <button type="button" className="button" onClick={() => void query.refetch()}>{t('page.retry')}</button>}
      </section>
    );
  }
  return <ReferencesEditor key={query.dataUpdatedAt} data={query.data} reload={() => void query.refetch()} />;
}

/** The editor itself, over the data read (exported for its component tests). */
export function ReferencesEditor({ data, reload }: { data: GameRefs; reload: () => void }) {
  const { t, i18n } = useTranslation('designerRefs');
  const lang: Lang = i18n.language === 'fr' ? 'fr' : 'en';
  const { message, announce } = useAnnouncer();
  const refs = useReferenceDrafts(data, announce, reload);
  const { drafts, responses, selected, selectedKey, setSelectedKey, numberOf, update } = refs;
  const [mode, setMode] = useState<DrawMode>('select');
  const [responseForm, setResponseForm] = useState<{ response: DeskResponse | null; typed: string } | null>(null);

  const labelOf = (draft: Draft) => {
    const title = draft.response ? titleOf(responses.get(draft.response), lang) : null;
    return title ? t('list.label', { number: numberOf(draft.key), title }) : t('list.labelUntitled', { number: numberOf(draft.key) });
  };
  const zones: EditorZone[] = drafts
    .filter((d): d is Draft & { zone: Zone } => d.zone !== null)
    .map((d) => ({ key: d.key, number: numberOf(d.key), label: labelOf(d), zone: d.zone }));
  const pending = useMemo(() => drafts.filter(isDirty).length, [drafts]);

  return (
    <section className="refs-page" aria-labelledby="refs-title">
      <header className="refs-page__header">
        <div>
          <p className="refs-page__crumb"><Link to="/desk/designer">{t('page.back')}</Link></p>
          <h1 id="refs-title">{t('page.titleOf', { title: data.game.title[lang], id: data.game.id })}</h1>
          <p className="refs-hint">{t('page.cacheNote')}</p>
        </div>
        <p className="refs-page__status" aria-live="polite">
          {pending ? t('page.unsaved', { count: pending }) : t('page.allSaved')}
        </p>
      </header>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="refs-live">{message}</p>
      <div className="refs-layout">
        <div className="refs-layout__picture">
          <ZoneEditor
            image={data.game.image}
            zones={zones}
            selectedKey={selectedKey}
            mode={mode}
            onModeChange={setMode}
            onSelect={setSelectedKey}
            onChange={(key, zone) => update(key, (d) => ({ ...d, zone }))}
            onDraw={refs.draw}
            onRemoveZone={refs.removeZone}
            announce={announce}
          />
        </div>
        <aside className="refs-layout__side" aria-label={t('page.side')}>
          <ReferenceList
            drafts={drafts}
            selectedKey={selectedKey}
            labelOf={labelOf}
            onSelect={setSelectedKey}
            onMoveTo={(key, target) => void refs.moveTo(key, target)}
            onAddZoneless={refs.addZoneless}
            error={refs.listError}
          />
          {selected ? (
            <ReferenceForm
              key={selected.key}
              draft={selected}
              number={numberOf(selected.key)}
              response={selected.response ? responses.get(selected.response) : undefined}
              busy={refs.busy}
              errors={refs.errors[selected.key] ?? []}
              stale={staleFields(selected, refs.stale[selected.key])}
              onChange={(draft) => update(selected.key, () => draft)}
              onSave={() => void refs.save(selected)}
              onDelete={() => void refs.remove(selected)}
              onReload={() => refs.reloadOne(selected)}
              onPickResponse={(response) => {
                refs.pickResponse(selected.key, response);
                announce(t('picker.picked', { title: titleOf(response, lang) }));
              }}
              onCreateResponse={(typed) => setResponseForm({ response: null, typed })}
              onEditResponse={() => setResponseForm({ response: responses.get(selected.response!) ?? null, typed: '' })}
            />
          ) : (
            <p className="refs-hint">{t('form.noneSelected')}</p>
          )}
          {responseForm && selected && (
            <ResponseForm
              key={responseForm.response?.id ?? 'new'}
              response={responseForm.response}
              typed={responseForm.typed}
              onSaved={(response) => {
                refs.pickResponse(selected.key, response);
                setResponseForm(null);
                announce(t('response.saved', { title: titleOf(response, lang) }));
              }}
              onCancel={() => setResponseForm(null)}
            />
          )}
        </aside>
      </div>
    </section>
  );
}
