import { randomUUID } from 'node:crypto';
import {
  CLOCK_GRACE_SECONDS, GAME_DURATION_SECONDS, MAX_GUESSES_PER_REFERENCE, PLAY_RETENTION_SECONDS,
  judgeGuess, matchAnswer, normalizeAnswer, playScore, playSummary,
  type GameMode, type Locale, type PlayState, type Response, type SeedReference, type Verdict,
} from '@quiz/shared';
import { getGameContent, type GameContent } from '../data/content';
import { countRejectedGuess, createPlay, getPlay, savePlay, type PlayItem, type RefRecord } from '../data/plays';
import type { Caller } from '../lib/auth';
import { ConflictError, NotFoundError, RuleError, TooManyRequestsError } from '../lib/errors';
import { logger } from '../lib/logger';
import { displayTitle, gamePayload } from './play-payload';

const GRACE_MS = CLOCK_GRACE_SECONDS * 1000;
const HINT_KINDS = ['main', 'backup'] as const;

/** Games a player may open: live ones, and hidden ones by their link. Test games are for testers. */
function playable(content: GameContent | undefined, caller: Caller): content is GameContent {
  if (!content) return false;
  if (content.game.status !== 'test') return true;
  return caller.kind === 'user' && caller.groups.some((g) => g === 'tester' || g === 'designer' || g === 'admin');
}

async function contentOf(gameId: number, caller: Caller): Promise<GameContent> {
  const content = await getGameContent(gameId);
  if (!playable(content, caller)) throw new NotFoundError(`Game ${gameId}`);
  return content;
}

/** The content of a play's game: access was checked when the play started. */
async function contentOfPlay(play: PlayItem): Promise<GameContent> {
  const content = await getGameContent(play.gameId);
  if (!content) throw new NotFoundError(`Game ${play.gameId}`);
  return content;
}

export async function gameForPlayer(gameId: number, locale: Locale, caller: Caller) {
  return gamePayload(await contentOf(gameId, caller), locale, null);
}

const isEnded = (play: PlayItem, now: number) => play.endedAt !== null || now >= play.endsAt;

/** The play as the page shows it: titles only of what was found or revealed, hints already given. */
export function playState(play: PlayItem, content: GameContent, now: number): PlayState {
  const refs = content.references.map((ref) => ({ ref, record: play.refs[ref.id] ?? freshRecord() }));
  const progress = refs.map(({ record }) => record);
  return {
    playId: play.playId,
    gameId: play.gameId,
    mode: play.mode,
    locale: play.locale,
    startedAt: new Date(play.startedAt).toISOString(),
    endsAt: new Date(play.endsAt).toISOString(),
    serverNow: new Date(now).toISOString(),
    ended: isEnded(play, now),
    score: playScore(progress),
    summary: playSummary(progress),
    references: refs.map(({ ref, record }) => {
      const response = content.responses.get(ref.response);
      const earned = record.status === 'found' || record.status === 'revealed';
      return {
        refId: ref.id,
        status: record.status,
        title: earned && response ? displayTitle(response, play.locale) : null,
        hints: HINT_KINDS.slice(0, record.hintsUsed).map((kind) => ref.hints[kind][play.locale]),
        hintsLeft: 2 - record.hintsUsed,
        errorsFree: record.errorsFree,
        errorsQuiz: record.errorsQuiz,
      };
    }),
  };
}

const freshRecord = (): RefRecord => ({ status: 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 });

export async function startPlay(input: { gameId: number; mode: GameMode; locale: Locale }, caller: Caller) {
  const content = await contentOf(input.gameId, caller);
  const now = Date.now();
  const play: PlayItem = {
    playId: randomUUID(),
    gameId: input.gameId,
    mode: input.mode,
    locale: input.locale,
    sub: caller.kind === 'user' ? caller.sub : null,
    startedAt: now,
    endsAt: now + GAME_DURATION_SECONDS * 1000,
    endedAt: null,
    refs: Object.fromEntries(content.references.map((r) => [r.id, freshRecord()])),
    looseGuesses: 0,
    version: 0,
  };
  await createPlay(play, Math.floor(now / 1000) + PLAY_RETENTION_SECONDS);
  return { game: gamePayload(content, input.locale, input.mode), play: playState(play, content, now) };
}

