import type { Me, PremiumGamesResponse, Product, ProductsResponse } from '@quiz/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountStore } from '../../../lib/account-state';
import frShop from '../../../locales/fr/shop.json';
import { jsonResponse, renderApp, stubFetch } from '../../../test/render-app';

/** The shop's pages (SPEC §2) as a visitor reads them, against the API's answers. */

const xlSummary = { id: 1, type: 'book', slug: { en: 'xl-pack', fr: 'pack-xl' } } as const;

function products(locale: 'en' | 'fr'): ProductsResponse {
  return {
    currency: 'eur',
    packs: [
      { type: 'stripe_premium_p3m', duration: { months: 3 }, amount: 1499, currency: 'eur' },
      { type: 'stripe_premium_p1m', duration: { months: 1 }, amount: 699, currency: 'eur' },
      { type: 'stripe_premium_pt3h', duration: { hours: 3 }, amount: 199, currency: 'eur' },
    ],
    products: [
      locale === 'fr'
        ? { ...xlSummary, title: 'Le pack XL', summary: 'L’édition XL du livre.' }
        : { ...xlSummary, title: 'The XL pack', summary: 'The XL edition of the book.' },
    ],
  };
}

const xlPack: Product = {
  ...xlSummary,
  title: 'The XL pack',
  summary: 'The XL edition of the book.',
  description: ['The XL pack is sold as a book, in bookshops: it is not bought on this site.'],
  facts: [
    { value: '1 year', label: 'of online access' },
    { value: '70', label: 'more games' },
    { value: '700', label: 'movies and series, from 2017 to 2021' },
  ],
};

const premiumGames: PremiumGamesResponse = {
  isPremium: false,
  unlockOffer: { firstNumber: 1, lastNumber: 110 },
  games: [
    { gameId: 4, number: 4, title: 'Space Opera', slug: 'space-opera', premiumLevel: 10, access: { kind: 'locked', nextJokerAt: null } },
    { gameId: 9, number: 9, title: 'Heist Night', slug: 'heist-night', premiumLevel: 1, access: { kind: 'joker', until: null } },
  ],
};

type Handler = (url: URL) => Response | Promise<Response> | undefined;

/** The API as the shop calls it; `override` answers first (a failure, a slow answer). */
function stubShopApi(override: Handler = () => undefined) {
  const calls: string[] = [];
  stubFetch((raw) => {
    const url = new URL(raw, 'http://localhost');
    calls.push(url.pathname + url.search);
    const custom = override(url);
    if (custom) return custom;
    const l = url.searchParams.get('l') === 'fr' ? 'fr' : 'en';
    if (url.pathname === '/api/products') return jsonResponse(products(l));
    if (url.pathname === '/api/product/1') return jsonResponse(l === 'fr' ? { ...xlPack, title: 'Le pack XL' } : xlPack);
    if (url.pathname === '/api/premium/games') return jsonResponse(premiumGames);
    return jsonResponse({ error: { code: 'route_not_found', message: raw } }, 404);
  });
  return calls;
}

function premiumMe(until: string): Me {
  return {
    isPremium: true,
    types: ['connected', 'paid'],
    user: {
      id: 'sub-1', name: 'Ada', isPlayer: true, isPremium: true, premiumUntil: until,
      premium: { remaining: 3600, until, duration: 7_776_000 }, groups: [], statsScores: {},
    },
  };
}

const packCards = () => within(screen.getByRole('region', { name: /^(Premium packs|Packs premium)$/ })).getAllByRole('article');
const buyLinks = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/stripe/purchase/'));

afterEach(() => accountStore.setForTests({}));

