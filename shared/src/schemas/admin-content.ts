import * as z from 'zod/mini';
import { localeSchema, positiveInt } from './common';
import { auditEntrySchema } from './admin';
import { menuItemInputSchema, menuItemSchema, pageInputSchema, pageSchema } from './pages';

/**
 * The admin's content calls (issue 22, docs/back-office.md "Pages, menu and products"): pages with
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
