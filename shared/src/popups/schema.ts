import * as z from 'zod/mini';
import { LOCALES } from '../constants';
import type { Locale } from '../schemas/common';
import { localeSchema } from '../schemas/common';
import type { UserState } from '../schemas/me';

/**
 * Popups as data (SPEC §4 "Popups"): what a popup says and which popups each trigger shows to which
 * audience. Kept as data, validated here, so that the back-office can edit it later without a
 * release; the web's engine (web/src/lib/popups/) reads nothing else. docs/popups.md.
 */

const nameSchema = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,47}$/, 'lowercase letters, digits and _'));

/**
 * The flags of a trigger: `overlay` (a dimmer under the popup, the page inert until every overlay
 * popup is closed), `cookie` (shown once, remembered a year), `until_paid` (as cookie, and forgotten
 * when the player becomes premium), `once:{name}` (once per page session, only once allowed).
 */
export const popupFlagSchema = z.union([
  z.enum(['overlay', 'cookie', 'until_paid']),
  z.string().check(z.regex(/^once:[a-z][a-z0-9_]{0,47}$/, 'once:{name}')) as z.ZodMiniType<`once:${string}`>,
]);
export type PopupFlag = z.infer<typeof popupFlagSchema>;

/**
 * What a popup offers besides closing: the premium packs at the server's prices, the sign-in choices
 * (that go on with a pending purchase), or a link to a page of the site.
 */
export const popupActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('packs') }),
  z.object({ kind: z.literal('signIn') }),
  z.object({
    kind: z.literal('link'),
    label: z.string().check(z.minLength(1), z.maxLength(60)),
    href: z.string().check(z.regex(/^\/(?!\/)[^\s]*$/, 'a path of this site')),
  }),
]);
export type PopupAction = z.infer<typeof popupActionSchema>;

/** One popup, written in one language (the audiences pick popups per language). */
export const popupSchema = z.object({
  id: nameSchema,
  locale: localeSchema,
  title: z.string().check(z.minLength(1), z.maxLength(80)),
  text: z.string().check(z.minLength(1), z.maxLength(400)),
  action: z.optional(popupActionSchema),
});
export type Popup = z.infer<typeof popupSchema>;

/** Who sees a trigger's popups: a language and one of the user states of SPEC §4. */
export type PopupAudience = `${Locale}_${UserState}`;
const USER_STATES = ['anonymous', 'connected', 'paid', 'paid_over'] as const satisfies readonly UserState[];
export const POPUP_AUDIENCES = LOCALES.flatMap((locale) => USER_STATES.map((state) => `${locale}_${state}` as PopupAudience));

export const popupTriggerSchema = z.object({
  flags: z._default(z.array(popupFlagSchema), []),
  /** The popups of each audience, shown in turn (SPEC §4: a trigger's popups rotate). */
  widgets: z.partialRecord(z.enum(POPUP_AUDIENCES as [PopupAudience, ...PopupAudience[]]), z.array(nameSchema).check(z.minLength(1))),
});
export type PopupTrigger = z.infer<typeof popupTriggerSchema>;

/** The local page of a formerly premium player, per language (see `paidOverPage` below). */
export const paidOverPageSchema = z.partialRecord(localeSchema, z.string().check(z.regex(/^[a-z0-9-]+$/)));

export const popupCatalogueSchema = z
  .object({
    popups: z.array(popupSchema),
    triggers: z.record(nameSchema, popupTriggerSchema),
    /**
     * The slug of the local page (SPEC §2 /{_locale}/{slug}) a player is led to once their premium
     * has ended, per language; without one, the English one; without either, the
     * premium_over_click_once popup.
     */
    paidOverPage: paidOverPageSchema,
  })
  .check(z.superRefine((catalogue, ctx) => {
    const byId = new Map<string, Popup>();
    catalogue.popups.forEach((popup, index) => {
      if (byId.has(popup.id)) ctx.addIssue({ code: 'custom', path: ['popups', index, 'id'], message: `popup ${popup.id} is defined twice` });
      byId.set(popup.id, popup);
    });
    for (const [event, trigger] of Object.entries(catalogue.triggers)) {
      for (const [audience, ids] of Object.entries(trigger.widgets)) {
        (ids ?? []).forEach((id, index) => {
          const popup = byId.get(id);
          const path = ['triggers', event, 'widgets', audience, index];
          if (!popup) ctx.addIssue({ code: 'custom', path, message: `no popup ${id}` });
          else if (!audience.startsWith(`${popup.locale}_`)) ctx.addIssue({ code: 'custom', path, message: `popup ${id} is in ${popup.locale}, not for ${audience}` });
        });
      }
    }
  }));
export type PopupCatalogue = z.infer<typeof popupCatalogueSchema>;
