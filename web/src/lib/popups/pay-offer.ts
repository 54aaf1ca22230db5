import { readBestScores } from '../scores/local-store';
import { triggerPopup } from './triggers';

/** The "pay" popup waits until a player has played this many quizzes: a newcomer is left alone. */
export const PAY_POPUP_AFTER_QUIZZES = 3;
/** …and until the end of a quiz has been read (the outro's heading has the focus first). */
export const PAY_POPUP_DELAY_MS = 1_500;

/**
 * At the end of a run: fires the "pay" trigger (SPEC §9 "a default pay trigger") once the player has
 * played enough quizzes. Its flags (until_paid) keep it to once a year, and never while premium.
 * Returns the cancel of the wait, for an effect's cleanup.
 */
export function offerPremiumAfterQuiz(): () => void {
  if (readBestScores().size < PAY_POPUP_AFTER_QUIZZES) return () => undefined;
  const timer = window.setTimeout(() => void triggerPopup('pay'), PAY_POPUP_DELAY_MS);
  return () => window.clearTimeout(timer);
}
