import * as z from 'zod/mini';
import { flagSchema, localeQuerySchema, numericIdSchema, uuidSchema } from './schemas/common';
import { meSchema, nicknameBodySchema, nicknameResponseSchema } from './schemas/me';
import { catalogueSchema, gameListSchema, initResponseSchema } from './schemas/games';
import { gameThemes } from './labels';
import { CURRENCIES } from './constants';
import { gamePayloadSchema, guessBodySchema, guessResponseSchema, hintResponseSchema, playParamsSchema, playResponseSchema, referenceActionBodySchema, nextQuestionBodySchema, revealResponseSchema, solutionResponseSchema, finishPlayBodySchema, playLocaleBodySchema, playRunResponseSchema, startPlayBodySchema, startPlayResponseSchema } from './schemas/plays';
import { scoreServerSchema, scoresPageSchema, scoresQuerySchema, scoresReceiptSchema } from './schemas/scores';
import { premiumGamesResponseSchema } from './schemas/premium';
import { productSchema } from './schemas/products';
import { popupCatalogueSchema } from './popups/schema';
import { menuResponseSchema, pagesResponseSchema, pageTypeSchema } from './schemas/pages';
import { productsResponseSchema, purchaseRefSchema, purchaseResponseSchema, purchaseTypeSchema, startPurchaseBodySchema, startPurchaseResponseSchema } from './schemas/purchases';
import { checkPushedSessionResponseSchema, consumePushedSessionResponseSchema, pushedSessionHashBodySchema, pushSessionBodySchema, pushSessionResponseSchema } from './schemas/push-session';
import { getShareParamsSchema, postShareBodySchema, postShareParamsSchema, shareSchema } from './schemas/shares';
import { answerChallengeBodySchema, challengeHashSchema, challengeListSchema, challengePromiseSchema, challengeViewSchema, createChallengeBodySchema } from './schemas/challenges';
import { playgroundGameResponseSchema, playgroundGamesResponseSchema } from './schemas/desk-review';
import { consentSchema, messengerBindBodySchema, messengerResponseSchema, optinBodySchema, optinParamsSchema, optinsResponseSchema, qrQuizAnswerSchema, qrQuizParamsSchema } from './schemas/optins';
import { competitionBoardQuerySchema, competitionBoardResponseSchema, competitionParamsSchema } from './schemas/competitions';

/**
 * The route table: every API call, once. The CDK API stack builds one route and one Lambda function
 * per entry, the local server mounts the same handlers from it, and the web client's typed calls
 * come from it. The handler of entry `name` is functions/src/handlers/<name>.ts.
 *
 * Each call is a named export that its handler imports alone (`guessRoute`), and every call in a
 * definition is marked pure: esbuild then drops the definitions a function does not use, so that a
 * function's bundle carries its own route, not the whole table (which grows with every call; it
 * weighed 11 KB in every function, against issue 21's 150 KB budget). The back-office's calls are
 * in back-office-routes.ts.
 */

import { route, shortId, type RouteDef } from './route-def';
import { backOfficeRoutes } from './back-office-routes';

export * from './route-def';
export * from './back-office-routes';

const geoResponseSchema = /* @__PURE__ */ z.object({ currency: /* @__PURE__ */ z.enum(CURRENCIES) });

