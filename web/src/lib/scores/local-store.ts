import { LOCAL_STORAGE_KEYS, type GamePayload, type Locale, type PlayedGameFacts, type PlayState } from '@quiz/shared';
import { readCookie } from '../cookies';
import { useSyncExternalStore } from 'react';

/**
 * The part of the scores that every page carries, kept tiny: where the scores live in the browser
 * (SPEC §9 `gameDatas`, `tsLastVisit`), whether any waits to be posted, and each quiz's best score
 * for the intro and the cards. Reading, normalising (shared `normaliseScore`),
 * saving and posting are in ./sync.ts, loaded only when there is something to do.
 *
 * Storage can be unavailable (private browsing): reads then find nothing and the page plays on.
 */

export const GAME_DATAS_KEY = LOCAL_STORAGE_KEYS.gameDatas;
export const TS_LAST_VISIT_KEY = LOCAL_STORAGE_KEYS.tsLastVisit;
/** The cookie copy of the unsynced scores (./cookie.ts), read when localStorage holds nothing. */
export const GAME_DATAS_COOKIE = LOCAL_STORAGE_KEYS.gameDatas;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What localStorage holds under `gameDatas`, unchecked: game id → { gameId, averageScore, playedCount, scores }. */
export function readGameDatasRaw(): Fields | null {
  try {
    const raw = window.localStorage.getItem(GAME_DATAS_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isFields(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every stored entry of every game, unchecked. */
function rawScores(datas: Fields | null): unknown[] {
  if (!datas) return [];
  return Object.values(datas).flatMap((game) => (isFields(game) && Array.isArray(game.scores) ? (game.scores as unknown[]) : []));
}

/**
 * SPEC §5 flags: true, 1 or "1" (shared `readFlag`'s rule; importing it would move the whole of
 * shared normalise.ts, which the scores' lazy chunk uses, into every page: chunks split by module).
 */
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';

export function hasCookieCopy(): boolean {
  return Boolean(readCookie(GAME_DATAS_COOKIE));
}

/**
 * The play running in this browser, kept at every answer so that neither a reload nor a closed tab
 * loses it: the quiz page resumes it while its clock runs, and once the clock is over its last
 * state becomes a score like any other (./sync.ts `recordAbandonedPlay`).
 */
export const PLAY_IN_PROGRESS_KEY = 'quiz.playInProgress';

export interface PlayInProgress {
  /** The game and the play's last answered state (with the QUIZ question asked). */
  game: GamePayload;
  play: PlayState;
  /** Server clock minus page clock, taken when the play started. */
  offsetMs: number;
  locale: Locale;
}

export function keepPlayInProgress(entry: PlayInProgress): void {
  try {
    window.localStorage.setItem(PLAY_IN_PROGRESS_KEY, JSON.stringify(entry));
  } catch {
    // Storage unavailable: the play goes on, only a reload would lose it.
  }
}

/** The kept play, if one is kept (its shape checked only as far as resuming needs). */
export function readPlayInProgress(): PlayInProgress | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PLAY_IN_PROGRESS_KEY) ?? 'null');
    if (!isFields(value) || !isFields(value.play) || !isFields(value.game) || typeof value.offsetMs !== 'number') return null;
    const { play } = value;
    if (typeof play.playId !== 'string' || typeof play.endsAt !== 'string' || !Array.isArray(play.references)) return null;
    return value as unknown as PlayInProgress;
  } catch {
    return null;
  }
}

export function forgetPlayInProgress(playId: string): void {
  if (readPlayInProgress()?.play.playId !== playId) return;
  try {
    window.localStorage.removeItem(PLAY_IN_PROGRESS_KEY);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** Whether a kept play's clock is over (by the server's clock, as the page reckons it). */
export function isPlayOver(entry: PlayInProgress, now = Date.now()): boolean {
  return entry.play.ended || now + entry.offsetMs >= Date.parse(entry.play.endsAt);
}

/**
 * Whether the init must carry scores (SPEC §4, §7): a stored score not yet synced, a kept play whose
 * clock is over, or nothing in localStorage but a cookie copy to restore. Cheap: it does not normalise.
 */
export function hasPendingScores(): boolean {
  const kept = readPlayInProgress();
  if (kept && isPlayOver(kept)) return true;
  const datas = readGameDatasRaw();
  if (!datas) return hasCookieCopy();
  return rawScores(datas).some((score) => isFields(score) && !flag(score.sync));
}

/**
 * Each played quiz's best score (SPEC §4), by game id. ./sync.ts computes it with the shared rule
 * whenever it writes the store (`best` of each game's entry), so that every page only reads it.
 */
export function readBestScores(datas: Fields | null = readGameDatasRaw()): Map<number, number> {
  const best = new Map<number, number>();
  for (const game of Object.values(datas ?? {})) {
    if (isFields(game) && typeof game.gameId === 'number' && typeof game.best === 'number') best.set(game.gameId, game.best);
  }
  return best;
}

/**
 * A signed-in player's record of each quiz they played, as the server last answered (init or a post
 * of scores): what the stats are computed from once signed in, since this browser holds only the best
 * score of a quiz played elsewhere. Null when anonymous or never answered here.
 */
const PLAYED_GAMES_KEY = 'playedGames';

export function keepPlayedGames(played: readonly PlayedGameFacts[] | null): void {
  try {
    if (played === null) window.localStorage.removeItem(PLAYED_GAMES_KEY);
    else window.localStorage.setItem(PLAYED_GAMES_KEY, JSON.stringify(played.map(({ gameId, bestScore, plays, playDuration, firstPlay, refs }) =>
      ({ gameId, bestScore, plays, playDuration, firstPlay, refs }))));
  } catch {
    // Unavailable storage: the stats fall back on the scores this browser holds.
  }
}

const isRecord = (value: unknown): value is PlayedGameFacts =>
  isFields(value) && typeof value.gameId === 'number' && typeof value.plays === 'number' && typeof value.bestScore === 'number'
  && isFields(value.firstPlay) && isFields(value.refs);

export function readPlayedGames(): PlayedGameFacts[] | null {
  try {
    const raw = window.localStorage.getItem(PLAYED_GAMES_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecord) : null;
  } catch {
    return null;
  }
}

/* A tiny store, so that the intro, the cards and the stats panel show a score the moment it is saved
   (here, or in another tab of the same browser). */
let version = 0;
const listeners = new Set<() => void>();

export function notifyScoresChanged(): void {
  version++;
  for (const listener of listeners) listener();
}

export const scoresStore = {
  /** A number that changes whenever the stored scores do (for useSyncExternalStore). */
  get: (): number => version,
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === GAME_DATAS_KEY || event.key === RUNS_KEY) notifyScoresChanged();
}

