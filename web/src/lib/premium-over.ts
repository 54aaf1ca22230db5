/**
 * Premium ends (SPEC §4): when the player's state goes from premium to formerly premium, the next
 * navigation click is armed to lead to the access-ended page, once. Kept in localStorage, so that a
 * premium that ended while the tab was closed is still announced at the next visit's first click.
 */
const ARMED = 'quiz.premiumOverClickOnce';

export function armPremiumOverClick(): void {
  try {
    window.localStorage.setItem(ARMED, '1');
  } catch {
    // Storage unavailable: the player simply is not redirected.
  }
}

/** True once after it was armed (and disarms it). */
export function takePremiumOverClick(): boolean {
  try {
    if (window.localStorage.getItem(ARMED) !== '1') return false;
    window.localStorage.removeItem(ARMED);
    return true;
  } catch {
    return false;
  }
}
