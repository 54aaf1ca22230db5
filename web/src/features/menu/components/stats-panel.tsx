import {
  computeDisplayStats, computeUserStats, formatScoreOutOfScale, statsOfPlayedGames, type DisplayStats, type GameSummary, type Locale,
  type PlayedGameFacts, type Score, type StoredScore,
} from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initQueryOptions } from '../../../lib/init';
import { readPlayedGames, scoresStore } from '../../../lib/scores/local-store';
import { useScoreHistory } from '../api/list-scores';
import { loadScores } from '../../../lib/scores/sync';
import { errorCodeOf } from '../../../lib/errors';
import './scores.css';

interface Stored {
  scores: Score[];
  /** The signed-in player's records of each quiz, as the server last answered (null: none here). */
  played: PlayedGameFacts[] | null;
}

/** The scores this browser holds, read again whenever one is saved, synced or merged. */
function useStoredScores(): Stored | null {
  const [stored, setStored] = useState<Stored | null>(null);
  useEffect(() => {
    const read = () => setStored({ scores: loadScores(), played: readPlayedGames() });
    read();
    return scoresStore.subscribe(read);
  }, []);
  return stored;
}

const NO_GAMES: Record<string, GameSummary> = {};

/**
 * The player's stats (SPEC §3 computed display stats) and their plays, each marked synced or not yet
 * synced in words. Games and the site's reference total come from the catalogue. Signed in, the
 * stats come from the server's record of each quiz played (this browser may hold only the best score
 * of quizzes played elsewhere) and the plays from the history call, a page at a time.
 */
export function StatsPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('scores');
  const stored = useStoredScores();
  const init = useQuery(initQueryOptions(locale));
  const games = init.data?.games ?? NO_GAMES;
  const signedIn = init.data?.me.user?.isPlayer === true;

  if (stored === null || (init.isPending && stored.scores.length > 0)) {
    return (
      <section className="stats-panel" aria-labelledby="stats-title" aria-busy="true">
        <h2 id="stats-title" className="menu-page__heading">{t('stats.title')}</h2>
        <p>{t('stats.loading')}</p>
      </section>
    );
  }

  const { scores, played } = stored;
  const fromServer = signedIn && played !== null;
  const userStats = fromServer ? statsOfPlayedGames(played, games) : computeUserStats(scores, games);
  const stats = computeDisplayStats(userStats, init.data?.siteStats ?? { refsTotal: 0 }, locale);
  const unsynced = scores.filter((s) => !s.sync);
  const empty = scores.length === 0 && !(fromServer && played.length > 0);

  return (
    <section className="stats-panel" aria-labelledby="stats-title">
      <h2 id="stats-title" className="menu-page__heading">{t('stats.title')}</h2>
      {empty ? (
        <p className="stats-panel__empty">{t('stats.empty')}</p>
      ) : (
        <>
          <StatsList stats={stats} />
          <h3 className="stats-panel__subheading">{t('list.title')}</h3>
          {signedIn ? (
            <ServerPlays games={games} locale={locale} unsynced={unsynced} />
          ) : (
            <PlayList scores={scores} games={games} locale={locale} />
          )}
        </>
      )}
    </section>
  );
}

/** `verified: false`: a score the server keeps without a play to back it (docs/scores.md "Recording"). */
type Play = Pick<Score, 'gameId' | 'playId' | 'score' | 'timestamp'> & { sync: boolean; verified?: boolean };

