import * as z from 'zod/mini';

/**
 * A publish of the site (docs/back-office.md "Publishing"): the static pages rendered again
 * from the current data, written, removed, and CloudFront told to forget them. Asynchronous: the call
 * answers 202 with the record, and its progress is read back.
 */
export const PUBLISH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** The steps of a run, in order (what the progress shows). */
export const PUBLISH_STEPS = ['reading', 'rendering', 'writing', 'invalidating', 'finished'] as const;
export type PublishStep = (typeof PUBLISH_STEPS)[number];

export const publishSchema = z.object({
  id: z.string(),
  status: z.enum(PUBLISH_STATUSES),
  step: z.optional(z.enum(PUBLISH_STEPS)),
  /** `name`: the requester's display name when it was known (never shown: `username`, a sign-in id). */
  requestedBy: z.object({ sub: z.string(), username: z.string(), name: z.optional(z.string()) }),
  requestedAt: z.iso.datetime(),
  startedAt: z.optional(z.iso.datetime()),
  finishedAt: z.optional(z.iso.datetime()),
  /** Files rendered, written (new or changed), removed, left as they were. */
  rendered: z.optional(z.int()),
  written: z.optional(z.int()),
  removed: z.optional(z.int()),
  unchanged: z.optional(z.int()),
  /** Addresses CloudFront was asked to forget (0 locally: nothing caches there). */
  invalidated: z.optional(z.int()),
  invalidationId: z.optional(z.string()),
  /** What went wrong, for the admin (never a stack). */
  error: z.optional(z.string()),
});
export type Publish = z.infer<typeof publishSchema>;

export const publishResponseSchema = z.object({ publish: publishSchema });
export const publishesResponseSchema = z.object({ publishes: z.array(publishSchema) });
