import { afterEach, describe, expect, it, vi } from 'vitest';
import { isReturningPlayer, rememberLanguageChoice, setUpCollapse, setUpEnterButton, setUpLazyImages, wantsAppAtOnce } from './landing';

describe('SPEC §2 landing: when the app loads at once', () => {
  const page = new URL('https://quiz.example/quiz-seo/en/festival-day');

  it('loads at once with a direct parameter, whatever its value', () => {
    expect(wantsAppAtOnce(new URL('https://quiz.example/en?direct'), '')).toBe(true);
    expect(wantsAppAtOnce(new URL('https://quiz.example/en?direct=1'), '')).toBe(true);
  });

  it('loads at once for a visitor from facebook, instagram or tiktok (any of their hosts)', () => {
    for (const referrer of ['https://www.facebook.com/', 'https://l.facebook.com/l.php?u=x', 'https://m.facebook.com/', 'https://www.instagram.com/p/1', 'https://www.tiktok.com/@a']) {
      expect(wantsAppAtOnce(page, referrer), referrer).toBe(true);
    }
  });

  it('stays static for anyone else, including hosts that only look like those', () => {
    for (const referrer of ['', 'https://www.google.com/', 'https://facebook.com.evil.example/', 'https://notfacebook.com/', 'not a url']) {
      expect(wantsAppAtOnce(page, referrer), referrer).toBe(false);
    }
  });
});

describe('landing: a player with scores kept in this browser gets the app at once (a static page cannot show them)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('is a first visit without scores kept in this browser', () => {
    window.localStorage.setItem('unrelated', '1');
    expect(isReturningPlayer()).toBe(false);
  });

  it('a session alone does not load the app: the account corner shows the player on the static page', () => {
    window.localStorage.setItem('quiz.oidc.user:https://issuer:client', '{}');
    expect(isReturningPlayer()).toBe(false);
  });

  it('is a returning player with scores kept in this browser', () => {
    window.localStorage.setItem('gameDatas', '{"1":{"gameId":1,"scores":[]}}');
    expect(isReturningPlayer()).toBe(true);
  });

  it('is not one when the app kept an empty record (no scores yet)', () => {
    window.localStorage.setItem('gameDatas', '{}');
    expect(isReturningPlayer()).toBe(false);
  });
});

describe('SPEC §2/§9 landing: the collapse under 768 px of a text taller than 200 px', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  function render(height: number, narrow: boolean) {
    // jsdom has no matchMedia.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query.includes('max-width: 767.98px'), addEventListener: () => undefined }));
    document.body.innerHTML = `<div id="d" class="collapsible"><p>text</p></div>
      <button data-collapse-toggle aria-controls="d" aria-expanded="false" data-more-label="More" data-less-label="Less" hidden>More</button>`;
    const text = document.getElementById('d')!;
    Object.defineProperty(text, 'scrollHeight', { value: height });
    setUpCollapse();
    return { text, toggle: document.querySelector('button')! };
  }

  it('collapses a tall text on a narrow screen and shows its toggle, which opens and closes it', () => {
    const { text, toggle } = render(201, true);
    expect(text.classList.contains('is-collapsed')).toBe(true);
    expect(toggle.hidden).toBe(false);
    toggle.click();
    expect(text.classList.contains('is-collapsed')).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Less');
    toggle.click();
    expect(text.classList.contains('is-collapsed')).toBe(true);
    expect(toggle.textContent).toBe('More');
  });

  it('leaves a text of 200 px or less alone, its toggle hidden', () => {
    const { text, toggle } = render(200, true);
    expect(text.classList.contains('is-collapsed')).toBe(false);
    expect(toggle.hidden).toBe(true);
  });

  it('leaves a tall text alone from 768 px', () => {
    const { text, toggle } = render(900, false);
    expect(text.classList.contains('is-collapsed')).toBe(false);
    expect(toggle.hidden).toBe(true);
  });
});

describe('SPEC §2 landing: the enter button', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'purchase_pending_product_type=; Max-Age=0; Path=/';
    vi.unstubAllGlobals();
  });

  const button = () => {
    document.body.innerHTML = '<button data-enter disabled>Enter the game</button>';
    return document.querySelector('button')!;
  };

  it('is enabled once the ping answered', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
    const enter = button();
    await setUpEnterButton();
    expect(enter.disabled).toBe(false);
  });

  it('stays disabled when the ping fails or the API is down', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    const enter = button();
    await setUpEnterButton();
    expect(enter.disabled).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await setUpEnterButton();
    expect(enter.disabled).toBe(true);
  });

  it('stays disabled while a purchase cookie exists', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
    document.cookie = 'purchase_pending_product_type=stripe_premium_pt3h; Path=/';
    const enter = button();
    await setUpEnterButton();
    expect(enter.disabled).toBe(true);
  });
});

describe('SPEC §2 landing: a lazy thumbnail gets its sized copies with its source', () => {
  it('moves data-srcset to srcset and data-src to src when it loads, keeping sizes', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div><img data-src="/images/a.png" data-srcset="/images/a-320w.v1.webp 320w, /images/a-640w.v1.webp 640w" sizes="23rem" alt=""></div>';
    // jsdom has no IntersectionObserver: every thumbnail loads at once, as in a browser without it.
    setUpLazyImages(root);
    const image = root.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBe('/images/a-320w.v1.webp 320w, /images/a-640w.v1.webp 640w');
    expect(image.getAttribute('src')).toBe('/images/a.png');
    expect(image.getAttribute('sizes')).toBe('23rem');
    expect(image.hasAttribute('data-srcset')).toBe(false);
    expect(image.hasAttribute('data-src')).toBe(false);
  });

  it('sets no srcset on a thumbnail served as it is (a vector drawing)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div><img data-src="/images/a.svg" alt=""></div>';
    setUpLazyImages(root);
    expect(root.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    expect(root.querySelector('img')!.getAttribute('src')).toBe('/images/a.svg');
  });
});

describe('SPEC §9 locale cookie: the language switch of a static page remembers the choice', () => {
  afterEach(() => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
    document.body.innerHTML = '';
  });

  it('a click on a language of the switch sets the locale cookie; another link does not', () => {
    document.body.innerHTML = '<nav class="language-switch"><a href="/fr" hreflang="fr"><span>FR</span></a></nav><a href="/en/legal" hreflang="en">elsewhere</a>';
    for (const link of document.querySelectorAll('a')) link.addEventListener('click', (event) => event.preventDefault());
    document.addEventListener('click', rememberLanguageChoice);
    try {
      document.querySelector<HTMLElement>('a[href="/en/legal"]')!.click();
      expect(document.cookie).not.toContain('locale=');
      document.querySelector<HTMLElement>('.language-switch span')!.click();
      expect(document.cookie).toContain('locale=fr');
    } finally {
      document.removeEventListener('click', rememberLanguageChoice);
    }
  });
});
