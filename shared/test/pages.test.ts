import { describe, expect, it } from 'vitest';
import { menuItemSchema, pageSchema, publicMenu, publicPages, publicPagesOf, type MenuItem, type Page } from '../src';

const page = (overrides: Partial<Page>): Page => ({
  id: 'terms-en', translationKey: 'terms', type: 'page', status: 'published', locale: 'en', path: '/en/terms',
  title: 'Terms', description: 'The terms', body: [{ kind: 'paragraph', content: ['Text'] }], version: 1, updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const item = (overrides: Partial<MenuItem>): MenuItem => ({
  id: 'terms', type: 'page', locale: 'en', label: 'Terms', target: 'terms', order: 10, version: 1, updatedAt: '2026-11-20T09:00:00.000Z', ...overrides,
});

const pages = [
  page({}),
  page({ id: 'terms-fr', locale: 'fr', path: '/fr/conditions' }),
  page({ id: 'kit-en', translationKey: 'kit', path: '/en/kit', status: 'draft' }),
  page({ id: 'theme-en', translationKey: 'lookalikes', type: 'theme', path: '/en/lookalikes' }),
  page({ id: 'theme-fr', translationKey: 'lookalikes', type: 'theme', locale: 'fr', path: '/fr/ressemblances', status: 'draft' }),
];

describe('SPEC §3 page status: a draft is never public', () => {
  it('leaves drafts out of the public pages, and out of the translations of the published ones', () => {
    const shown = publicPages(pages);
    expect(shown.map((p) => p.path)).toEqual(['/en/lookalikes', '/en/terms', '/fr/conditions']);
    expect(shown.find((p) => p.id === 'theme-en')?.translations).toEqual({});
  });

  it('shows neither the status nor the version of a page', () => {
    expect(Object.keys(publicPages(pages)[0]!)).not.toContain('status');
    expect(Object.keys(publicPages(pages)[0]!)).not.toContain('version');
  });

  it('drops a menu item whose page is a draft or missing in that language', () => {
    const menu = [item({}), item({ id: 'kit', target: 'kit', order: 5 }), item({ id: 'gone', target: 'nothing', order: 1 })];
    expect(publicMenu(menu, pages, 'en')).toEqual([{ id: 'terms', label: 'Terms', href: '/en/terms' }]);
  });
});

describe('SPEC §7 GET /api/pages/{type}: the pages of one type in one language', () => {
  it('lists the type asked for, in the language asked for, with the paths of its translations', () => {
    expect(publicPagesOf(pages, 'page', 'fr')).toEqual([expect.objectContaining({ id: 'terms-fr', translations: { en: '/en/terms' } })]);
    expect(publicPagesOf(pages, 'theme', 'en').map((p) => p.id)).toEqual(['theme-en']);
    expect(publicPagesOf(pages, 'redirect', 'en')).toEqual([]);
  });
});

describe('SPEC §3 menu item type: link or page', () => {
  it('orders the items of one language, a link as its address, a page as its path in that language', () => {
    const menu = [item({ order: 20 }), item({ id: 'more', type: 'link', target: '/en/more-quiz', label: 'More', order: 10 }), item({ id: 'fr', locale: 'fr', label: 'Conditions' })];
    expect(publicMenu(menu, pages, 'en').map((entry) => entry.href)).toEqual(['/en/more-quiz', '/en/terms']);
    expect(publicMenu(menu, pages, 'fr')).toEqual([{ id: 'fr', label: 'Conditions', href: '/fr/conditions' }]);
  });

  it('refuses a link item whose target is not an address, and a page item whose target is not a key', () => {
    expect(menuItemSchema.safeParse(item({ type: 'link', target: 'javascript:alert(1)' })).success).toBe(false);
    expect(menuItemSchema.safeParse(item({ type: 'page', target: '/en/terms' })).success).toBe(false);
  });
});

describe('a page body is text, never markup (docs/adr/0020-content-pages-as-structured-blocks.md)', () => {
  it.each(['javascript:alert(1)', '//evil.example/x', 'http://plain.example', 'data:text/html,x'])('refuses a link to %s', (href) => {
    expect(pageSchema.safeParse(page({ body: [{ kind: 'paragraph', content: [{ text: 'x', href }] }] })).success).toBe(false);
  });

  it('accepts site paths, https and mailto links', () => {
    for (const href of ['/en/legal', 'https://example.com/a', 'mailto:hello@picture-quiz.example']) {
      expect(pageSchema.safeParse(page({ body: [{ kind: 'paragraph', content: [{ text: 'x', href }] }] })).success, href).toBe(true);
    }
  });

  it('refuses a block kind it does not know (no raw HTML block)', () => {
    expect(pageSchema.safeParse({ ...page({}), body: [{ kind: 'html', html: '<script>x</script>' }] }).success).toBe(false);
  });
});

describe('SPEC §3 page types: a redirect page has a target, and only it', () => {
  it('requires redirectTo on a redirect page and refuses it elsewhere', () => {
    expect(pageSchema.safeParse(page({ type: 'redirect' })).success).toBe(false);
    expect(pageSchema.safeParse(page({ type: 'redirect', redirectTo: '/en' })).success).toBe(true);
    expect(pageSchema.safeParse(page({ redirectTo: '/en' })).success).toBe(false);
  });

  it('refuses a path other than SPEC §2 /{locale}/{slug}: with a dot, a parent, another language or depth', () => {
    for (const path of ['/en/a.html', '/en/../x', '/EN/x', 'en/x', '/en/', '/de/x', '/en/a/b', '/cgv']) expect(pageSchema.safeParse(page({ path })).success, path).toBe(false);
  });
});
