/**
 * Where each API call lives: its method and path, without any schema. The route table (routes.ts)
 * must agree with this list (its `route()` helper checks it at compile time), and the web client
 * builds its URLs from here, so the browser bundle does not carry zod and every response schema
 * only to learn a path.
 */

import type { BackOfficeRoutePaths } from './back-office-route-paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoutePath {
  method: HttpMethod;
  /** Under /api, with API Gateway's {param} syntax. */
  path: `/api/${string}`;
}

/**
 * The calls of the player's pages. The back-office's calls (access designer, tester or admin) are
 * listed apart (back-office-route-paths.ts), so that a player's page does not carry their paths.
 */
export const routePaths = {
  init: { method: 'GET', path: '/api/init' },
  catalogue: { method: 'GET', path: '/api/catalogue' },
  me: { method: 'GET', path: '/api/me' },
  setNickname: { method: 'PUT', path: '/api/me/nickname' },
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
  competitionBoard: { method: 'GET', path: '/api/competition/{id}/board' },

  getGame: { method: 'GET', path: '/api/game/{id}' },
  playgroundGame: { method: 'GET', path: '/api/playground/{uuid}' },
  listPlaygroundGames: { method: 'GET', path: '/api/games/playground' },
  listGames: { method: 'GET', path: '/api/games' },
  listGamesByTheme: { method: 'GET', path: '/api/games/{theme}' },
  startPlay: { method: 'POST', path: '/api/plays' },
  guess: { method: 'POST', path: '/api/plays/{playId}/guesses' },
  hint: { method: 'POST', path: '/api/plays/{playId}/hints' },
  reveal: { method: 'POST', path: '/api/plays/{playId}/reveals' },
  nextQuestion: { method: 'POST', path: '/api/plays/{playId}/question' },
  finishPlay: { method: 'POST', path: '/api/plays/{playId}/finish' },
  playLocale: { method: 'POST', path: '/api/plays/{playId}/locale' },
  solution: { method: 'GET', path: '/api/plays/{playId}/solution' },
  playRun: { method: 'GET', path: '/api/plays/{playId}/run' },

  startPurchase: { method: 'POST', path: '/api/purchase/{type}' },
  startPurchaseWithRef: { method: 'POST', path: '/api/purchase/{type}/{ref}' },
  getPurchase: { method: 'GET', path: '/api/purchases/{purchase}' },
  cancelPurchase: { method: 'POST', path: '/api/purchases/{purchase}/cancel' },
  listProducts: { method: 'GET', path: '/api/products' },
  getProduct: { method: 'GET', path: '/api/product/{id}' },
  listPremiumGames: { method: 'GET', path: '/api/premium/games' },

  listPages: { method: 'GET', path: '/api/pages/{type}' },
  listMenu: { method: 'GET', path: '/api/menu' },
  listPopups: { method: 'GET', path: '/api/popups' },
  getChallenge: { method: 'GET', path: '/api/challenges/{hash}' },
  postChallenge: { method: 'POST', path: '/api/challenge/{game}/{friend}' },
  answerChallenge: { method: 'POST', path: '/api/challenges/{hash}/answer' },
  listChallenges: { method: 'GET', path: '/api/challenges' },
  messengerBind: { method: 'POST', path: '/api/messenger/bind' },
  messengerUnbind: { method: 'DELETE', path: '/api/messenger/bind' },
  optin: { method: 'POST', path: '/api/optin/{optin}' },
  listOptins: { method: 'GET', path: '/api/optins' },
  qrQuiz: { method: 'GET', path: '/api/qr-quiz/{code}' },
} as const satisfies Record<string, RoutePath>;

/** Every call's method and path: the player's and the back-office's. */
export type RoutePaths = typeof routePaths & BackOfficeRoutePaths;
export type RoutePathName = keyof RoutePaths;

/**
 * Builds the path of a call (SPEC §8 route generation messages), e.g. pathFor('getGame', { id: 3 }),
 * from the player's list or the one given (the back-office's).
 */
export function pathFor(name: string, params: Record<string, string | number> = {}, paths: Readonly<Record<string, RoutePath>> = routePaths): string {
  const def = paths[name];
  if (!def) throw new Error(`The route ${name} does not exist`);
  return def.path.replace(/\{(\w+)\}/g, (_, p: string) => {
    const value = params[p];
    if (value === undefined || value === '') throw new Error(`The route ${name} requires the parameter ${p}`);
    return encodeURIComponent(String(value));
  });
}
