import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('prices in the reader\'s language (the server\'s amount, in minor units)', () => {
  it.each([
    [1499, 'eur', 'en', '€14.99'],
    [1499, 'eur', 'fr', '14,99\u00a0€'],
    [199, 'gbp', 'en', '£1.99'],
    [1999, 'cad', 'fr', '19,99\u00a0$CA'],
  ] as const)('%i %s in %s is %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });
});
