import { randomUUID } from 'node:crypto';
import {
  CLOCK_GRACE_SECONDS, GAME_DURATION_SECONDS, HIT_TOLERANCE, MAX_GUESSES_PER_PLAY, PLAY_RETENTION_SECONDS,
  matchAnswers, nextOpenQuestion, normalizeAnswer, playScore, playSummary, zonesAtPoint,
  type AnswerVerdict, type GameMode, type Locale, type PlayState, type Point, type PointerKind, type QuizQuestion, type Response,
  type SeedReference, type Verdict, type Zone,
} from '@quiz/shared';
import { getGameContent, type GameContent } from '../data/games/content';
import { createNextPart, createPlay, getPlay, nextRunNumber, playSeen, savePlay, type PlayItem, type RefRecord } from '../data/plays';
import type { Caller } from '../lib/auth';
import { ConflictError, NotFoundError, RuleError, TooManyRequestsError } from '../lib/errors';
import { ownsPlay, type Player } from '../lib/player';
import { displayTitle, gamePayload, quizChoices } from './play-payload';
import { leaseSpent, spendLeasedToken, takeLease, withinRate } from './rate-limit';
import { admitPlay } from './premium';
import { ownerKeyOf, recordRunStart, recordSeenAnswers } from './fair-play';

const GRACE_MS = CLOCK_GRACE_SECONDS * 1000;
/** Guess tokens a play leases from its caller's minute at a time (docs/game.md "Limits"). */
const GUESS_LEASE = 10;
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

/**
 * A play read, with its game's content read beside it when this function knows the play's game
 * (docs/capacity.md "A move's round trips"): one round trip before the move is judged, not two.
 */
interface PlayRead {
  play: Promise<PlayItem | undefined>;
  content?: { gameId: number; read: Promise<GameContent | undefined> };
}

function readPlay(playId: string): PlayRead {
  const play = getPlay(playId);
  // Each is awaited later; a refusal in between (ownership) must not leave either unobserved.
  play.catch(() => undefined);
  const gameId = playSeen(playId)?.gameId;
  if (gameId === undefined) return { play };
  const read = getGameContent(gameId);
  read.catch(() => undefined);
  return { play, content: { gameId, read } };
}

/** The content of a play's game: access was checked when the play started. */
export async function contentOfPlay(play: PlayItem, early?: PlayRead['content']): Promise<GameContent> {
  const content = await (early?.gameId === play.gameId ? early.read : getGameContent(play.gameId));
  if (!content) throw new NotFoundError(`Game ${play.gameId}`);
  return content;
}

export async function gameForPlayer(gameId: number, locale: Locale, caller: Caller) {
  return gamePayload(await contentOf(gameId, caller), locale);
}

/** The part is over: its clock ran out, or its player finished it. */
export const isEnded = (play: PlayItem, now: number) => play.endedAt !== null || now >= play.endsAt;
/** The run is over: its player ended it, or nothing is left to find. Only then the solution. */
export const isRunEnded = (play: PlayItem) => play.runEndedAt !== null || Object.values(play.refs).every((r) => r.status !== 'open');

/**
 * What the page may see of a reference's record: an open reference's own error counts stay hidden
 * while its run goes on, so that a miss on its zone leaves the same state as a miss on nothing
 * (docs/game.md "What a guess may reveal").
 */
function shownRecord(record: RefRecord, runEnded: boolean): RefRecord {
  return record.status === 'open' && !runEnded ? { ...record, errorsFree: 0, errorsQuiz: 0 } : record;
}

/** The QUIZ question asked now, with its options in the play's language; null in FREE mode or once over. */
function questionOf(play: PlayItem, content: GameContent, now: number): QuizQuestion | null {
  if (play.mode !== 'QUIZ' || play.question === null || isEnded(play, now)) return null;
  const ref = content.references.find((r) => r.id === play.question);
  if (!ref || play.refs[ref.id]?.status !== 'open') return null;
  return { refId: ref.id, choices: quizChoices(ref, responseOf(content, ref), play.gameId, play.locale) };
}

/**
 * The play as the page shows it: titles only of what was found or revealed, zones only of what was
 * found, revealed or asked, hints already given, error counts per play (docs/game.md).
 */
export function playState(play: PlayItem, content: GameContent, now: number): PlayState {
  const runEnded = isRunEnded(play);
  const refs = content.references.map((ref) => ({ ref, record: shownRecord(play.refs[ref.id] ?? freshRecord(), runEnded) }));
  const progress = refs.map(({ record }) => record);
  const summary = playSummary(progress);
  return {
    playId: play.playId,
    gameId: play.gameId,
    mode: play.mode,
    locale: play.locale,
    startedAt: new Date(play.startedAt).toISOString(),
    endsAt: new Date(play.endsAt).toISOString(),
    serverNow: new Date(now).toISOString(),
    run: {
      runId: play.runId ?? play.playId,
      partIndex: play.partIndex,
      runPart: play.runPart,
      ended: isRunEnded(play),
      continued: play.continuedBy !== null,
    },
    ended: isEnded(play, now),
    score: playScore(progress),
    // Every miss of the run, wherever it landed (plays recorded before this count: their references' sum).
    summary: { ...summary, errorCountFree: Math.max(play.missesFree, summary.errorCountFree) },
    references: refs.map(({ ref, record }) => {
      const response = content.responses.get(ref.response);
      const earned = record.status === 'found' || record.status === 'revealed';
      // A zone is shown once settled, or once asked in QUIZ mode; never where a FREE player still looks.
      const shown = record.status !== 'open' || (play.mode === 'QUIZ' && play.asked.includes(ref.id));
      return {
        refId: ref.id,
        status: record.status,
        title: earned && response ? displayTitle(response, play.locale) : null,
        zone: shown ? ref.zone : null,
        hints: HINT_KINDS.slice(0, record.hintsUsed).map((kind) => ref.hints[kind][play.locale]),
        hintsLeft: 2 - record.hintsUsed,
        errorsFree: record.errorsFree,
        errorsQuiz: record.errorsQuiz,
      };
    }),
    question: questionOf(play, content, now),
  };
}

/** QUIZ mode: asks the next open question after `fromId` (null: the first open one), and remembers it was asked. */
function askNext(play: PlayItem, content: GameContent, fromId: string | null) {
  const order = content.references.map((r) => r.id);
  play.question = nextOpenQuestion(order, (id) => play.refs[id]?.status === 'open', fromId);
  if (play.question !== null && !play.asked.includes(play.question)) play.asked.push(play.question);
}

const freshRecord = (): RefRecord => ({ status: 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 });

/** Who makes a move: the play owner they are, and the keys their moves are counted under per minute. */
export interface Mover {
  player: Player;
  /** The keys its moves are counted under per minute: the signed-in `sub`, and the address (docs/game.md "Limits"). */
  rateKeys: readonly string[];
}

export interface StartInput {
  gameId: number;
  mode: GameMode;
  locale: Locale;
  continueFrom?: string;
}

/** A new play: the first part of a new run, or (`continueFrom`) the next part of a run. */
export async function startPlay(input: StartInput, caller: Caller, mover: Mover) {
  const content = await contentOf(input.gameId, caller);
  const now = Date.now();
  await withinRate('playStarts', mover, now);
  // Premium access is decided now, for a new run and for the next part of one alike.
  await admitPlay(content.game, caller, mover.player, now);
  const expiresAt = Math.floor(now / 1000) + PLAY_RETENTION_SECONDS;
  const fresh = {
    playId: randomUUID(),
    gameId: input.gameId,
    locale: input.locale,
    sub: mover.player.sub,
    ownerDigest: mover.player.secretDigest,
    startedAt: now,
    endsAt: now + GAME_DURATION_SECONDS * 1000,
    endedAt: null,
    runEndedAt: null,
    continuedBy: null,
    carried: { consumed: 0, found: 0, revealed: 0 },
    looseGuesses: 0,
    missesFree: 0,
    question: null,
    asked: [] as string[],
    // Decided at the start: a play begun while the game was in test stays out of the stats for good.
    test: content.game.status === 'test',
    version: 0,
  };
  let play: PlayItem;
  if (input.continueFrom === undefined) {
    const owner = ownerKeyOf(mover.player) ?? `anon:${fresh.playId}`;
    play = {
      ...fresh,
      mode: input.mode,
      runId: fresh.playId,
      partIndex: 0,
      runPart: await nextRunNumber(owner, input.gameId, expiresAt),
      refs: Object.fromEntries(content.references.map((r) => [r.id, freshRecord()])),
    };
    if (play.mode === 'QUIZ') askNext(play, content, null);
    // Competitions' fair runs: the run's start (and a QUIZ run's questions, seen now) recorded before the play exists.
    await recordRunStart(mover.player, play);
    await createPlay(play, expiresAt);
  } else {
    const previous = await ownPlay(input.continueFrom, mover.player);
    assertContinuable(previous, input.gameId, now);
    const before = playSummary(Object.values(previous.refs));
    play = {
      ...fresh,
      // The run keeps its mode: a QUIZ run's locked questions mean nothing in FREE mode.
      mode: previous.mode,
      runId: previous.runId ?? previous.playId,
      partIndex: previous.partIndex + 1,
      runPart: previous.runPart,
      // What was found, revealed, locked and hinted stays; each part has its own guess budget.
      refs: Object.fromEntries(Object.entries(previous.refs).map(([id, r]) => [id, { ...r, guesses: 0 }])),
      carried: { consumed: before.refsConsumed, found: before.refsFound, revealed: before.refsRevealed },
      missesFree: previous.missesFree,
      asked: [...previous.asked],
    };
    if (play.mode === 'QUIZ') askNext(play, content, null);
    if (!(await createNextPart(play, previous, expiresAt))) {
      throw new ConflictError('run_continued', 'This run was continued meanwhile: continue from its latest part');
    }
  }
  return { game: gamePayload(content, input.locale), play: playState(play, content, now) };
}

/** A run goes on from its latest part, once that part is over, while something is left to find. */
function assertContinuable(previous: PlayItem, gameId: number, now: number) {
  if (previous.gameId !== gameId) throw new RuleError('bad_request', `That play is of another quiz (${previous.gameId})`);
  if (isRunEnded(previous)) throw new ConflictError('run_ended', 'This run is over: start a new one');
  if (previous.continuedBy !== null) throw new ConflictError('run_continued', 'This run was continued: continue from its latest part');
  if (!isEnded(previous, now)) throw new ConflictError('play_running', 'This part is still running: go on playing it');
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

/** A play of the caller's; anyone else's is answered exactly as a play that does not exist. */
export async function ownPlay(playId: string, player: Player, read: PlayRead = { play: getPlay(playId) }): Promise<PlayItem> {
  const stored = await read.play;
  if (!stored || !ownsPlay(stored, player)) throw new NotFoundError('Play');
  return stored;
}

/**
 * Reads a play, applies `change` to a copy and saves it under the optimistic lock; on a lost race
 * (two moves at once) it starts again from the fresh state, so no move overwrites another.
 */
async function changePlay<T>(
  playId: string,
  player: Player,
  change: (play: PlayItem, content: GameContent, now: number) => T,
  firstRead?: PlayRead,
  /** What must be settled on the play before the move is judged (the guess's rate lease), beside the content's read. */
  prepare?: (stored: PlayItem, now: number) => Promise<Partial<PlayItem>>,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const read = attempt === 0 && firstRead ? firstRead : readPlay(playId);
    const stored = await ownPlay(playId, player, read);
    const now = Date.now();
    const [content, settled] = await Promise.all([contentOfPlay(stored, read.content), prepare?.(stored, now)]);
    const play: PlayItem = { ...structuredClone(stored), ...settled };
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
  /** The reference found (null unless the verdict is correct). */
  refId: string | null;
}

/**
 * Counts a guess against the play's budget. One budget for the whole play, wherever the click
 * lands: a budget per zone would tell, by running out, that a click is on a zone.
 */
function countGuess(play: PlayItem, record: RefRecord | undefined) {
  const used = play.looseGuesses + Object.values(play.refs).reduce((n, r) => n + r.guesses, 0);
  if (used >= MAX_GUESSES_PER_PLAY) throw new TooManyRequestsError('Too many guesses in this play: it takes no more', (play.endsAt - Date.now()) / 1000);
  if (record) record.guesses += 1;
  else play.looseGuesses += 1;
}

type Aimed = { id: string; zone: Zone; ref: SeedReference };

/**
 * FREE mode (docs/game.md "Where a click lands"): the server finds the open zones under the click
 * (with a tolerance for a fingertip); the text finds a work there, or a zoneless work (named
 * anywhere). Otherwise the verdict is about the zone aimed at (the first under the click): close,
 * another opus, wrong; a work hidden in another zone is announced as "elsewhere", except zone-only
 * details, which are found only on their own zone. A click on no zone is judged the same way with
 * no zone aimed at.
 *
 * A miss must not tell whether it landed on a zone (docs/game.md "What a guess may reveal"): the
 * text is judged against every reference of the quiz before the click is looked at, so the
 * matcher's work depends on the text only; every miss counts once in the play (`missesFree`) and
 * is kept on it for the alias review (`lastMiss`, its zone or none), in the same save: the stream's
 * aggregation counts it, so a miss on a zone and one on nothing make the same calls.
 */
function judgeTyped(play: PlayItem, content: GameContent, point: Point | null, pointer: PointerKind, text: string, now: number): GuessOutcome {
  const verdicts = matchAnswers(text, content.references.map((ref) => responseOf(content, ref)), play.locale, content.catalogue);
  const named = new Map<string, AnswerVerdict>(content.references.map((ref, i) => [ref.id, verdicts[i]!.verdict]));
  const isNamed = (ref: SeedReference) => named.get(ref.id) === 'correct';
  const open = content.references.flatMap((ref): Aimed[] =>
    ref.zone && play.refs[ref.id]?.status === 'open' ? [{ id: ref.id, zone: ref.zone, ref }] : [],
  );
  const { width, height } = content.game.image;
  const hits = point ? zonesAtPoint(open, point, height / width, HIT_TOLERANCE[pointer]) : [];
  const aimed = hits[0];
  const aimedRecord = aimed ? play.refs[aimed.id] : undefined;
  countGuess(play, aimedRecord);
  const found = (ref: SeedReference): GuessOutcome => {
    const record = play.refs[ref.id];
    if (record) record.status = 'found';
    return { verdict: 'correct', refId: ref.id };
  };
  const hit = hits.find(({ ref }) => isNamed(ref));
  if (hit) return found(hit.ref);
  const zoneless = content.references.find((r) => r.type === 'zoneless' && play.refs[r.id]?.status === 'open' && isNamed(r));
  if (zoneless) return found(zoneless);
  // "elsewhere": the text names a classic work hidden in another zone (found or not); never a zone-only detail.
  const namesAnother = content.references.some((r) => r.id !== aimed?.id && r.type === 'classic' && isNamed(r));
  const aimedVerdict = aimed ? named.get(aimed.id) ?? 'wrong' : 'wrong';
  const verdict: Verdict = namesAnother && (aimedVerdict === 'wrong' || aimedVerdict === 'close') ? 'elsewhere' : aimedVerdict;
  play.missesFree += 1;
  if (aimedRecord) aimedRecord.errorsFree += 1;
  // "elsewhere" is no rejected guess: the text names a work of this quiz, only not here.
  if (verdict !== 'elsewhere') {
    play.lastMiss = { n: play.missesFree, refId: aimed?.id ?? null, text: normalizeAnswer(text).slice(0, 200), typed: text, at: new Date(now).toISOString() };
  }
  return { verdict, refId: null };
}

/** QUIZ mode: one of the four options of the question asked; a wrong one counts an error and locks the reference. */
function judgeChoice(play: PlayItem, content: GameContent, refId: string, choice: string): GuessOutcome {
  const { ref, record } = openReference(play, content, refId);
  assertAsked(play, refId, true);
  record.guesses += 1;
  const right = normalizeAnswer(displayTitle(responseOf(content, ref), play.locale)) === normalizeAnswer(choice);
  if (right) record.status = 'found';
  else {
    record.status = 'locked';
    record.errorsQuiz += 1;
  }
  askNext(play, content, refId);
  return right ? { verdict: 'correct', refId } : { verdict: 'wrong', refId: null };
}

/**
 * QUIZ mode: a move on a reference is on the question asked (`current`), or for a hint or a reveal
 * on one asked before; nothing of a later question is given before it is asked.
 */
function assertAsked(play: PlayItem, refId: string, current: boolean) {
  if (play.mode !== 'QUIZ') return;
  if (current ? play.question !== refId : !play.asked.includes(refId)) {
    throw new ConflictError('not_asked', 'This question has not been asked yet: answer the question asked');
  }
}

export interface GuessInput {
  point?: Point | null;
  pointer: PointerKind;
  text?: string;
  refId?: string;
  choice?: string;
}

export async function guess(playId: string, body: GuessInput, mover: Mover) {
  // The guess is counted against the caller's minute from the play's lease (docs/game.md "Limits"):
  // a new lease is a write only every GUESS_LEASE guesses; nothing is judged or saved before the
  // count has said yes.
  // When this function saw the play's lease spent, the next one is taken beside the play's read (a
  // play another function moved since may then hold two: both are its own to spend).
  const seen = playSeen(playId);
  const arrived = Date.now();
  const ahead = seen && leaseSpent(seen.guessLease, arrived) ? takeLease('guesses', mover, arrived, GUESS_LEASE) : undefined;
  ahead?.catch(() => undefined); // awaited in `spend`; a refusal before it (ownership) must not leave it unobserved
  const spend = async (stored: PlayItem, now: number) => ({
    guessLease: await spendLeasedToken('guesses', stored.guessLease, mover, now, GUESS_LEASE, ahead),
  });
  const { result, play } = await changePlay(playId, mover.player, (p, c, now) => {
    assertRunning(p, now);
    let outcome: GuessOutcome;
    if (p.mode === 'QUIZ') {
      if (body.choice === undefined || body.refId === undefined) {
        throw new RuleError('wrong_mode', 'In QUIZ mode, choose one of the four options of a reference');
      }
      outcome = judgeChoice(p, c, body.refId, body.choice);
    } else {
      if (body.text === undefined || body.point === undefined || body.refId !== undefined) {
        throw new RuleError('wrong_mode', 'In FREE mode, type the name of the work and say where you clicked (point), not which reference');
      }
      outcome = judgeTyped(p, c, body.point, body.pointer, body.text, now);
    }
    endIfComplete(p, now);
    return outcome;
  }, readPlay(playId), spend);
  const settled = result.verdict === 'correct' && result.refId ? play.references.find((r) => r.refId === result.refId) : undefined;
  return { verdict: result.verdict, refId: settled?.refId ?? null, title: settled?.title ?? null, zone: settled?.zone ?? null, play };
}

export async function hint(playId: string, refId: string, player: Player) {
  const { result, play } = await changePlay(playId, player, (p, c, now) => {
    assertRunning(p, now);
    const { ref, record } = openReference(p, c, refId);
    assertAsked(p, refId, false);
    const kind = HINT_KINDS[record.hintsUsed];
    if (!kind) throw new ConflictError('no_more_hints', 'Both hints of this reference are already shown');
    record.hintsUsed += 1;
    return { kind, hint: ref.hints[kind][p.locale] };
  });
  return { refId, ...result, play };
}

export async function reveal(playId: string, refId: string, player: Player) {
  // Competitions' fair runs: the player is recorded as having seen this quiz's answers before a title is given.
  const read = readPlay(playId);
  await recordSeenAnswers(player, await ownPlay(playId, player, read), 'reveal');
  const { play } = await changePlay(playId, player, (p, c, now) => {
    assertRunning(p, now);
    const { record } = openReference(p, c, refId);
    assertAsked(p, refId, false);
    record.status = 'revealed';
    if (p.mode === 'QUIZ' && p.question === refId) askNext(p, c, refId);
    endIfComplete(p, now);
  }, read);
  const title = play.references.find((r) => r.refId === refId)?.title ?? '';
  return { refId, title, play };
}

/**
 * QUIZ mode's "Next": the next open question after the one asked (coming back round to skipped
 * ones), or (`refId`) back to an open question asked before. Never a question not reached yet.
 */
export async function nextQuestion(playId: string, refId: string | null, player: Player) {
  const { play } = await changePlay(playId, player, (p, c, now) => {
    assertRunning(p, now);
    if (p.mode !== 'QUIZ') throw new RuleError('wrong_mode', 'Only a QUIZ play asks questions');
    if (refId === null) return askNext(p, c, p.question);
    openReference(p, c, refId);
    assertAsked(p, refId, false);
    p.question = refId;
  });
  return { play };
}

/**
 * "Finish later" ends the part now and keeps the run; `endRun` ("End and see the answers") ends the
 * run too, which opens the solution. Ending twice is harmless; an earlier part's run is ended from
 * its latest part.
 */
export async function finishPlay(playId: string, endRun: boolean, player: Player) {
  const { play } = await changePlay(playId, player, (p, _c, now) => {
    if (endRun && p.continuedBy !== null && !isRunEnded(p)) {
      throw new ConflictError('run_continued', 'This run was continued: end it from its latest part');
    }
    p.endedAt ??= Math.min(now, p.endsAt);
    if (endRun) p.runEndedAt ??= now;
  });
  return { play };
}

/** The play goes on in another language, on the same clock: titles, hints and QUIZ options in it. */
export async function switchPlayLocale(playId: string, locale: Locale, player: Player) {
  const { result: game, play } = await changePlay(playId, player, (p, c) => {
    p.locale = locale;
    return gamePayload(c, locale);
  });
  return { game, play };
}

/** Every zone and title, only once the run has ended (by its player, or nothing left to find). */
export async function solution(playId: string, player: Player) {
  const read = readPlay(playId);
  const stored = await ownPlay(playId, player, read);
  const content = await contentOfPlay(stored, read.content);
  const now = Date.now();
  if (!isRunEnded(stored)) throw new ConflictError('run_not_ended', 'The answers are shown once the run has ended');
  // Competitions' fair runs: recorded as seen before the answers are given (a failed record is a 503, no answers).
  await recordSeenAnswers(player, stored, 'solution');
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
