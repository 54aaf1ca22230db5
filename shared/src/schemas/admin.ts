import * as z from 'zod/mini';
import { PREMIUM_PACKS } from '../constants';
import { PURCHASE_STATUSES } from '../premium/purchases';
import { nonNegativeInt, positiveInt } from './common';
import { ROLES } from '../labels';
import { AUDIT_KINDS } from '../labels';
export { AUDIT_KINDS, type AuditKind } from '../labels';
export { ROLES } from '../labels';

/**
 * The admin's calls on users, roles, premium, purchases and the audit trail (docs/back-office.md
 * "Admin: users, roles, premium, purchases, audit").
 */

export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** A Cognito sub in a path. */
export const subSchema = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a user id (UUID)'));

/** GET /api/admin/users?q=: a name or email prefix (2 to 60 characters, no quote nor backslash), or a sub. */
export const userSearchQuerySchema = z.object({
  q: z.string().check(
    z.trim(),
    z.minLength(2, 'at least 2 characters'),
    z.maxLength(60),
    z.regex(/^[^"\\\p{Cc}]*$/u, 'no quotes, backslashes or control characters'),
  ),
});

export const directoryUserSchema = z.object({
  username: z.string(),
  sub: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  status: z.nullable(z.string()),
  enabled: z.boolean(),
  createdAt: z.nullable(z.string()),
});
export type DirectoryUserView = z.infer<typeof directoryUserSchema>;

/** Each person found, with their roles. */
export const userSearchResponseSchema = z.object({ users: z.array(z.extend(directoryUserSchema, { roles: z.array(z.enum(ROLES)) })) });
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/** The game-side profile of a person: premium and the version an admin's premium change names. */
export const adminProfileSchema = z.object({
  premiumUntil: z.nullable(z.iso.datetime()),
  premiumDuration: nonNegativeInt,
  isPremium: z.boolean(),
  /** 0 when the person has no profile yet (never opened the game signed in). */
  version: nonNegativeInt,
  createdAt: z.nullable(z.string()),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminUserSchema = z.object({
  user: directoryUserSchema,
  roles: z.array(roleSchema),
  profile: adminProfileSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userParamsSchema = z.object({ sub: subSchema });

/** PUT /api/admin/users/{sub}/roles: the roles the person holds afterwards. */
export const setRolesBodySchema = z.object({
  roles: z.array(roleSchema).check(z.maxLength(ROLES.length), z.refine((r) => new Set(r).size === r.length, 'each role once')),
});
export const setRolesResponseSchema = z.object({ roles: z.array(roleSchema) });

/** Why an admin changes premium: required, kept in the audit trail. */
export const reasonSchema = z.string().check(z.trim(), z.minLength(3, 'give a reason (3 characters or more)'), z.maxLength(500));

/**
 * POST /api/admin/users/{sub}/premium: grant time (days and/or hours added to the end of the current
 * premium, or until a date) or take it (premium ends now). `version` is the profile's as read.
 */
export const premiumChangeBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('grant'),
    days: z._default(z.int().check(z.minimum(0), z.maximum(3660)), 0),
    hours: z._default(z.int().check(z.minimum(0), z.maximum(24 * 366)), 0),
    until: z.optional(z.iso.datetime()),
    reason: reasonSchema,
    version: nonNegativeInt,
  }),
  z.object({ action: z.literal('take'), reason: reasonSchema, version: nonNegativeInt }),
]);
export type PremiumChangeBody = z.input<typeof premiumChangeBodySchema>;

/** A cursor of a paged listing: the last sort key, base64url (opaque to the page). */
const cursorSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/));

export const purchasesQuerySchema = z.object({
  status: z.optional(z.enum(PURCHASE_STATUSES)),
  cursor: z.optional(cursorSchema),
});
export const userPurchasesQuerySchema = z.object({ cursor: z.optional(cursorSchema) });

/** What the webhook recorded for a purchase: one Stripe event and its outcome. */
export const purchaseEventSchema = z.object({
  eventId: z.string(),
  eventType: z.string(),
  outcome: z.string(),
  at: z.string(),
});

export const adminPurchaseSchema = z.object({
  purchaseId: z.string(),
  sub: z.string(),
  type: z.enum(PREMIUM_PACKS),
  status: z.enum(PURCHASE_STATUSES),
  amount: positiveInt,
  currency: z.string(),
  createdAt: z.string(),
  grantedSeconds: nonNegativeInt,
  grantedUntil: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  expiredAt: z.nullable(z.string()),
  ref: z.nullable(z.string()),
  events: z.array(purchaseEventSchema),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

export const purchasesPageSchema = z.object({
  purchases: z.array(adminPurchaseSchema),
  /** Give it back as `cursor` for the next (older) page; null on the last one. */
  next: z.nullable(z.string()),
});
export type PurchasesPage = z.infer<typeof purchasesPageSchema>;

export const auditEntrySchema = z.object({
  target: z.string(),
  action: z.string(),
  /** `name`: the person's display name when the change was made (entries written before it was recorded have none). */
  actor: z.object({ sub: z.string(), username: z.string(), name: z.optional(z.string()) }),
  at: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/users/{sub}/audit: the changes made to this person, and the changes they made. */
export const userAuditResponseSchema = z.object({ ofUser: z.array(auditEntrySchema), byUser: z.array(auditEntrySchema) });
export type UserAuditResponse = z.infer<typeof userAuditResponseSchema>;
/** GET /api/admin/games/{id}/audit: a page of entries, newest first; `next` is the cursor of the older page. */
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), next: z.nullable(z.string()) });
export type AuditListResponse = z.infer<typeof auditListSchema>;
export const auditQuerySchema = z.object({ cursor: z.optional(cursorSchema) });

/** GET /api/admin/audit: every change, newest first; `kind` and `person` (a sub) narrow it, `cursor` pages it. */
export const auditLogQuerySchema = z.object({
  kind: z.optional(z.enum(AUDIT_KINDS)),
  person: z.optional(z.string().check(z.regex(/^[\w-]{1,128}$/))),
  cursor: z.optional(cursorSchema.check(z.maxLength(1200))),
});
