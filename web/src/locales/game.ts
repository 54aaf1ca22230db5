import type { Locale } from '@quiz/shared';
import en from './en/game.json';
import fr from './fr/game.json';

/**
 * The game's texts, loaded with the game's own chunk rather than with every page (the home page
 * does not need them). Keys are typed from the English file like the other namespaces.
 */
export const gameCatalogues = { en, fr } satisfies Record<Locale, typeof en>;
