import { createHash } from 'node:crypto';
import { GAME_DURATION_SECONDS, type GamePayload, type Locale, type Response, type SeedReference } from '@quiz/shared';
import type { GameContent } from '../data/games/content';
import { localizedGame } from './games';

/** The title a player sees for a work: its first title in their language. */
export function displayTitle(response: Response, locale: Locale): string {
  return response.titles[locale][0] ?? response.titles.en[0] ?? response.id;
}

/**
 * The four QUIZ options of a reference: the right title among three wrong ones, in an order that
 * looks random but is stable for a reference (a reload shows the same order).
 */
export function quizChoices(ref: SeedReference, response: Response, gameId: number, locale: Locale): string[] {
  const options = [displayTitle(response, locale), ...ref.choices[locale]];
  const rank = (option: string) => createHash('sha256').update(`${gameId}:${ref.id}:${option}`).digest().readUInt32BE(0);
  return options.sort((a, b) => rank(a) - rank(b));
}

/**
 * What a player's page receives of a game: the illustration and the kind of each reference, never
 * a title, a zone nor a QUIZ option (zones and the question asked come with the play state, once
 * earned or asked: see playState).
 */
export function gamePayload(content: GameContent, locale: Locale): GamePayload {
  const { game } = content;
  return {
    ...localizedGame(game, locale),
    image: game.image,
    durationSeconds: GAME_DURATION_SECONDS,
    references: content.references.map((ref) => ({ id: ref.id, type: ref.type })),
  };
}
