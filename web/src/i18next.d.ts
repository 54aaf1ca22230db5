import 'i18next';
import type { defaultNS } from './lib/i18n';
import type { AppCatalogue, ChallengesCatalogue, CompetitionCatalogue, GameCatalogue, HomeCatalogue, OptinsCatalogue, PremiumCatalogue, ScoresCatalogue, ShopCatalogue } from './locales/catalogues';
import type {
  AdminCatalogue, AdminCompetitionsCatalogue, AdminContentCatalogue, AdminPopupsCatalogue, AdminProductsCatalogue, DeskCatalogue, DeskReviewCatalogue, DesignerGamesCatalogue, DesignerRefsCatalogue,
} from './locales/back-office-catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // Every namespace, although each loads on demand (see locales/catalogues.ts).
    resources: AppCatalogue & ChallengesCatalogue & GameCatalogue & HomeCatalogue & ScoresCatalogue & PremiumCatalogue & ShopCatalogue & OptinsCatalogue & CompetitionCatalogue & DeskCatalogue
      & DesignerGamesCatalogue & DesignerRefsCatalogue & DeskReviewCatalogue & AdminCatalogue & AdminContentCatalogue
      & AdminProductsCatalogue & AdminPopupsCatalogue & AdminCompetitionsCatalogue;
  }
}
