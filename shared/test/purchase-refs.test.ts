import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PURCHASE_REF_TAGS, routes } from '../src';

/**
 * docs/premium.md "Buying": POST /api/purchase/{type}/{ref} names the offer it was started from with
 * one of the listed tags; anything else is a 400 (the route's params schema, which the functions
 * check before anything is read or written).
 */
const params = (ref: string) => z.safeParse(routes.startPurchaseWithRef.params!, { type: 'stripe_premium_pt3h', ref });

describe('the offer tags of a purchase', () => {
  it.each([...PURCHASE_REF_TAGS, 'product-1', 'product-42', 'popup-paid_over_click', 'popup-after_quiz_2'])('accepts the listed tag %j', (ref) => {
    expect(params(ref).success).toBe(true);
  });

  it.each([
    '0', '99999', randomUUID(), 'quiz-4', 'shop2', 'Shop', 'special-pack', 'product-0', 'product-01', 'product-', 'product-1x',
    'popup-', 'popup-Paid', 'popup-1x', '', ' shop', 'shop ', `popup-${'a'.repeat(49)}`,
  ])('refuses %j, naming the tags it takes', (ref) => {
    const parsed = params(ref);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['ref']);
    expect(parsed.error?.issues[0]?.message).toContain('one of the offer tags: shop, specialpack, unlimited-access, quiz-offer, premium-over');
  });
});
