import type { RoutePath } from './route-paths';

export const listGameResponsesPath = { method: 'GET', path: '/api/game_responses' } as const;
export const updateResponseQuestionPath = { method: 'PUT', path: '/api/desk/game_responses/{id}/question' } as const;
export const updateGameReferencePath = { method: 'PUT', path: '/api/desk/games/{id}/references/{refId}' } as const;
export const updateGameRefsPath = { method: 'PUT', path: '/api/desk/games/{id}/refs' } as const;
export const putQuestionReviewPath = { method: 'PUT', path: '/api/desk/question_reviews/{id}' } as const;
export const deleteQuestionReviewPath = { method: 'DELETE', path: '/api/desk/question_reviews/{id}' } as const;
export const listAcknowledgedReviewsPath = { method: 'GET', path: '/api/desk/question_reviews/acknowledged' } as const;
export const getCaddyPath = { method: 'GET', path: '/api/desk/caddy' } as const;
export const postCaddyPath = { method: 'POST', path: '/api/desk/caddy' } as const;
export const listDeskGamesPath = { method: 'GET', path: '/api/desk/games' } as const;
export const createDeskGamePath = { method: 'POST', path: '/api/desk/games' } as const;
export const getDeskGamePath = { method: 'GET', path: '/api/desk/games/{id}' } as const;
export const updateDeskGamePath = { method: 'PUT', path: '/api/desk/games/{id}' } as const;
export const startPictureUploadPath = { method: 'POST', path: '/api/desk/games/{id}/picture/upload' } as const;
export const finalizePicturePath = { method: 'POST', path: '/api/desk/games/{id}/picture' } as const;
export const createGameResponsePath = { method: 'POST', path: '/api/desk/game_responses' } as const;
export const getGameRefsPath = { method: 'GET', path: '/api/desk/games/{id}/refs' } as const;
export const createGameReferencePath = { method: 'POST', path: '/api/desk/games/{id}/references' } as const;
export const deleteGameReferencePath = { method: 'DELETE', path: '/api/desk/games/{id}/references/{refId}' } as const;
export const acknowledgeQuestionReviewPath = { method: 'POST', path: '/api/desk/question_reviews/{id}/acknowledge' } as const;
export const listTesterGameReviewsPath = { method: 'GET', path: '/api/desk/tester/games/{id}/reviews' } as const;
export const listDesignerGameReviewsPath = { method: 'GET', path: '/api/desk/designer/games/{id}/reviews' } as const;
export const listGameMissesPath = { method: 'GET', path: '/api/desk/games/{id}/misses' } as const;
export const promoteMissPath = { method: 'POST', path: '/api/desk/games/{id}/misses/promote' } as const;
export const dismissMissPath = { method: 'POST', path: '/api/desk/games/{id}/misses/dismiss' } as const;
export const listCompositionsPath = { method: 'GET', path: '/api/desk/compositions' } as const;
export const putCompositionPath = { method: 'PUT', path: '/api/desk/compositions/{id}' } as const;
export const adminSearchUsersPath = { method: 'GET', path: '/api/admin/users' } as const;
export const adminGetUserPath = { method: 'GET', path: '/api/admin/users/{sub}' } as const;
export const adminSetUserRolesPath = { method: 'PUT', path: '/api/admin/users/{sub}/roles' } as const;
export const adminChangeUserPremiumPath = { method: 'POST', path: '/api/admin/users/{sub}/premium' } as const;
export const adminListUserPurchasesPath = { method: 'GET', path: '/api/admin/users/{sub}/purchases' } as const;
export const adminUserAuditPath = { method: 'GET', path: '/api/admin/users/{sub}/audit' } as const;
export const adminListPurchasesPath = { method: 'GET', path: '/api/admin/purchases' } as const;
export const adminGameAuditPath = { method: 'GET', path: '/api/admin/games/{id}/audit' } as const;
export const adminAuditLogPath = { method: 'GET', path: '/api/admin/audit' } as const;
export const publishSitePath = { method: 'POST', path: '/api/desk/publish' } as const;
export const listPublishesPath = { method: 'GET', path: '/api/desk/publishes' } as const;
export const getPublishPath = { method: 'GET', path: '/api/desk/publishes/{id}' } as const;
export const listAdminPagesPath = { method: 'GET', path: '/api/admin/pages' } as const;
export const getAdminPagePath = { method: 'GET', path: '/api/admin/pages/{id}' } as const;
export const createPagePath = { method: 'POST', path: '/api/admin/pages' } as const;
export const updatePagePath = { method: 'PUT', path: '/api/admin/pages/{id}' } as const;
export const listAdminMenuPath = { method: 'GET', path: '/api/admin/menu' } as const;
export const createMenuItemPath = { method: 'POST', path: '/api/admin/menu' } as const;
export const updateMenuItemPath = { method: 'PUT', path: '/api/admin/menu/{locale}/{id}' } as const;
export const listAdminProductsPath = { method: 'GET', path: '/api/admin/products' } as const;
export const getAdminProductPath = { method: 'GET', path: '/api/admin/products/{id}' } as const;
export const createProductPath = { method: 'POST', path: '/api/admin/products' } as const;
export const updateProductPath = { method: 'PUT', path: '/api/admin/products/{id}' } as const;
export const startProductImageUploadPath = { method: 'POST', path: '/api/admin/products/{id}/images/upload' } as const;
export const finalizeProductImagePath = { method: 'POST', path: '/api/admin/products/{id}/images/{kind}' } as const;
export const listAdminPopupsPath = { method: 'GET', path: '/api/admin/popups' } as const;
export const createAdminPopupPath = { method: 'POST', path: '/api/admin/popups' } as const;
export const updateAdminPopupPath = { method: 'PUT', path: '/api/admin/popups/{id}' } as const;
export const deleteAdminPopupPath = { method: 'DELETE', path: '/api/admin/popups/{id}' } as const;
export const updatePopupTriggerPath = { method: 'PUT', path: '/api/admin/popup_triggers/{event}' } as const;
export const listCompetitionsPath = { method: 'GET', path: '/api/admin/competitions' } as const;
export const createCompetitionPath = { method: 'POST', path: '/api/admin/competitions' } as const;
export const getCompetitionPath = { method: 'GET', path: '/api/admin/competitions/{id}' } as const;
export const updateCompetitionPath = { method: 'PUT', path: '/api/admin/competitions/{id}' } as const;
export const getCompetitionBoardPath = { method: 'GET', path: '/api/admin/competitions/{id}/board' } as const;
export const removeCompetitionPlayerPath = { method: 'POST', path: '/api/admin/competitions/{id}/removals' } as const;
export const deleteMenuItemPath = { method: 'DELETE', path: '/api/admin/menu/{locale}/{id}' } as const;
export const startPageImageUploadPath = { method: 'POST', path: '/api/admin/page_images/upload' } as const;
export const finalizePageImagePath = { method: 'POST', path: '/api/admin/page_images' } as const;

