import { compositionStatuses, type Caddy, type Composition, type PutCompositionBody } from '@quiz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-locale';
import { apiCall, isApiError } from '../../../lib/api-client';
import { deskReviewKeys } from '../api/keys';
import { caddyQuery, compositionsQuery } from '../api/review-api';
import { formatWhen, QueryState, useReason } from '../components/shared';

type Status = (typeof compositionStatuses)[number];

/** /desk/designer/planning: the designer's compositions (idea, draft, validated) and caddy. */
export function PlanningPage() {
  const { t } = useTranslation('desk-review');
  return (
    <section className="review-page" aria-labelledby="planning-title">
      <h1 id="planning-title">{t('planning.title')}</h1>
      <Compositions />
      <CaddyPanel />
    </section>
  );
}

function useProblem() {
  const { t } = useTranslation('desk-review');
  const reason = useReason();
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(isApiError(error) && error.code === 'stale_version' ? t('planning.stale') : t('testerGame.failed', { reason: reason(error) }));
  return { problem, setProblem, fail };
}

function Compositions() {
  const { t } = useTranslation('desk-review');
  const locale = useLocale();
  const client = useQueryClient();
  const query = useQuery(compositionsQuery());
  const { problem, setProblem, fail } = useProblem();
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: PutCompositionBody }) =>
      apiCall('putComposition', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskReviewKeys.compositions }),
  });
  const id = useId();
  const [title, setTitle] = useState('');
  const [games, setGames] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const gameIds = games.split(/[\s,]+/).filter(Boolean).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    save.mutate({ id: crypto.randomUUID(), body: { title: title.trim(), status: 'idea', gameIds, notes: '', version: null } }, {
      onSuccess: () => { setTitle(''); setGames(''); },
      onError: fail,
    });
  };
  const setStatus = (c: Composition, status: Status) => {
    setProblem(null);
    save.mutate({ id: c.id, body: { title: c.title, notes: c.notes, status, gameIds: c.gameIds, version: c.version } }, { onError: fail });
  };
  return (
    <section className="review-ref desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('planning.compositions')}</h2>
      {problem && <p role="alert" className="review-alert review-alert--error desk-card desk-card--notice">{problem}</p>}
      {!query.data ? <QueryState error={query.error} onRetry={() => void query.refetch()} /> : (
        query.data.compositions.length === 0 ? <p className="review-muted">{t('planning.noCompositions')}</p> : (
          <ul className="review-cards">
            {query.data.compositions.map((c) => (
              <li key={c.id} className="review-card desk-card desk-card--compact">
                <p><strong>{c.title}</strong> · {t('planning.games', { list: c.gameIds.length ? c.gameIds.map((g) => `#${g}`).join(', ') : '–' })}</p>
                <p className="review-muted">{formatWhen(c.updatedAt, locale)}</p>
                <p>
                  <label>
                    {t('planning.status')}{' '}
                    <select value={c.status} onChange={(e) => setStatus(c, e.target.value as Status)} disabled={save.isPending}>
                      {compositionStatuses.map((s) => <option key={s} value={s}>{t(`planning.statuses.${s}`)}</option>)}
                    </select>
                  </label>
                </p>
              </li>
            ))}
          </ul>
        )
      )}
      <form className="review-form" onSubmit={submit}>
        <p>
          <label htmlFor={`${id}-name`}>{t('planning.newTitle')}</label>
          <input id={`${id}-name`} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={200} />
        </p>
        <p>
          <label htmlFor={`${id}-games`}>{t('planning.gameIds')}</label>
          <input id={`${id}-games`} value={games} onChange={(e) => setGames(e.target.value)} inputMode="numeric" />
        </p>
        <p className="review-actions"><button type="submit" className="button button--small">{t('planning.create')}</button></p>
      </form>
    </section>
  );
}

function CaddyPanel() {
  const { t } = useTranslation('desk-review');
  const locale = useLocale();
  const client = useQueryClient();
  const query = useQuery(caddyQuery());
  const { problem, setProblem, fail } = useProblem();
  const save = useMutation({
    mutationFn: (body: { responseIds: string[]; version: number }) => apiCall('postCaddy', { body }),
    onSuccess: (caddy: Caddy) => client.setQueryData(deskReviewKeys.caddy, caddy),
  });
  const id = useId();
  const [adding, setAdding] = useState('');
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const caddy = query.data;
  const replace = (ids: string[]) => {
    setProblem(null);
    save.mutate({ responseIds: ids, version: caddy.version }, { onError: fail, onSuccess: () => setAdding('') });
  };
  return (
    <section className="review-ref desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('planning.caddy')}</h2>
      <p className="review-muted">{t('planning.caddyIntro')}</p>
      {problem && (
        <div role="alert" className="review-alert review-alert--error desk-card desk-card--notice">
          <p>{problem}</p>
          <button type="button" className="button button--small" onClick={() => { setProblem(null); void query.refetch(); }}>{t('common.reload')}</button>
        </div>
      )}
      {caddy.responses.length === 0 ? <p className="review-muted">{t('planning.caddyEmpty')}</p> : (
        <ul className="review-cards">
          {caddy.responses.map((r) => (
            <li key={r.id} className="review-card review-card--row desk-card desk-card--compact">
              <span>{r.title[locale]} <span className="review-muted">({r.id})</span></span>
              <button type="button" className="button button--small button--ghost" disabled={save.isPending}
                aria-label={t('planning.removeLabel', { title: r.title[locale] })}
                onClick={() => replace(caddy.responses.map((x) => x.id).filter((x) => x !== r.id))}>
                {t('planning.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="review-form" onSubmit={(e) => { e.preventDefault(); if (adding.trim()) replace([...caddy.responses.map((x) => x.id), adding.trim()]); }}>
        <p>
          <label htmlFor={`${id}-add`}>{t('planning.responseId')}</label>
          <input id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value)} pattern="[a-z0-9\-]+" />
        </p>
        <p className="review-actions"><button type="submit" className="button button--small">{t('planning.add')}</button></p>
      </form>
    </section>
  );
}
