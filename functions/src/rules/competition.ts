import { isTimeZone, zonedToInstant, type CompetitionInput, type ErrorIssue } from '@quiz/shared';

/**
 * The rules of a competition an admin writes (docs/back-office.md "Competitions"; SPEC §2 /competition/{id}:
 * "a period (time zone written down)"). Pure: test/unit/rules/competition.test.ts.
 */
const issue = (path: (string | number)[], code: string, message: string): ErrorIssue => ({ code, path: ['body', 'competition', ...path], message });

export interface CompetitionCheck {
  issues: ErrorIssue[];
  startsAt: string | null;
  endsAt: string | null;
}

/** `liveGameIds`: the games in live status now (a competition's quizzes are live games only). */
export function checkCompetition(input: CompetitionInput, liveGameIds: ReadonlySet<number>): CompetitionCheck {
  const issues: ErrorIssue[] = [];
  const zoneOk = isTimeZone(input.timeZone);
  if (!zoneOk) issues.push(issue(['timeZone'], 'time_zone', `${input.timeZone} is not an IANA time zone (Europe/Paris, America/New_York, UTC …)`));
  const startsAt = zoneOk ? zonedToInstant(input.start, input.timeZone) : null;
  const endsAt = zoneOk ? zonedToInstant(input.end, input.timeZone) : null;
  if (zoneOk && !startsAt) issues.push(issue(['start'], 'invalid_date', `${input.start} is not a date`));
  if (zoneOk && !endsAt) issues.push(issue(['end'], 'invalid_date', `${input.end} is not a date`));
  if (startsAt && endsAt && endsAt <= startsAt) issues.push(issue(['end'], 'end_before_start', 'the end comes after the start'));
  const seen = new Set<number>();
  input.gameIds.forEach((id, index) => {
    if (seen.has(id)) issues.push(issue(['gameIds', index], 'duplicate_game', `game ${id} is listed twice`));
    else if (!liveGameIds.has(id)) issues.push(issue(['gameIds', index], 'game_not_live', `game ${id} is not a live game`));
    seen.add(id);
  });
  return { issues, startsAt, endsAt };
}
