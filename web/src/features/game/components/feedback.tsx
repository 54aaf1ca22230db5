import type { Verdict } from '@quiz/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../../../lib/api-client';
import { Icon, type IconName } from './icons';

/** What the last move told the player. */
export type Feedback =
  | { kind: 'verdict'; verdict: Verdict; title: string | null }
  | { kind: 'revealed'; title: string }
  | { kind: 'locked' }
  | { kind: 'error'; code: ApiErrorCode };

type Tone = 'success' | 'near' | 'miss' | 'info';

function toneOf(feedback: Feedback): Tone {
  if (feedback.kind === 'revealed') return 'info';
  if (feedback.kind === 'locked' || feedback.kind === 'error') return 'miss';
  if (feedback.verdict === 'correct') return 'success';
  return feedback.verdict === 'wrong' ? 'miss' : 'near';
}

const VERDICT_ICONS: Record<Verdict, IconName> = {
  correct: 'check',
  close: 'almost',
  other_opus: 'saga',
  elsewhere: 'elsewhere',
  wrong: 'cross',
};

function iconOf(feedback: Feedback): IconName {
  switch (feedback.kind) {
    case 'verdict': return VERDICT_ICONS[feedback.verdict];
    case 'revealed': return 'eye';
    case 'locked': return 'lock';
    case 'error': return 'cross';
  }
}

/** The words of a feedback: shown, and also sent to the page's live region. */
export function feedbackText(t: TFunction<['game', 'errors']>, feedback: Feedback): string {
  switch (feedback.kind) {
    case 'verdict':
      // A near miss is a word, never a figure: a similarity measure would let a player home in on
      // a title letter by letter.
      return feedback.verdict === 'correct' ? t('game:verdict.correct', { title: feedback.title ?? '' }) : t(`game:verdict.${feedback.verdict}`);
    case 'revealed':
      return t('game:verdict.revealed', { title: feedback.title });
    case 'locked':
      return t('game:verdict.locked');
    case 'error':
      return t(`errors:${feedback.code}`);
  }
}

/** A verdict as an icon and a sentence: the tone's colour only repeats what both say. */
export function FeedbackMessage({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation(['game', 'errors']);
  return (
    <p className={`feedback feedback--${toneOf(feedback)}`} data-kind={feedback.kind === 'verdict' ? feedback.verdict : feedback.kind}>
      <Icon name={iconOf(feedback)} className="feedback__icon" />
      <span>{feedbackText(t, feedback)}</span>
    </p>
  );
}