// The calls of the player's pages (the back-office's are in back-office-routes.ts).
// --- start-up and identity (SPEC §7)
export const initRoute = /* @__PURE__ */ route({
  name: 'init', method: 'GET', path: '/api/init', access: 'optional',
  summary: 'The current visitor and a signed-in player\'s record of each quiz played (best score, stats)',
  query: localeQuerySchema, response: initResponseSchema,
});
// Public and the same for everyone: CloudFront caches it (CATALOGUE_CACHE_CONTROL).
export const catalogueRoute = /* @__PURE__ */ route({
  name: 'catalogue', method: 'GET', path: '/api/catalogue', access: 'public',
  summary: 'Live games in one language and the site stats (cacheable, nothing personal)',
  query: localeQuerySchema, response: catalogueSchema,
});
export const meRoute = /* @__PURE__ */ route({
  name: 'me', method: 'GET', path: '/api/me', access: 'optional',
  summary: 'The current visitor', response: meSchema,
});
// Issue 23: the public nickname shown on competition leaderboards (docs/adr/0034-competitions-and-leaderboards.md).
export const setNicknameRoute = /* @__PURE__ */ route({
  name: 'setNickname', method: 'PUT', path: '/api/me/nickname', access: 'user',
  summary: 'Set (or clear, with null) the caller\'s public nickname; their entries on the published competitions\' boards show it at once',
  body: nicknameBodySchema, response: nicknameResponseSchema,
});
export const pingRoute = /* @__PURE__ */ route({
  name: 'ping', method: 'GET', path: '/api/ping', access: 'optional',
  summary: 'Keep-alive that returns the current visitor', response: meSchema,
});
export const geoRoute = /* @__PURE__ */ route({
  name: 'geo', method: 'GET', path: '/api/geo', access: 'public',
  summary: 'Currency for the visitor\'s country',
  query: /* @__PURE__ */ z.object({ refresh: flagSchema }), response: geoResponseSchema,
});

// --- scores (issue: scores)
export const postScoresRoute = /* @__PURE__ */ route({
  name: 'postScores', method: 'POST', path: '/api/post_scores', access: 'optional',
  summary: 'Post unsynced scores; with init=1 answers like init',
  query: /* @__PURE__ */ z.extend(localeQuerySchema, { init: flagSchema, deanonymize: flagSchema, legacy: flagSchema }),
  body: /* @__PURE__ */ z.array(scoreServerSchema).check(/* @__PURE__ */ z.maxLength(500)),
  response: /* @__PURE__ */ z.extend(initResponseSchema, { received: scoresReceiptSchema }),
});
export const listScoresRoute = /* @__PURE__ */ route({
  name: 'listScores', method: 'GET', path: '/api/scores', access: 'user',
  summary: 'The caller\'s own scores, every play, a page at a time',
  query: scoresQuerySchema, response: scoresPageSchema,
});
export const persistCookieRoute = /* @__PURE__ */ route({
  name: 'persistCookie', method: 'POST', path: '/api/persist_cookie', access: 'optional',
  summary: 'Store the game-data cookie', body: /* @__PURE__ */ z.object({ cookie: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4096)) }),
  response: /* @__PURE__ */ z.object({ persisted: /* @__PURE__ */ z.literal(true) }),
});
// Moving a session: the body of push_session departs from SPEC's "no body" (docs/adr/0006-moving-a-session-by-refresh-token.md).
export const pushSessionRoute = /* @__PURE__ */ route({
  name: 'pushSession', method: 'POST', path: '/api/push_session', access: 'user',
  summary: 'Create a one-time hash that moves this session to another device',
  body: pushSessionBodySchema, response: pushSessionResponseSchema,
});
export const checkPushedSessionRoute = /* @__PURE__ */ route({
  name: 'checkPushedSession', method: 'POST', path: '/api/check_pushed_session', access: 'public',
  summary: 'Check a pushed-session hash', body: pushedSessionHashBodySchema, response: checkPushedSessionResponseSchema,
});
export const consumePushedSessionRoute = /* @__PURE__ */ route({
  name: 'consumePushedSession', method: 'POST', path: '/api/consume_pushed_session', access: 'public',
  summary: 'Take over a pushed session (single use; destroy is accepted, the hash is removed either way)',
  query: /* @__PURE__ */ z.object({ destroy: flagSchema }),
  body: pushedSessionHashBodySchema, response: consumePushedSessionResponseSchema,
});
// Score shares (issue 23, docs/adr/0031-score-shares.md): {score} is the play whose recorded score
// is shared (POST), then the share's id (GET).
export const getScoreRoute = /* @__PURE__ */ route({
  name: 'getScore', method: 'GET', path: '/api/score/{game}/{score}', access: 'public',
  summary: 'A share of a score: what its page shows (404 unknown, expired or of another quiz)',
  params: getShareParamsSchema, response: shareSchema,
});
export const postScoreRoute = /* @__PURE__ */ route({
  name: 'postScore', method: 'POST', path: '/api/score/{game}/{score}', access: 'optional',
  summary: 'Share the recorded score of a play of the caller\'s ({score}: the play id); one share per play',
  params: postShareParamsSchema, body: postShareBodySchema, response: shareSchema,
});

