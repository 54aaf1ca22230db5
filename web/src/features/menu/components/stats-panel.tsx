import { computeDisplayStats, computeUserStats, formatScoreOutOfScale, type DisplayStats, type GameSummary, type Locale, type Score } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initQueryOptions } from '../../../lib/init';
import { scoresStore } from '../../../lib/scores/local-store';
import { loadScores } from '../../../lib/scores/sync';
import './scores.css';

/** The scores this browser holds, read again whenever one is saved, synced or merged. */
function useStoredScores(): Score[] | null {
  const [scores, setScores] = useState<Score[] | null>(null);
  useEffect(() => {
    const read = () => setScores(loadScores());
    read();
    return scoresStore.subscribe(read);
  }, []);
  return scores;
}

const NO_GAMES: Record<string, GameSummary> = {};

/**
 * The player's stats (SPEC §3 computed display stats) and every play kept, each marked synced or
 * not yet synced in words. Games and the site's reference total come from the init.
 */
export function StatsPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation('scores');
  const scores = useStoredScores();
  const init = useQuery(initQueryOptions(locale));
  const games = init.data?.games ?? NO_GAMES;

  if (scores === null || (init.isPending && scores.length > 0)) {
    return (
      <section className="stats-panel" aria-labelledby="stats-title" aria-busy="true">
        <h2 id="stats-title" className="menu-page__heading">{t('stats.title')}</h2>
        <p>{t('stats.loading')}</p>
      </section>
    );
  }

  const stats = computeDisplayStats(computeUserStats(scores, games), init.data?.siteStats ?? { refsTotal: 0 }, locale);
  const newest = [...scores].sort((a, b) => b.timestamp - a.timestamp);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="stats-panel" aria-labelledby="stats-title">
      <h2 id="stats-title" className="menu-page__heading">{t('stats.title')}</h2>
      {scores.length === 0 ? (
        <p className="stats-panel__empty">{t('stats.empty')}</p>
      ) : (
        <>
          <StatsList stats={stats} />
          <h3 className="stats-panel__subheading">{t('list.title')}</h3>
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
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
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
