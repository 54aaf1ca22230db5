import { describe, expect, it } from 'vitest';
import type { StoredProduct } from '@quiz/shared';
import { differingFields, draftOf, EMPTY_DRAFT, inputOf, issuesByField } from './product-form';

const product: StoredProduct = {
  id: 3, type: 'poster', status: 'draft', slug: { en: 'poster', fr: 'affiche' }, title: { en: 'Poster', fr: 'Affiche' },
  summary: { en: 'Big', fr: 'Grande' }, description: { en: ['One.', 'Two.'], fr: ['Un.'] }, facts: [], images: {}, version: 2,
};

describe('the product form (admin)', () => {
  it('writes a description as paragraphs separated by an empty line, and reads it back', () => {
    const draft = draftOf(product);
    expect(draft.description.en).toBe('One.\n\nTwo.');
    expect(inputOf({ ...draft, description: { en: ' One.\n\n\n  Two.\nstill two \n\n', fr: 'Un.' } }).description).toEqual({ en: ['One.', 'Two.\nstill two'], fr: ['Un.'] });
    expect(inputOf(EMPTY_DRAFT).description).toEqual({ en: [], fr: [] });
  });

  it('places the API\'s issues next to their fields (body.product.slug.fr → slug.fr; a paragraph\'s → its description)', () => {
    const byField = issuesByField([
      { code: 'x', path: ['body', 'product', 'slug', 'fr'], message: 'taken' },
      { code: 'x', path: ['body', 'product', 'slug', 'fr'], message: 'second' },
      { code: 'x', path: ['body', 'product', 'description', 'en', 1], message: 'too long' },
      { code: 'x', path: ['body', 'product', 'facts'], message: 'At most 6 facts' },
    ]);
    expect(Object.fromEntries(byField)).toEqual({ 'slug.fr': 'taken', 'description.en': 'too long', facts: 'At most 6 facts' });
  });

  it('lists what differs from the product saved by someone else', () => {
    expect(differingFields({ ...inputOf(draftOf(product)), title: { en: 'Mine', fr: 'Affiche' } }, product)).toEqual(['title']);
  });
});
