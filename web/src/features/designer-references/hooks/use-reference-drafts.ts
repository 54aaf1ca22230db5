import type { DeskReference, DeskResponse, ReferenceInput, Zone } from '@quiz/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { deleteReference } from '../api/delete-reference';
import type { GameRefs } from '../api/get-game-refs';
import { reorderReferences } from '../api/reorder-references';
import { saveReference } from '../api/save-reference';
import { issueMessages } from '../components/issues';
import { draftOf, isDirty, newDraft, type Draft } from '../lib/drafts';

const inputOf = (draft: Draft): ReferenceInput => ({ type: draft.type, zone: draft.zone, response: draft.response ?? '', hints: draft.hints, choices: draft.choices });

/**
 * The references being edited (the references editor's state): the drafts, the responses they
 * name, the selection, each draft's errors and the version someone else saved meanwhile, and what
 * changes them: draw, save, delete, reload, reorder. Leaving the page with unsaved drafts asks first.
 */
export function useReferenceDrafts(data: GameRefs, announce: (text: string) => void, reload: () => void) {
  const { t } = useTranslation('designerRefs');
  const gameId = data.game.id;
  const [drafts, setDrafts] = useState<Draft[]>(() => data.references.map(draftOf));
  const [responses, setResponses] = useState<Map<string, DeskResponse>>(() => new Map(data.responses.map((r) => [r.id, r])));
  const [selectedKey, setSelectedKey] = useState<string | null>(data.references[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [stale, setStale] = useState<Record<string, DeskReference | null>>({});
  const [listError, setListError] = useState<string | null>(null);

  const numberOf = (key: string) => drafts.findIndex((d) => d.key === key) + 1;
  const selected = drafts.find((d) => d.key === selectedKey) ?? null;
  const update = (key: string, change: (d: Draft) => Draft) => setDrafts((all) => all.map((d) => (d.key === key ? change(d) : d)));
  const addDraft = (draft: Draft) => {
    setDrafts((all) => [...all, draft]);
    setSelectedKey(draft.key);
  };
  const dropDraft = (key: string) => {
    setDrafts((all) => all.filter((d) => d.key !== key));
    setSelectedKey(null);
  };
  const failed = (key: string, error: unknown) => {
    if (isApiError(error) && error.code === 'stale_version') setStale((s) => ({ ...s, [key]: error.current as DeskReference }));
    else setErrors((e) => ({ ...e, [key]: issueMessages(error, t) }));
  };

  useEffect(() => {
    if (!drafts.some(isDirty)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [drafts]);

  function draw(zone: Zone) {
    // A drawn shape goes to the selected reference when it has none yet, else to a new reference.
    if (selected && selected.zone === null && selected.type !== 'zoneless') update(selected.key, (d) => ({ ...d, zone }));
    else addDraft(newDraft(zone));
  }

  function addZoneless() {
    addDraft(newDraft(null));
    announce(t('list.added'));
  }

  /** A zone removed from the picture: a new, empty reference goes with it; any other keeps the rest. */
  function removeZone(key: string) {
    const draft = drafts.find((d) => d.key === key);
    if (draft && !draft.saved && !draft.response) dropDraft(key);
    else update(key, (d) => ({ ...d, zone: null }));
  }

  function pickResponse(key: string, response: DeskResponse) {
    setResponses((m) => new Map(m).set(response.id, response));
    update(key, (d) => ({ ...d, response: response.id }));
  }

  async function save(draft: Draft) {
    setBusy(true);
    setErrors((e) => ({ ...e, [draft.key]: [] }));
    try {
      const { reference } = await saveReference(gameId, draft.key, inputOf(draft), draft.saved?.version ?? null);
      setDrafts((all) => all.map((d) => (d.key === draft.key ? draftOf(reference) : d)));
      if (selectedKey === draft.key) setSelectedKey(reference.id);
      setStale((s) => ({ ...s, [draft.key]: null }));
      announce(t('form.saved', { number: numberOf(draft.key) }));
    } catch (error) {
      failed(draft.key, error);
    } finally {
      setBusy(false);
    }
  }

  async function remove(draft: Draft) {
    if (!draft.saved) {
      dropDraft(draft.key);
      announce(t('form.discarded'));
      return;
    }
    if (!window.confirm(t('form.confirmDelete', { number: numberOf(draft.key) }))) return;
    setBusy(true);
    try {
      await deleteReference(gameId, draft.key, draft.saved.version);
      dropDraft(draft.key);
      announce(t('form.deleted'));
    } catch (error) {
      failed(draft.key, error);
    } finally {
      setBusy(false);
    }
  }

  function reloadOne(draft: Draft) {
    const current = stale[draft.key];
    if (!current) {
      reload();
      return;
    }
    setDrafts((all) => all.map((d) => (d.key === draft.key ? draftOf(current) : d)));
    setStale((s) => ({ ...s, [draft.key]: null }));
    announce(t('form.reloaded'));
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
      const { references } = await reorderReferences(gameId, savedOrder.map((d) => ({ id: d.key, version: d.saved!.version })));
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

  return {
    drafts, responses, selected, selectedKey, setSelectedKey, busy, errors, stale, listError, numberOf, update,
    draw, addZoneless, removeZone, pickResponse, save, remove, reloadOne, moveTo,
  };
}
