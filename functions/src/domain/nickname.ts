import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, nicknameProblem, normalizeNickname, type NicknameBody, type NicknameProblem, type NicknameResponse } from '@quiz/shared';
import { renameBoardEntry } from '../data/competition-board';
import { listPublishedCompetitions } from '../data/competitions';
import { ensureUserProfile, writeNickname } from '../data/users';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { boardName, shardOf, shardsOf } from '../rules/competition-board';
import { withinRate } from './rate-limit';

/**
 * A signed-in player's public nickname (docs/adr/0034-competitions-and-leaderboards.md
 * → "Names"): kept on their profile, copied on their board entries.
 */

const PROBLEM_WORDS: Record<NicknameProblem, string> = {
  too_short: `A nickname has at least ${NICKNAME_MIN_LENGTH} characters`,
  too_long: `A nickname has at most ${NICKNAME_MAX_LENGTH} characters`,
  characters: 'A nickname holds only letters, digits, spaces and - _ . \'',
  email: 'A nickname must not look like an email address',
  url: 'A nickname must not look like a web address',
  username: 'A nickname must not be a sign-in username',
};

/** The nickname as it will be stored (null: cleared), or 400 `nickname_invalid` naming the rule it breaks. */
export function nicknameOf(body: NicknameBody, username: string): string | null {
  if (body.nickname === null) return null;
  const nickname = normalizeNickname(body.nickname);
  const problem = nicknameProblem(nickname, username);
  if (problem) {
    throw new HttpError(400, 'nickname_invalid', PROBLEM_WORDS[problem], [{ code: problem, path: ['body', 'nickname'], message: PROBLEM_WORDS[problem] }]);
  }
  return nickname;
}

/**
 * PUT /api/me/nickname: the caller's own profile only (the sub is the token's, never the request's),
 * then their entry on each published competition's board, whose key is computed from the sub and the
 * competition (one conditional Update each: an entry that exists and was not removed). Returns the
 * stored nickname and how many entries now show it.
 */
export async function setNickname(caller: { sub: string; username: string }, body: NicknameBody, now = new Date()): Promise<NicknameResponse> {
  const nickname = nicknameOf(body, caller.username);
  await withinRate('nicknameChanges', { rateKeys: [`sub:${caller.sub}`] }, now.getTime());
  await ensureUserProfile({ sub: caller.sub, username: caller.username }, now);
  const profile = await writeNickname(caller.sub, nickname, now);
  const name = boardName(profile);
  const competitions = await listPublishedCompetitions();
  const renamed = await Promise.all(competitions.map((c) => renameBoardEntry(c.id, shardOf(caller.sub, shardsOf(c)), caller.sub, name)));
  const boardEntries = renamed.filter(Boolean).length;
  logger.info('nickname set', { cleared: nickname === null, competitions: competitions.length, boardEntries });
  return { nickname: profile.nickname ?? null, boardEntries };
}
