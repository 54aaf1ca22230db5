import { beforeEach, describe, expect, it } from 'vitest';
import { armPremiumOverClick, takePremiumOverClick } from './premium-over';

describe('premium ends (SPEC §4: the next navigation click leads to the paid-over page, once)', () => {
  beforeEach(() => window.localStorage.clear());

  it('is not armed until premium has ended', () => {
    expect(takePremiumOverClick()).toBe(false);
  });

  it('takes the armed click once, and only once', () => {
    armPremiumOverClick();
    expect(takePremiumOverClick()).toBe(true);
    expect(takePremiumOverClick()).toBe(false);
  });
});
