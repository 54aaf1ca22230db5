import 'i18next';
import type { defaultNS, resources } from './lib/i18n';
import type { gameCatalogues } from './locales/game';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // The game namespace is added when its chunk loads (see locales/game.ts).
    resources: (typeof resources)['en'] & { game: (typeof gameCatalogues)['en'] };
  }
}