// --- competitions (issue 23): a published competition and a page of its leaderboard, read by anyone
export const competitionBoardRoute = /* @__PURE__ */ route({
  name: 'competitionBoard', method: 'GET', path: '/api/competition/{id}/board', access: 'optional',
  summary: 'A published competition and a page of its leaderboard in rank order, with the caller\'s own entry; a draft is 404',
  params: competitionParamsSchema, query: competitionBoardQuerySchema, response: competitionBoardResponseSchema,
});

// --- games and plays (issue: the game)
export const getGameRoute = /* @__PURE__ */ route({
  name: 'getGame', method: 'GET', path: '/api/game/{id}', access: 'optional',
  summary: 'A game\'s player payload (no answers)', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  query: localeQuerySchema, response: gamePayloadSchema,
});
// The playground (issue 22): games in test status, for testers and designers only; anyone else
// is answered as if the game did not exist (404), and the list needs a staff token (401/403).
export const playgroundGameRoute = /* @__PURE__ */ route({
  name: 'playgroundGame', method: 'GET', path: '/api/playground/{uuid}', access: 'optional',
  summary: 'A game in test status, by its uuid, to play through the ordinary play calls (staff only; 404 otherwise)',
  params: /* @__PURE__ */ z.object({ uuid: uuidSchema }), query: localeQuerySchema, response: playgroundGameResponseSchema,
});
export const listPlaygroundGamesRoute = /* @__PURE__ */ route({
  name: 'listPlaygroundGames', method: 'GET', path: '/api/games/playground', access: 'optional',
  summary: 'The games in test status (testers and designers; 401 anonymous, 403 players)', response: playgroundGamesResponseSchema,
});
// SPEC §7 listing calls: public and the same for everyone, cached like the catalogue (CATALOGUE_CACHE_CONTROL).
export const listGamesRoute = /* @__PURE__ */ route({
  name: 'listGames', method: 'GET', path: '/api/games', access: 'public',
  summary: 'Every live game in one language, newest first (cacheable, nothing personal)', query: localeQuerySchema, response: gameListSchema,
});
export const listGamesByThemeRoute = /* @__PURE__ */ route({
  name: 'listGamesByTheme', method: 'GET', path: '/api/games/{theme}', access: 'public',
  summary: 'The live games of one theme (SPEC §3 game themes) in one language, newest first (cacheable)',
  params: /* @__PURE__ */ z.object({ theme: /* @__PURE__ */ z.enum(gameThemes) }),
  query: localeQuerySchema, response: gameListSchema,
});
export const startPlayRoute = /* @__PURE__ */ route({
  name: 'startPlay', method: 'POST', path: '/api/plays', access: 'optional',
  summary: 'Start a play: an unguessable id and the server\'s start time', body: startPlayBodySchema,
  response: startPlayResponseSchema,
});
export const guessRoute = /* @__PURE__ */ route({
  name: 'guess', method: 'POST', path: '/api/plays/{playId}/guesses', access: 'optional',
  summary: 'Name the reference clicked; the server judges', params: playParamsSchema, body: guessBodySchema,
  response: guessResponseSchema,
});
export const hintRoute = /* @__PURE__ */ route({
  name: 'hint', method: 'POST', path: '/api/plays/{playId}/hints', access: 'optional',
  summary: 'The main hint, then the backup one', params: playParamsSchema, body: referenceActionBodySchema,
  response: hintResponseSchema,
});
export const revealRoute = /* @__PURE__ */ route({
  name: 'reveal', method: 'POST', path: '/api/plays/{playId}/reveals', access: 'optional',
  summary: 'Reveal a reference (consumed, not found)', params: playParamsSchema,
  body: referenceActionBodySchema, response: revealResponseSchema,
});
export const nextQuestionRoute = /* @__PURE__ */ route({
  name: 'nextQuestion', method: 'POST', path: '/api/plays/{playId}/question', access: 'optional',
  summary: 'QUIZ mode: ask the next open question, or again one already asked (refId)', params: playParamsSchema,
  body: nextQuestionBodySchema, response: playResponseSchema,
});
export const finishPlayRoute = /* @__PURE__ */ route({
  name: 'finishPlay', method: 'POST', path: '/api/plays/{playId}/finish', access: 'optional',
  summary: 'End a part now (finish later), or the whole run (endRun)', params: playParamsSchema,
  body: finishPlayBodySchema, response: playResponseSchema,
});
export const playLocaleRoute = /* @__PURE__ */ route({
  name: 'playLocale', method: 'POST', path: '/api/plays/{playId}/locale', access: 'optional',
  summary: 'Switch a play\'s language mid-play (same play, same clock)', params: playParamsSchema,
  body: playLocaleBodySchema, response: startPlayResponseSchema,
});
export const solutionRoute = /* @__PURE__ */ route({
  name: 'solution', method: 'GET', path: '/api/plays/{playId}/solution', access: 'optional',
  summary: 'Every zone and title, once the play\'s run has ended', params: playParamsSchema, response: solutionResponseSchema,
});
export const playRunRoute = /* @__PURE__ */ route({
  name: 'playRun', method: 'GET', path: '/api/plays/{playId}/run', access: 'optional',
  summary: 'The run of a play, from its latest part: whether a device may offer Continue', params: playParamsSchema,
  response: playRunResponseSchema,
});

