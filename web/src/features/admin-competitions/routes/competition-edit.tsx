import { COMPETITION_STATUSES, LOCALES, type Competition, type CompetitionInput, type CompetitionStatus, type ErrorIssue } from '@quiz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { fieldState } from '../../../components/forms/field-issues';
import { isApiError } from '../../../lib/api-client';
import { competitionQuery, competitionsQuery, liveGamesQuery, saveCompetition } from '../api/competitions';
import { adminCompetitionsPaths } from '../paths';
import { CompetitionBoardAdmin } from './competition-board-admin';
import '../admin-competitions.css';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const EMPTY = (): CompetitionInput => ({
  titles: { en: '', fr: '' }, rules: { en: '', fr: '' }, gameIds: [], start: '', end: '', timeZone: browserZone(), status: 'draft',
});
const inputOf = ({ titles, rules, gameIds, start, end, timeZone, status }: Competition): CompetitionInput => ({ titles, rules, gameIds, start, end, timeZone, status });

/** /admin/app/competitions/new and /admin/app/competitions/:id. */
export function CompetitionEdit() {
  const { id } = useParams();
  const { t } = useTranslation('adminCompetitions');
  const existing = useQuery({ ...competitionQuery(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return <CompetitionForm key="new" competition={null} />;
  if (existing.isPending) return <p role="status">{t('edit.loading')}</p>;
  if (existing.isError) {
    return (
      <div role="alert" className="desk-card desk-card--alert desk-card--error">
        <p>{isApiError(existing.error) && existing.error.status === 404 ? t('edit.notFound') : t('list.loadFailed')}</p>
        <Link to={adminCompetitionsPaths.list}>{t('edit.back')}</Link>
      </div>
    );
  }
  return (
    <>
      <CompetitionForm key={id} competition={existing.data.competition} />
      <CompetitionBoardAdmin id={id} />
    </>
  );
}

function CompetitionForm({ competition }: { competition: Competition | null }) {
  const { t, i18n } = useTranslation('adminCompetitions');
  const client = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [form, setForm] = useState<CompetitionInput>(competition ? inputOf(competition) : EMPTY());
  const [version, setVersion] = useState<number | null>(competition?.version ?? null);
  const [stale, setStale] = useState<Competition | null>(null);
  // A creation goes on at the competition's own address: its "saved" comes along.
  const location = useLocation();
  const [createdVersion] = useState<number | null>((location.state as { savedVersion?: number } | null)?.savedVersion ?? null);
  const games = useQuery(liveGamesQuery());
  const zones = useMemo(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), []);
  const save = useMutation({
    mutationFn: () => saveCompetition(competition?.id ?? null, form, version),
    onSuccess: ({ competition: saved }) => {
      setStale(null);
      setVersion(saved.version);
      void client.invalidateQueries({ queryKey: competitionsQuery().queryKey });
      client.setQueryData(competitionQuery(saved.id).queryKey, { competition: saved });
      if (!competition) void navigate(adminCompetitionsPaths.one(saved.id), { replace: true, state: { savedVersion: saved.version } });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'stale_version' && error.current) setStale(error.current as Competition);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const describe = (issue: ErrorIssue) => {
    const [, name, index] = issue.path.slice(1).map(String);
    if (name === 'titles') return t('issues.title');
    if (name === 'rules') return t('issues.rules');
    if (name === 'timeZone') return t('issues.timeZone', { zone: form.timeZone });
    if (name === 'start' || name === 'end') return issue.code === 'end_before_start' ? t('issues.endBeforeStart') : t('issues.date');
    if (name === 'gameIds' && index !== undefined) {
      const gameId = form.gameIds[Number(index)] ?? index;
      return issue.code === 'duplicate_game' ? t('issues.gameTwice', { id: gameId }) : t('issues.gameNotLive', { id: gameId });
    }
    if (name === 'gameIds') return t('issues.games');
    return t('issues.other');
  };
  const field = (name: string) => fieldState(save.error, `competition.${name}`, `${ids}-${name.replaceAll('.', '-')}`, describe);
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const toggleGame = (gameId: number, on: boolean) =>
    setForm((f) => ({ ...f, gameIds: on ? [...f.gameIds, gameId] : f.gameIds.filter((x) => x !== gameId) }));
  const gamesState = field('gameIds');
  const [start, end, zone, status] = [field('start'), field('end'), field('timeZone'), field('status')];
  const error = save.isError && !stale ? save.error : null;

  return (
    <section aria-labelledby={`${ids}-title`} className="admin-competitions">
      <p><Link to={adminCompetitionsPaths.list}>{t('edit.back')}</Link></p>
      <h1 id={`${ids}-title`}>{competition ? t('edit.title', { title: competition.titles[lang] }) : t('edit.newTitle')}</h1>
      <div aria-live="polite">
        {save.isSuccess ? (
          <p role="status">{t('edit.saved', { version: save.data.competition.version })}</p>
        ) : (
          createdVersion !== null && !save.isError && <p role="status">{t('edit.saved', { version: createdVersion })}</p>
        )}
      </div>
      <div aria-live="assertive">
        {error && <p role="alert" className="desk-card desk-card--alert desk-card--error">{t(`errors.${isApiError(error) && ['validation_failed', 'not_found', 'network_error', 'forbidden'].includes(error.code) ? (error.code as 'validation_failed') : 'unknown'}`)}</p>}
        {stale && (
          <div className="desk-card desk-card--alert" role="alert">
            <p>{t('edit.stale', { version: stale.version })}</p>
            <button type="button" className="button" onClick={() => { setForm(inputOf(stale)); setVersion(stale.version); setStale(null); save.reset(); }}>
              {t('edit.reload')}
            </button>
          </div>
        )}
      </div>
      <form className="content-form admin-competitions__form" onSubmit={submit} noValidate>
        <div className="content-form__row">
          {LOCALES.map((l) => {
            const state = field(`titles.${l}`);
            return (
              <label key={l}>
                {t(`edit.fields.title_${l}`)}
                <input value={form.titles[l]} lang={l} maxLength={120} required onChange={(e) => setForm((f) => ({ ...f, titles: { ...f.titles, [l]: e.target.value } }))} {...state.props} />
                {state.message}
              </label>
            );
          })}
        </div>
        <fieldset className="admin-competitions__fieldset" {...gamesState.props}>
          <legend>{t('edit.fields.games')}</legend>
          <p><small>{t('edit.fields.gamesHelp')}</small></p>
          {games.isPending ? (
            <p role="status">{t('edit.gamesLoading')}</p>
          ) : games.isError ? (
            <p role="alert">{t('edit.gamesFailed')}</p>
          ) : (
            <div className="admin-competitions__games">
              {games.data.map((game) => (
                <label key={game.id} className="admin-competitions__check">
                  <input type="checkbox" checked={form.gameIds.includes(game.id)} onChange={(e) => toggleGame(game.id, e.target.checked)} />
                  #{game.number} <span lang={lang}>{game.title[lang]}</span>
                </label>
              ))}
              {form.gameIds.filter((gameId) => !games.data.some((game) => game.id === gameId)).map((gameId) => (
                <label key={gameId} className="admin-competitions__check">
                  <input type="checkbox" checked onChange={(e) => toggleGame(gameId, e.target.checked)} />
                  #{gameId} {t('edit.notLive')}
                </label>
              ))}
            </div>
          )}
          {gamesState.message}
        </fieldset>
        <div className="content-form__row">
          <label>
            {t('edit.fields.start')}
            <input type="datetime-local" value={form.start} required onChange={(e) => setForm((f) => ({ ...f, start: e.target.value.slice(0, 16) }))} {...start.props} />
            {start.message}
          </label>
          <label>
            {t('edit.fields.end')}
            <input type="datetime-local" value={form.end} required onChange={(e) => setForm((f) => ({ ...f, end: e.target.value.slice(0, 16) }))} {...end.props} />
            {end.message}
          </label>
          <label>
            {t('edit.fields.timeZone')}
            <input value={form.timeZone} list={`${ids}-zones`} required onChange={(e) => setForm((f) => ({ ...f, timeZone: e.target.value }))} {...zone.props} />
            <datalist id={`${ids}-zones`}>{zones.map((z) => <option key={z} value={z} />)}</datalist>
            <small>{t('edit.fields.timeZoneHelp')}</small>
            {zone.message}
          </label>
        </div>
        {LOCALES.map((l) => {
          const state = field(`rules.${l}`);
          return (
            <label key={l}>
              {t(`edit.fields.rules_${l}`)}
              <textarea value={form.rules[l]} lang={l} rows={5} maxLength={5000} required onChange={(e) => setForm((f) => ({ ...f, rules: { ...f.rules, [l]: e.target.value } }))} {...state.props} />
              {state.message}
            </label>
          );
        })}
        <label className="admin-competitions__status">
          {t('edit.fields.status')}
          <select value={form.status} onChange={(e) => setForm((f) => ({ ...f, status: e.target.value as CompetitionStatus }))} {...status.props}>
            {COMPETITION_STATUSES.map((s) => <option key={s} value={s}>{t(`statuses.${s}`)}</option>)}
          </select>
          <small>{t('edit.fields.statusHelp')}</small>
        </label>
        <div className="desk-actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>{save.isPending ? t('edit.saving') : t('edit.save')}</button>
        </div>
      </form>
    </section>
  );
}
