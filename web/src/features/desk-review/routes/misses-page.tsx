import { LOCALES, type GameMissesResponse, type Locale, type Miss } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { missesQuery, useMissAction, type MissAction } from '../api/review-api';
import { formatWhen, GameHeading, QueryState, useReason } from '../components/shared';

type Reference = GameMissesResponse['references'][number];

/**
 * /desk/designer/games/:id/misses: the rejected guesses of each reference, most frequent first, with
 * the answer checker's verdict now; promote one to an alias or a refused form, or dismiss it, in one
 * click (optimistic, rolled back when the server refuses).
 */
export function MissesPage() {
  const gameId = Number(useParams().id);
  const locale = useLocale();
  const { t } = useTranslation('desk-review');
  const query = useQuery(missesQuery(gameId));
  const [showHandled, setShowHandled] = useState(false);
  // Rows handled during this visit stay on screen (with their new status) until the next load.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<{ kind: 'done' | 'error' | 'stale'; text: string } | null>(null);
  const action = useMissAction(gameId);
  const reason = useReason();
  const checkboxId = useId();

  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;

  const run = (act: MissAction, miss: Miss) => {
    setTouched((s) => new Set(s).add(`${act.refId}#${act.key}`));
    setNotice(null);
    action.mutate(act, {
      onSuccess: (answer) => setNotice({ kind: 'done', text: t(`misses.done.${answer.miss.status === 'open' ? 'dismissed' : answer.miss.status}`, { text: miss.text }) }),
      onError: (error) =>
        setNotice(
          isApiError(error) && error.code === 'stale_version'
            ? { kind: 'stale', text: t('misses.stale') }
            : { kind: 'error', text: t('misses.failed', { reason: reason(error) }) },
        ),
    });
  };

  return (
    <section className="review-page" aria-labelledby="misses-title">
      <GameHeading id="misses-title" game={data.game} locale={locale} title={t('misses.title')} />
      <p>{t('misses.intro')}</p>
      <p><Link to="../reviews" relative="path">{t('misses.reviewsLink')}</Link></p>
      <p className="review-toggle">
        <input id={checkboxId} type="checkbox" checked={showHandled} onChange={(e) => setShowHandled(e.target.checked)} />
        <label htmlFor={checkboxId}>{t('misses.showHandled')}</label>
      </p>
      <div aria-live="polite" className="review-live">
        {notice && (
          <div role={notice.kind === 'done' ? 'status' : 'alert'} className={`review-alert review-alert--${notice.kind} desk-card desk-card--notice`}>
            <p>{notice.text}</p>
            {notice.kind === 'stale' && (
              <button type="button" className="button" onClick={() => { setNotice(null); void query.refetch(); }}>{t('common.reload')}</button>
            )}
          </div>
        )}
      </div>
      {data.references.filter((ref) => ref.misses.length > 0).map((ref) => (
        <ReferenceMisses
          key={ref.refId}
          reference={ref}
          locale={locale}
          visible={(m) => m.status === 'open' || showHandled || touched.has(`${ref.refId}#${m.key}`)}
          busy={action.isPending}
          onAction={run}
        />
      ))}
      {data.references.some((ref) => ref.misses.length === 0) && (
        <p className="review-muted">
          {t('misses.without', {
            list: data.references
              .filter((ref) => ref.misses.length === 0)
              .map((ref) => `${t('common.reference', { number: ref.number })} ${ref.response.titles[locale][0] ?? ref.response.id}`)
              .join(' · '),
          })}
        </p>
      )}
    </section>
  );
}

