import 'i18next';
import type { defaultNS } from './lib/i18n';
import type { AppCatalogue, GameCatalogue, HomeCatalogue, PremiumCatalogue, ScoresCatalogue, ShopCatalogue, CompetitionCatalogue } from './locales/catalogues';
import type {
  AdminCatalogue, AdminCompetitionsCatalogue, AdminContentCatalogue, AdminPopupsCatalogue, AdminProductsCatalogue, DeskCatalogue, DeskReviewCatalogue, DesignerGamesCatalogue, DesignerRefsCatalogue,
} from './locales/back-office-catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // Every namespace, although each loads on demand (see locales/catalogues.ts).
    resources: AppCatalogue & GameCatalogue & HomeCatalogue & ScoresCatalogue & PremiumCatalogue & ShopCatalogue & CompetitionCatalogue & DeskCatalogue
      & DesignerGamesCatalogue & DesignerRefsCatalogue & DeskReviewCatalogue & AdminCatalogue & AdminContentCatalogue
      & AdminProductsCatalogue & AdminPopupsCatalogue & AdminCompetitionsCatalogue;
  }
}
