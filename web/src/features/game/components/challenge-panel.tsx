import type { ChallengePromise, ChallengeView, Locale, PlayState } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, useAccountState, accountStore } from '../../../lib/account-state';
import type { ApiErrorCode } from '../../../lib/api-client';
import {
  answerChallenge, challengeUrl, challengeWinner, createChallenge, facebookShareLink, formatDuration, mailtoLink,
} from '../../../lib/challenges';
import { errorCodeOf } from '../../../lib/errors';
import { syncScores, whenIdle } from '../../../lib/scores/sync';
import { challengeQueryOptions } from '../api/get-challenge';
import { formatScore } from '../lib/format';
import { Icon } from './icons';
import './challenge.css';

/**
 * Challenges between friends (docs/adr/0032-challenges.md): the challenger's "Challenge
 * a friend" on the outro, the friend's banner on the intro of the link, and both results side by side
 * on the friend's outro. A chunk of its own (./challenge-slot.tsx loads it with its texts).
 */

const TOAST_MS = 4000;
/** The score is posted when the play ends; a challenge waits for it to be recorded, a few tries at most. */
const SCORE_TRIES = 6;
const SCORE_RETRY_MS = 1000;

/**
 * Posts this browser's unsynced scores (the play just ended), then makes `call`; a refusal because
 * the play's score is not recorded yet is tried again a few times.
 */
async function afterScoreRecorded<T>(locale: Locale, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    await syncScores(locale);
    await whenIdle();
    try {
      return await call();
    } catch (error) {
      if (errorCodeOf(error) !== 'play_not_scored' || attempt >= SCORE_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, SCORE_RETRY_MS));
    }
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The outro's "Challenge a friend": pick how the link goes, then the link, the email, the Facebook share. */
export function ChallengeCreate({ locale, play }: { locale: Locale; play: PlayState }) {
  const { t } = useTranslation(['challenges', 'errors']);
  const account = useAccountState();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ChallengePromise | null>(null);
  const [view, setView] = useState<ChallengeView | null>(null);
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const panelId = useId();
  const fieldId = useId();
  const readyRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (copied !== 'copied') return;
    const id = window.setTimeout(() => setCopied('idle'), TOAST_MS);
    return () => window.clearTimeout(id);
  }, [copied]);

  // The link is ready: the screen reader reads it out, the keyboard goes on from there.
  useEffect(() => {
    if (view) readyRef.current?.focus();
  }, [view]);

  if (account.status !== 'signedIn') return <p className="challenge__note">{t('create.signIn')}</p>;

  const url = view ? challengeUrl(view) : '';
  const name = displayName(account);

  async function make(promise: ChallengePromise) {
    if (busy) return;
    setBusy(promise);
    setError(null);
    try {
      const made = await afterScoreRecorded(locale, () =>
        createChallenge(play.gameId, promise, { playId: play.playId, locale, ...(name ? { name: name.slice(0, 60) } : {}) }),
      );
      setView(made);
      if (promise === 'link') setCopied((await copyText(challengeUrl(made))) ? 'copied' : 'failed');
    } catch (caught) {
      setError(errorCodeOf(caught));
    } finally {
      setBusy(null);
    }
  }

  const subject = view ? (name ? t('create.emailSubject', { name, title: view.title }) : t('create.emailSubjectAnonymous', { title: view.title })) : '';
  const body = view ? t('create.emailBody', { title: view.title, url }) : '';

  return (
    <div className="challenge">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name="next" />
        {t('create.open')}
      </button>
      <section id={panelId} className="challenge__panel" hidden={!open} aria-labelledby={`${panelId}-title`}>
        <h2 id={`${panelId}-title`} className="challenge__title">{t('create.title')}</h2>
        <p className="challenge__text">{t('create.text')}</p>
        {!view ? (
          <div role="group" aria-labelledby={`${panelId}-how`} className="challenge__ways">
            <p id={`${panelId}-how`} className="challenge__how">{t('create.how')}</p>
            {(['email', 'facebook', 'link'] as const).map((promise) => (
              <button
                key={promise}
                type="button"
                className="button button--secondary"
                onClick={() => void make(promise)}
                aria-disabled={busy !== null || undefined}
              >
                {busy === promise ? t('create.creating') : t(promise === 'email' ? 'create.byEmail' : promise === 'facebook' ? 'create.onFacebook' : 'create.byLink')}
              </button>
            ))}
          </div>
        ) : (
          <div className="challenge__ready">
            <p ref={readyRef} tabIndex={-1} className="challenge__done">
              <Icon name="check" />
              {t('create.ready')}
            </p>
            <label htmlFor={fieldId} className="challenge__label">{t('create.linkLabel')}</label>
            <input id={fieldId} className="input challenge__link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            {copied === 'failed' && <p className="challenge__hint">{t('create.copyFailed')}</p>}
            <div className="challenge__ways">
              <a className="button button--secondary" href={mailtoLink(subject, body)}>
                {t('create.writeEmail')}
              </a>
              <a className="button button--secondary" href={facebookShareLink(url)} target="_blank" rel="noopener noreferrer">
                {t('create.shareFacebook')} <span className="visually-hidden">{t('create.newTab')}</span>
              </a>
              <button type="button" className="button button--secondary" onClick={() => void copyText(url).then((ok) => setCopied(ok ? 'copied' : 'failed'))}>
                <Icon name="link" />
                {t('create.copy')}
              </button>
            </div>
          </div>
        )}
        {error && (
          <p className="feedback feedback--miss" role="alert">
            <Icon name="cross" className="feedback__icon" />
            {t(`errors:${error}`)}
          </p>
        )}
      </section>
      <div className="toast-region" role="status">
        {copied === 'copied' && (
          <p className="toast">
            <Icon name="check" />
            {t('create.copied')}
          </p>
        )}
      </div>
    </div>
  );
}

