import type { DeskReference, DeskResponse, ReferenceInput, Zone } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { apiCall, isApiError, type ResponseOf } from '../../../lib/api-client';
import { ZoneEditor, type DrawMode, type EditorZone } from '../components/zone-editor';
import { ReferenceForm } from '../components/reference-form';
import { ResponseForm } from '../components/response-form';
import { ReferenceList } from '../components/reference-list';
import { issueMessages } from '../components/issues';
import { draftOf, isDirty, newDraft, titleOf, type Draft, type Lang } from '../lib/drafts';
import '../../../components/desk/desk-card.css';
import '../designer-references.css';

type GameRefs = ResponseOf<'getGameRefs'>;

const FIELDS = ['type', 'zone', 'response', 'hints', 'choices'] as const;

/** What someone else changed in a reference since it was read (null: no conflict). */
function staleFields(draft: Draft, current: DeskReference | null | undefined): string[] | null {
  if (!current) return null;
  if (!draft.saved) return [];
  const saved = draft.saved;
  return FIELDS.filter((f) => JSON.stringify(saved[f]) !== JSON.stringify(current[f]));
}

export const refsQueryKey = (gameId: number) => ['desk', 'gameRefs', gameId] as const;

/** /desk/designer/games/:id/references: the picture with its zones, the list of references, the form of the selected one. */
export function ReferencesPage() {
  const { t } = useTranslation('designerRefs');
  const gameId = Number(useParams().id);
  const query = useQuery({
    queryKey: refsQueryKey(gameId),
    queryFn: ({ signal }) => apiCall('getGameRefs', { params: { id: gameId }, signal }),
    enabled: Number.isInteger(gameId) && gameId > 0,
    refetchOnWindowFocus: false,
  });

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
  const [drafts, setDrafts] = useState<Draft[]>(() => data.references.map(draftOf));
  const [responses, setResponses] = useState<Map<string, DeskResponse>>(() => new Map(data.responses.map((r) => [r.id, r])));
  const [selectedKey, setSelectedKey] = useState<string | null>(data.references[0]?.id ?? null);
  const [mode, setMode] = useState<DrawMode>('select');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [stale, setStale] = useState<Record<string, DeskReference | null>>({});
  const [responseForm, setResponseForm] = useState<{ response: DeskResponse | null; typed: string } | null>(null);
  const [listError, setListError] = useState<string | null>(null);

  // The message waiting to be said (announce below); dropped if the page goes first.
  const pendingMessage = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingMessage.current), []);
  const announce = (text: string) => {
    // A repeated sentence must be read again: clear first.
    setMessage('');
    window.clearTimeout(pendingMessage.current);
    pendingMessage.current = window.setTimeout(() => setMessage(text), 30);
  };

  const numberOf = (key: string) => drafts.findIndex((d) => d.key === key) + 1;
  const labelOf = (draft: Draft) => {
    const title = draft.response ? titleOf(responses.get(draft.response), lang) : null;
    return title ? t('list.label', { number: numberOf(draft.key), title }) : t('list.labelUntitled', { number: numberOf(draft.key) });
  };

  const zones: EditorZone[] = drafts
    .filter((d): d is Draft & { zone: Zone } => d.zone !== null)
    .map((d) => ({ key: d.key, number: numberOf(d.key), label: labelOf(d), zone: d.zone }));
  const selected = drafts.find((d) => d.key === selectedKey) ?? null;

  const update = (key: string, change: (d: Draft) => Draft) => setDrafts((all) => all.map((d) => (d.key === key ? change(d) : d)));

  useEffect(() => {
    const dirty = drafts.some(isDirty);
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [drafts]);

  function onDraw(zone: Zone) {
    // A drawn shape goes to the selected reference when it has none yet, else to a new reference.
    if (selected && selected.zone === null && selected.type !== 'zoneless') {
      update(selected.key, (d) => ({ ...d, zone }));
      return;
    }
    const draft = newDraft(zone);
    setDrafts((all) => [...all, draft]);
    setSelectedKey(draft.key);
  }

  function addZoneless() {
    const draft = newDraft(null);
    setDrafts((all) => [...all, draft]);
    setSelectedKey(draft.key);
    announce(t('list.added'));
  }

  function inputOf(draft: Draft): ReferenceInput {
    return { type: draft.type, zone: draft.zone, response: draft.response ?? '', hints: draft.hints, choices: draft.choices };
  }

  async function save(draft: Draft) {
    setBusy(true);
    setErrors((e) => ({ ...e, [draft.key]: [] }));
    try {
      const { reference } = draft.saved
        ? await apiCall('updateGameReference', { params: { id: data.game.id, refId: draft.key }, body: { ...inputOf(draft), version: draft.saved.version } })
        : await apiCall('createGameReference', { params: { id: data.game.id }, body: inputOf(draft) });
      setDrafts((all) => all.map((d) => (d.key === draft.key ? draftOf(reference) : d)));
      if (selectedKey === draft.key) setSelectedKey(reference.id);
      setStale((s) => ({ ...s, [draft.key]: null }));
      announce(t('form.saved', { number: numberOf(draft.key) }));
    } catch (error) {
      if (isApiError(error) && error.code === 'stale_version') {
        setStale((s) => ({ ...s, [draft.key]: error.current as DeskReference }));
      } else {
        setErrors((e) => ({ ...e, [draft.key]: issueMessages(error, t) }));
      }
    } finally {
      setBusy(false);
    }
  }

  async function remove(draft: Draft) {
    if (!draft.saved) {
      setDrafts((all) => all.filter((d) => d.key !== draft.key));
      setSelectedKey(null);
      announce(t('form.discarded'));
      return;
    }
    if (!window.confirm(t('form.confirmDelete', { number: numberOf(draft.key) }))) return;
    setBusy(true);
    try {
      await apiCall('deleteGameReference', { params: { id: data.game.id, refId: draft.key }, query: { version: draft.saved.version } });
      setDrafts((all) => all.filter((d) => d.key !== draft.key));
      setSelectedKey(null);
      announce(t('form.deleted'));
    } catch (error) {
      if (isApiError(error) && error.code === 'stale_version') setStale((s) => ({ ...s, [draft.key]: error.current as DeskReference }));
      else setErrors((e) => ({ ...e, [draft.key]: issueMessages(error, t) }));
    } finally {
      setBusy(false);
    }
  }

  function reloadOne(draft: Draft) {
    const current = stale[draft.key];
    if (current) {
      setDrafts((all) => all.map((d) => (d.key === draft.key ? draftOf(current) : d)));
      setStale((s) => ({ ...s, [draft.key]: null }));
      announce(t('form.reloaded'));
    } else {
      reload();
    }
  }

  /** Moves a reference to position `target` (0-based); the saved ones' new order is saved at once. */
  async function moveTo(key: string, target: number) {
    const index = drafts.findIndex((d) => d.key === key);
    if (index < 0 || target < 0 || target >= drafts.length || target === index) return;
    const next = [...drafts];
    const [moved] = next.splice(index, 1);
    next.splice(target, 0, moved!);
    setDrafts(next);
    announce(t('list.moved', { number: target + 1 }));
    const savedOrder = next.filter((d) => d.saved);
    const before = drafts.filter((d) => d.saved).map((d) => d.key).join();
    if (savedOrder.map((d) => d.key).join() === before) return;
    setListError(null);
    try {
      const { references } = await apiCall('updateGameRefs', {
        params: { id: data.game.id },
        body: { order: savedOrder.map((d) => ({ id: d.key, version: d.saved!.version })) },
      });
      const byId = new Map(references.map((r) => [r.id, r]));
      setDrafts((all) => all.map((d) => {
        const fresh = byId.get(d.key);
        return fresh && d.saved ? { ...d, saved: fresh } : d;
      }));
    } catch (error) {
      setDrafts(drafts);
      setListError(isApiError(error) && error.code === 'stale_version' ? t('list.stale') : issueMessages(error, t).join(' '));
    }
  }

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
            onDraw={onDraw}
            onRemoveZone={(key) => {
              const draft = drafts.find((d) => d.key === key);
              if (draft && !draft.saved && !draft.response) {
                setDrafts((all) => all.filter((d) => d.key !== key));
                setSelectedKey(null);
              } else {
                update(key, (d) => ({ ...d, zone: null }));
              }
            }}
            announce={announce}
          />
        </div>
        <aside className="refs-layout__side" aria-label={t('page.side')}>
          <ReferenceList
            drafts={drafts}
            selectedKey={selectedKey}
            labelOf={labelOf}
            onSelect={setSelectedKey}
            onMoveTo={(key, target) => void moveTo(key, target)}
            onAddZoneless={addZoneless}
            error={listError}
          />
          {selected ? (
            <ReferenceForm
              key={selected.key}
              draft={selected}
              number={numberOf(selected.key)}
              response={selected.response ? responses.get(selected.response) : undefined}
              busy={busy}
              errors={errors[selected.key] ?? []}
              stale={staleFields(selected, stale[selected.key])}
              onChange={(draft) => update(selected.key, () => draft)}
              onSave={() => void save(selected)}
              onDelete={() => void remove(selected)}
              onReload={() => reloadOne(selected)}
              onPickResponse={(response) => {
                setResponses((m) => new Map(m).set(response.id, response));
                update(selected.key, (d) => ({ ...d, response: response.id }));
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
                setResponses((m) => new Map(m).set(response.id, response));
                update(selected.key, (d) => ({ ...d, response: response.id }));
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
