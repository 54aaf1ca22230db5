/**
 * Where each API call lives: its method and path, written here once, without any schema. Each call's
 * definition (routes.ts) takes its entry (`route(paths.initPath, { name: 'init', … })`, checked at compile
 * time), and the web client builds its URLs from the list, so the browser bundle does not carry zod and
 * every response schema only to learn a path.
 */

import type { BackOfficeRoutePaths } from './back-office-route-paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoutePath {
  method: HttpMethod;
  /** Under /api, with API Gateway's {param} syntax. */
  path: `/api/${string}`;
}

export const initPath = { method: 'GET', path: '/api/init' } as const;
export const cataloguePath = { method: 'GET', path: '/api/catalogue' } as const;
export const mePath = { method: 'GET', path: '/api/me' } as const;
export const setNicknamePath = { method: 'PUT', path: '/api/me/nickname' } as const;
export const pingPath = { method: 'GET', path: '/api/ping' } as const;
export const geoPath = { method: 'GET', path: '/api/geo' } as const;

export const postScoresPath = { method: 'POST', path: '/api/post_scores' } as const;
export const listScoresPath = { method: 'GET', path: '/api/scores' } as const;
export const persistCookiePath = { method: 'POST', path: '/api/persist_cookie' } as const;
export const pushSessionPath = { method: 'POST', path: '/api/push_session' } as const;
export const checkPushedSessionPath = { method: 'POST', path: '/api/check_pushed_session' } as const;
export const consumePushedSessionPath = { method: 'POST', path: '/api/consume_pushed_session' } as const;
export const getScorePath = { method: 'GET', path: '/api/score/{game}/{score}' } as const;
export const postScorePath = { method: 'POST', path: '/api/score/{game}/{score}' } as const;
export const competitionBoardPath = { method: 'GET', path: '/api/competition/{id}/board' } as const;

export const getGamePath = { method: 'GET', path: '/api/game/{id}' } as const;
export const playgroundGamePath = { method: 'GET', path: '/api/playground/{uuid}' } as const;
export const listPlaygroundGamesPath = { method: 'GET', path: '/api/games/playground' } as const;
export const listGamesPath = { method: 'GET', path: '/api/games' } as const;
export const listGamesByThemePath = { method: 'GET', path: '/api/games/{theme}' } as const;
export const startPlayPath = { method: 'POST', path: '/api/plays' } as const;
export const guessPath = { method: 'POST', path: '/api/plays/{playId}/guesses' } as const;
export const hintPath = { method: 'POST', path: '/api/plays/{playId}/hints' } as const;
export const revealPath = { method: 'POST', path: '/api/plays/{playId}/reveals' } as const;
export const nextQuestionPath = { method: 'POST', path: '/api/plays/{playId}/question' } as const;
export const finishPlayPath = { method: 'POST', path: '/api/plays/{playId}/finish' } as const;
export const playLocalePath = { method: 'POST', path: '/api/plays/{playId}/locale' } as const;
export const solutionPath = { method: 'GET', path: '/api/plays/{playId}/solution' } as const;
export const playRunPath = { method: 'GET', path: '/api/plays/{playId}/run' } as const;

export const startPurchasePath = { method: 'POST', path: '/api/purchase/{type}' } as const;
export const startPurchaseWithRefPath = { method: 'POST', path: '/api/purchase/{type}/{ref}' } as const;
export const getPurchasePath = { method: 'GET', path: '/api/purchases/{purchase}' } as const;
export const cancelPurchasePath = { method: 'POST', path: '/api/purchases/{purchase}/cancel' } as const;
export const listProductsPath = { method: 'GET', path: '/api/products' } as const;
export const getProductPath = { method: 'GET', path: '/api/product/{id}' } as const;
export const listPremiumGamesPath = { method: 'GET', path: '/api/premium/games' } as const;

export const listPagesPath = { method: 'GET', path: '/api/pages/{type}' } as const;
export const listMenuPath = { method: 'GET', path: '/api/menu' } as const;
export const listPopupsPath = { method: 'GET', path: '/api/popups' } as const;
export const getChallengePath = { method: 'GET', path: '/api/challenges/{hash}' } as const;
export const postChallengePath = { method: 'POST', path: '/api/challenge/{game}/{friend}' } as const;
export const answerChallengePath = { method: 'POST', path: '/api/challenges/{hash}/answer' } as const;
export const listChallengesPath = { method: 'GET', path: '/api/challenges' } as const;
export const messengerBindPath = { method: 'POST', path: '/api/messenger/bind' } as const;
export const messengerUnbindPath = { method: 'DELETE', path: '/api/messenger/bind' } as const;
export const optinPath = { method: 'POST', path: '/api/optin/{optin}' } as const;
export const listOptinsPath = { method: 'GET', path: '/api/optins' } as const;
export const qrQuizPath = { method: 'GET', path: '/api/qr-quiz/{code}' } as const;

/**
 * The calls of the player's pages. The back-office's calls (access designer, tester or admin) are
 * listed apart (back-office-route-paths.ts), so that a player's page does not carry their paths.
 */
export const routePaths = {
  init: initPath, catalogue: cataloguePath, me: mePath, setNickname: setNicknamePath, ping: pingPath, geo: geoPath,
  postScores: postScoresPath, listScores: listScoresPath, persistCookie: persistCookiePath,
  pushSession: pushSessionPath, checkPushedSession: checkPushedSessionPath,
  consumePushedSession: consumePushedSessionPath, getScore: getScorePath, postScore: postScorePath,
  competitionBoard: competitionBoardPath, getGame: getGamePath, playgroundGame: playgroundGamePath,
  listPlaygroundGames: listPlaygroundGamesPath, listGames: listGamesPath, listGamesByTheme: listGamesByThemePath,
  startPlay: startPlayPath, guess: guessPath, hint: hintPath, reveal: revealPath, nextQuestion: nextQuestionPath,
  finishPlay: finishPlayPath, playLocale: playLocalePath, solution: solutionPath, playRun: playRunPath,
  startPurchase: startPurchasePath, startPurchaseWithRef: startPurchaseWithRefPath, getPurchase: getPurchasePath,
  cancelPurchase: cancelPurchasePath, listProducts: listProductsPath, getProduct: getProductPath,
  listPremiumGames: listPremiumGamesPath, listPages: listPagesPath, listMenu: listMenuPath,
  listPopups: listPopupsPath, getChallenge: getChallengePath, postChallenge: postChallengePath,
  answerChallenge: answerChallengePath, listChallenges: listChallengesPath, messengerBind: messengerBindPath,
  messengerUnbind: messengerUnbindPath, optin: optinPath, listOptins: listOptinsPath, qrQuiz: qrQuizPath,
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
