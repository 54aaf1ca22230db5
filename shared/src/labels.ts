/**
 * SPEC §3 labelled types, as plain lists: the back-office's pages read them without the zod schemas
 * that use them (a schema module's top-level zod calls would pull zod's code into the player's vendor
 * chunk). The schema modules re-export them.
 */

export const gameStatuses = ['test', 'live', 'hidden'] as const;
export const gameThemes = ['brand', 'movie', 'music', 'tv', 'video_game'] as const;
export type GameTheme = (typeof gameThemes)[number];
export const gameLanguages = ['french', 'english', 'auto'] as const;
export const referenceTypes = ['classic', 'zoneless', 'zoneonly'] as const;
export const responseThemes = [
  'movie', 'literature', 'comics', 'tv', 'game', 'music', 'paint', 'theater', 'celebrity',
  'news', 'brand', 'city', 'proverb', 'sport', 'fashion', 'other',
] as const;
/** Translation confidence of a response's titles: low, moderate, high. */
export const translationConfidences = [0, 5, 10] as const;

/** Page types. */
export const PAGE_TYPES = ['page', 'theme', 'multi_themes', 'redirect', 'stripe_success', 'stripe_cancel'] as const;
/** Page statuses: only `published` pages are ever served; a draft is the back-office's alone. */
export const PAGE_STATUSES = ['draft', 'published'] as const;
/** SPEC §3 product types and statuses: only `validated` products are shown; drafts are the back-office's alone. */
export const PRODUCT_TYPES = ['book', 'website', 'boardgame', 'calendar', 'poster'] as const;
export const PRODUCT_STATUSES = ['draft', 'closed_draft', 'validated'] as const;
/** SPEC §3 product image types: the shop's card and page (cover), the page's band (background), beside the text (description). */
export const PRODUCT_IMAGE_KINDS = ['cover', 'background', 'description'] as const;
/** At most this many facts a product (the page shows them large, in one row on a laptop). */
export const PRODUCT_FACTS_MAX = 6;
/** What a product's slug looks like (one per language: `/en/shop/{slug}`, `/fr/boutique/{slug}`). */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Menu item types: a link to any address, or a content page named by its translation key. */
export const MENU_ITEM_TYPES = ['link', 'page'] as const;

/** The back-office roles: Cognito groups of the user pool (admin may do what the others do). */
export const ROLES = ['designer', 'tester', 'admin'] as const;

/** Question reviews: their kinds and the longest text. */
export const reviewKinds = ['wrong_zone', 'missing_alias', 'typo', 'other'] as const;
export const REVIEW_TEXT_MAX = 2000;
/** Composition statuses. */
export const compositionStatuses = ['idea', 'draft', 'validated'] as const;

/** Popups (SPEC §4): the user states an audience is made of, the plain flags, the actions. */
export const POPUP_USER_STATES = ['anonymous', 'connected', 'paid', 'paid_over'] as const;
export const POPUP_PLAIN_FLAGS = ['overlay', 'cookie', 'until_paid'] as const;
export const POPUP_ACTION_KINDS = ['none', 'packs', 'signIn', 'link'] as const;
/** Competitions (the admin's, then public pages): a draft is the back-office's alone. */
export const COMPETITION_STATUSES = ['draft', 'published'] as const;

/**
 * What a back-office change was made to, by the first part of its audit target (`GAME#12` is a game):
 * the audit page's kinds (docs/back-office.md "The audit page"). `SITE` is a publish.
 */
export const AUDIT_KINDS = ['GAME', 'RESPONSE', 'USER', 'PAGE', 'MENU', 'PRODUCT', 'POPUP', 'POPUP_TRIGGER', 'COMPETITION', 'SITE'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
