import type { GameMode, MAX_ANSWER_LENGTH as SHARED_MAX_ANSWER_LENGTH } from '@quiz/shared';

/**
 * Shared rules the page needs as values. Their source modules (shared/src/schemas) also build zod
 * schemas, and importing a value from there would bring zod into the browser bundle; the types
 * below make any drift from the shared values a compile error instead.
 */

/** Longest typed answer the API reads. */
export const MAX_ANSWER_LENGTH: typeof SHARED_MAX_ANSWER_LENGTH = 200;

/** Modes allowed for fr and en; FREE is the default (SPEC §2). */
export const GAME_MODES = ['FREE', 'QUIZ'] as const satisfies readonly GameMode[];
