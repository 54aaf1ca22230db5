import type { RoutePath } from './route-paths';

/**
 * The back-office's calls (access designer, tester or admin; issue 22), apart from the player's
 * (route-paths.ts): only the back-office's pages carry this list. A shared test keeps the split
 * exact: a call is here if and only if the route table gives it a back-office role.
 */
export const backOfficeRoutePaths = {
  listGameResponses: { method: 'GET', path: '/api/game_responses' },
  updateResponseQuestion: { method: 'PUT', path: '/api/desk/game_responses/{id}/question' },
  updateGameReference: { method: 'PUT', path: '/api/desk/games/{id}/references/{refId}' },
  updateGameRefs: { method: 'PUT', path: '/api/desk/games/{id}/refs' },
  putQuestionReview: { method: 'PUT', path: '/api/desk/question_reviews/{id}' },
  deleteQuestionReview: { method: 'DELETE', path: '/api/desk/question_reviews/{id}' },
  listAcknowledgedReviews: { method: 'GET', path: '/api/desk/question_reviews/acknowledged' },
  getCaddy: { method: 'GET', path: '/api/desk/caddy' },
  postCaddy: { method: 'POST', path: '/api/desk/caddy' },
  listDeskGames: { method: 'GET', path: '/api/desk/games' },
  createDeskGame: { method: 'POST', path: '/api/desk/games' },
  getDeskGame: { method: 'GET', path: '/api/desk/games/{id}' },
  updateDeskGame: { method: 'PUT', path: '/api/desk/games/{id}' },
  startPictureUpload: { method: 'POST', path: '/api/desk/games/{id}/picture/upload' },
  finalizePicture: { method: 'POST', path: '/api/desk/games/{id}/picture' },
  createGameResponse: { method: 'POST', path: '/api/desk/game_responses' },
  getGameRefs: { method: 'GET', path: '/api/desk/games/{id}/refs' },
  createGameReference: { method: 'POST', path: '/api/desk/games/{id}/references' },
  deleteGameReference: { method: 'DELETE', path: '/api/desk/games/{id}/references/{refId}' },
  acknowledgeQuestionReview: { method: 'POST', path: '/api/desk/question_reviews/{id}/acknowledge' },
  listTesterGameReviews: { method: 'GET', path: '/api/desk/tester/games/{id}/reviews' },
  listDesignerGameReviews: { method: 'GET', path: '/api/desk/designer/games/{id}/reviews' },
  listGameMisses: { method: 'GET', path: '/api/desk/games/{id}/misses' },
  promoteMiss: { method: 'POST', path: '/api/desk/games/{id}/misses/promote' },
  dismissMiss: { method: 'POST', path: '/api/desk/games/{id}/misses/dismiss' },
  listCompositions: { method: 'GET', path: '/api/desk/compositions' },
  putComposition: { method: 'PUT', path: '/api/desk/compositions/{id}' },
  adminSearchUsers: { method: 'GET', path: '/api/admin/users' },
  adminGetUser: { method: 'GET', path: '/api/admin/users/{sub}' },
  adminSetUserRoles: { method: 'PUT', path: '/api/admin/users/{sub}/roles' },
  adminChangeUserPremium: { method: 'POST', path: '/api/admin/users/{sub}/premium' },
  adminListUserPurchases: { method: 'GET', path: '/api/admin/users/{sub}/purchases' },
  adminUserAudit: { method: 'GET', path: '/api/admin/users/{sub}/audit' },
  adminListPurchases: { method: 'GET', path: '/api/admin/purchases' },
  adminGameAudit: { method: 'GET', path: '/api/admin/games/{id}/audit' },
  publishSite: { method: 'POST', path: '/api/desk/publish' },
  listPublishes: { method: 'GET', path: '/api/desk/publishes' },
  getPublish: { method: 'GET', path: '/api/desk/publishes/{id}' },
  listAdminPages: { method: 'GET', path: '/api/admin/pages' },
  getAdminPage: { method: 'GET', path: '/api/admin/pages/{id}' },
  createPage: { method: 'POST', path: '/api/admin/pages' },
  updatePage: { method: 'PUT', path: '/api/admin/pages/{id}' },
  listAdminMenu: { method: 'GET', path: '/api/admin/menu' },
  createMenuItem: { method: 'POST', path: '/api/admin/menu' },
  updateMenuItem: { method: 'PUT', path: '/api/admin/menu/{locale}/{id}' },
  deleteMenuItem: { method: 'DELETE', path: '/api/admin/menu/{locale}/{id}' },
  startPageImageUpload: { method: 'POST', path: '/api/admin/page_images/upload' },
  finalizePageImage: { method: 'POST', path: '/api/admin/page_images' },
} as const satisfies Record<string, RoutePath>;

export type BackOfficeRoutePaths = typeof backOfficeRoutePaths;
