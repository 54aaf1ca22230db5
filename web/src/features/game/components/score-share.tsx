import { shareText, type Locale, type PlayState } from '@quiz/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, isApiError } from '../../../lib/api-client';
import { syncScores } from '../../../lib/scores/sync';
import { formatScore } from '../lib/format';
import { Icon } from './icons';

const TOAST_MS = 4000;
/** A score just posted may still be on its way when the player presses Share: one more try after this. */
const RETRY_MS = 1500;

/** The old way, for browsers without the async clipboard (or pages not allowed to use it). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, insecure page): try the old way.
  }
  return copyWithSelection(text);
}

/** The share of this play's recorded score (one per play: asking again answers the same share). */
async function createShare(play: PlayState, locale: Locale) {
  const call = () => apiCall('postScore', { params: { game: play.gameId, score: play.playId }, body: { score: play.score } });
  // The score is posted when the play ends; make sure it went before asking for its share.
  await syncScores(locale);
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.code !== 'score_not_recorded') throw error;
    await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS));
    await syncScores(locale);
    return call();
  }
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'copied' } | { kind: 'shared' } | { kind: 'manual'; text: string } | { kind: 'failed' };

/**
 * "Share my score" (docs/adr/0031-score-shares.md): makes a share of the play's recorded
 * score on the server (POST /api/score/{game}/{play}), then shares its short link with a spoiler-free
 * text (the quiz's number, the score, one shape per reference: no title) through the Web Share API
 * where the browser has it, else the clipboard ("Link copied"); when nothing can copy, the text is
 * shown selected for the player to copy. Its own component, so that other actions (a challenge) sit
 * beside it in the outro.
 */
export function ScoreShare({ play, locale, gameNumber }: { play: PlayState; locale: Locale; gameNumber: number }) {
  const { t } = useTranslation('game');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fieldId = useId();

  useEffect(() => {
    if (state.kind !== 'copied' && state.kind !== 'shared') return;
    const id = window.setTimeout(() => setState({ kind: 'idle' }), TOAST_MS);
    return () => window.clearTimeout(id);
  }, [state.kind]);

  async function share() {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const made = await createShare(play, locale);
      const url = new URL(made.shortPath, window.location.origin).href;
      const heading = t('outro.shareHeading', { number: gameNumber, score: formatScore(made.score, locale) });
      const text = shareText({ heading, outcomes: made.outcomes, url });
      if (typeof navigator.share === 'function') {
        try {
          // The link apart: messaging apps then show its preview card.
          await navigator.share({ title: heading, text: shareText({ heading, outcomes: made.outcomes, url: '' }).trim(), url });
          setState({ kind: 'shared' });
          return;
        } catch (error) {
          // The player closed the share sheet: nothing to say.
          if (error instanceof DOMException && error.name === 'AbortError') {
            setState({ kind: 'idle' });
            return;
          }
        }
      }
      setState((await copyText(text)) ? { kind: 'copied' } : { kind: 'manual', text });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  const busy = state.kind === 'busy';
  return (
    <div className="share">
      <button type="button" className="button button--secondary" onClick={() => void share()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        <Icon name="link" />
        {busy ? t('outro.sharing') : t('outro.share')}
      </button>
      {state.kind === 'manual' && (
        <p className="share__manual">
          <label htmlFor={fieldId}>{t('outro.shareFallback')}</label>
          <textarea id={fieldId} className="input" readOnly rows={3} value={state.text} onFocus={(event) => event.currentTarget.select()} autoFocus />
        </p>
      )}
      <div className="toast-region" role="status">
        {(state.kind === 'copied' || state.kind === 'shared') && (
          <p className="toast">
            <Icon name="check" />
            {state.kind === 'copied' ? t('outro.copied') : t('outro.shared')}
          </p>
        )}
        {state.kind === 'failed' && <p className="toast toast--error">{t('outro.shareFailed')}</p>}
      </div>
    </div>
  );
}
