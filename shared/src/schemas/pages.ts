import * as z from 'zod/mini';
import { LOCALES } from '../constants';
import { CONTENT_PAGE_ALIASES } from '../site-routes';
import { localeSchema, nonEmptyString, nonNegativeInt, positiveInt } from './common';
import { imageVariantsSchema } from './images';
import { PAGE_TYPES, PAGE_STATUSES, MENU_ITEM_TYPES } from '../labels';
export { PAGE_TYPES, PAGE_STATUSES, MENU_ITEM_TYPES } from '../labels';

/**
 * Content pages and menu items (SPEC §3 "page types", "menu item type"; docs/adr/0020-content-pages-as-structured-blocks.md
 *). One item per page and language: the back-office edits one language at a time,
 * and a stale write is refused by its `version` (409).
 */

export type PageType = (typeof PAGE_TYPES)[number];
export const pageTypeSchema = z.enum(PAGE_TYPES);

export type PageStatus = (typeof PAGE_STATUSES)[number];


/**
 * A page's own path, SPEC §2 local_page `/{locale}/{slug}` (`/en/terms-of-use`, `/fr/mentions-legales`):
 * a slug of lowercase letters, digits and dashes, never a file name (no dot), never a parent. The
 * edge routes exactly this shape to the pages (infra/lib/site-routing.ts).
 */
export const pagePathSchema = z.string().check(z.regex(new RegExp(`^/(${LOCALES.join('|')})/[a-z0-9]+(-[a-z0-9]+)*$`)), z.maxLength(120));

/**
 * Where a link may go: a path of this site, or an https or mailto address. Nothing else (no
 * `javascript:`), so a page's data can never run a script.
 */
export const linkTargetSchema = z.string().check(z.regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+)$/), z.maxLength(500));

/** A span of a paragraph: plain text, or a link. */
const inlineSchema = z.union([nonEmptyString, z.object({ text: nonEmptyString, href: linkTargetSchema })]);
export type PageInline = z.infer<typeof inlineSchema>;
const inlines = z.array(inlineSchema).check(z.minLength(1));

/**
 * A picture of a page, uploaded through the designers' picture store and published under
 * `/images/` with its web copies: only such an address, never one typed by hand.
 */
export const pageImageSchema = z.object({
  src: z.string().check(z.regex(/^\/images\/[0-9a-f]{16}\.(png|jpg|webp)$/, 'a picture uploaded to this site')),
  width: positiveInt,
  height: positiveInt,
  variants: z.optional(imageVariantsSchema),
}).check(z.refine((image) => !image.variants || [...image.variants.widths, image.variants.share].every((copy) => /^\/images\/[\w.-]+$/.test(copy.src)), {
  message: 'copies of a picture uploaded to this site', path: ['variants'],
}));
export type PageImage = z.infer<typeof pageImageSchema>;

/** What a picture shows, in both languages (required: the page's readers who cannot see it read this). */
const altText = z.string().check(z.trim(), z.minLength(1, 'describe the picture'), z.maxLength(300));
const altSchema = z.object({ en: altText, fr: altText });

/**
 * A page's body: structured blocks rather than HTML or Markdown (docs/adr/0020-content-pages-as-structured-blocks.md):
 * text only, rendered by React as text, so nothing a designer types can become markup.
 */
