import { addCatalogues } from '../../lib/i18n';
import { gameCatalogues } from '../../locales/game';

// The game's texts arrive with the game's chunk; registered before any of its components renders.
addCatalogues('game', gameCatalogues);
