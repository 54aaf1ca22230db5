import * as z from 'zod/mini';
import { COMPETITION_STATUSES } from '../labels';
import { positiveInt } from './common';

export { COMPETITION_STATUSES } from '../labels';

/**
 * A competition (issue 22 admin; its public pages and leaderboards are issue 23's): titles and
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
  /** `start` and `end` in `timeZone`, as UTC instants (ISO): what issue 23's leaderboard compares plays with. */
  startsAt: z.string(),
  endsAt: z.string(),
  version: positiveInt,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const competitionsResponseSchema = z.object({ competitions: z.array(competitionSchema) });
export const competitionResponseSchema = z.object({ competition: competitionSchema });
export const competitionCreateSchema = z.object({ competition: competitionInputSchema });
export const competitionEditSchema = z.object({ competition: competitionInputSchema, version: positiveInt });
export const competitionParamsSchema = z.object({ id: competitionIdSchema });
