import { describe, expect, it } from 'vitest';
import { currencyForCountry } from '../src/geo';

describe('currency from the viewer country (SPEC §7 api_geo, §9 default currency EUR)', () => {
  it.each([
    ['FR', 'EUR'], ['de', 'EUR'], ['US', 'USD'], ['GB', 'GBP'], ['CH', 'CHF'], ['CA', 'CAD'],
    ['BR', 'EUR'], ['', 'EUR'], [undefined, 'EUR'],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});