function PlayList({ scores, games, locale }: { scores: readonly Play[]; games: Record<string, GameSummary>; locale: Locale }) {
  const { t } = useTranslation('scores');
  const newest = [...scores].sort((a, b) => b.timestamp - a.timestamp);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="stats-panel__plays">
      {newest.map((score) => (
        <li key={score.playId ?? `${score.gameId}:${score.timestamp}`} className="stats-panel__play">
          <span className="stats-panel__quiz">{games[score.gameId]?.title ?? t('list.quiz', { id: score.gameId })}</span>
          <span className="stats-panel__score">{formatScoreOutOfScale(score.score, locale)}</span>
          <time dateTime={new Date(score.timestamp).toISOString()}>{dateFormat.format(score.timestamp)}</time>
          <span
            className={`stats-panel__sync ${score.sync ? 'is-synced' : 'is-pending'}`}
            title={t(score.sync ? 'list.syncedHint' : 'list.unsyncedHint')}
          >
            <span aria-hidden="true">{score.sync ? '✓ ' : '⟳ '}</span>
            {t(score.sync ? 'list.synced' : 'list.unsynced')}
          </span>
          {score.verified === false && (
            <span className="stats-panel__unverified" title={t('list.unverifiedHint')}>
              <span aria-hidden="true">⚠ </span>
              {t('list.unverified')}
              <span className="visually-hidden">{` (${t('list.unverifiedHint')})`}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A signed-in player's plays: those not yet synced from here, then the account's history, paged. */
function ServerPlays({ games, locale, unsynced }: { games: Record<string, GameSummary>; locale: Locale; unsynced: readonly Score[] }) {
  const { t } = useTranslation(['scores', 'common', 'errors']);
  const history = useScoreHistory(true);
  const kept: Play[] = (history.data?.pages ?? []).flatMap((page) => page.scores.map((s: StoredScore) => ({ ...s, sync: true })));
  const pendingKeys = new Set(unsynced.map((s) => s.playId ?? `${s.gameId}:${s.timestamp}`));
  const plays = [...unsynced, ...kept.filter((s) => !pendingKeys.has(s.playId ?? `${s.gameId}:${s.timestamp}`))];
  return (
    <>
      {plays.length > 0 && <PlayList scores={plays} games={games} locale={locale} />}
      {history.isPending ? (
        <p aria-busy="true">{t('scores:list.loading')}</p>
      ) : history.isError ? (
        <div className="status-block">
          <p className="feedback feedback--miss" role="alert">{t(`errors:${errorCodeOf(history.error)}`)}</p>
          <button type="button" className="button" onClick={() => void (history.hasNextPage ? history.fetchNextPage() : history.refetch())}>
            {t('common:error.retry')}
          </button>
        </div>
      ) : history.hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={history.isFetchingNextPage ? undefined : () => void history.fetchNextPage()}
          aria-disabled={history.isFetchingNextPage || undefined}
        >
          {t(history.isFetchingNextPage ? 'scores:list.loadingMore' : 'scores:list.more')}
        </button>
      ) : null}
    </>
  );
}

function StatsList({ stats }: { stats: DisplayStats }) {
  const { t } = useTranslation('scores');
  const ofTotal = (value: string) => t('stats.ofTotal', { value, total: stats.NB_REFS_TOTAL_STR });
  const rows: [string, string | undefined][] = [
    [t('stats.quizzesPlayed'), stats.NB_QUIZ_PLAYED_STR],
    [t('stats.gamesPlayed'), stats.NB_GAME_PLAYED_STR],
    [t('stats.maxFirstPlay'), stats.NB_SCOREMAX_1ST_PLAY_STR],
    [t('stats.average'), stats.AVERAGE_SCORE_STR],
    [t('stats.averageMovies'), stats.AVERAGE_SCORE_MOVIES_STR],
    [t('stats.averageShows'), stats.AVERAGE_SCORE_SHOWS_STR],
    [t('stats.averageSpecials'), stats.AVERAGE_SCORE_SPECIALS_STR],
    [t('stats.averageTime'), stats.AVERAGE_TIME_STR],
    [t('stats.refsFound'), ofTotal(stats.NB_REFS_FOUND_STR)],
    [t('stats.refsRevealed'), ofTotal(stats.NB_REFS_REVEALED_STR)],
    [t('stats.refsConsumed'), ofTotal(stats.NB_REFS_SITE_CONSUMED_STR)],
    [t('stats.completion'), stats.COMPLETION_PERCENT_STR],
  ];
  return (
    <dl className="stats-panel__stats">
      {rows
        .filter((row): row is [string, string] => row[1] !== undefined)
        .map(([label, value]) => (
          <div key={label} className="stats-panel__stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
