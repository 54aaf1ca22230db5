import '../designer-games.css';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ErrorIssue } from '@quiz/shared';
import { PageLoading } from '../../../components/ui/page-loading';
import { useAccountState } from '../../../lib/account-state';
import { apiCall, isApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { deskGameQuery, type DeskGame } from '../api/desk-games';
import { deskGameKeys } from '../api/keys';
import { draftOf, emptyDraft, GameForm, type GameDraft } from '../components/game-form';
import { PicturePanel } from '../components/picture-panel';
import { QrLinks } from '../components/qr-links';
import { StatusBadge } from '../components/status-badge';
import { designerPaths } from '../paths';

type Outcome =
  | { kind: 'none' }
  | { kind: 'saved' }
  | { kind: 'invalid'; issues: readonly ErrorIssue[] }
  | { kind: 'incomplete'; issues: readonly ErrorIssue[] }
  | { kind: 'stale'; version: number | undefined }
  | { kind: 'error'; code: string };

function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error)) return { kind: 'error', code: 'internal_error' };
  if (error.code === 'stale_version') return { kind: 'stale', version: (error.current as { version?: number } | undefined)?.version };
  if (error.code === 'game_incomplete') return { kind: 'incomplete', issues: error.issues };
  if (error.code === 'validation_failed' || error.code === 'slug_taken') return { kind: 'invalid', issues: error.issues };
  return { kind: 'error', code: error.code };
}

/** One line per missing thing of a game that cannot go live (paths from the API's go-live check). */
function MissingList({ issues }: { issues: readonly ErrorIssue[] }) {
  const { t } = useTranslation('designerGames');
  const lines = issues.map((issue) => {
    const [first, ref, ...rest] = issue.path;
    if (first === 'image') return t('missing.image');
    if (first === 'references' && ref === undefined) return t('missing.references');
    if (rest[0] === 'response') return t('missing.response', { ref: String(ref), field: rest.slice(1).join('.') || 'response' });
    return t('missing.reference', { ref: String(ref), field: rest.join('.') });
  });
  return (
    <ul>
      {[...new Set(lines)].map((line) => <li key={line}>{line}</li>)}
    </ul>
  );
}

function Notices({ outcome, onReload, created }: { outcome: Outcome; onReload: () => void; created: boolean }) {
  const { t } = useTranslation(['designerGames', 'errors']);
  switch (outcome.kind) {
    case 'saved':
      return <p role="status" className="dg-notice dg-notice--ok">{t('form.saved')}</p>;
    case 'invalid':
      return <p role="alert" className="dg-notice dg-notice--error">{t('form.fixFields')}</p>;
    case 'incomplete':
      return (
        <div role="alert" className="dg-notice dg-notice--error">
          <strong>{t('form.incompleteTitle')}</strong>
          <p>{t('form.incompleteText')}</p>
          <MissingList issues={outcome.issues} />
        </div>
      );
    case 'stale':
      return (
        <div role="alert" className="dg-notice dg-notice--warning">
          <strong>{t('form.staleTitle')}</strong>
          <p>{t('form.staleText', { version: outcome.version ?? '?' })}</p>
          <button type="button" className="button button--small" onClick={onReload}>{t('form.reload')}</button>
        </div>
      );
    case 'error':
      return <p role="alert" className="dg-notice dg-notice--error">{t(`errors:${outcome.code as 'internal_error'}`)}</p>;
    default:
      return created ? <p role="status" className="dg-notice dg-notice--ok">{t('form.created')}</p> : null;
  }
}

const toBody = (draft: GameDraft) => ({
  premiumLevel: draft.premiumLevel, difficulty: draft.difficulty, themes: draft.themes, language: draft.language,
  title: draft.title, slug: draft.slug, description: draft.description,
});

