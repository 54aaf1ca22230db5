import { describe, expect, it } from 'vitest';
import { catalogueProductSchema, PRODUCT_IMAGE_KINDS, PRODUCT_STATUSES, PRODUCT_TYPES, productInputSchema, productSchema } from '../src/schemas/products';
import { productsResponseSchema } from '../src/schemas/purchases';

const product = {
  id: 1, type: 'book', status: 'validated', slug: { en: 'xl-pack', fr: 'pack-xl' },
  title: { en: 'The XL pack', fr: 'Le pack XL' }, summary: { en: 'A book', fr: 'Un livre' },
  description: { en: ['A book.'], fr: ['Un livre.'] }, facts: [{ value: { en: '70', fr: '70' }, label: { en: 'more games', fr: 'jeux en plus' } }],
};

describe('shop products (SPEC §3 labelled types)', () => {
  it('knows the product types and statuses of SPEC §3', () => {
    expect(PRODUCT_TYPES).toEqual(['book', 'website', 'boardgame', 'calendar', 'poster']);
    expect(PRODUCT_STATUSES).toEqual(['draft', 'closed_draft', 'validated']);
  });

  it.each([
    ['an unknown type', { type: 'mug' }],
    ['an unknown status', { status: 'published' }],
    ['a slug with capitals or spaces', { slug: { en: 'XL pack', fr: 'pack-xl' } }],
    ['a text missing in French', { title: { en: 'The XL pack', fr: '' } }],
  ])('refuses a catalogue product with %s', (_, change) => {
    expect(catalogueProductSchema.safeParse({ ...product, ...change }).success).toBe(false);
    expect(catalogueProductSchema.safeParse(product).success).toBe(true);
  });

  it('answers a product in one language, and lists products beside the packs', () => {
    const served = { id: 1, type: 'book', slug: product.slug, title: 'The XL pack', summary: 'A book', description: ['A book.'], facts: [{ value: '70', label: 'more games' }] };
    expect(productSchema.parse(served)).toEqual(served);
    expect(productSchema.safeParse({ ...served, description: [] }).success).toBe(false);
    const { description: _d, facts: _f, ...summary } = served;
    expect(productsResponseSchema.parse({ currency: 'eur', packs: [], products: [summary] }).products).toEqual([summary]);
  });
});

describe('a product as the admin writes it', () => {
  const { id: _id, ...input } = product;
  const fact = { value: { en: '1', fr: '1' }, label: { en: 'a', fr: 'un' } };

  it('knows the image types of SPEC §3', () => {
    expect(PRODUCT_IMAGE_KINDS).toEqual(['cover', 'background', 'description']);
  });

  it('trims the texts, and refuses a blank title in a language', () => {
    expect(productInputSchema.parse({ ...input, title: { en: '  The XL pack ', fr: 'Le pack XL' } }).title.en).toBe('The XL pack');
    const blank = productInputSchema.safeParse({ ...input, title: { en: 'The XL pack', fr: '   ' } });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['title', 'fr']);
  });

  it('takes at most six facts (SPEC §3), and one paragraph of description at least in each language', () => {
    expect(productInputSchema.safeParse({ ...input, facts: Array.from({ length: 6 }, () => fact) }).success).toBe(true);
    expect(productInputSchema.safeParse({ ...input, facts: Array.from({ length: 7 }, () => fact) }).error?.issues[0]?.path).toEqual(['facts']);
    expect(productInputSchema.safeParse({ ...input, description: { en: ['A book.'], fr: [] } }).error?.issues[0]?.path).toEqual(['description', 'fr']);
  });
});

