import type * as z from 'zod/mini';
import type { questionServerSchema, ScoreServer, summaryServerSchema } from '../schemas/scores';

/**
 * The in-memory score every rule works on: the server form (what is posted and checked) plus the
 * local-only `sync` flag of SPEC §3. One shape on both sides, so the web app and the functions share
 * the rules; the short local forms exist only for storage (see local-forms.ts).
 */
export type SummaryServer = z.infer<typeof summaryServerSchema>;
export type QuestionServer = z.infer<typeof questionServerSchema>;
export type HintKind = NonNullable<QuestionServer['refHintKind']>;

export interface Score extends ScoreServer {
  /** SPEC §4: false until a post succeeded for a connected user. */
  sync: boolean;
}

/** The form to post: `sync` is the page's business, not the server's. */
export function toServerScore(score: Score): ScoreServer {
  const { sync: _sync, ...server } = score;
  return server;
}

/** SPEC §3 "timestamp (converted to a date)": epoch milliseconds, like the play record's times. */
export function scoreDate(score: Pick<ScoreServer, 'timestamp'>): Date {
  return new Date(score.timestamp);
}