// --- premium and shop (issue: premium)
export const startPurchaseRoute = /* @__PURE__ */ route({
  name: 'startPurchase', method: 'POST', path: '/api/purchase/{type}', access: 'user',
  summary: 'Create a checkout session for a pack (signed in, not premium)', params: /* @__PURE__ */ z.object({ type: purchaseTypeSchema }),
  body: startPurchaseBodySchema, response: startPurchaseResponseSchema,
});
export const startPurchaseWithRefRoute = /* @__PURE__ */ route({
  name: 'startPurchaseWithRef', method: 'POST', path: '/api/purchase/{type}/{ref}', access: 'user',
  summary: 'Create a checkout session for a pack, naming the offer it was started from',
  params: /* @__PURE__ */ z.object({ type: purchaseTypeSchema, ref: purchaseRefSchema }),
  body: startPurchaseBodySchema, response: startPurchaseResponseSchema,
});
export const getPurchaseRoute = /* @__PURE__ */ route({
  name: 'getPurchase', method: 'GET', path: '/api/purchases/{purchase}', access: 'user',
  summary: 'A purchase of the caller', params: /* @__PURE__ */ z.object({ purchase: shortId }), response: purchaseResponseSchema,
});
// A checkout's cancel link (docs/premium.md "Checkout outcomes"): the purchase says cancelled, not failed.
export const cancelPurchaseRoute = /* @__PURE__ */ route({
  name: 'cancelPurchase', method: 'POST', path: '/api/purchases/{purchase}/cancel', access: 'user',
  summary: 'The caller cancelled the checkout of their purchase: pending or declined becomes cancelled, its checkout is expired',
  params: /* @__PURE__ */ z.object({ purchase: shortId }), response: purchaseResponseSchema,
});
export const listProductsRoute = /* @__PURE__ */ route({
  name: 'listProducts', method: 'GET', path: '/api/products', access: 'public',
  summary: 'The premium packs, priced in the caller\'s currency, and the shop\'s products', query: localeQuerySchema, response: productsResponseSchema,
});
export const getProductRoute = /* @__PURE__ */ route({
  name: 'getProduct', method: 'GET', path: '/api/product/{id}', access: 'public',
  summary: 'A validated shop product, its texts in the asked language', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  query: localeQuerySchema, response: productSchema,
});
export const listPremiumGamesRoute = /* @__PURE__ */ route({
  name: 'listPremiumGames', method: 'GET', path: '/api/premium/games', access: 'optional',
  summary: 'What premium opens, and what the caller may play of it now', query: localeQuerySchema,
  response: premiumGamesResponseSchema,
});

