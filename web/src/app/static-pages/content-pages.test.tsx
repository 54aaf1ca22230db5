import type { PublicPage } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staticSiteInput } from '../../test/fixtures';
import { jsonResponse, renderApp, stubFetch } from '../../test/render-app';
import { renderUi } from '../../test/render-ui';
import { ContentPageLanding, PageBody } from './content-pages';
import { contentPageGroups } from './content-paths';
import { renderContentPages } from './content-site';

const page = (overrides: Partial<PublicPage> = {}): PublicPage => ({
  id: 'terms-of-sales-fr', translationKey: 'terms-of-sales', type: 'page', locale: 'fr', path: '/fr/conditions-generales-vente', alias: '/cgv',
  title: 'Conditions générales de vente', description: 'Ce que vous achetez.',
  body: [
    { kind: 'heading', text: 'Prix' },
    { kind: 'paragraph', content: ['Écrivez à ', { text: 'hello@picture-quiz.example', href: 'mailto:hello@picture-quiz.example' }, '.'] },
    { kind: 'list', items: [['Un'], ['Deux']] },
  ],
  translations: { en: '/en/terms-of-sales' }, updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

describe('a content page body (docs/adr/0020-content-pages-as-structured-blocks.md: text, never markup)', () => {
  it('renders headings, paragraphs with links and lists', () => {
    renderUi(<PageBody blocks={page().body} locale="fr" />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Prix' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@picture-quiz.example' })).toHaveAttribute('href', 'mailto:hello@picture-quiz.example');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Un', 'Deux']);
  });

  it('shows what looks like HTML as text: nothing stored becomes markup', () => {
    const { container } = renderUi(<PageBody blocks={[{ kind: 'paragraph', content: ['<img src=x onerror=alert(1)> <b>bold</b>'] }]} locale="en" />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
  });

  it('an image block is the page\'s picture with its web copies (srcset) and the alt text of the page\'s language', () => {
    const image = {
      src: '/images/0123456789abcdef.png', width: 1200, height: 800,
      variants: { widths: [{ src: '/images/aaaaaaaaaaaaaaaa-320.webp', width: 320 }, { src: '/images/aaaaaaaaaaaaaaaa-640.webp', width: 640 }], share: { src: '/images/s.jpg', width: 1200, height: 800 } },
    };
    renderUi(<PageBody blocks={[{ kind: 'image', image, alt: { en: 'Our team at the fair', fr: 'Notre équipe au salon' } }]} locale="fr" />, { locale: 'fr' });
    const img = screen.getByRole('img', { name: 'Notre équipe au salon' });
    expect(img).toHaveAttribute('src', '/images/0123456789abcdef.png');
    expect(img).toHaveAttribute('srcset', '/images/aaaaaaaaaaaaaaaa-320.webp 320w, /images/aaaaaaaaaaaaaaaa-640.webp 640w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows the title, summary and last update in the page\'s language', () => {
    renderUi(<ContentPageLanding page={page()} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeInTheDocument();
    expect(screen.getByText('Ce que vous achetez.')).toBeInTheDocument();
    expect(screen.getByText('Mis à jour le 20 novembre 2026')).toBeInTheDocument();
  });
});

describe('SPEC §2 footer: terms of use, terms of sales and legal notice in the page\'s language', () => {
  it.each([
    ['en', ['Terms of use', '/en/terms-of-use'], ['Terms of sales', '/en/terms-of-sales'], ['Legal notice', '/en/legal']],
    ['fr', ['Conditions d’utilisation', '/fr/conditions-generales-utilisation'], ['Conditions de vente', '/fr/conditions-generales-vente'], ['Mentions légales', '/fr/mentions-legales']],
  ] as const)('%s, in the app', async (locale, ...links) => {
    stubFetch(() => jsonResponse({ error: { code: 'route_not_found', message: 'none here' } }, 404));
    renderApp(`/404/${locale}`);
    const legal = await screen.findByRole('navigation', { name: locale === 'en' ? 'Legal' : 'Informations légales' });
    for (const [name, href] of links) expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('renderContentPages (the build, and later a publish)', () => {
  const input = staticSiteInput({
    pages: [
      page(),
      page({ id: 'terms-of-sales-en', locale: 'en', path: '/en/terms-of-sales', title: 'Terms of sales', translations: { fr: '/fr/conditions-generales-vente' } }),
      page({ id: 'kit-en', translationKey: 'kit', locale: 'en', path: '/en/kit', alias: undefined, title: 'Kit', translations: {} }),
    ],
    menu: { en: [{ id: 'kit', label: 'Kit', href: '/en/kit' }], fr: [] },
  });

  it('writes each page at its path and its alias (SPEC §2 /cgv), and the menu of each language', async () => {
    const files = (await renderContentPages(input)).map((f) => f.file).sort();
    expect(files).toEqual([
      'pages/cgv.en.html', 'pages/cgv.fr.html', 'pages/en/kit.html', 'pages/en/terms-of-sales.html', 'pages/fr/conditions-generales-vente.html', 'pages/menu/en.html', 'pages/menu/fr.html',
    ]);
  });

  it('gives a page its language, title, canonical and the hreflang of the versions that exist only', async () => {
    const files = new Map((await renderContentPages(input)).map((f) => [f.file, f.body]));
    const fr = files.get('pages/fr/conditions-generales-vente.html')!;
    expect(fr).toContain('<html lang="fr"');
    expect(fr).toContain('<title>Conditions générales de vente – Picture Quiz</title>');
    expect(fr).toContain('<link rel="canonical" href="https://quiz.example.com/fr/conditions-generales-vente">');
    expect(fr).toContain('<link rel="alternate" hreflang="en" href="https://quiz.example.com/en/terms-of-sales">');
    const kit = files.get('pages/en/kit.html')!;
    expect(kit).not.toContain('hreflang="fr"');
    expect(files.get('pages/cgv.fr.html')).toBe(fr);
  });

  it('SPEC §2 /menu/{locale}: the app\'s shell (the app starts at once) with the data\'s items readable without JavaScript', async () => {
    const menu = new Map((await renderContentPages(input)).map((f) => [f.file, f.body])).get('pages/menu/en.html')!;
    expect(menu).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(menu).toMatch(/<div id="root">.*href="\/en\/kit".*<\/div>/s);
    expect(menu).not.toContain('needs JavaScript');
    expect(menu).toContain('<link rel="canonical" href="https://quiz.example.com/menu/en">');
  });

  it('renders only the pages a publish changed, and the menus', async () => {
    const files = (await renderContentPages(input, { only: new Set(['kit']) })).map((f) => f.file).sort();
    expect(files).toEqual(['pages/en/kit.html', 'pages/menu/en.html', 'pages/menu/fr.html']);
  });

  it('SPEC §3 page type redirect: a page that sends the browser to its target at once, indexed nowhere', async () => {
    const redirect = page({ id: 'tos-fr', translationKey: 'tos', type: 'redirect', path: '/fr/cgu', alias: undefined, body: [], redirectTo: '/fr/conditions-generales-utilisation' });
    const body = new Map((await renderContentPages({ ...input, pages: [redirect] })).map((f) => [f.file, f.body])).get('pages/fr/cgu.html')!;
    expect(body).toContain('<meta http-equiv="refresh" content="0; url=/fr/conditions-generales-utilisation">');
    expect(body).toContain('<link rel="canonical" href="https://quiz.example.com/fr/conditions-generales-utilisation">');
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(contentPageGroups([redirect])).toEqual([]);
  });
});

