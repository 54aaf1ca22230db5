import type { Locale } from '@quiz/shared';
import type enAdmin from './en/admin.json';
import type enAdminContent from './en/admin-content.json';
import type enAdminProducts from './en/admin-products.json';
import type enAdminCompetitions from './en/admin-competitions.json';
import type enAdminPopups from './en/admin-popups.json';
import type enDesignerGames from './en/designer-games.json';
import type enDesignerRefs from './en/designer-refs.json';
import type enDesk from './en/desk.json';
import type enDeskErrors from './en/desk-errors.json';
import type enDeskReview from './en/desk-review.json';

/** The back-office's namespaces. The English files are the source of the key types. */
/**
 * The desk's texts come with every back-office page (the desk's route holds them), and with them the
 * texts of the error codes only back-office calls answer: merged into the player's `errors` namespace
 * when they load (i18n adds a namespace's keys to those already there).
 */
export interface DeskCatalogue {
  desk: typeof enDesk;
  errors: typeof enDeskErrors;
}
export interface DesignerGamesCatalogue {
  designerGames: typeof enDesignerGames;
}
export interface DesignerRefsCatalogue {
  designerRefs: typeof enDesignerRefs;
}
export interface DeskReviewCatalogue {
  'desk-review': typeof enDeskReview;
}
export interface AdminCatalogue {
  admin: typeof enAdmin;
}
export interface AdminContentCatalogue {
  adminContent: typeof enAdminContent;
}
export interface AdminProductsCatalogue {
  adminProducts: typeof enAdminProducts;
}
export interface AdminPopupsCatalogue {
  adminPopups: typeof enAdminPopups;
}
export interface AdminCompetitionsCatalogue {
  adminCompetitions: typeof enAdminCompetitions;
}

/**
 * The back-office's texts, apart from the player's (catalogues.ts): the back-office's module hands
 * them to i18n when it loads (`registerCatalogueLoaders`), so that a player's page does not carry
 * even their loaders.
 */
export const backOfficeCatalogueLoaders: {
  desk: Record<Locale, () => Promise<DeskCatalogue>>;
  designerGames: Record<Locale, () => Promise<DesignerGamesCatalogue>>;
  designerRefs: Record<Locale, () => Promise<DesignerRefsCatalogue>>;
  'desk-review': Record<Locale, () => Promise<DeskReviewCatalogue>>;
  admin: Record<Locale, () => Promise<AdminCatalogue>>;
  adminContent: Record<Locale, () => Promise<AdminContentCatalogue>>;
  adminProducts: Record<Locale, () => Promise<AdminProductsCatalogue>>;
  adminPopups: Record<Locale, () => Promise<AdminPopupsCatalogue>>;
  adminCompetitions: Record<Locale, () => Promise<AdminCompetitionsCatalogue>>;
} = {
  desk: {
    en: () => Promise.all([import('./en/desk.json'), import('./en/desk-errors.json')]).then(([m, e]) => ({ desk: m.default, errors: e.default })),
    fr: () => Promise.all([import('./fr/desk.json'), import('./fr/desk-errors.json')]).then(([m, e]) => ({ desk: m.default, errors: e.default })),
  },
  designerGames: {
    en: () => import('./en/designer-games.json').then((m) => ({ designerGames: m.default })),
    fr: () => import('./fr/designer-games.json').then((m) => ({ designerGames: m.default })),
  },
  designerRefs: {
    en: () => import('./en/designer-refs.json').then((m) => ({ designerRefs: m.default })),
    fr: () => import('./fr/designer-refs.json').then((m) => ({ designerRefs: m.default })),
  },
  'desk-review': {
    en: () => import('./en/desk-review.json').then((m) => ({ 'desk-review': m.default })),
    fr: () => import('./fr/desk-review.json').then((m) => ({ 'desk-review': m.default })),
  },
  admin: {
    en: () => import('./en/admin.json').then((m) => ({ admin: m.default })),
    fr: () => import('./fr/admin.json').then((m) => ({ admin: m.default })),
  },
  adminContent: {
    en: () => import('./en/admin-content.json').then((m) => ({ adminContent: m.default })),
    fr: () => import('./fr/admin-content.json').then((m) => ({ adminContent: m.default })),
  },
  adminProducts: {
    en: () => import('./en/admin-products.json').then((m) => ({ adminProducts: m.default })),
    fr: () => import('./fr/admin-products.json').then((m) => ({ adminProducts: m.default })),
  },
  adminPopups: {
    en: () => import('./en/admin-popups.json').then((m) => ({ adminPopups: m.default })),
    fr: () => import('./fr/admin-popups.json').then((m) => ({ adminPopups: m.default })),
  },
  adminCompetitions: {
    en: () => import('./en/admin-competitions.json').then((m) => ({ adminCompetitions: m.default })),
    fr: () => import('./fr/admin-competitions.json').then((m) => ({ adminCompetitions: m.default })),
  },
};
