import { MORE_QUIZ_PATHS, type Locale, type MapTheme, type SignInService } from '@quiz/shared';

/** Page paths of SPEC §2, built in one place. */
export const paths = {
  home: (locale: Locale) => `/${locale}`,
  allQuizzes: (locale: Locale) => `/${locale}#quizzes`,
  /** The home page's list narrowed to one theme. */
  theme: (locale: Locale, theme: MapTheme) => `/${locale}?theme=${theme}#quizzes`,
  menu: (locale: Locale) => `/menu/${locale}`,
  quiz: (locale: Locale, slug: string) => `/quiz/${locale}/${encodeURIComponent(slug)}`,
  /** Every quiz by theme (SPEC §2 more quizzes, a pre-rendered page). */
  moreQuiz: (locale: Locale) => MORE_QUIZ_PATHS[locale],
  /** A quiz's pre-rendered landing page (SPEC §2 /quiz-seo/{_locale}/{slug}). */
  quizLanding: (locale: Locale, slug: string) => `/quiz-seo/${locale}/${encodeURIComponent(slug)}`,
  notFound: (locale: Locale) => `/404/${locale}`,
  setLocale: (language: Locale) => `/setlocale/${language}`,
  /** Social sign-in; `returnTo` is the page to come back to (a path of this site, checked on arrival). */
  connect: (service: SignInService, returnTo?: string | null) =>
    returnTo ? `/connect/${service}?${new URLSearchParams({ returnTo })}` : `/connect/${service}`,
  logout: '/logout',
  /** Access ended (SPEC §2, a local page per language): "Game Over" with the renewal. */
  premiumOver: (locale: Locale) => (locale === 'fr' ? '/fr/fin-du-premium' : '/en/premium-over'),
  /**
   * Starts buying a pack (SPEC §2 /stripe/purchase/{type}) in `locale` (named in the link, as the path
   * has none); `returnTo` is where the paid player goes back; `ref` names the offer it is started from.
   */
  purchase: (type: string, locale: Locale, returnTo?: string | null, ref?: string) =>
    `/stripe/purchase/${type}?${new URLSearchParams({ l: locale, ...(returnTo ? { to: returnTo } : {}), ...(ref ? { ref } : {}) })}`,
  /** Moving a session (SPEC §2): without a hash, the signed-in device's screen that makes one. */
  pushSession: (hashId?: string) => (hashId ? `/push_session/${hashId}` : '/push_session'),
  /** The shop (SPEC §2): a path per language; `/shop` leads to the visitor's. */
  shop: (locale: Locale) => (locale === 'fr' ? '/fr/boutique' : '/en/shop'),
  /** A product page of the shop (the XL pack), by its slug in `locale`. */
  product: (locale: Locale, slug: string) => `${locale === 'fr' ? '/fr/boutique' : '/en/shop'}/${encodeURIComponent(slug)}`,
  /** The special pack offer (SPEC §2): one path, in the visitor's language. */
  specialPack: '/specialpack',
  /** A competition's page (an app page, in the visitor's language) and its pre-rendered rules. */
  competition: (id: string) => `/competition/${encodeURIComponent(id)}`,
  competitionRules: (id: string) => `/competition/${encodeURIComponent(id)}/rules`,
  unlimitedAccess: (locale: Locale) => (locale === 'fr' ? '/fr/acces-illimite' : '/en/unlimited-access'),
} as const;
