import 'i18next';
import type { defaultNS } from './lib/i18n';
import type {
  AdminCatalogue, AdminContentCatalogue, AppCatalogue, DeskCatalogue, DeskReviewCatalogue, DesignerGamesCatalogue, DesignerRefsCatalogue, GameCatalogue,
  HomeCatalogue, PremiumCatalogue, ScoresCatalogue, ShopCatalogue,
} from './locales/catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // Every namespace, although each loads on demand (see locales/catalogues.ts).
    resources: AppCatalogue & GameCatalogue & HomeCatalogue & ScoresCatalogue & PremiumCatalogue & ShopCatalogue & DeskCatalogue
      & DesignerGamesCatalogue & DesignerRefsCatalogue & DeskReviewCatalogue & AdminCatalogue & AdminContentCatalogue;
  }
}
