import type { BoardEntry, PublicCompetition } from '@quiz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useAccountState } from '../../../lib/account-state';
import { boardQuery } from '../api/board';
import { formatInstant, formatScore, formatTime } from '../lib/format';
import '../competition.css';

type State = 'upcoming' | 'running' | 'over';
const stateOf = (competition: PublicCompetition, now: number): State =>
  now < Date.parse(competition.startsAt) ? 'upcoming' : now < Date.parse(competition.endsAt) ? 'running' : 'over';

/**
 * /competition/{id} (SPEC §2; docs/adr/0034-competitions-and-leaderboards.md): a competition, its
 * quizzes and its leaderboard, in the visitor's language.
 */
function CompetitionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['competition', 'common']);
  const locale = useLocale();
  const account = useAccountState();
  const signedIn = account.status === 'signedIn';
  const board = useInfiniteQuery(boardQuery(id, signedIn));
  const ids = useId();

  if (board.isPending) {
    return (
      <div className="container page competition-page">
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (board.isError) {
    const missing = isApiError(board.error) && (board.error.status === 404 || board.error.status === 400);
    return (
      <div className="container page competition-page">
        <div role="alert" className="competition-page__notice">
          <p>{missing ? t('notFound') : t('loadFailed')}</p>
          {missing ? (
            <Link className="button" to={paths.home(locale)}>{t('common:notFound.back')}</Link>
          ) : (
            <button type="button" className="button" onClick={() => void board.refetch()}>{t('retry')}</button>
          )}
        </div>
      </div>
    );
  }

  const first = board.data.pages[0]!;
  const { competition, me, refusal } = first;
  const entries = board.data.pages.flatMap((page) => page.entries);
  const title = competition.titles[locale];
  // As of the board's last read (it is read again on each visit).
  const state = stateOf(competition, board.dataUpdatedAt);
  const nameOf = (entry: BoardEntry) => entry.name ?? t('board.anonymousPlayer', { tag: entry.tag });

  return (
    <div className="competition-page">
      <title>{`${title} – ${t('common:app.name')}`}</title>
      <header className="competition-hero">
        <div className="container">
          <p className="competition-hero__eyebrow">
            {t('eyebrow')} · <span className={`competition-hero__state competition-hero__state--${state}`}>{t(`state.${state}`)}</span>
          </p>
          <h1 className="competition-hero__title" lang={locale}>{title}</h1>
          <p className="competition-hero__period">
            {t('period', { start: formatInstant(competition.startsAt, locale, competition.timeZone), end: formatInstant(competition.endsAt, locale, competition.timeZone) })}
            <br />
            <small>{t('timeZone', { zone: competition.timeZone })}</small>
          </p>
          {/* A pre-rendered page, in the remembered language: a full load, not the app's router. */}
          <a className="competition-hero__rules" href={paths.competitionRules(competition.id)}>{t('rulesLink')}</a>
        </div>
      </header>
      <div className="container competition-page__body">
        <section className="competition-section" aria-labelledby={`${ids}-quizzes`}>
          <h2 id={`${ids}-quizzes`}>{t('quizzes.title')}</h2>
          <p className="competition-section__lead">{t('quizzes.lead')}</p>
          <ul className="competition-quizzes">
            {competition.quizzes.map((quiz) => (
              <li key={quiz.gameId}>
                <Link to={paths.quiz(locale, quiz.slug[locale])}>
                  <span className="competition-quizzes__number">{t('quizzes.number', { number: quiz.number })}</span> {quiz.title[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="competition-section" aria-labelledby={`${ids}-board`}>
          <h2 id={`${ids}-board`}>{t('board.title')}</h2>
          <div className="competition-board__mine" aria-live="polite">
            {!signedIn ? (
              <p>{t('board.signIn')}</p>
            ) : me ? (
              <p><strong>{t('board.mine', { rank: me.rank, score: formatScore(me.score, locale), time: formatTime(me.durationMs, locale) })}</strong></p>
            ) : (
              <p>{t('board.notOnBoard')}</p>
            )}
            {/* Fair runs: why the caller's latest play did not enter (their own read only). */}
            {signedIn && refusal && (
              <p className="competition-board__refused">
                {t(`board.refused.${refusal.reason}`, {
                  quiz: competition.quizzes.find((q) => q.gameId === refusal.gameId)?.title[locale] ?? `#${refusal.gameId}`,
                  date: formatInstant(refusal.startedAt, locale, competition.timeZone),
                })}
              </p>
            )}
          </div>
          {/* The public nickname is chosen in the menu (docs/adr/0034-competitions-and-leaderboards.md "Names"). */}
          {signedIn && <p className="competition-board__name-link"><Link to={paths.menu(locale)}>{t('nickname.boardLink')}</Link></p>}
          {entries.length === 0 ? (
            <p className="competition-board__empty">{t('board.empty')}</p>
          ) : (
            <div className="competition-board__scroll">
            <table className="competition-board">
              <caption className="visually-hidden">{t('board.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('board.rank')}</th>
                  <th scope="col">{t('board.player')}</th>
                  <th scope="col" className="competition-board__number">{t('board.score')}</th>
                  <th scope="col" className="competition-board__number">{t('board.time')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.rank} className={entry.mine ? 'competition-board__row--mine' : undefined} aria-current={entry.mine ? 'true' : undefined}>
                    <td className="competition-board__rank">{entry.rank}</td>
                    <td>
                      {nameOf(entry)}
                      {entry.mine && <span className="competition-board__you"> ({t('board.you')})</span>}
                    </td>
                    <td className="competition-board__number">{formatScore(entry.score, locale)}</td>
                    <td className="competition-board__number">{formatTime(entry.durationMs, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          )}
          <div aria-live="polite">
            {board.isFetchNextPageError && <p role="alert">{t('board.moreFailed')}</p>}
          </div>
          {board.hasNextPage && (
            <button type="button" className="button button--secondary competition-board__more" aria-disabled={board.isFetchingNextPage || undefined}
              onClick={() => { if (!board.isFetchingNextPage) void board.fetchNextPage(); }}>
              {board.isFetchingNextPage ? t('board.loadingMore') : t('board.more')}
            </button>
          )}
          <p className="competition-section__lead"><small>{t('board.verified')}</small></p>
        </section>
      </div>
    </div>
  );
}

export const competitionRoute = { Component: CompetitionPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
