import type { GameMode } from '@quiz/shared';

/**
 * What the page remembers between visits: the how-to-play screens already seen (once per mode,
 * SPEC §2) and the preferred mode in localStorage (scores are the scores feature's: SPEC §9
 * `gameDatas`). Storage can be unavailable (private browsing,
 * blocked cookies): every read falls back to "nothing remembered".
 */

const TUTORIAL_KEY = 'quiz.tutorialSeen';
const MODE_KEY = 'quiz.mode';

function read<T>(storage: () => Storage, key: string, fallback: T): T {
  try {
    const raw = storage().getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the page works without memory.
  }
}

const local = () => window.localStorage;

/** The how-to screens, once each (SPEC §2): the two modes a player picks, and SCENE (the whole picture). */
export type TutorialMode = GameMode | 'SCENE';

export function tutorialSeen(mode: TutorialMode): boolean {
  return read<Partial<Record<TutorialMode, boolean>>>(local, TUTORIAL_KEY, {})[mode] === true;
}

export function markTutorialSeen(mode: TutorialMode): void {
  write(local, TUTORIAL_KEY, { ...read(local, TUTORIAL_KEY, {}), [mode]: true });
}

export function preferredMode(): GameMode {
  return read<unknown>(local, MODE_KEY, null) === 'QUIZ' ? 'QUIZ' : 'FREE';
}

export function rememberMode(mode: GameMode): void {
  write(local, MODE_KEY, mode);
}
