import type { ChallengeResult, ChallengeView, Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAccountState } from '../../../lib/account-state';
import { challengeUrl, challengeWinner, formatDuration } from '../../../lib/challenges';
import { myChallengesQueryOptions } from '../api/list-challenges';

/**
 * The signed-in player's challenges: each quiz they challenged a friend to, waiting for the
 * friend or with the friend's result beside their own. Only their own: the call reads their list.
 */
export function ChallengesSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation('challenges');
  const account = useAccountState();
  const signedIn = account.status === 'signedIn';
  const challenges = useQuery({ ...myChallengesQueryOptions(), enabled: signedIn });
  if (!signedIn) return null;
  return (
    <section className="challenges-section" aria-labelledby="menu-challenges" aria-busy={challenges.isPending || undefined}>
      <h2 id="menu-challenges" className="menu-page__heading">
        {t('menu.title')}
      </h2>
      <p className="menu-page__hint">{t('menu.hint')}</p>
      {challenges.isPending ? (
        <p>{t('menu.loading')}</p>
      ) : challenges.isError ? (
        <p role="alert">
          {t('menu.error')}{' '}
          <button type="button" className="button button--small button--secondary" onClick={() => void challenges.refetch()}>
            {t('menu.retry')}
          </button>
        </p>
      ) : challenges.data.length === 0 ? (
        <p className="challenges-section__empty">{t('menu.empty')}</p>
      ) : (
        <ul className="challenges-section__list">
          {challenges.data.map((challenge) => (
            <ChallengeItem key={challenge.hash} locale={locale} challenge={challenge} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChallengeItem({ locale, challenge }: { locale: Locale; challenge: ChallengeView }) {
  const { t } = useTranslation('challenges');
  const score = (result: ChallengeResult) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(result.score)}/10 · ${t('result.foundValue', { found: result.found, total: result.total })} · ${formatDuration(result.durationMs)}`;
  const friend = challenge.friendName ?? t('menu.friend');
  const winner = challengeWinner(challenge);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = challengeUrl(challenge);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <li className={`challenges-section__item${challenge.friendResult ? ' is-taken' : ''}`}>
      <Link to={paths.quiz(challenge.locale, challenge.slug)} className="challenges-section__quiz">
        {challenge.title}
      </Link>
      {challenge.friendResult && challenge.challengerResult ? (
        <>
        <dl className="challenges-section__results">
          <div className={winner === 'challenger' ? 'is-winner' : undefined}>
            <dt>{t('menu.you')}</dt>
            <dd>{score(challenge.challengerResult)}</dd>
          </div>
          <div className={winner === 'friend' ? 'is-winner' : undefined}>
            <dt>{friend}</dt>
            <dd>{score(challenge.friendResult)}</dd>
          </div>
        </dl>
        {challenge.friendSawAnswers && <p className="challenges-section__note">{t('result.sawAnswers', { name: friend })}</p>}
        </>
      ) : (
        <div className="challenges-section__pending">
          <p>{t('menu.pending', { date: date.format(Date.parse(challenge.expiresAt)) })}</p>
          <button type="button" className="button button--small button--secondary" onClick={() => void copy()}>
            {t('menu.copy')}
          </button>
          <span role="status" className="challenges-section__copied">
            {copied === 'copied' ? t('menu.copied') : copied === 'failed' ? t('menu.copyFailed', { url }) : ''}
          </span>
        </div>
      )}
    </li>
  );
}