function ReferenceMisses({ reference, locale, visible, busy, onAction }: {
  reference: Reference;
  locale: Locale;
  visible: (miss: Miss) => boolean;
  busy: boolean;
  onAction: (action: MissAction, miss: Miss) => void;
}) {
  const { t } = useTranslation('desk-review');
  const title = reference.response.titles[locale][0] ?? reference.response.id;
  const shown = reference.misses.filter(visible);
  const list = (texts: Record<Locale, string[]>) =>
    LOCALES.map((l) => t('misses.inLanguage', { language: t(`language.${l}`), texts: texts[l].length ? texts[l].join(', ') : t('misses.none') })).join(' · ');
  return (
    <section className="review-ref desk-card" aria-labelledby={`ref-${reference.refId}`}>
      <h2 id={`ref-${reference.refId}`}>
        {t('common.reference', { number: reference.number })} – {title}
      </h2>
      <dl className="review-ref__forms">
        <dt>{t('misses.aliases')}</dt>
        <dd>{list(reference.response.aliases)}</dd>
        <dt>{t('misses.refused')}</dt>
        <dd>{list(reference.response.refused)}</dd>
      </dl>
      {reference.misses.length === 0 ? (
        <p className="review-muted">{t('misses.noMisses')}</p>
      ) : shown.length === 0 ? (
        <p className="review-muted">{t('misses.allHandled')}</p>
      ) : (
        // Focusable, so that a keyboard can scroll it sideways on a narrow screen.
        <div className="review-table-wrap" role="region" tabIndex={0} aria-label={t('misses.caption', { number: reference.number, title })}>
          <table className="review-table">
            <caption className="visually-hidden">{t('misses.caption', { number: reference.number, title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('misses.col.text')}</th>
                <th scope="col" className="num">{t('misses.col.count')}</th>
                <th scope="col">{t('misses.col.lastSeen')}</th>
                <th scope="col">{t('misses.col.verdict')}</th>
                <th scope="col">{t('misses.col.language')}</th>
                <th scope="col">{t('misses.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((miss) => (
                <MissRow key={miss.key} miss={miss} reference={reference} locale={locale} busy={busy} onAction={onAction} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MissRow({ miss, reference, locale, busy, onAction }: {
  miss: Miss;
  reference: Reference;
  locale: Locale;
  busy: boolean;
  onAction: (action: MissAction, miss: Miss) => void;
}) {
  const { t } = useTranslation('desk-review');
  const [language, setLanguage] = useState<Locale>(miss.locale ?? 'en');
  const base = { refId: reference.refId, key: miss.key };
  const promote = (as: 'alias' | 'refused') =>
    onAction({ kind: 'promote', ...base, as, locale: language, responseVersion: reference.response.version }, miss);
  const languageName = t(`language.${language}`);
  return (
    <tr data-status={miss.status}>
      <th scope="row" className="review-table__text">{miss.text}</th>
      <td className="num">{miss.count}</td>
      <td>{formatWhen(miss.lastSeenAt, locale)}</td>
      <td>
        <span className={`verdict verdict--${miss.verdict}`}>{t(`misses.verdict.${miss.verdict}`, { percent: miss.percent })}</span>
      </td>
      <td>
        <select
          aria-label={t('misses.languageFor', { text: miss.text })}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Locale)}
          disabled={miss.status !== 'open'}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>{t(`language.${l}`)}</option>
          ))}
        </select>
      </td>
      <td>
        {miss.status === 'open' ? (
          <div className="review-actions">
            <button type="button" className="button button--small" disabled={busy} aria-label={t('misses.promoteLabel', { text: miss.text, language: languageName })} onClick={() => promote('alias')}>
              {t('misses.promote')}
            </button>
            <button type="button" className="button button--small button--secondary" disabled={busy} aria-label={t('misses.refuseLabel', { text: miss.text, language: languageName })} onClick={() => promote('refused')}>
              {t('misses.refuse')}
            </button>
            <button type="button" className="button button--small button--secondary" disabled={busy} aria-label={t('misses.dismissLabel', { text: miss.text })} onClick={() => onAction({ kind: 'dismiss', ...base }, miss)}>
              {t('misses.dismiss')}
            </button>
          </div>
        ) : (
          <span className={`status status--${miss.status}`}>{t(`misses.status.${miss.status}`)}</span>
        )}
      </td>
    </tr>
  );
}