/** The intro of a challenge's link: who challenges and that a result waits, never the result itself. */
export function ChallengeBanner({ hash }: { hash: string }) {
  const { t } = useTranslation('challenges');
  const challenge = useQuery(challengeQueryOptions(hash));
  if (challenge.isPending) {
    return (
      <p className="challenge-banner" aria-busy="true">
        {t('banner.loading')}
      </p>
    );
  }
  if (challenge.isError) {
    return (
      <p className="challenge-banner challenge-banner--muted" role="status">
        {t(errorCodeOf(challenge.error) === 'not_found' ? 'banner.gone' : 'banner.error')}
      </p>
    );
  }
  const view = challenge.data;
  const name = view.challengerName;
  const text =
    view.role === 'challenger' ? t('banner.own') : view.role === 'friend' ? t('banner.done') : view.status === 'taken' ? t('banner.taken') : t('banner.text');
  return (
    <section className="challenge-banner" aria-labelledby="challenge-banner-title">
      <h2 id="challenge-banner-title" className="challenge-banner__title">
        {name ? t('banner.title', { name }) : t('banner.titleAnonymous')}
      </h2>
      <p className="challenge-banner__text">{text}</p>
    </section>
  );
}

/**
 * The friend's outro on a challenge's link: once their play is recorded, it is linked to the
 * challenge by the server, which answers both results.
 */
export function ChallengeAnswer({ locale, hash, play }: { locale: Locale; hash: string; play: PlayState }) {
  const { t } = useTranslation(['challenges', 'errors']);
  const [view, setView] = useState<ChallengeView | null>(null);
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!play.ended) return;
    let live = true;
    const account = accountStore.get();
    const name = account.status === 'signedIn' ? displayName(account) : null;
    afterScoreRecorded(locale, () => answerChallenge(hash, { playId: play.playId, ...(name ? { name: name.slice(0, 60) } : {}) }))
      .then((answered) => live && setView(answered))
      .catch((caught: unknown) => live && setError(errorCodeOf(caught)));
    return () => {
      live = false;
    };
  }, [hash, play.playId, play.ended, locale, attempt]);

  if (error) {
    return (
      <div className="challenge" role="alert">
        <p className="feedback feedback--miss">
          <Icon name="cross" className="feedback__icon" />
          {error === 'not_found' ? t('challenges:banner.gone') : t(`errors:${error}`)}
        </p>
        {(error === 'network_error' || error === 'service_unavailable' || error === 'play_not_scored' || error === 'internal_error') && (
          <button type="button" className="button button--secondary" onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}>
            {t('challenges:result.retry')}
          </button>
        )}
      </div>
    );
  }
  if (!view) {
    return (
      <p className="challenge__note" aria-busy="true">
        {t('challenges:result.waiting')}
      </p>
    );
  }
  return <ChallengeResults locale={locale} view={view} />;
}

/** Both results side by side: a table (the screen reader reads it by row and column), no reference named. */
export function ChallengeResults({ locale, view }: { locale: Locale; view: ChallengeView }) {
  const { t } = useTranslation('challenges');
  const mine = view.role === 'challenger' ? view.challengerResult : view.friendResult;
  const theirs = view.role === 'challenger' ? view.friendResult : view.challengerResult;
  const otherName = view.role === 'challenger' ? view.friendName ?? null : view.challengerName;
  if (!mine || !theirs) return null;
  const winner = challengeWinner(view);
  const iWon = winner !== 'tie' && winner !== null && winner === (view.role === 'challenger' ? 'challenger' : 'friend');
  const verdict =
    winner === 'tie' ? t('result.tie') : iWon ? t('result.youWin') : otherName ? t('result.theyWin', { name: otherName }) : t('result.theyWinAnonymous');
  const other = otherName ?? t('menu.friend');
  const rows = [
    { label: t('result.score'), mine: `${formatScore(mine.score, locale)}/10`, theirs: `${formatScore(theirs.score, locale)}/10` },
    { label: t('result.found'), mine: t('result.foundValue', { found: mine.found, total: mine.total }), theirs: t('result.foundValue', { found: theirs.found, total: theirs.total }) },
    { label: t('result.time'), mine: formatDuration(mine.durationMs), theirs: formatDuration(theirs.durationMs) },
  ];
  return (
    <section className="challenge-results" aria-labelledby="challenge-results-verdict">
      <p id="challenge-results-verdict" className="challenge-results__verdict">{verdict}</p>
      <table className="challenge-results__table">
        <caption>{otherName ? t('result.caption', { name: otherName }) : t('result.captionAnonymous')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('result.you')}</th>
            <th scope="col">{other}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.mine}</td>
              <td>{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.friendSawAnswers && (
        <p className="challenge-results__note">{view.role === 'friend' ? t('result.sawAnswersYou') : t('result.sawAnswers', { name: other })}</p>
      )}
    </section>
  );
}
