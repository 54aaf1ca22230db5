import * as z from 'zod/mini';
import { localeSchema, positiveInt } from './common';
import { auditEntrySchema } from './admin';
import { menuItemInputSchema, menuItemSchema, pageImageSchema, pageInputSchema, pageSchema } from './pages';

/**
 * The admin's content calls (docs/back-office.md "Pages (admin)"): pages with
 * their drafts, and what changed them (the audit trail).
 */
export const adminPagesResponseSchema = z.object({ pages: z.array(pageSchema) });
export const adminPageResponseSchema = z.object({ page: pageSchema, audit: z.array(auditEntrySchema) });
export type AdminPageResponse = z.infer<typeof adminPageResponseSchema>;

/** An edit names the version it read (409 stale_version when the page moved on since). */
export const pageEditSchema = z.object({ page: pageInputSchema, version: positiveInt });
export const pageCreateSchema = z.object({ page: pageInputSchema });

export const adminMenuResponseSchema = z.object({ items: z.array(menuItemSchema) });
export const adminMenuItemResponseSchema = z.object({ item: menuItemSchema });
export const menuItemCreateSchema = z.object({ item: menuItemInputSchema });
export const menuItemEditSchema = z.object({ item: menuItemInputSchema, version: positiveInt });
export const menuItemParamsSchema = z.object({ locale: localeSchema, id: z.string().check(z.maxLength(80)) });

/**
 * A page's picture: uploaded as a game's picture is (POST /api/admin/page_images/upload answers where to
 * post the file; the key is the server's), then checked and published (POST /api/admin/page_images with that key).
 */
export const PAGE_IMAGE_UPLOAD_PREFIX = 'uploads/pages/';
export const pageImageFinalizeBodySchema = z.object({
  key: z.string().check(z.regex(/^uploads\/pages\/[0-9a-f-]{36}$/, 'the key of an upload of a page picture')),
});
export const pageImageResponseSchema = z.object({ image: pageImageSchema });
export type PageImageResponse = z.infer<typeof pageImageResponseSchema>;