/**
 * Whether the last visit was anonymous (SPEC §9 `isConnected` not true), read when the app starts,
 * before this visit's answers rewrite it: the scores of this browser were then made without an
 * account, and the first post signed in gives them to it (`deanonymize=1`).
 */
export const anonymousAtStart: boolean = (() => {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.isConnected) !== 'true';
  } catch {
    return true;
  }
})();

let cached: { raw: string | null; best: Map<number, number> } | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(GAME_DATAS_KEY);
  } catch {
    return null;
  }
}

/** Each quiz's best score, computed again only when the stored text changed (every card shares it). */
function bestScores(): Map<number, number> {
  const raw = storedText();
  if (!cached || cached.raw !== raw) cached = { raw, best: readBestScores() };
  return cached.best;
}

/** The player's best score /10 of a quiz (SPEC §4), null before a first play; updates when a score is saved. */
export function useBestScore(gameId: number): number | null {
  return useSyncExternalStore(
    scoresStore.subscribe,
    () => bestScores().get(gameId) ?? null,
    () => null,
  );
}

/**
 * SPEC §3 'x / 10': "7.5 / 10", "7,5 / 10", "7 / 10" (shared `formatScoreOutOfScale`'s rule; it lives
 * with the display stats, and importing it would move that module to the pages that show a best
 * score: chunks split by module).
 */
export function formatBestScore(score: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score)} / 10`;
}

/**
 * Runs in parts (docs/game.md "Runs in parts"): the latest part of each quiz's latest run, kept so
 * that the quiz page and its card offer "Continue" after "Finish later" or a clock that ran out,
 * across reloads and sign-in. On another device the player's synced scores bring it back (./sync.ts
 * `mergeInit`). The server has the last word: a run ended or continued elsewhere is refused there,
 * and the page forgets it.
 */
export const RUNS_KEY = 'quiz.runs';

export interface KeptRun {
  gameId: number;
  /** The run's latest part: the play a "Continue" goes on from. */
  playId: string;
  /** 0 for the first part (SPEC §3 `partIndex`). */
  partIndex: number;
  found: number;
  total: number;
  /** The run is over: nothing to continue. */
  ended: boolean;
  /** Epoch ms of the part's end: a newer run of the same quiz replaces an older one. */
  at: number;
}

function readRuns(): Record<string, KeptRun> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RUNS_KEY) ?? '{}');
    return isFields(value) ? (value as Record<string, KeptRun>) : {};
  } catch {
    return {};
  }
}

/** Keeps a part's run as the server last described it, unless a newer run of the quiz is kept. */
export function keepRun(run: KeptRun): void {
  const runs = readRuns();
  const kept = runs[run.gameId];
  if (kept && kept.playId !== run.playId && kept.at > run.at) return;
  runs[run.gameId] = run;
  try {
    window.localStorage.setItem(RUNS_KEY, JSON.stringify(runs));
  } catch {
    // Unavailable storage: the run is still on the server and in the scores.
  }
  notifyScoresChanged();
}

/** The run kept for a quiz, if any (ended or not). */
export function keptRun(gameId: number): KeptRun | null {
  const run = readRuns()[gameId];
  return run && typeof run.playId === 'string' && typeof run.partIndex === 'number' ? run : null;
}

/** Forgets a run the server refused to continue (ended, continued elsewhere, expired). */
export function forgetRun(gameId: number, playId: string): void {
  const run = keptRun(gameId);
  if (run?.playId === playId) keepRun({ ...run, ended: true });
}

let runsCache: { raw: string | null; runs: Record<string, KeptRun> } | null = null;

/** The quiz's run that can go on ("Continue"), or null; updates when a part ends or a run is forgotten. */
export function useOpenRun(gameId: number): KeptRun | null {
  return useSyncExternalStore(
    scoresStore.subscribe,
    () => {
      let raw: string | null = null;
      try {
        raw = window.localStorage.getItem(RUNS_KEY);
      } catch {
        // No storage: no run kept.
      }
      if (!runsCache || runsCache.raw !== raw) runsCache = { raw, runs: readRuns() };
      const run = runsCache.runs[gameId];
      return run && !run.ended ? run : null;
    },
    () => null,
  );
}
