import * as z from 'zod/mini';
import { COMPETITION_STATUSES } from '../labels';
import { positiveInt } from './common';

export { COMPETITION_STATUSES } from '../labels';

/**
 * A competition (the admin's; its public pages and leaderboards: docs/adr/0034-competitions-and-leaderboards.md): titles and
 * rules in both languages, quizzes (live games), a period with its IANA time zone written down,
 * draft or published. docs/back-office.md "Competitions".
 */
export const competitionStatusSchema = z.enum(COMPETITION_STATUSES);
export type CompetitionStatus = z.infer<typeof competitionStatusSchema>;

const title = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const rules = z.string().check(z.trim(), z.minLength(1), z.maxLength(5000));
/** A wall-clock date and time in the competition's time zone: `2026-12-01T18:00`. */
const wallTime = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'a date and time: YYYY-MM-DDTHH:mm'));

export const competitionInputSchema = z.object({
  titles: z.object({ en: title, fr: title }),
  rules: z.object({ en: rules, fr: rules }),
  gameIds: z.array(positiveInt).check(z.minLength(1), z.maxLength(50)),
  /**
   * The period, as the clock reads in `timeZone` (an IANA zone, written down with it): `start`
   * inclusive, `end` exclusive. The server stores the instants too (`startsAt`, `endsAt`, UTC).
   */
  start: wallTime,
  end: wallTime,
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  status: competitionStatusSchema,
});
export type CompetitionInput = z.infer<typeof competitionInputSchema>;

export const competitionIdSchema = z.string().check(z.regex(/^c-[0-9a-f]{12}$/, 'a competition id'));

export const competitionSchema = z.extend(competitionInputSchema, {
  id: competitionIdSchema,
  /** `start` and `end` in `timeZone`, as UTC instants (ISO): what the leaderboard compares plays with. */
  startsAt: z.string(),
  endsAt: z.string(),
  version: positiveInt,
  /**
   * How many partitions its leaderboard's entries are spread over (`hash(sub) mod N`), set
   * when it is created and never changed (absent on older items: read as `DEFAULT_BOARD_SHARDS`).
   */
  boardShards: z.optional(positiveInt),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const competitionsResponseSchema = z.object({ competitions: z.array(competitionSchema) });
export const competitionResponseSchema = z.object({ competition: competitionSchema });
export const competitionCreateSchema = z.object({ competition: competitionInputSchema });
export const competitionEditSchema = z.object({ competition: competitionInputSchema, version: positiveInt });
export const competitionParamsSchema = z.object({ id: competitionIdSchema });

// --- the public page of a competition and its leaderboard (docs/adr/0034-competitions-and-leaderboards.md)

/** Shards of a new competition's board: 4 partitions take 4 000 writes a second, a page is 4 small queries. */
export const DEFAULT_BOARD_SHARDS = 4;
/** Entries a page of the board answers. */
export const BOARD_PAGE_SIZE = 25;

/** A quiz of a competition, as its public page links it. */
export const competitionQuizSchema = z.object({
  gameId: positiveInt,
  number: positiveInt,
  title: z.object({ en: z.string(), fr: z.string() }),
  slug: z.object({ en: z.string(), fr: z.string() }),
});

/** What anyone may read of a published competition (no version, no audit, no status). */
export const publicCompetitionSchema = z.object({
  id: competitionIdSchema,
  titles: z.object({ en: z.string(), fr: z.string() }),
  rules: z.object({ en: z.string(), fr: z.string() }),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  quizzes: z.array(competitionQuizSchema),
});
export type PublicCompetition = z.infer<typeof publicCompetitionSchema>;

/**
 * One row of a leaderboard: a rank (1 first, one per entry: the written tie rules make the order
 * total), the player's display name as stored in their profile (null when they have none of their
 * own: the page writes "Player #{tag}" in its language; never an email), their best verified score
 * (/10), its play's duration (ms, measured by the server) and start. `sub` only on the admin's board.
 */
export const boardEntrySchema = z.object({
  rank: positiveInt,
  name: z.nullable(z.string()),
  /** A neutral number of the player's (6 digits from a hash of their sub), the same on every board. */
  tag: z.string(),
  score: z.number(),
  durationMs: z.int(),
  startedAt: z.string(),
  mine: z.boolean(),
  sub: z.optional(z.string()),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;

/**
 * Why the caller's latest play of a competition's quiz did not enter its board (fair runs,
 * docs/adr/0034-competitions-and-leaderboards.md): they had seen the quiz's answers through another
 * run, or it was not their first run of the quiz in the period. Only in the caller's own read.
 */
export const boardRefusalSchema = z.object({
  gameId: positiveInt,
  /** The refused play's start. */
  startedAt: z.string(),
  reason: z.enum(['answers_seen', 'not_first_run']),
});
export type BoardRefusal = z.infer<typeof boardRefusalSchema>;

export const competitionBoardQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2000))) });
export const competitionBoardResponseSchema = z.object({
  competition: publicCompetitionSchema,
  entries: z.array(boardEntrySchema),
  /** Opaque; null on the last page. */
  cursor: z.nullable(z.string()),
  /** The caller's own entry with its rank (signed in and on the board), else null; on the first page only (no cursor). */
  me: z.nullable(boardEntrySchema),
  /** The caller's latest refused play and why (signed in, first page only), else null or absent. Never anyone else's. */
  refusal: z.optional(z.nullable(boardRefusalSchema)),
});
export type CompetitionBoardResponse = z.infer<typeof competitionBoardResponseSchema>;

/** The admin removes a player from a competition's board: their entry stays, marked removed. */
export const competitionRemovalBodySchema = z.object({ sub: z.string().check(z.minLength(1), z.maxLength(128)) });
export const competitionRemovalResponseSchema = z.object({ sub: z.string(), removed: z.literal(true) });