// --- content and social
// Public and the same for everyone, like the catalogue: cacheable (CATALOGUE_CACHE_CONTROL).
export const listPagesRoute = /* @__PURE__ */ route({
  name: 'listPages', method: 'GET', path: '/api/pages/{type}', access: 'public',
  summary: 'The published content pages of a type (SPEC §3 page types) in one language; never a draft',
  params: /* @__PURE__ */ z.object({ type: pageTypeSchema }),
  query: localeQuerySchema, response: pagesResponseSchema,
});
export const listMenuRoute = /* @__PURE__ */ route({
  name: 'listMenu', method: 'GET', path: '/api/menu', access: 'public',
  summary: 'The menu items of one language, in order, page items resolved to their published page',
  query: localeQuerySchema, response: menuResponseSchema,
});
export const listPopupsRoute = /* @__PURE__ */ route({
  name: 'listPopups', method: 'GET', path: '/api/popups', access: 'public',
  summary: 'The popups and their triggers (SPEC §4), both languages, as the admin last saved them',
  response: popupCatalogueSchema,
});
// Challenges between friends (issue 23, docs/adr/0032-challenges.md): made by a signed-in player
// from their own recorded play; read and answered by whoever holds the link (anonymous is fine).
export const postChallengeRoute = /* @__PURE__ */ route({
  name: 'postChallenge', method: 'POST', path: '/api/challenge/{game}/{friend}', access: 'user',
  summary: 'Challenge a friend to a quiz from the caller\'s own recorded play ({friend}: how the link goes, email, facebook or link)',
  params: /* @__PURE__ */ z.object({ game: numericIdSchema, friend: challengePromiseSchema }),
  body: createChallengeBodySchema, response: challengeViewSchema,
});
export const getChallengeRoute = /* @__PURE__ */ route({
  name: 'getChallenge', method: 'GET', path: '/api/challenges/{hash}', access: 'optional',
  summary: 'A challenge by its link: who challenges, which quiz; the results only to its challenger and to the friend who answered it',
  params: /* @__PURE__ */ z.object({ hash: challengeHashSchema }), response: challengeViewSchema,
});
export const answerChallengeRoute = /* @__PURE__ */ route({
  name: 'answerChallenge', method: 'POST', path: '/api/challenges/{hash}/answer', access: 'optional',
  summary: 'The friend links their own recorded play of the quiz to the challenge; answers both results',
  params: /* @__PURE__ */ z.object({ hash: challengeHashSchema }), body: answerChallengeBodySchema, response: challengeViewSchema,
});
export const listChallengesRoute = /* @__PURE__ */ route({
  name: 'listChallenges', method: 'GET', path: '/api/challenges', access: 'user',
  summary: 'The caller\'s own challenges, newest first, pending or with the friend\'s result', response: challengeListSchema,
});
// --- opt-ins and messenger (issue 23; docs/adr/0033-qr-links-and-opt-ins.md)
export const messengerBindRoute = /* @__PURE__ */ route({
  name: 'messengerBind', method: 'POST', path: '/api/messenger/bind', access: 'user',
  summary: 'Bind a messenger account to the signed-in player (the token is kept as a digest)', body: messengerBindBodySchema,
  response: messengerResponseSchema,
});
export const messengerUnbindRoute = /* @__PURE__ */ route({
  name: 'messengerUnbind', method: 'DELETE', path: '/api/messenger/bind', access: 'user',
  summary: 'Remove the signed-in player\'s messenger binding (nothing to remove is not an error)', response: messengerResponseSchema,
});
export const optinRoute = /* @__PURE__ */ route({
  name: 'optin', method: 'POST', path: '/api/optin/{optin}', access: 'user',
  summary: 'Give or withdraw a consent (newsletter, new quiz alerts) with the exact text shown; every change is kept',
  params: optinParamsSchema, body: optinBodySchema, response: consentSchema,
});
export const listOptinsRoute = /* @__PURE__ */ route({
  name: 'listOptins', method: 'GET', path: '/api/optins', access: 'user',
  summary: 'The signed-in player\'s consents as they stand, and their messenger binding', response: optinsResponseSchema,
});
// --- QR quiz links (SPEC §2 /qr-quiz/{hash}): the site path is answered by this call, as a redirect.
export const qrQuizRoute = /* @__PURE__ */ route({
  name: 'qrQuiz', method: 'GET', path: '/api/qr-quiz/{code}', access: 'public',
  summary: 'Redirect a QR quiz link to its quiz in its language (and remember the language); the 404 page otherwise',
  params: qrQuizParamsSchema, response: qrQuizAnswerSchema,
});
/** The player's calls, by name (the server's table; a handler imports its own `…Route`). */
export const playerRoutes = {
  init: initRoute,
  catalogue: catalogueRoute,
  me: meRoute,
  setNickname: setNicknameRoute,
  ping: pingRoute,
  geo: geoRoute,
  postScores: postScoresRoute,
  listScores: listScoresRoute,
  persistCookie: persistCookieRoute,
  pushSession: pushSessionRoute,
  checkPushedSession: checkPushedSessionRoute,
  consumePushedSession: consumePushedSessionRoute,
  getScore: getScoreRoute,
  postScore: postScoreRoute,
  competitionBoard: competitionBoardRoute,
  getGame: getGameRoute,
  playgroundGame: playgroundGameRoute,
  listPlaygroundGames: listPlaygroundGamesRoute,
  listGames: listGamesRoute,
  listGamesByTheme: listGamesByThemeRoute,
  startPlay: startPlayRoute,
  guess: guessRoute,
  hint: hintRoute,
  reveal: revealRoute,
  nextQuestion: nextQuestionRoute,
  finishPlay: finishPlayRoute,
  playLocale: playLocaleRoute,
  solution: solutionRoute,
  playRun: playRunRoute,
  startPurchase: startPurchaseRoute,
  startPurchaseWithRef: startPurchaseWithRefRoute,
  getPurchase: getPurchaseRoute,
  cancelPurchase: cancelPurchaseRoute,
  listProducts: listProductsRoute,
  getProduct: getProductRoute,
  listPremiumGames: listPremiumGamesRoute,
  listPages: listPagesRoute,
  listMenu: listMenuRoute,
  listPopups: listPopupsRoute,
  getChallenge: getChallengeRoute,
  postChallenge: postChallengeRoute,
  answerChallenge: answerChallengeRoute,
  listChallenges: listChallengesRoute,
  messengerBind: messengerBindRoute,
  messengerUnbind: messengerUnbindRoute,
  optin: optinRoute,
  listOptins: listOptinsRoute,
  qrQuiz: qrQuizRoute,
} as const;

export const routes = /* @__PURE__ */ Object.assign({}, playerRoutes, backOfficeRoutes);

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;
export const routeList: readonly RouteDef[] = /* @__PURE__ */ Object.values(routes);

/** The answer type of a call, from its schema. */
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;
