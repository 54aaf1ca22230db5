import { describe, expect, it } from 'vitest';
import type { StoredProduct } from '@quiz/shared';
import { changedProductFields, productEditAction } from '../../src/domain/admin-products';

const product: StoredProduct = {
  id: 2, type: 'poster', status: 'draft', slug: { en: 'poster', fr: 'affiche' }, title: { en: 'Poster', fr: 'Affiche' },
  summary: { en: 'Big', fr: 'Grande' }, description: { en: ['One.'], fr: ['Un.'] }, facts: [], images: {}, version: 3,
};
const { id: _id, images: _images, version: _version, ...input } = product;

describe('the admin\'s product edits (SPEC §3 statuses, the audit trail)', () => {
  it('names a status change in the audit trail: validated is product.validate, any other move product.status, else product.update', () => {
    expect(productEditAction(product, { ...input, status: 'validated' })).toBe('product.validate');
    expect(productEditAction({ ...product, status: 'validated' }, { ...input, status: 'closed_draft' })).toBe('product.status');
    expect(productEditAction(product, { ...input, title: { en: 'New', fr: 'Nouveau' } })).toBe('product.update');
  });

  it('records the names of the fields changed (not their texts); a creation names every field', () => {
    expect(changedProductFields(product, { ...input, title: { en: 'New', fr: 'Affiche' }, facts: [{ value: { en: '1', fr: '1' }, label: { en: 'a', fr: 'un' } }] })).toEqual(['title', 'facts']);
    expect(changedProductFields(product, input)).toEqual([]);
    expect(changedProductFields(undefined, input)).toEqual(['type', 'status', 'slug', 'title', 'summary', 'description', 'facts']);
  });
});
