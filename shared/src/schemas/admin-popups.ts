import * as z from 'zod/mini';
import { nonNegativeInt, positiveInt } from './common';
export { POPUP_ACTION_KINDS, POPUP_PLAIN_FLAGS, POPUP_USER_STATES } from '../labels';
import { paidOverPageSchema, popupFlagSchema, popupSchema, POPUP_AUDIENCES, type PopupAudience } from '../popups/schema';

/**
 * The admin's popups (docs/back-office.md "Popups"): each popup and each trigger is an item
 * of the table with its `version`; the players read them assembled (`popupCatalogueSchema`) from
 * `GET /api/popups`.
 */
const nameSchema = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,47}$/, 'lowercase letters, digits and _'));

export const adminPopupSchema = z.extend(popupSchema, { version: positiveInt, updatedAt: z.string() });
export type AdminPopup = z.infer<typeof adminPopupSchema>;

export const adminPopupTriggerSchema = z.object({
  event: nameSchema,
  flags: z.array(popupFlagSchema),
  widgets: z.partialRecord(z.enum(POPUP_AUDIENCES as [PopupAudience, ...PopupAudience[]]), z.array(nameSchema).check(z.minLength(1))),
  version: positiveInt,
  updatedAt: z.string(),
});
export type AdminPopupTrigger = z.infer<typeof adminPopupTriggerSchema>;

export const adminPopupsResponseSchema = z.object({
  popups: z.array(adminPopupSchema),
  triggers: z.array(adminPopupTriggerSchema),
  paidOverPage: paidOverPageSchema,
});
export type AdminPopupsResponse = z.infer<typeof adminPopupsResponseSchema>;

export const adminPopupResponseSchema = z.object({ popup: adminPopupSchema });
export const adminPopupTriggerResponseSchema = z.object({ trigger: adminPopupTriggerSchema });

export const popupCreateSchema = z.object({ popup: popupSchema });
export const popupEditSchema = z.object({ popup: popupSchema, version: positiveInt });
export const popupParamsSchema = z.object({ id: nameSchema });
export const popupDeleteQuerySchema = z.object({ version: z.coerce.number().check(z.int(), z.positive()) });
export const popupTriggerParamsSchema = z.object({ event: nameSchema });
/** A trigger's flags and, per audience, its popups in rotation order; `version: 0` creates it. */
export const popupTriggerEditSchema = z.object({
  flags: z.array(popupFlagSchema),
  widgets: z.record(z.string(), z.array(z.string())),
  version: nonNegativeInt,
});
export type PopupTriggerEdit = z.infer<typeof popupTriggerEditSchema>;
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });
