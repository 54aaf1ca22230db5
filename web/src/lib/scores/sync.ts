import {
  LOCAL_STORAGE_KEYS,
  SCORE_ISSUES_TO_RETRY,
  type ErrorIssue,
  bestScore,
  mergeScores,
  normaliseScore,
  scoreKey,
  scoreToLocal,
  toServerScore,
  type GamePayload,
  type InitResponse,
  type Locale,
  type PlayState,
  type QuestionServer,
  type Score,
} from '@quiz/shared';
import { isApiError } from '../api-client';
import { accountStore } from '../account-state';
import { persistCookie, postScores, type PostScoresResponse } from './post-scores';
import { encodeScores, readScoresCookie, writeScoresCookie } from './cookie';
import { anonymousAtStart, forgetPlayInProgress, GAME_DATAS_KEY, keepPlayedGames, isPlayOver, keepRun, keptRun, notifyScoresChanged, readGameDatasRaw, readPlayInProgress } from './local-store';

/**
 * Local-first scores (SPEC §4, §7, §8, §9). A score is written to localStorage (`gameDatas`, local
 * short forms) the moment its play ends, marked unsynced, then posted. It becomes synced only when a
 * post succeeded AND the server's answer says the player is signed in. A network failure or a 5xx
 * keeps it for the next try (the `online` event, the next init); a 4xx drops the scores it names.
 * Loaded on demand: when a play starts (with the end screens), when the init has scores to carry,
 * and with the menu page.
 */

interface GameMeta {
  averageScore: number | null;
  playedCount: number;
}

interface Store {
  meta: Map<number, GameMeta>;
  scores: Score[];
}

function readStore(): Store {
  const meta = new Map<number, GameMeta>();
  const raw = readGameDatasRaw();
  if (!raw) {
    // A wiped localStorage: the cookie copy holds the scores not yet synced.
    const restored = readScoresCookie();
    if (restored.length > 0) writeStore({ meta, scores: restored });
    return { meta, scores: restored };
  }
  const scores: Score[] = [];
  for (const game of Object.values(raw)) {
    if (typeof game !== 'object' || game === null) continue;
    const { gameId, averageScore, playedCount, scores: list } = game as Record<string, unknown>;
    if (Array.isArray(list)) for (const entry of list) {
      const score = normaliseScore(entry);
      if (score) scores.push(score);
    }
    if (typeof gameId === 'number') {
      meta.set(gameId, {
        averageScore: typeof averageScore === 'number' ? averageScore : null,
        playedCount: typeof playedCount === 'number' ? playedCount : 0,
      });
    }
  }
  return { meta, scores: mergeScores(scores, []) };
}

let lastCookie: string | null = null;

function writeStore({ meta, scores }: Store): void {
  const datas: Record<string, unknown> = {};
  for (const score of scores) {
    const id = score.gameId;
    const entry = (datas[id] ??= { gameId: id, ...(meta.get(id) ?? { averageScore: null, playedCount: 0 }), scores: [] }) as { scores: unknown[] };
    entry.scores.push(scoreToLocal(score));
  }
  // The best score of each game, for the pages that show it without the rule's code (local-store.ts).
  for (const entry of Object.values(datas) as { gameId: number; best?: number }[]) {
    entry.best = bestScore(scores.filter((s) => s.gameId === entry.gameId))?.score;
  }
  try {
    window.localStorage.setItem(GAME_DATAS_KEY, JSON.stringify(datas));
  } catch {
    // Full or unavailable: the cookie copy below still holds the unsynced scores.
  }
  persistUnsynced(scores);
  notifyScoresChanged();
}

/** Keeps the cookie copy of the unsynced scores (SPEC §8 "cookie persisted"), best effort. */
function persistUnsynced(scores: readonly Score[]): void {
  const text = encodeScores(scores);
  if (text === lastCookie) return;
  lastCookie = text;
  try {
    writeScoresCookie(text);
  } catch {
    // Cookies blocked: localStorage is the copy.
  }
  if (text) void persistCookie(text).catch(() => undefined);
}

/** Every score this browser holds, normalised (SPEC §5). */
export function loadScores(): Score[] {
  return readStore().scores;
}

/** SPEC §3 server form of a play's score, from the play state the API answered last. */
export function scoreOfPlay(play: PlayState, game: Pick<GamePayload, 'durationSeconds'>): Score {
  const questions: QuestionServer[] = play.references.map((ref, i) => ({
    questionIndex: i + 1,
    gameReferenceId: ref.refId,
    gameResponseId: null,
    refConsumed: ref.status !== 'open',
    refFound: ref.status === 'found',
    refRevealed: ref.status === 'revealed',
    refLockedQuiz: ref.status === 'locked',
    refHinted: ref.hints.length > 0,
    refHintKind: ref.hints.length === 0 ? null : ref.hints.length === 1 ? 'main' : 'backup',
    errorCountQuiz: ref.errorsQuiz,
    errorCountFree: ref.errorsFree,
  }));
  const started = Date.parse(play.startedAt);
  // The final state's server clock is when the play ended (a later answer never moves it back).
  const ended = Math.min(Date.parse(play.serverNow), Date.parse(play.endsAt));
  const seconds = Math.round(Math.max(0, ended - started) / 1000);
  return {
    gameId: play.gameId,
    playId: play.playId,
    complete: play.summary.refsTotal > 0 && play.summary.refsConsumed === play.summary.refsTotal,
    score: play.score,
    duration: Math.min(game.durationSeconds, seconds),
    timestamp: Math.max(started, ended),
    sync: false,
    // Each part's score names its place in its run (SPEC §3, docs/game.md "Runs in parts").
    data: { summary: { ...play.summary, ...partsOf(play) }, questions },
  };
}

/** A play kept in the browser before runs existed has none (an old `quiz.playInProgress`). */
const runOf = (play: PlayState): PlayState['run'] | undefined => (play as Partial<PlayState>).run;

function partsOf(play: PlayState): { partIndex?: number; runPart?: number } {
  const run = runOf(play);
  return run ? { partIndex: run.partIndex, runPart: run.runPart } : {};
}

/** The run of a part that has ended, kept for "Continue" (or as over). */
function keepRunOf(play: PlayState, at: number): void {
  if (!runOf(play)) return;
  keepRun({
    gameId: play.gameId,
    playId: play.playId,
    partIndex: play.run.partIndex,
    found: play.summary.refsFound,
    total: play.summary.refsTotal,
    ended: play.run.ended,
    at,
  });
}

/** The player ended the run ("End and see the answers"): nothing to continue any more. */
export function recordRunEnded(play: PlayState): void {
  keepRunOf(play, Date.parse(play.serverNow));
}

/**
 * A play ended: its score is stored at once, unsynced, then posted. A later state of the same play
 * (the finish call answering after the clock) replaces an unsynced copy.
 */
export function recordPlay(play: PlayState, game: Pick<GamePayload, 'durationSeconds'>, locale: Locale): Score {
  const score = scoreOfPlay(play, game);
  const store = readStore();
  const key = scoreKey(score);
  const existing = store.scores.find((s) => scoreKey(s) === key);
  if (!existing) store.scores.push(score);
  else if (!existing.sync) Object.assign(existing, score);
  writeStore(store);
  if (play.ended) {
    forgetPlayInProgress(play.playId);
    keepRunOf(play, score.timestamp);
  }
  void syncScores(locale);
  return score;
}

/** The best (and latest) score of each quiz the signed-in player played, as the server holds them (init `played`). */
function serverScores(played: InitResponse['played']): Score[] {
  return played
    .flatMap((game) => (game.latest ? [game.best, game.latest] : [game.best]))
    .map((raw) => normaliseScore(raw))
    .filter((s): s is Score => s !== null);
}

/**
 * The runs the scores tell of, for a device that never played them (the player signed in on another
 * one): each quiz's latest score, if it is a part of a run (it names its part) that left references
 * to find. A run kept here and newer is left as it is.
 */
function keepRunsOf(scores: readonly Score[]): void {
  const latest = new Map<number, Score>();
  for (const score of scores) {
    const kept = latest.get(score.gameId);
    if (!kept || score.timestamp > kept.timestamp) latest.set(score.gameId, score);
  }
  for (const score of latest.values()) {
    const { summary } = score.data;
    if (!score.playId || summary.partIndex === undefined) continue;
    const kept = keptRun(score.gameId);
    if (kept && kept.at >= score.timestamp) continue;
    keepRun({
      gameId: score.gameId,
      playId: score.playId,
      partIndex: summary.partIndex,
      found: summary.refsFound,
      total: summary.refsTotal,
      ended: score.complete,
      at: score.timestamp,
    });
  }
}

/**
 * Merges the signed-in player's best scores into ours and keeps their records of each quiz for the
 * stats (docs/scores.md "Records of quizzes": the server sends one record a quiz, not every play).
 */
export function mergeInit(answer: Pick<InitResponse, 'played' | 'me'>, posted: ReadonlySet<string> = new Set()): void {
  const store = readStore();
  const connected = answer.me.user?.isPlayer === true;
  // SPEC §4: synced only when the post succeeded and the player is connected.
  const local = store.scores.map((s) => (connected && posted.has(scoreKey(s)) ? { ...s, sync: true } : s));
  const merged = mergeScores(local, connected ? serverScores(answer.played) : []);
  keepPlayedGames(connected ? answer.played : null);
  writeStore({ meta: store.meta, scores: merged });
  keepRunsOf(merged);
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.isConnected, JSON.stringify(connected));
  } catch {
    // Unavailable storage.
  }
}

/**
 * A 4xx that will answer the same again: the named scores (or the batch) cannot be stored. Not a
 * refusal of the scores, so they are kept: 404 (no such route: a deploy or a proxy in the way),
 * 408 and 429 (try later).
 */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![404, 408, 429].includes(error.status);
}

/**
 * What a refused post says of each score of the batch, from the issues' codes and paths only (never
 * their words): a score an issue names (`["body", index, …]`) is dropped, unless every issue naming
 * it is a "not yet" (SCORE_ISSUES_TO_RETRY: its play still runs), then it is kept for a later post.
 * An answer that names no score refuses the whole batch.
 */
export function refusalOf(batchSize: number, issues: readonly ErrorIssue[]): { drop: Set<number>; later: Set<number> } {
  const codesOf = new Map<number, string[]>();
  for (const { code, path } of issues) {
    const index = path[0] === 'body' ? path[1] : undefined;
    if (typeof index === 'number' && index >= 0 && index < batchSize) codesOf.set(index, [...(codesOf.get(index) ?? []), code]);
  }
  const drop = new Set<number>();
  const later = new Set<number>();
  if (codesOf.size === 0) {
    for (let i = 0; i < batchSize; i++) drop.add(i);
    return { drop, later };
  }
  for (const [index, codes] of codesOf) {
    if (codes.every((code) => (SCORE_ISSUES_TO_RETRY as readonly string[]).includes(code))) later.add(index);
    else drop.add(index);
  }
  return { drop, later };
}

/**
 * SPEC §8 for a refused post: drop the scores the answer refuses, saying why in the console in
 * development (SPEC §8: no console logging in production); the others stay unsynced. Returns the
 * keys of the scores to leave out of the posts of this sync (refused for now, posted again later).
 */
function dropRefused(batch: readonly Score[], error: unknown): Set<string> {
  const issues = isApiError(error) ? error.issues : [];
  const { drop, later } = refusalOf(batch.length, issues);
  const dropped = new Set(batch.filter((_, i) => drop.has(i)).map(scoreKey));
  if (import.meta.env.DEV) {
    const why = issues.map((i) => `${i.path.join('.')} ${i.code}`).join(', ');
    console.warn(`Scores refused by the server: ${dropped.size} dropped, ${later.size} kept for later (${why || (error instanceof Error ? error.message : String(error))})`);
  }
  const store = readStore();
  writeStore({ ...store, scores: store.scores.filter((s) => s.sync || !dropped.has(scoreKey(s))) });
  return new Set(batch.filter((_, i) => later.has(i)).map(scoreKey));
}

/** Whether the scores of this browser were made without an account (first sign-in: deanonymize). */
let anonymousScores = anonymousAtStart;

/** The largest batch the route takes. */
const MAX_BATCH = 500;

/**
 * A play left running (tab closed, page reloaded after its clock ended): its last answered state,
 * ended at its clock's end, becomes its score, kept like any other. The server never ended it, so it
 * checks the score against the play's clock.
 */
export function recordAbandonedPlay(): void {
  const kept = readPlayInProgress();
  if (!kept || !isPlayOver(kept)) return;
  const over = { ...kept.play, ended: true, serverNow: kept.play.endsAt };
  const score = scoreOfPlay(over, kept.game);
  const store = readStore();
  if (!store.scores.some((s) => scoreKey(s) === scoreKey(score))) {
    store.scores.push(score);
    writeStore(store);
  }
  // Its run goes on if references were left: the quiz page offers to continue it.
  keepRunOf(over, score.timestamp);
  forgetPlayInProgress(kept.play.playId);
}

async function post(locale: Locale, init: boolean, signal?: AbortSignal, notNow: ReadonlySet<string> = new Set()): Promise<PostScoresResponse | null> {
  recordAbandonedPlay();
  const pending = readStore().scores.filter((s) => !s.sync && !notNow.has(scoreKey(s))).slice(0, MAX_BATCH);
  if (pending.length === 0 && !init) return null;
  const deanonymize = anonymousScores && accountStore.get().status === 'signedIn';
  try {
    const answer = await postScores({ locale, init, deanonymize, scores: pending.map(toServerScore), signal });
    if (answer.me.user?.isPlayer) anonymousScores = false;
    mergeInit(answer, new Set(pending.map(scoreKey)));
    return answer;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const later = dropRefused(pending, error);
    // What the refusal did not name is posted again (its batch is smaller each time).
    return post(locale, init, signal, new Set([...notNow, ...later]));
  }
}

let inFlight: Promise<void> | null = null;
let again = false;

/**
 * Posts the unsynced scores (one post at a time; a score saved meanwhile goes with the next).
 * Never rejects: a failure keeps the scores for the `online` event and the next init.
 */
export function syncScores(locale: Locale = pageLocale()): Promise<void> {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = post(locale, false)
    .then(() => undefined)
    .catch((error: unknown) => {
      if (import.meta.env.DEV && !(error instanceof Error && error.name === 'AbortError')) console.warn('Scores kept unsynced:', error);
    })
    .finally(() => {
      inFlight = null;
      if (again) {
        again = false;
        void syncScores(locale);
      }
    });
  return inFlight;
}

/** Resolves once no post is under way (tests, and whoever must read the store after a sync). */
export function whenIdle(): Promise<void> {
  return inFlight ?? Promise.resolve();
}

/**
 * SPEC §4, §7 "Init on start": the init call carrying every unsynced score
 * (`POST /api/post_scores?init=1`). Null when it could not be sent (network, 5xx): the caller falls
 * back on a plain init and the scores wait for the next try.
 */
export async function initWithScores(locale: Locale, signal?: AbortSignal): Promise<InitResponse | null> {
  try {
    return await post(locale, true, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (import.meta.env.DEV) console.warn('Scores kept unsynced:', error);
    return null;
  }
}

/**
 * The player signed in (in this tab): the anonymous scores go to the account (deanonymize), then the
 * account's scores come back and are merged with ours: none lost, none doubled.
 */
export async function syncAfterSignIn(locale: Locale = pageLocale()): Promise<void> {
  try {
    await post(locale, true);
  } catch (error) {
    if (import.meta.env.DEV) console.warn('Scores kept unsynced:', error);
  }
}

function pageLocale(): Locale {
  return document.documentElement.lang === 'fr' ? 'fr' : 'en';
}
