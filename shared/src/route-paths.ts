/**
 * Where each API call lives: its method and path, without any schema. The route table (routes.ts)
 * must agree with this list (its `route()` helper checks it at compile time), and the web client
 * builds its URLs from here, so the browser bundle does not carry zod and every response schema
 * only to learn a path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoutePath {
  method: HttpMethod;
  /** Under /api, with API Gateway's {param} syntax. */
  path: `/api/${string}`;
}

export const routePaths = {
  init: { method: 'GET', path: '/api/init' },
  catalogue: { method: 'GET', path: '/api/catalogue' },
  me: { method: 'GET', path: '/api/me' },
  ping: { method: 'GET', path: '/api/ping' },
  geo: { method: 'GET', path: '/api/geo' },

  postScores: { method: 'POST', path: '/api/post_scores' },
  listScores: { method: 'GET', path: '/api/scores' },
  persistCookie: { method: 'POST', path: '/api/persist_cookie' },
  pushSession: { method: 'POST', path: '/api/push_session' },
  checkPushedSession: { method: 'POST', path: '/api/check_pushed_session' },
  consumePushedSession: { method: 'POST', path: '/api/consume_pushed_session' },
  getScore: { method: 'GET', path: '/api/score/{game}/{score}' },
  postScore: { method: 'POST', path: '/api/score/{game}/{score}' },

  getGame: { method: 'GET', path: '/api/game/{id}' },
  playgroundGame: { method: 'GET', path: '/api/playground/{uuid}' },
  listPlaygroundGames: { method: 'GET', path: '/api/games/playground' },
  listGames: { method: 'GET', path: '/api/games' },
  listGamesByTheme: { method: 'GET', path: '/api/games/{theme}' },
  listGameResponses: { method: 'GET', path: '/api/game_responses' },
  startPlay: { method: 'POST', path: '/api/plays' },
  guess: { method: 'POST', path: '/api/plays/{playId}/guesses' },
  hint: { method: 'POST', path: '/api/plays/{playId}/hints' },
  reveal: { method: 'POST', path: '/api/plays/{playId}/reveals' },
  finishPlay: { method: 'POST', path: '/api/plays/{playId}/finish' },
  playLocale: { method: 'POST', path: '/api/plays/{playId}/locale' },
  solution: { method: 'GET', path: '/api/plays/{playId}/solution' },

  startPurchase: { method: 'POST', path: '/api/purchase/{type}' },
  startPurchaseWithRef: { method: 'POST', path: '/api/purchase/{type}/{ref}' },
  getPurchase: { method: 'GET', path: '/api/purchases/{purchase}' },
  listProducts: { method: 'GET', path: '/api/products' },
  getProduct: { method: 'GET', path: '/api/product/{id}' },
  listPremiumGames: { method: 'GET', path: '/api/premium/games' },

  listPages: { method: 'GET', path: '/api/pages/{type}' },
  listMenu: { method: 'GET', path: '/api/menu' },
  getChallenge: { method: 'GET', path: '/api/challenge/{game}/{friend}' },
  postChallenge: { method: 'POST', path: '/api/challenge/{game}/{friend}' },
  messengerBind: { method: 'POST', path: '/api/messenger/bind' },
  optin: { method: 'POST', path: '/api/optin/{optin}' },

  updateResponseQuestion: { method: 'PUT', path: '/api/desk/game_responses/{id}/question' },
  updateGameReference: { method: 'PUT', path: '/api/desk/game_references/{id}' },
  updateGameRefs: { method: 'PUT', path: '/api/desk/games/{id}/refs' },
  putQuestionReview: { method: 'PUT', path: '/api/desk/question_reviews/{id}' },
  deleteQuestionReview: { method: 'DELETE', path: '/api/desk/question_reviews/{id}' },
  listAcknowledgedReviews: { method: 'GET', path: '/api/desk/question_reviews/acknowledged' },
  getCaddy: { method: 'GET', path: '/api/desk/caddy' },
  postCaddy: { method: 'POST', path: '/api/desk/caddy' },
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
} as const satisfies Record<string, RoutePath>;

export type RoutePaths = typeof routePaths;
export type RoutePathName = keyof RoutePaths;

/**
 * Builds the path of a call (SPEC §8 route generation messages), e.g. pathFor('getGame', { id: 3 }).
 */
export function pathFor(name: string, params: Record<string, string | number> = {}): string {
  const def = (routePaths as Record<string, RoutePath>)[name];
  if (!def) throw new Error(`The route ${name} does not exist`);
  return def.path.replace(/\{(\w+)\}/g, (_, p: string) => {
    const value = params[p];
    if (value === undefined || value === '') throw new Error(`The route ${name} requires the parameter ${p}`);
    return encodeURIComponent(String(value));
  });
}