/** Refuses any move on a play whose clock (plus a small grace for latency) has run out or that ended. */
function assertRunning(play: PlayItem, now: number) {
  if (play.endedAt !== null) throw new ConflictError('play_ended', 'This play has ended');
  if (now > play.endsAt + GRACE_MS) throw new ConflictError('time_up', "Time's up: this play has ended");
}

function openReference(play: PlayItem, content: GameContent, refId: string): { ref: SeedReference; record: RefRecord } {
  const ref = content.references.find((r) => r.id === refId);
  const record = play.refs[refId];
  if (!ref || !record) throw new NotFoundError(`Reference ${refId}`);
  if (record.status !== 'open') throw new ConflictError('reference_done', 'This reference is already done');
  return { ref, record };
}

/** Ends the play once every reference is consumed. */
function endIfComplete(play: PlayItem, now: number) {
  if (Object.values(play.refs).every((r) => r.status !== 'open')) play.endedAt = now;
}

/**
 * Reads a play, applies `change` to a copy and saves it under the optimistic lock; on a lost race
 * (two moves at once) it starts again from the fresh state, so no move overwrites another.
 */
async function changePlay<T>(playId: string, change: (play: PlayItem, content: GameContent, now: number) => T) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await getPlay(playId);
    if (!stored) throw new NotFoundError('Play');
    const content = await contentOfPlay(stored);
    const play: PlayItem = structuredClone(stored);
    const now = Date.now();
    const result = change(play, content, now);
    if (await savePlay(play, stored.version)) return { result, play: playState(play, content, now) };
  }
  throw new ConflictError('conflict', 'Too many simultaneous moves on this play: try again');
}

const responseOf = (content: GameContent, ref: SeedReference): Response => {
  const response = content.responses.get(ref.response);
  if (!response) throw new Error(`reference ${ref.id} points at a missing response`);
  return response;
};

interface GuessOutcome {
  verdict: Verdict;
  percent: number;
  refId: string | null;
  rejected?: { refId: string; text: string };
}

/** Counts a guess against the per-reference limit (guesses on no zone share one budget). */
function countGuess(play: PlayItem, record: RefRecord | undefined) {
  const used = record ? record.guesses : play.looseGuesses;
  if (used >= MAX_GUESSES_PER_REFERENCE) throw new TooManyRequestsError('Too many guesses on this reference in this play');
  if (record) record.guesses += 1;
  else play.looseGuesses += 1;
}

/**
 * FREE mode: the typed text against the clicked reference (or none); a zoneless work is named
 * anywhere, so any click may find it; a work hidden in another zone is announced as "elsewhere",
 * except zone-only details, which are found only on their own zone.
 */
function judgeTyped(play: PlayItem, content: GameContent, refId: string | null, text: string): GuessOutcome {
  const target = refId === null ? undefined : openReference(play, content, refId);
  countGuess(play, target?.record);
  const found = (ref: SeedReference, percent: number): GuessOutcome => {
    const record = play.refs[ref.id];
    if (record) record.status = 'found';
    return { verdict: 'correct', percent, refId: ref.id };
  };
  const others = content.references.filter((r) => r.id !== refId && r.type === 'classic').map((r) => responseOf(content, r));
  const verdict = target
    ? judgeGuess(text, responseOf(content, target.ref), others, play.locale)
    : { verdict: others.some((r) => matchAnswer(text, r, play.locale).verdict === 'correct') ? 'elsewhere' : 'wrong', percent: 0 } as const;
  if (target && verdict.verdict === 'correct') return found(target.ref, verdict.percent);
  const zoneless = content.references.filter((r) => r.type === 'zoneless' && r.id !== refId && play.refs[r.id]?.status === 'open');
  for (const ref of zoneless) {
    const m = matchAnswer(text, responseOf(content, ref), play.locale);
    if (m.verdict === 'correct') return found(ref, m.percent);
  }
  if (target) target.record.errorsFree += 1;
  return { verdict: verdict.verdict, percent: verdict.percent, refId, rejected: target ? { refId: target.ref.id, text } : undefined };
}

