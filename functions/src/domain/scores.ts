import {
  scoreKey, TABLE, validateScoreAgainstPlay,
  type ErrorIssue, type Locale, type PlayFacts, type ScoreIssueCode, type ScoreServer, type ScoresReceipt,
} from '@quiz/shared';
import {
  claimPlay, getPlays, markPlayScored, putUnverifiedUserScore, putVerifiedUserScore, userScoreId,
  writeTransaction,
  type RecordingWrite, type ScoredPlay,
} from '../data/scores';
import { existingScoreCopies, putQuizRecord } from '../data/quiz-records';
import { keys } from '../data/keys';
import type { Caller } from '../lib/auth';
import { ConflictError, UnknownPlayError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import { ownsPlay, type Player } from '../lib/player';
import { initAnswer } from './games';
import { foldIntoRecord, quizRecordsFor } from './quiz-records';
import { enterBoards } from './competition-board';
import { carryOverAtSignIn } from './fair-play';
import type { BoardPlay } from '../rules/competition-board';

/**
 * POST /api/post_scores: each score is checked against its play, then recorded once per play in one
 * transaction per chunk that writes the plays and the player's own items only; the game's and the
 * site's stats follow from the table's stream (jobs/aggregate-stats.ts). See docs/scores.md "Recording".
 */

/** TransactWriteItems takes at most 100 writes, and 4 MB in all (kept well under: keys and attributes add up). */
const MAX_TRANSACTION_WRITES = 100;
const MAX_TRANSACTION_BYTES = 3_000_000;
/** Attempts of one chunk when another request holds the same items (the same play, or the same copy). */
const MAX_ATTEMPTS = 12;
/** Largest score we keep (JSON characters): a DynamoDB item holds 400 KB. */
const MAX_SCORE_JSON = 300_000;

/**
 * What a posted score becomes: `new` (its play has no score yet: recorded and counted), `known` (its
 * play already has one: counted before, never again), `unverified` (no play to check it against:
 * kept for a signed-in player, never counted).
 */
type Plan =
  | { kind: 'new'; score: ScoreServer; play: ScoredPlay }
  | { kind: 'known'; score: ScoreServer; play: ScoredPlay }
  | { kind: 'unverified'; score: ScoreServer };

export interface PostScoresInput {
  locale: Locale;
  legacy: boolean;
  deanonymize: boolean;
  scores: ScoreServer[];
}

/** The play record as the pure plausibility rules read it (its references are the game's at play time). */
export const playFacts = (play: ScoredPlay): PlayFacts => ({
  gameId: play.gameId,
  gameReferencesCount: Object.keys(play.refs).length,
  refs: play.refs,
  startedAt: play.startedAt,
  endedAt: play.endedAt,
  partIndex: play.partIndex,
  runPart: play.runPart,
});

/** The sort key of a player's copy of a score. */
const copySk = (sub: string, score: ScoreServer): string => String(keys.userScore(sub, score.gameId, userScoreId(score))[TABLE.sortKey]);

const ownedByOther = (play: ScoredPlay, sub: string | null) => sub !== null && play.sub !== null && play.sub !== sub;

/**
 * A play whose score the caller may claim (docs/game.md "Who owns a play"): theirs by `sub` or by
 * their browser's player secret, and not another signed-in player's (even in the same browser).
 * Scores and challenges (domain/challenges.ts) both ask this.
 */
export const isCallersPlay = (play: ScoredPlay, player: Player): boolean => ownsPlay(play, player) && !ownedByOther(play, player.sub);

/** A play recorded before plays had owners (no sub, no player secret): nobody can prove it is theirs. */
const ownerless = (play: ScoredPlay) => play.sub === null && play.ownerDigest === null;

/**
 * Classifies and checks every score; any problem anywhere refuses the whole post before anything is
 * written. A score names a play of the caller's (their `sub` or their browser's player secret) whose
 * clock is over or that was finished (docs/scores.md "Plausibility of a posted score").
 */
function plan(input: PostScoresInput, plays: Map<string, ScoredPlay>, player: Player, now: number) {
  const issues: ErrorIssue[] = [];
  const plans: Plan[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  let repeatsUnverified = 0;
  input.scores.forEach((score, index) => {
    const at = (code: ScoreIssueCode, path: (string | number)[], message: string) => issues.push({ code, path: ['body', index, ...path], message });
    if (JSON.stringify(score).length > MAX_SCORE_JSON) at('score_too_large', ['data'], `the score is larger than ${MAX_SCORE_JSON} characters`);
    const found = score.playId === undefined ? undefined : plays.get(score.playId);
    // A play older than owners is read as no play at all: kept unverified, never counted.
    const play = found && !ownerless(found) ? found : undefined;
    if (score.playId === undefined && !input.legacy) at('play_id_required', ['playId'], 'playId required (scores without a play are accepted with legacy=1)');
    // Only verified scores count: a play the server does not know (never started, or gone after its
    // 30 days) backs nothing, and nothing is stored for it (docs/scores.md "Recording").
    if (score.playId !== undefined && found === undefined) at('unknown_play', ['playId'], 'no play of this id is known: its score cannot be recorded');
    if (play) {
      if (!isCallersPlay(play, player)) at('play_not_owned', ['playId'], 'this play belongs to another player');
      else if (play.endedAt === null && now < play.endsAt) at('play_running', ['playId'], 'this play is still running: post its score once it has ended');
      else for (const p of validateScoreAgainstPlay(score, playFacts(play))) at(p.code, p.path, p.message);
    }
    // The same score twice in one post: the first is recorded, the repeat changes nothing.
    const key = scoreKey(score);
    if (seen.has(key)) {
      if (play) repeats++;
      else repeatsUnverified++;
      return;
    }
    seen.add(key);
    if (!play) plans.push({ kind: 'unverified', score });
    else plans.push({ kind: play.scoredAt === undefined ? 'new' : 'known', score, play });
  });
  return { issues, plans, repeats, repeatsUnverified };
}

/**
 * The transaction writes a plan needs for this caller (none: e.g. an anonymous repeat). A signed-in
 * player's copy of a verified score is written in the same transaction as the play: a post that
 * fails is then recorded wholly or not at all, in the totals (which follow the play) and in the
 * player's list alike (a copy written after the transaction could be missing from the list of a
 * score already counted).
 */
function writesOf(unit: number, p: Plan, sub: string | null, copies: ReadonlySet<string>, now: number): RecordingWrite[] {
  const copy = sub !== null && !copies.has(copySk(sub, p.score));
  if (p.kind === 'new') {
    return [markPlayScored(unit, p.play.playId, tenths(p.score.score) / 10, now, sub), ...(copy ? [putVerifiedUserScore(unit, sub, p.score, now)] : [])];
  }
  if (sub === null) return [];
  if (p.kind === 'known') {
    return [...(p.play.sub === null ? [claimPlay(unit, p.play.playId, sub)] : []), ...(copy ? [putVerifiedUserScore(unit, sub, p.score, now)] : [])];
  }
  return copy ? [putUnverifiedUserScore(unit, sub, p.score, now)] : [];
}

const tenths = (score: number) => Math.round(score * 10);

/** A plan that writes a verified copy for this caller: its quiz's record folds it in (docs/scores.md "Records of quizzes"). */
const writesVerifiedCopy = (p: Plan, sub: string | null, copies: ReadonlySet<string>): sub is string =>
  sub !== null && p.kind !== 'unverified' && !copies.has(copySk(sub, p.score));

/**
 * The caller's records of the quizzes whose verified copies this transaction writes, each with
 * those plays folded in, under the version read now (read again at every attempt).
 */
async function recordWrites(active: Plan[], sub: string | null, copies: ReadonlySet<string>): Promise<RecordingWrite[]> {
  const copied = active.filter((p) => writesVerifiedCopy(p, sub, copies));
  if (sub === null || copied.length === 0) return [];
  const { records } = await quizRecordsFor(sub, [...new Set(copied.map((p) => p.score.gameId))]);
  const folded = new Map<number, { read: number | null; record: ReturnType<typeof foldIntoRecord> }>();
  for (const p of copied) {
    const before = folded.get(p.score.gameId);
    const read = before ? before.read : (records.get(p.score.gameId)?.version ?? null);
    folded.set(p.score.gameId, { read, record: foldIntoRecord(before?.record ?? records.get(p.score.gameId), { ...p.score, verified: true }) });
  }
  return [...folded.values()].map(({ read, record }) => putQuizRecord(sub, record, read));
}

/** Splits the plans into chunks whose writes fit one transaction (count and size). */
function chunks(plans: Plan[], sizeOf: (p: Plan) => number): Plan[][] {
  const out: Plan[][] = [];
  let current: Plan[] = [];
  let writes = 0;
  let bytes = 0;
  for (const p of plans) {
    const size = sizeOf(p);
    if (size === 0) continue;
    // A copy holds the whole score: at most MAX_SCORE_JSON each, against the transaction's 4 MB.
    const weight = JSON.stringify(p.score).length * size;
    if (current.length && (writes + size > MAX_TRANSACTION_WRITES || bytes + weight > MAX_TRANSACTION_BYTES)) {
      out.push(current);
      current = [];
      writes = 0;
      bytes = 0;
    }
    bytes += weight;
    writes += size;
    current.push(p);
  }
  if (current.length) out.push(current);
  return out;
}

const pause = (attempt: number) =>
  new Promise((r) => setTimeout(r, Math.min(400, 10 * 2 ** attempt) * (0.5 + Math.random())));

/**
 * After a cancelled transaction: reads the chunk's plays again and says what each score is now
 * (another request may have recorded it, claimed it, or the play may have expired).
 */
async function reclassify(chunk: Plan[], sub: string | null): Promise<Plan[]> {
  const fresh = await getPlays(chunk.flatMap((p) => (p.kind === 'unverified' ? [] : [p.play.playId])));
  return chunk.map((p): Plan => {
    if (p.kind === 'unverified') return p;
    const play = fresh.get(p.play.playId);
    if (!play) return { kind: 'unverified', score: p.score };
    if (ownedByOther(play, sub)) throw new ConflictError('conflict', 'Another player claimed this play at the same moment');
    return { kind: play.scoredAt === undefined ? 'new' : 'known', score: p.score, play };
  });
}

/**
 * Records the plans chunk by chunk. A cancelled chunk is re-read and retried: a score another
 * request recorded meanwhile becomes `known`, so its play becomes scored once whoever wins (and the
 * stream counts it once).
 */
async function record(plans: Plan[], sub: string | null, copies: Set<string>, now: number) {
  const done: Plan[] = [];
  // A verified copy brings its quiz's record write (counted once per copy: a chunk may hold fewer).
  const sizeOf = (p: Plan) => writesOf(0, p, sub, copies, now).length + (writesVerifiedCopy(p, sub, copies) ? 1 : 0);
  // Nothing to write (an anonymous repeat, a copy already kept): settled now.
  done.push(...plans.filter((p) => sizeOf(p) === 0));
  for (let chunk of chunks(plans, sizeOf)) {
    for (let attempt = 1; ; attempt++) {
      const active = chunk.filter((p) => sizeOf(p) > 0);
      const writes = [
        ...active.flatMap((p) => writesOf(chunk.indexOf(p), p, sub, copies, now)),
        ...(await recordWrites(active, sub, copies)),
      ];
      if (writes.length === 0) break;
      const outcome = await writeTransaction(writes);
      if (outcome.ok) break;
      if (attempt >= MAX_ATTEMPTS) throw new Error(`scores not recorded after ${attempt} attempts: ${outcome.reasons.join(',')}`);
      outcome.reasons.forEach((code, i) => {
        const write = writes[i];
        if (code !== 'ConditionalCheckFailed' || !write) return;
        const unit = write.unit === null ? undefined : chunk[write.unit];
        if (unit && write.item.Put && sub !== null) {
          // A copy of this score is already kept (another device's post): nothing more to write for it.
          copies.add(copySk(sub, unit.score));
        }
      });
      logger.info('score transaction cancelled, retrying', { attempt, reasons: outcome.reasons });
      chunk = await reclassify(chunk, sub);
      await pause(attempt);
    }
    done.push(...chunk);
  }
  return { done };
}

/** What a competition's board reads of a recorded score: the play the server trusts, and its recorded score. */
function boardPlayOf(p: Plan): BoardPlay[] {
  if (p.kind === 'unverified') return [];
  const { play } = p;
  const score = p.kind === 'known' && play.score !== undefined ? play.score : tenths(p.score.score) / 10;
  return [{
    playId: play.playId, gameId: play.gameId, startedAt: play.startedAt, endsAt: play.endsAt, endedAt: play.endedAt, test: play.test, score,
    runId: play.runId ?? play.playId,
  }];
}

export async function postScores(input: PostScoresInput, caller: Caller, player: Player) {
  const now = Date.now();
  const sub = player.sub;
  const playIds = input.scores.flatMap((s) => (s.playId === undefined ? [] : [s.playId]));
  // The caller's copies of these scores only (one BatchGet), never every copy of theirs.
  const [plays, copies] = await Promise.all([
    getPlays(playIds),
    sub ? existingScoreCopies(sub, input.scores.map((s) => copySk(sub, s))) : Promise.resolve(new Set<string>()),
  ]);
  const { issues, plans, repeats, repeatsUnverified } = plan(input, plays, player, now);
  if (issues.length) throw issues.every((i) => i.code === 'unknown_play') ? new UnknownPlayError(issues) : new ValidationError(issues);

  const { done } = await record(plans, sub, copies, now);
  // Competitions: right after the transaction, the verified plays of a signed-in player enter the
  // boards they count for. Idempotent: should this fail, the 500 makes the page post the score again
  // (`known`), which enters it then (docs/adr/0034-competitions-and-leaderboards.md).
  if (sub !== null) {
    // First sign-in in this browser (or a claim of its anonymous plays): what was started and seen
    // here anonymously becomes the account's before the boards judge its runs (fair runs).
    if (input.deanonymize || done.some((p) => p.kind !== 'unverified' && p.play.sub === null)) await carryOverAtSignIn(player);
    await enterBoards(sub, done.flatMap(boardPlayOf), now);
  }
  const received: ScoresReceipt = {
    stored: done.filter((p) => p.kind === 'new').length,
    known: done.filter((p) => p.kind === 'known').length + repeats,
    unverified: done.filter((p) => p.kind === 'unverified').length + repeatsUnverified,
  };
  logger.info('scores posted', { ...received, signedIn: sub !== null, deanonymize: input.deanonymize });
  return { ...(await initAnswer(caller)), received };
}
