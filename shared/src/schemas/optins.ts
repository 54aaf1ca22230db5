import * as z from 'zod/mini';
import { OPTINS } from '../optins';
import { localeSchema, positiveInt } from './common';

/** A path segment that may name an opt-in: the list is checked by the call (unknown → 400 naming it). */
export const optinParamsSchema = z.object({ optin: z.string().check(z.regex(/^[a-z_]{1,32}$/)) });

/** What the player said, in which language, and the exact words they were shown (with their version). */
export const optinBodySchema = z.object({
  given: z.boolean(),
  locale: localeSchema,
  version: positiveInt,
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type OptinBody = z.infer<typeof optinBodySchema>;

/** A consent as it stands: the last change (given or withdrawn), its date and the words it was about. */
export const consentSchema = z.object({
  optin: z.enum(OPTINS),
  given: z.boolean(),
  at: z.iso.datetime(),
  locale: localeSchema,
  version: positiveInt,
  text: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

/** A messenger binding: only when it was made (the token itself is kept as a digest, never shown). */
export const messengerBindingSchema = z.object({ boundAt: z.iso.datetime() });
export type MessengerBinding = z.infer<typeof messengerBindingSchema>;

export const messengerBindBodySchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) });

export const optinsResponseSchema = z.object({
  /** One per opt-in the player ever answered (an opt-in never answered is absent). */
  consents: z.array(consentSchema),
  messenger: z.nullable(messengerBindingSchema),
});
export type OptinsResponse = z.infer<typeof optinsResponseSchema>;

export const messengerResponseSchema = z.object({ messenger: z.nullable(messengerBindingSchema) });
export type MessengerResponse = z.infer<typeof messengerResponseSchema>;

/** GET /api/qr-quiz/{code}: answered as a redirect (or a 404 page), never as JSON. */
// Any text: a malformed hash is answered with the 404 page like an unknown one, never a JSON 400.
export const qrQuizParamsSchema = z.object({ code: z.string() });
export const qrQuizAnswerSchema = z.object({
  /** found: a redirect to `location`; not found: the 404 page of `locale`. */
  found: z.boolean(),
  location: z.string(),
  locale: localeSchema,
});
export type QrQuizAnswer = z.infer<typeof qrQuizAnswerSchema>;