/** /desk/designer/games/new */
export function NewGamePage() {
  const { t } = useTranslation('designerGames');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const create = async (draft: GameDraft) => {
    setSaving(true);
    try {
      const game = await apiCall('createDeskGame', { body: toBody(draft) });
      queryClient.setQueryData(deskGameKeys.one(game.id), game);
      void queryClient.invalidateQueries({ queryKey: deskGameKeys.all, exact: true });
      void navigate(designerPaths.game(game.id), { state: { created: true } });
    } catch (error) {
      setOutcome(outcomeOf(error));
      setSaving(false);
    }
  };
  return (
    <section className="dg" aria-labelledby="dg-game-title">
      <Link to={designerPaths.list} className="dg__back">← {t('form.back')}</Link>
      <h1 id="dg-game-title">{t('form.newTitle')}</h1>
      <Notices outcome={outcome} onReload={() => undefined} created={false} />
      <GameForm initial={emptyDraft()} isNew saving={saving} issues={outcome.kind === 'invalid' ? outcome.issues : []} submitLabel={t('form.create')} onSubmit={(d) => void create(d)} />
      <p className="dg-field__help">{t('picture.needGame')}</p>
    </section>
  );
}

/** /desk/designer/games/:id */
export function GamePage() {
  const { t } = useTranslation(['designerGames', 'errors']);
  const id = Number(useParams().id);
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  const queryClient = useQueryClient();
  const game = useQuery({ ...deskGameQuery(id), enabled: Number.isInteger(id) && id > 0 });
  // The form starts again from the stored game after a reload (its key changes).
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  // The audit trail is the admin's to read (the API answers 403 to anyone else): linked for an admin only.
  const isAdmin = useAccountState().me?.user?.groups.includes('admin') ?? false;

  if (!Number.isInteger(id) || id <= 0) return <p role="alert" className="dg-notice dg-notice--error">{t('errors:not_found')}</p>;
  if (game.isPending) return <PageLoading />;
  if (game.isError) return <p role="alert" className="dg-notice dg-notice--error">{t(`errors:${errorCodeOf(game.error)}`)}</p>;
  const current = game.data;

  const stored = (saved: DeskGame) => {
    queryClient.setQueryData(deskGameKeys.one(id), saved);
    void queryClient.invalidateQueries({ queryKey: deskGameKeys.all, exact: true });
  };
  const save = async (draft: GameDraft) => {
    setSaving(true);
    setOutcome({ kind: 'none' });
    try {
      stored(await apiCall('updateDeskGame', { params: { id }, body: { ...toBody(draft), status: draft.status, version: current.version } }));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setSaving(false);
    }
  };
  const reload = async () => {
    await game.refetch();
    setOutcome({ kind: 'none' });
    setFormKey((key) => key + 1);
  };

  return (
    <section className="dg" aria-labelledby="dg-game-title">
      <Link to={designerPaths.list} className="dg__back">← {t('form.back')}</Link>
      <div className="dg__head">
        <h1 id="dg-game-title">{t('form.editTitle', { number: current.number })}</h1>
        <StatusBadge status={current.status} />
        <span className="dg__version">{t('form.versionLabel', { version: current.version })}</span>
      </div>
      <Notices outcome={outcome} onReload={() => void reload()} created={created} />
      <div className="dg-layout">
        <GameForm
          key={formKey}
          initial={draftOf(current)}
          isNew={false}
          saving={saving}
          issues={outcome.kind === 'invalid' ? outcome.issues : []}
          submitLabel={t('form.save')}
          onSubmit={(draft) => void save(draft)}
          onChange={() => outcome.kind === 'saved' && setOutcome({ kind: 'none' })}
        />
        <aside className="dg-layout__side">
          <PicturePanel game={current} onSaved={stored} />
          <section className="dg-refs">
            <h2>{t('form.references')}</h2>
            <p>{t('form.referencesHelp')}</p>
            <Link className="button button--secondary" to={designerPaths.references(id)}>{t('form.references')} ({current.refsCount})</Link>
          </section>
          <nav className="dg-refs" aria-label={t('form.more')}>
            <ul className="dg-links">
              <li><Link to={designerPaths.misses(id)}>{t('form.misses')}</Link></li>
              <li><Link to={designerPaths.reviews(id)}>{t('form.reviews')}</Link></li>
              {current.uuid && <li><Link to={designerPaths.play(current.uuid)}>{t('form.tryIt')}</Link></li>}
              {isAdmin && <li><Link to={designerPaths.audit(id)}>{t('form.audit')}</Link></li>}
            </ul>
          </nav>
          <QrLinks game={current} />
        </aside>
      </div>
    </section>
  );
}
