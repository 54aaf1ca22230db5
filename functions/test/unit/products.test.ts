import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueProductSchema, routes, XL_PACK, type CatalogueProduct, type StoredProduct } from '@quiz/shared';
import type * as ProductsDomain from '../../src/domain/products';
import type { LambdaHandler } from '../../src/lib/http';
import type * as Catalogue from '../../src/domain/catalogue';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

/** A product of the catalogue at `status`, as the back-office leaves it while it is being written. */
const unfinished = (id: number, status: CatalogueProduct['status']): CatalogueProduct => ({
  id, type: 'poster', status, slug: { en: `poster-${id}`, fr: `affiche-${id}` },
  title: { en: `Poster ${id}`, fr: `Affiche ${id}` }, summary: { en: 'Soon', fr: 'Bientôt' },
  description: { en: ['Soon'], fr: ['Bientôt'] }, facts: [],
});

// The table as the seed fills it (the real catalogue), with a draft and a closed draft beside it:
// the data module is mocked, the integration test (admin-products.test.ts) reads DynamoDB Local.
vi.mock('../../src/data/products', async () => {
  const { PRODUCTS } = await vi.importActual<typeof Catalogue>('../../src/domain/catalogue');
  const table: StoredProduct[] = [...PRODUCTS, unfinished(2, 'draft'), unfinished(3, 'closed_draft')].map((p) => ({ ...p, images: {}, version: 1 }));
  return {
    listProductsByStatus: async (status: string) => table.filter((p) => p.status === status),
    getProductItem: async (id: number) => table.find((p) => p.id === id),
  };
});

let getProduct: LambdaHandler;
let listProducts: LambdaHandler;

beforeAll(async () => {
  useUnitEnvironment();
  getProduct = (await import('../../src/handlers/getProduct')).handler;
  listProducts = (await import('../../src/handlers/listProducts')).handler;
});

const product = (id: string, query: Record<string, string> = {}) => invoke(getProduct, apiEvent(routes.getProduct, { pathParameters: { id }, query }));

describe('GET /api/product/{id} (SPEC §3 product statuses: only validated products are shown)', () => {
  it('answers the XL pack in the asked language, English by default', async () => {
    const en = await product('1');
    expect(en.status).toBe(200);
    expect(en.json).toMatchObject({ id: 1, type: 'book', slug: { en: 'xl-pack', fr: 'pack-xl' }, title: 'The XL pack' });
    const fr = await product('1', { l: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.json.title).toBe('Le pack XL');
    expect(fr.json.description.join(' ')).toMatch(/librairie/);
  });

  it.each([['a draft', '2'], ['a closed draft', '3'], ['an unknown id', '999']])('answers 404 not_found for %s, alike', async (_, id) => {
    const { status, json } = await product(id);
    expect(status).toBe(404);
    expect(json.error).toMatchObject({ code: 'not_found', message: 'Product not found' });
  });

  // The messages are zod's English ones (functions/src/lib/zod-messages.ts): zod/mini alone says "Invalid input".
  it.each([
    ['a word', 'xl-pack', 'Invalid input: expected number, received NaN'],
    ['zero', '0', 'Too small: expected number to be >0'],
    ['a negative id', '-1', 'Too small: expected number to be >0'],
    ['a fraction', '1.5', 'Invalid input: expected int, received number'],
  ])('answers 400 validation_failed for %s, saying what is wrong', async (_, id, message) => {
    const { status, json } = await product(id);
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.issues).toEqual([expect.objectContaining({ path: ['params', 'id'], message })]);
  });

  it('answers 400 for a language the site does not speak', async () => {
    const { status } = await product('1', { l: 'de' });
    expect(status).toBe(400);
  });
});

describe('GET /api/products lists the validated products beside the packs', () => {
  it('keeps the packs in the visitor\'s currency and adds the validated products only, in the asked language', async () => {
    const { status, json } = await invoke(listProducts, apiEvent(routes.listProducts, { query: { l: 'fr' }, headers: { 'cloudfront-viewer-country': 'GB' } }));
    expect(status).toBe(200);
    expect(json.currency).toBe('gbp');
    expect(json.packs.map((p: { type: string }) => p.type)).toEqual(['stripe_premium_p3m', 'stripe_premium_p1m', 'stripe_premium_pt3h']);
    expect(json.products).toEqual([
      { id: 1, type: 'book', slug: { en: 'xl-pack', fr: 'pack-xl' }, title: 'Le pack XL', summary: expect.stringContaining('70') },
    ]);
  });
});

describe('the catalogue\'s products (SPEC §3, §9)', () => {
  it('are well formed, with ids and slugs unique in each language', async () => {
    const { PRODUCTS } = await import('../../src/domain/catalogue');
    for (const p of PRODUCTS) expect(catalogueProductSchema.safeParse(p).success, `product ${p.id}`).toBe(true);
    expect(new Set(PRODUCTS.map((p) => p.id)).size).toBe(PRODUCTS.length);
    for (const locale of ['en', 'fr'] as const) expect(new Set(PRODUCTS.map((p) => p.slug[locale])).size).toBe(PRODUCTS.length);
  });

  it('hold the XL pack, a validated book: 1 year of access, 70 more games, 700 movies and series from 2017 to 2021', async () => {
    const { PRODUCTS } = await import('../../src/domain/catalogue');
    const xl = PRODUCTS.find((p) => p.slug.en === 'xl-pack')!;
    expect(xl).toMatchObject({ type: 'book', status: 'validated' });
    expect(XL_PACK).toEqual({ accessYears: 1, moreGames: 70, moviesAndSeries: 700, fromYear: 2017, toYear: 2021 });
    for (const locale of ['en', 'fr'] as const) {
      const facts = xl.facts.map((f) => `${f.value[locale]} ${f.label[locale]}`).join(' | ');
      expect(facts).toMatch(/^1\s(year|an) /);
      expect(facts).toContain('70');
      expect(facts).toMatch(/700 .*2017.*2021/);
    }
  });
});

describe('a product\'s images in the shop (SPEC §3 image types)', () => {
  let productViewOf: typeof ProductsDomain.productViewOf;
  let shopImage: typeof ProductsDomain.shopImage;
  beforeAll(async () => ({ productViewOf, shopImage } = await import('../../src/domain/products')));
  const variants = { widths: [{ src: '/images/ab-320w.v1.webp', width: 320 }, { src: '/images/ab-640w.v1.webp', width: 640 }], share: { src: '/images/ab-1200w.v1.jpg', width: 1200, height: 800 } };

  it('serves the cover with a srcset of its web copies, the background and description images on the product page', () => {
    const product = { ...unfinished(4, 'validated'), images: { cover: { src: '/images/ab.png', width: 1600, height: 1000, variants }, description: { src: '/images/cd.svg', width: 10, height: 10 } } };
    const view = productViewOf(product, 'fr');
    expect(view.cover).toEqual({ src: '/images/ab.png', width: 1600, height: 1000, srcset: '/images/ab-320w.v1.webp 320w, /images/ab-640w.v1.webp 640w' });
    expect(view.descriptionImage).toEqual({ src: '/images/cd.svg', width: 10, height: 10 });
    expect(view.background).toBeUndefined();
    expect(shopImage(undefined)).toBeUndefined();
  });

  it('a product that is not validated is not found, whatever it holds', () => {
    expect(() => productViewOf({ ...unfinished(5, 'draft'), images: {} }, 'en')).toThrow('Product not found');
    expect(() => productViewOf(undefined, 'en')).toThrow('Product not found');
  });
});