export const pageBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: nonEmptyString }),
  z.object({ kind: z.literal('paragraph'), content: inlines }),
  z.object({ kind: z.literal('list'), items: z.array(inlines).check(z.minLength(1)) }),
  z.object({ kind: z.literal('image'), image: pageImageSchema, alt: altSchema }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const pageImagesSchema = z.object({ logo: z.optional(linkTargetSchema), thumbnail: z.optional(linkTargetSchema) });

/** What the back-office writes of a page (the table adds `version` and `updatedAt`). */
const pageFields = {
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80)),
  /** The same for every language's version of a page: they link each other (hreflang, the language switch). */
  translationKey: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80)),
  type: pageTypeSchema,
  status: z.enum(PAGE_STATUSES),
  locale: localeSchema,
  path: pagePathSchema,
  /**
   * A path without a language shared by the versions of a page (SPEC §2 `/cgv`), answered in the
   * remembered language; one of CONTENT_PAGE_ALIASES (shared/src/site-routes.ts).
   */
  alias: z.optional(z.enum(CONTENT_PAGE_ALIASES)),
  title: nonEmptyString,
  description: nonEmptyString,
  body: z.array(pageBlockSchema),
  images: z.optional(pageImagesSchema),
  /** `redirect` pages only: where they send the visitor. */
  redirectTo: z.optional(linkTargetSchema),
};

const redirectRule = <T extends { type: PageType; redirectTo?: string | undefined }>() =>
  z.refine<T>((page) => (page.type === 'redirect') === (page.redirectTo !== undefined), {
    message: 'a redirect page, and only a redirect page, has a redirectTo',
    path: ['redirectTo'],
  });

/** A page as the back-office sends it (create; an edit adds the version it read). */
export const pageInputSchema = z.object(pageFields).check(redirectRule());
export type PageInput = z.infer<typeof pageInputSchema>;

/** A page as the table keeps it and the back-office edits it. */
export const pageSchema = z
  .object({
    ...pageFields,
    /** Raised by every write; a write naming an older one is refused. */
    version: positiveInt,
    updatedAt: z.iso.datetime(),
  })
  .check(redirectRule());
export type Page = z.infer<typeof pageSchema>;

const menuItemFields = {
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80)),
  type: z.enum(MENU_ITEM_TYPES),
  locale: localeSchema,
  label: nonEmptyString,
  /** `link`: an address (linkTargetSchema); `page`: the page's translationKey. */
  target: nonEmptyString,
  order: nonNegativeInt,
};

const menuTargetRule = <T extends { type: (typeof MENU_ITEM_TYPES)[number]; target: string }>() =>
  z.refine<T>((item) => (item.type === 'link' ? linkTargetSchema.safeParse(item.target).success : /^[a-z0-9]+(-[a-z0-9]+)*$/.test(item.target)), {
    message: 'a link item targets an address, a page item a page\'s translationKey',
    path: ['target'],
  });

/** A menu item as the back-office sends it (the table adds `version` and `updatedAt`). */
export const menuItemInputSchema = z.object(menuItemFields).check(menuTargetRule());
export type MenuItemInput = z.infer<typeof menuItemInputSchema>;

/** A menu item as the table keeps it: one per language, in `order`. */
export const menuItemSchema = z
  .object({ ...menuItemFields, version: positiveInt, updatedAt: z.iso.datetime() })
  .check(menuTargetRule());
export type MenuItem = z.infer<typeof menuItemSchema>;

/** What GET /api/pages/{type} answers of a published page (no status, no back-office fields but its version). */
export const publicPageSchema = z.object({
  id: z.string(),
  translationKey: z.string(),
  type: pageTypeSchema,
  locale: localeSchema,
  path: pagePathSchema,
  alias: z.optional(z.enum(CONTENT_PAGE_ALIASES)),
  title: z.string(),
  description: z.string(),
  body: z.array(pageBlockSchema),
  images: z.optional(pageImagesSchema),
  redirectTo: z.optional(linkTargetSchema),
  /** The same page in the other languages that are published, by locale. */
  translations: z.record(z.string(), pagePathSchema),
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const pagesResponseSchema = z.object({ pages: z.array(publicPageSchema) });
export type PagesResponse = z.infer<typeof pagesResponseSchema>;

/** A menu entry as the pages show it: a page item resolved to that page's path in the entry's language. */
export const publicMenuItemSchema = z.object({ id: z.string(), label: z.string(), href: linkTargetSchema });
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;
export const menuResponseSchema = z.object({ items: z.array(publicMenuItemSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;