/**
 * The back-office's calls (access designer, tester or admin; docs/back-office.md), apart from the player's
 * (route-paths.ts): only the back-office's pages carry this list. A shared test keeps the split
 * exact: a call is here if and only if the route table gives it a back-office role.
 */
export const backOfficeRoutePaths = {
  listGameResponses: listGameResponsesPath, updateResponseQuestion: updateResponseQuestionPath,
  updateGameReference: updateGameReferencePath, updateGameRefs: updateGameRefsPath,
  putQuestionReview: putQuestionReviewPath, deleteQuestionReview: deleteQuestionReviewPath,
  listAcknowledgedReviews: listAcknowledgedReviewsPath, getCaddy: getCaddyPath, postCaddy: postCaddyPath,
  listDeskGames: listDeskGamesPath, createDeskGame: createDeskGamePath, getDeskGame: getDeskGamePath,
  updateDeskGame: updateDeskGamePath, startPictureUpload: startPictureUploadPath,
  finalizePicture: finalizePicturePath, createGameResponse: createGameResponsePath, getGameRefs: getGameRefsPath,
  createGameReference: createGameReferencePath, deleteGameReference: deleteGameReferencePath,
  acknowledgeQuestionReview: acknowledgeQuestionReviewPath, listTesterGameReviews: listTesterGameReviewsPath,
  listDesignerGameReviews: listDesignerGameReviewsPath, listGameMisses: listGameMissesPath,
  promoteMiss: promoteMissPath, dismissMiss: dismissMissPath, listCompositions: listCompositionsPath,
  putComposition: putCompositionPath, adminSearchUsers: adminSearchUsersPath, adminGetUser: adminGetUserPath,
  adminSetUserRoles: adminSetUserRolesPath, adminChangeUserPremium: adminChangeUserPremiumPath,
  adminListUserPurchases: adminListUserPurchasesPath, adminUserAudit: adminUserAuditPath,
  adminListPurchases: adminListPurchasesPath, adminGameAudit: adminGameAuditPath, adminAuditLog: adminAuditLogPath,
  publishSite: publishSitePath, listPublishes: listPublishesPath, getPublish: getPublishPath,
  listAdminPages: listAdminPagesPath, getAdminPage: getAdminPagePath, createPage: createPagePath,
  updatePage: updatePagePath, listAdminMenu: listAdminMenuPath, createMenuItem: createMenuItemPath,
  updateMenuItem: updateMenuItemPath, listAdminProducts: listAdminProductsPath, getAdminProduct: getAdminProductPath,
  createProduct: createProductPath, updateProduct: updateProductPath,
  startProductImageUpload: startProductImageUploadPath, finalizeProductImage: finalizeProductImagePath,
  listAdminPopups: listAdminPopupsPath, createAdminPopup: createAdminPopupPath,
  updateAdminPopup: updateAdminPopupPath, deleteAdminPopup: deleteAdminPopupPath,
  updatePopupTrigger: updatePopupTriggerPath, listCompetitions: listCompetitionsPath,
  createCompetition: createCompetitionPath, getCompetition: getCompetitionPath,
  updateCompetition: updateCompetitionPath, getCompetitionBoard: getCompetitionBoardPath,
  removeCompetitionPlayer: removeCompetitionPlayerPath, deleteMenuItem: deleteMenuItemPath,
  startPageImageUpload: startPageImageUploadPath, finalizePageImage: finalizePageImagePath,
} as const satisfies Record<string, RoutePath>;

export type BackOfficeRoutePaths = typeof backOfficeRoutePaths;