describe('the shop (SPEC §2 /en/shop, /fr/boutique; §9 premium packs)', () => {
  it('shows the three packs at the server\'s prices, each a link that starts its purchase', async () => {
    stubShopApi();
    renderApp('/en/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(await screen.findByText('€14.99')).toBeInTheDocument();
    const cards = packCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['3 months', '1 month', '3 hours']);
    expect(within(cards[0]!).getByText('€5.00 a month')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('€6.99')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('€1.99')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'Buy 3 hours' })).toHaveAttribute(
      'href', '/stripe/purchase/stripe_premium_pt3h?l=en&to=%2Fen%23quizzes&ref=shop',
    );
    expect(buyLinks()).toHaveLength(3);
    expect(document.title).toBe('Shop – Picture Quiz');
  });

  it('says what premium opens: the premium quizzes counted, and the unlock offer #1 to #110', async () => {
    stubShopApi();
    renderApp('/en/shop');
    const perks = await screen.findByRole('region', { name: 'What premium opens' });
    expect(await within(perks).findByText('2 premium quizzes today, as often as you like')).toBeInTheDocument();
    expect(within(perks).getByText('Every quiz from #1 to #110')).toBeInTheDocument();
  });

  it('links to the XL pack page and the unlimited-access page', async () => {
    stubShopApi();
    renderApp('/en/shop');
    expect(await screen.findByRole('link', { name: 'The XL pack' })).toHaveAttribute('href', '/en/shop/xl-pack');
    expect(screen.getByRole('link', { name: 'Unlimited access' })).toHaveAttribute('href', '/en/unlimited-access');
  });

  it('is in French at /fr/boutique, with French prices and French addresses', async () => {
    const calls = stubShopApi();
    renderApp('/fr/boutique');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
    // Testing Library reads the no-break space before € as a space.
    expect(await screen.findByText('14,99 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acheter 3 mois' })).toHaveAttribute('href', '/stripe/purchase/stripe_premium_p3m?l=fr&to=%2Ffr%23quizzes&ref=shop');
    expect(screen.getByRole('link', { name: 'Le pack XL' })).toHaveAttribute('href', '/fr/boutique/pack-xl');
    expect(screen.getByRole('link', { name: 'Accès illimité' })).toHaveAttribute('href', '/fr/acces-illimite');
    expect(calls).toContain('/api/products?l=fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('says the prices are loading, with the packs named meanwhile and nothing to buy yet', async () => {
    // Every call for the prices waits until the answer comes (a remount may ask again), and any
    // call after it has the answer at once.
    const waiting: ((response: Response) => void)[] = [];
    let answered = false;
    const answer = () => {
      answered = true;
      waiting.splice(0).forEach((resolve) => resolve(jsonResponse(products('en'))));
    };
    stubShopApi((url) => {
      if (url.pathname !== '/api/products' || answered) return undefined;
      return new Promise((resolve) => waiting.push(resolve)) as unknown as Response;
    });
    renderApp('/en/shop');
    expect(await screen.findByText('Loading the prices…')).toHaveAttribute('role', 'status');
    expect(packCards()).toHaveLength(3);
    expect(buyLinks()).toHaveLength(0);
    await act(async () => answer());
    expect(await screen.findByText('€14.99')).toBeInTheDocument();
    expect(screen.queryByText('Loading the prices…')).not.toBeInTheDocument();
  });

  it('says when the prices could not be loaded, and asks again on Try again', async () => {
    let failing = true;
    stubShopApi((url) =>
      url.pathname === '/api/products' && failing
        ? jsonResponse({ error: { code: 'service_unavailable', message: 'down' } }, 503)
        : undefined,
    );
    renderApp('/en/shop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The prices could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('€14.99')).toBeInTheDocument();
    expect(buyLinks()).toHaveLength(3);
  });

  it('shows a premium player until when premium runs, and no buy link (SPEC §5: a premium player cannot buy again)', async () => {
    stubShopApi();
    const until = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', me: premiumMe(until) });
    renderApp('/en/shop');
    expect(await screen.findByText(/^You are premium until /)).toBeInTheDocument();
    expect(await screen.findByText('€14.99')).toBeInTheDocument();
    expect(buyLinks()).toHaveLength(0);
  });

  it('offers the packs again once premium has ended', async () => {
    stubShopApi();
    const ended = new Date(Date.now() - 60_000).toISOString();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', me: { ...premiumMe(ended), isPremium: false, types: ['connected', 'paid_over'] } });
    renderApp('/en/shop');
    expect(await screen.findByText('€14.99')).toBeInTheDocument();
    expect(buyLinks()).toHaveLength(3);
    expect(screen.queryByText(/You are premium until/)).not.toBeInTheDocument();
  });

  it('leads the language switch to the other language\'s shop', async () => {
    stubShopApi();
    const { router } = renderApp('/en/shop');
    await screen.findByText('€14.99');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/boutique');
  });
});

