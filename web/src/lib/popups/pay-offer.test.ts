import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBestScores } from '../scores/local-store';
import { offerPremiumAfterQuiz, PAY_POPUP_AFTER_QUIZZES, PAY_POPUP_DELAY_MS } from './pay-offer';
import { triggerPopup } from './triggers';

vi.mock('../scores/local-store', () => ({ readBestScores: vi.fn() }));
vi.mock('./triggers', () => ({ triggerPopup: vi.fn(() => Promise.resolve(true)) }));

const played = (count: number) => new Map(Array.from({ length: count }, (_, i) => [i + 1, 5]));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(triggerPopup).mockClear();
});

describe('the pay popup at the end of a quiz (SPEC §9 default pay trigger)', () => {
  it('leaves a newcomer alone', () => {
    vi.useFakeTimers();
    vi.mocked(readBestScores).mockReturnValue(played(PAY_POPUP_AFTER_QUIZZES - 1));
    offerPremiumAfterQuiz();
    vi.advanceTimersByTime(PAY_POPUP_DELAY_MS * 2);
    expect(triggerPopup).not.toHaveBeenCalled();
  });

  it('fires "pay" a moment after the score, for a player who has played enough quizzes', () => {
    vi.useFakeTimers();
    vi.mocked(readBestScores).mockReturnValue(played(PAY_POPUP_AFTER_QUIZZES));
    offerPremiumAfterQuiz();
    vi.advanceTimersByTime(PAY_POPUP_DELAY_MS - 1);
    expect(triggerPopup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(triggerPopup).toHaveBeenCalledWith('pay');
  });

  it('fires nothing when the player has left the outro before', () => {
    vi.useFakeTimers();
    vi.mocked(readBestScores).mockReturnValue(played(PAY_POPUP_AFTER_QUIZZES + 2));
    const cancel = offerPremiumAfterQuiz();
    cancel();
    vi.advanceTimersByTime(PAY_POPUP_DELAY_MS * 2);
    expect(triggerPopup).not.toHaveBeenCalled();
  });
});