/** QUIZ mode: one of the four options; a wrong one counts an error and locks the reference. */
function judgeChoice(play: PlayItem, content: GameContent, refId: string, choice: string): GuessOutcome {
  const { ref, record } = openReference(play, content, refId);
  record.guesses += 1;
  const right = normalizeAnswer(displayTitle(responseOf(content, ref), play.locale)) === normalizeAnswer(choice);
  if (right) {
    record.status = 'found';
    return { verdict: 'correct', percent: 100, refId };
  }
  record.status = 'locked';
  record.errorsQuiz += 1;
  return { verdict: 'wrong', percent: 0, refId };
}

export async function guess(playId: string, body: { refId: string | null; text?: string; choice?: string }) {
  const { result, play } = await changePlay(playId, (p, c, now) => {
    assertRunning(p, now);
    let outcome: GuessOutcome;
    if (p.mode === 'QUIZ') {
      if (body.choice === undefined || body.refId === null) {
        throw new RuleError('wrong_mode', 'In QUIZ mode, choose one of the four options of a reference');
      }
      outcome = judgeChoice(p, c, body.refId, body.choice);
    } else {
      if (body.text === undefined) throw new RuleError('wrong_mode', 'In FREE mode, type the name of the work');
      outcome = judgeTyped(p, c, body.refId, body.text);
    }
    endIfComplete(p, now);
    return outcome;
  });
  if (result.rejected && result.verdict !== 'elsewhere') {
    const { refId, text } = result.rejected;
    // The guess is judged and saved: a failure to count it for the alias review must not fail the answer.
    await countRejectedGuess(play.gameId, refId, normalizeAnswer(text), text).catch((error: unknown) =>
      logger.warn('rejected guess not counted', { refId, error: error instanceof Error ? error.message : String(error) }),
    );
  }
  const settled = result.verdict === 'correct' && result.refId ? play.references.find((r) => r.refId === result.refId) : undefined;
  return { verdict: result.verdict, percent: result.percent, refId: result.refId, title: settled?.title ?? null, play };
}

export async function hint(playId: string, refId: string) {
  const { result, play } = await changePlay(playId, (p, c, now) => {
    assertRunning(p, now);
    const { ref, record } = openReference(p, c, refId);
    const kind = HINT_KINDS[record.hintsUsed];
    if (!kind) throw new ConflictError('no_more_hints', 'Both hints of this reference are already shown');
    record.hintsUsed += 1;
    return { kind, hint: ref.hints[kind][p.locale] };
  });
  return { refId, ...result, play };
}

export async function reveal(playId: string, refId: string) {
  const { play } = await changePlay(playId, (p, c, now) => {
    assertRunning(p, now);
    const { record } = openReference(p, c, refId);
    record.status = 'revealed';
    endIfComplete(p, now);
  });
  const title = play.references.find((r) => r.refId === refId)?.title ?? '';
  return { refId, title, play };
}

/** Ends a play now ("finish later", or the player stops); ending twice is harmless. */
export async function finishPlay(playId: string) {
  const { play } = await changePlay(playId, (p, _c, now) => {
    p.endedAt ??= Math.min(now, p.endsAt);
  });
  return { play };
}

/** Every zone and title, only once the play has ended (by the clock or by the player). */
export async function solution(playId: string) {
  const stored = await getPlay(playId);
  if (!stored) throw new NotFoundError('Play');
  const content = await contentOfPlay(stored);
  const now = Date.now();
  if (!isEnded(stored, now)) throw new ConflictError('play_not_ended', 'The solution is shown once the play has ended');
  return {
    play: playState(stored, content, now),
    references: content.references.map((ref) => ({
      id: ref.id,
      type: ref.type,
      zone: ref.zone,
      title: displayTitle(responseOf(content, ref), stored.locale),
      status: stored.refs[ref.id]?.status ?? 'open',
    })),
  };
}