describe('/shop (SPEC §2): the shop in the visitor\'s language', () => {
  it('leads to the English shop by default', async () => {
    stubShopApi();
    const { router } = renderApp('/shop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/shop');
  });

  it('leads to the French shop for a visitor reading French', async () => {
    stubShopApi();
    const { router } = renderApp('/menu/fr');
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await act(() => router.navigate('/shop'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/boutique');
  });

  it('is listed in the menu', async () => {
    stubShopApi();
    renderApp('/menu/fr');
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /^Boutique/ })).toHaveAttribute('href', '/fr/boutique');
  });
});

describe('the product pages (SPEC §2 /en/shop/{slug}; §9 the XL pack)', () => {
  it('shows the XL pack\'s facts and, as it is not sold here, the online packs below', async () => {
    stubShopApi();
    renderApp('/en/shop/xl-pack');
    expect(await screen.findByRole('heading', { level: 1, name: 'The XL pack' })).toBeInTheDocument();
    expect(screen.getByText('Book')).toBeInTheDocument();
    for (const fact of ['1 year', '70', '700', 'movies and series, from 2017 to 2021']) expect(screen.getByText(fact)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'You are here' });
    expect(within(breadcrumb).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop');
    const online = screen.getByRole('region', { name: 'Play premium online now' });
    expect(await within(online).findByRole('link', { name: 'Buy 1 month' })).toBeInTheDocument();
    expect(document.title).toBe('The XL pack – Picture Quiz');
  });

  it('tells a premium player on the XL pack page that their premium runs, with nothing to buy (SPEC §5)', async () => {
    stubShopApi();
    accountStore.setForTests({ status: 'signedIn', idName: 'Ada', me: premiumMe(new Date(Date.now() + 3600_000).toISOString()) });
    renderApp('/en/shop/xl-pack');
    const online = await screen.findByRole('region', { name: 'Your premium online' });
    expect(within(online).getByText(/^You are premium until /)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Play premium online now' })).not.toBeInTheDocument();
    expect(buyLinks()).toHaveLength(0);
  });

  it('moves the other language\'s slug to this language\'s', async () => {
    stubShopApi();
    const { router } = renderApp('/fr/boutique/xl-pack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Le pack XL' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/boutique/pack-xl');
  });

  it('is the not-found page for an unknown slug, without asking for any product', async () => {
    const calls = stubShopApi();
    renderApp('/en/shop/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(calls.some((call) => call.startsWith('/api/product/'))).toBe(false);
  });
});

describe('/specialpack (SPEC §2 special pack offer)', () => {
  it('puts the 3-hour pack first, as the way to try premium, with the other packs beside it', async () => {
    stubShopApi();
    renderApp('/specialpack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Try premium for 3 hours' })).toBeInTheDocument();
    await screen.findByText('€1.99');
    const cards = packCards();
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('3 hours');
    expect(within(cards[0]!).getByRole('link', { name: 'Try it for €1.99' })).toHaveAttribute('href', expect.stringMatching(/^\/stripe\/purchase\/stripe_premium_pt3h\?/));
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'What premium opens' })).toBeInTheDocument();
  });
});

describe('the unlimited-access page (SPEC §2)', () => {
  it('says what premium gives and lists the premium quizzes, each a link to its page', async () => {
    stubShopApi();
    renderApp('/en/unlimited-access');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unlimited access' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Quizzes #1 to #110' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No waiting' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'The premium quizzes' });
    expect(await within(list).findByRole('link', { name: '#4 Space Opera' })).toHaveAttribute('href', '/quiz/en/space-opera');
    expect(within(list).getByRole('link', { name: '#9 Heist Night Joker' })).toHaveAttribute('href', '/quiz/en/heist-night');
    expect(await screen.findByRole('link', { name: 'Buy 3 months' })).toBeInTheDocument();
  });

  it('is in French at /fr/acces-illimite', async () => {
    stubShopApi();
    renderApp('/fr/acces-illimite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès illimité' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Les quiz n°\u00a01 à 110' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});

describe('the shop\'s French texts', () => {
  /** Every text of a catalogue, with its key. */
  const texts = (node: object, prefix = ''): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value as object, `${prefix}${key}.`)));

  it('use ’ and a no-break space before : ; ! ? and after n°', () => {
    const wrong = texts(frShop).filter(([, text]) => /['"]/.test(text) || /[^\u00a0\u202f][:;!?»]/.test(text) || /n° /.test(text));
    expect(wrong).toEqual([]);
  });
});
