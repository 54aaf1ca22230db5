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
 * weighed 11 KB in every function, against the functions' 150 KB budget: infra/lib/constructs/function-bundle.ts). The back-office's calls are
 * in back-office-routes.ts.
 */

import { route, shortId, type RouteDef } from './route-def';
import * as paths from './route-paths';
import { backOfficeRoutes } from './back-office-routes';

export * from './route-def';
export * from './back-office-routes';

const geoResponseSchema = /* @__PURE__ */ z.object({ currency: /* @__PURE__ */ z.enum(CURRENCIES) });

// The calls of the player's pages (the back-office's are in back-office-routes.ts).
// --- start-up and identity (SPEC §7)
export const initRoute = /* @__PURE__ */ route(paths.initPath, {
  name: 'init', access: 'optional',
  // init, me, ping: the caller's profile, created on first sign-in (a conditional Put).
  needs: { table: { GetItem: ['USER#'], Query: ['USER#'], PutItem: ['USER#'] }, reservedConcurrency: true },
  summary: 'The current visitor and a signed-in player\'s record of each quiz played (best score, stats)',
  query: localeQuerySchema, response: initResponseSchema,
});
// Public and the same for everyone: CloudFront caches it (CATALOGUE_CACHE_CONTROL).
export const catalogueRoute = /* @__PURE__ */ route(paths.cataloguePath, {
  name: 'catalogue', access: 'public',
  needs: { table: { GetItem: ['SITE'] }, gsi1: ['GAMES#'] },
  summary: 'Live games in one language and the site stats (cacheable, nothing personal)',
  query: localeQuerySchema, response: catalogueSchema,
});
export const meRoute = /* @__PURE__ */ route(paths.mePath, {
  name: 'me', access: 'optional',
  needs: { table: { GetItem: ['USER#'], PutItem: ['USER#'] } },
  summary: 'The current visitor', response: meSchema,
});
// The public nickname shown on competition leaderboards (docs/adr/0034-competitions-and-leaderboards.md).
export const setNicknameRoute = /* @__PURE__ */ route(paths.setNicknamePath, {
  name: 'setNickname', access: 'user',
  // The caller's profile (created if missing, then updated), the rate; the published competitions (gsi1) and the
  // caller's own entry on each board (a conditional Update: an existing entry that was not removed).
  needs: { table: { GetItem: ['USER#'], PutItem: ['USER#'], UpdateItem: ['COMPETITION#', 'RATE#', 'USER#'] }, gsi1: ['COMPETITIONS#'] },
  summary: 'Set (or clear, with null) the caller\'s public nickname; their entries on the published competitions\' boards show it at once',
  body: nicknameBodySchema, response: nicknameResponseSchema,
});
export const pingRoute = /* @__PURE__ */ route(paths.pingPath, {
  name: 'ping', access: 'optional',
  needs: { table: { GetItem: ['USER#'], PutItem: ['USER#'] } },
  summary: 'Keep-alive that returns the current visitor', response: meSchema,
});
export const geoRoute = /* @__PURE__ */ route(paths.geoPath, {
  name: 'geo', access: 'public',
  needs: {},
  summary: 'Currency for the visitor\'s country',
  query: /* @__PURE__ */ z.object({ refresh: flagSchema }), response: geoResponseSchema,
});

// --- scores (docs/scores.md)
export const postScoresRoute = /* @__PURE__ */ route(paths.postScoresPath, {
  name: 'postScores', access: 'optional',
  // A score in one transaction per chunk: the user's score and record of the quiz, the play scored or claimed (the game's and the site's stats
  // follow from the stream: statsAggregator); the competition board's entry or refusal, judged on the player's
  // fair-play record (read; copied from the browser's anonymous record at sign-in).
  needs: { table: { GetItem: ['USER#'], BatchGetItem: ['PLAY#', 'USER#'], Query: ['FAIRPLAY#', 'USER#'], PutItem: ['COMPETITION#', 'FAIRPLAY#', 'USER#'], UpdateItem: ['PLAY#'] }, gsi1: ['COMPETITIONS#'], reservedConcurrency: true },
  summary: 'Post unsynced scores; with init=1 answers like init',
  query: /* @__PURE__ */ z.extend(localeQuerySchema, { init: flagSchema, deanonymize: flagSchema, legacy: flagSchema }),
  body: /* @__PURE__ */ z.array(scoreServerSchema).check(/* @__PURE__ */ z.maxLength(500)),
  response: /* @__PURE__ */ z.extend(initResponseSchema, { received: scoresReceiptSchema }),
});
export const listScoresRoute = /* @__PURE__ */ route(paths.listScoresPath, {
  name: 'listScores', access: 'user',
  needs: { table: { Query: ['USER#'] } },
  summary: 'The caller\'s own scores, every play, a page at a time',
  query: scoresQuerySchema, response: scoresPageSchema,
});
export const persistCookieRoute = /* @__PURE__ */ route(paths.persistCookiePath, {
  name: 'persistCookie', access: 'optional',
  needs: {},
  summary: 'Store the game-data cookie', body: /* @__PURE__ */ z.object({ cookie: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(4096)) }),
  response: /* @__PURE__ */ z.object({ persisted: /* @__PURE__ */ z.literal(true) }),
});
// Moving a session: the body of push_session departs from SPEC's "no body" (docs/adr/0006-moving-a-session-by-refresh-token.md).
export const pushSessionRoute = /* @__PURE__ */ route(paths.pushSessionPath, {
  name: 'pushSession', access: 'user',
  needs: { table: { GetItem: ['USER#'], PutItem: ['PUSH#'] } },
  summary: 'Create a one-time hash that moves this session to another device',
  body: pushSessionBodySchema, response: pushSessionResponseSchema,
});
export const checkPushedSessionRoute = /* @__PURE__ */ route(paths.checkPushedSessionPath, {
  name: 'checkPushedSession', access: 'public',
  needs: { table: { GetItem: ['PUSH#'] } },
  summary: 'Check a pushed-session hash', body: pushedSessionHashBodySchema, response: checkPushedSessionResponseSchema,
});
export const consumePushedSessionRoute = /* @__PURE__ */ route(paths.consumePushedSessionPath, {
  name: 'consumePushedSession', access: 'public',
  needs: { table: { UpdateItem: ['PUSH#'], DeleteItem: ['PUSH#'] } },
  summary: 'Take over a pushed session (single use; destroy is accepted, the hash is removed either way)',
  query: /* @__PURE__ */ z.object({ destroy: flagSchema }),
  body: pushedSessionHashBodySchema, response: consumePushedSessionResponseSchema,
});
// Score shares (docs/adr/0031-score-shares.md): {score} is the play whose recorded score
// is shared (POST), then the share's id (GET).
export const getScoreRoute = /* @__PURE__ */ route(paths.getScorePath, {
  name: 'getScore', access: 'public',
  needs: { table: { GetItem: ['SHARE#'] } },
  summary: 'A share of a score: what its page shows (404 unknown, expired or of another quiz)',
  params: getShareParamsSchema, response: shareSchema,
});
export const postScoreRoute = /* @__PURE__ */ route(paths.postScorePath, {
  name: 'postScore', access: 'optional',
  needs: { table: { GetItem: ['GAME#', 'PLAY#', 'SHARE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['PLAY#', 'SHARE#'], UpdateItem: ['RATE#'] }, bucket: 'shares' },
  summary: 'Share the recorded score of a play of the caller\'s ({score}: the play id); one share per play',
  params: postShareParamsSchema, body: postShareBodySchema, response: shareSchema,
});

// --- competitions (docs/back-office.md, the admin's competitions): a published competition and a page of its leaderboard, read by anyone
export const competitionBoardRoute = /* @__PURE__ */ route(paths.competitionBoardPath, {
  name: 'competitionBoard', access: 'optional',
  // The board's pages (gsi1); the caller's own rank: their entry, the rank buckets (a Query of the competition's), their bucket's keys (gsi1).
  needs: { table: { GetItem: ['COMPETITION#', 'GAME#'], Query: ['COMPETITION#'] }, gsi1: ['BOARD#'] },
  summary: 'A published competition and a page of its leaderboard in rank order, with the caller\'s own entry; a draft is 404',
  params: competitionParamsSchema, query: competitionBoardQuerySchema, response: competitionBoardResponseSchema,
});

// --- games and plays (docs/game.md)
export const getGameRoute = /* @__PURE__ */ route(paths.getGamePath, {
  name: 'getGame', access: 'optional',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] } },
  summary: 'A game\'s player payload (no answers)', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  query: localeQuerySchema, response: gamePayloadSchema,
});
// The playground (docs/back-office.md, the playground): games in test status, for testers and designers only; anyone else
// is answered as if the game did not exist (404), and the list needs a staff token (401/403).
export const playgroundGameRoute = /* @__PURE__ */ route(paths.playgroundGamePath, {
  name: 'playgroundGame', access: 'optional',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, gsi1: ['GAMES#'] },
  summary: 'A game in test status, by its uuid, to play through the ordinary play calls (staff only; 404 otherwise)',
  params: /* @__PURE__ */ z.object({ uuid: uuidSchema }), query: localeQuerySchema, response: playgroundGameResponseSchema,
});
export const listPlaygroundGamesRoute = /* @__PURE__ */ route(paths.listPlaygroundGamesPath, {
  name: 'listPlaygroundGames', access: 'optional',
  needs: { gsi1: ['GAMES#'] },
  summary: 'The games in test status (testers and designers; 401 anonymous, 403 players)', response: playgroundGamesResponseSchema,
});
// SPEC §7 listing calls: public and the same for everyone, cached like the catalogue (CATALOGUE_CACHE_CONTROL).
export const listGamesRoute = /* @__PURE__ */ route(paths.listGamesPath, {
  name: 'listGames', access: 'public',
  // The listing calls read the live games as the catalogue does (gsi1), nothing else.
  needs: { gsi1: ['GAMES#'] },
  summary: 'Every live game in one language, newest first (cacheable, nothing personal)', query: localeQuerySchema, response: gameListSchema,
});
export const listGamesByThemeRoute = /* @__PURE__ */ route(paths.listGamesByThemePath, {
  name: 'listGamesByTheme', access: 'public',
  needs: { gsi1: ['GAMES#'] },
  summary: 'The live games of one theme (SPEC §3 game themes) in one language, newest first (cacheable)',
  params: /* @__PURE__ */ z.object({ theme: /* @__PURE__ */ z.enum(gameThemes) }),
  query: localeQuerySchema, response: gameListSchema,
});
export const startPlayRoute = /* @__PURE__ */ route(paths.startPlayPath, {
  name: 'startPlay', access: 'optional',
  // A new run's start (and a QUIZ run's questions, seen) in the player's fair-play record.
  needs: { table: { GetItem: ['GAME#', 'JOKER#', 'PLAY#', 'USER#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['FAIRPLAY#', 'JOKER#', 'PLAY#'], UpdateItem: ['FAIRPLAY#', 'PLAY#', 'RATE#', 'RUNS#'] }, throttle: 'startPlay', reservedConcurrency: true },
  summary: 'Start a play: an unguessable id and the server\'s start time', body: startPlayBodySchema,
  response: startPlayResponseSchema,
});
export const guessRoute = /* @__PURE__ */ route(paths.guessPath, {
  name: 'guess', access: 'optional',
  // The moves update the play (and guess takes a rate lease; its misses are counted by statsAggregator): never Put,
  // never Delete. Each loads the game's content when its cache is cold: the game, its items, its responses.
  // guess also reads the response listing: the famous works a typed answer may name (data/answer-catalogue.ts).
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#', 'RATE#'] }, gsi1: ['RESPONSES'], throttle: 'moves', reservedConcurrency: true },
  summary: 'Name the reference clicked; the server judges', params: playParamsSchema, body: guessBodySchema,
  response: guessResponseSchema,
});
export const hintRoute = /* @__PURE__ */ route(paths.hintPath, {
  name: 'hint', access: 'optional',
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] }, throttle: 'moves' },
  summary: 'The main hint, then the backup one', params: playParamsSchema, body: referenceActionBodySchema,
  response: hintResponseSchema,
});
export const revealRoute = /* @__PURE__ */ route(paths.revealPath, {
  name: 'reveal', access: 'optional',
  // A reveal and the solution record the answers as seen (the player's fair-play record) before they are given.
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['FAIRPLAY#', 'PLAY#'] }, throttle: 'moves' },
  summary: 'Reveal a reference (consumed, not found)', params: playParamsSchema,
  body: referenceActionBodySchema, response: revealResponseSchema,
});
export const nextQuestionRoute = /* @__PURE__ */ route(paths.nextQuestionPath, {
  name: 'nextQuestion', access: 'optional',
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] }, throttle: 'moves' },
  summary: 'QUIZ mode: ask the next open question, or again one already asked (refId)', params: playParamsSchema,
  body: nextQuestionBodySchema, response: playResponseSchema,
});
export const finishPlayRoute = /* @__PURE__ */ route(paths.finishPlayPath, {
  name: 'finishPlay', access: 'optional',
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] }, throttle: 'moves' },
  summary: 'End a part now (finish later), or the whole run (endRun)', params: playParamsSchema,
  body: finishPlayBodySchema, response: playResponseSchema,
});
export const playLocaleRoute = /* @__PURE__ */ route(paths.playLocalePath, {
  name: 'playLocale', access: 'optional',
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] }, throttle: 'moves' },
  summary: 'Switch a play\'s language mid-play (same play, same clock)', params: playParamsSchema,
  body: playLocaleBodySchema, response: startPlayResponseSchema,
});
export const solutionRoute = /* @__PURE__ */ route(paths.solutionPath, {
  name: 'solution', access: 'optional',
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['FAIRPLAY#'] }, throttle: 'moves' },
  summary: 'Every zone and title, once the play\'s run has ended', params: playParamsSchema, response: solutionResponseSchema,
});
export const playRunRoute = /* @__PURE__ */ route(paths.playRunPath, {
  name: 'playRun', access: 'optional',
  // A run's parts are read, from the one named to its latest: nothing is written.
  needs: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, throttle: 'moves' },
  summary: 'The run of a play, from its latest part: whether a device may offer Continue', params: playParamsSchema,
  response: playRunResponseSchema,
});

// --- premium and shop (docs/premium.md)
export const startPurchaseRoute = /* @__PURE__ */ route(paths.startPurchasePath, {
  name: 'startPurchase', access: 'user',
  // A purchase: the profile (created if missing), the rate, the purchase and its two pointers (one transaction), its session.
  needs: { table: { GetItem: ['USER#'], PutItem: ['PURCHASE#', 'PURCHASES_LOG', 'USER#'], UpdateItem: ['PURCHASE#', 'RATE#'] }, stripeSecret: true },
  summary: 'Create a checkout session for a pack (signed in, not premium)', params: /* @__PURE__ */ z.object({ type: purchaseTypeSchema }),
  body: startPurchaseBodySchema, response: startPurchaseResponseSchema,
});
export const startPurchaseWithRefRoute = /* @__PURE__ */ route(paths.startPurchaseWithRefPath, {
  name: 'startPurchaseWithRef', access: 'user',
  needs: { table: { GetItem: ['USER#'], PutItem: ['PURCHASE#', 'PURCHASES_LOG', 'USER#'], UpdateItem: ['PURCHASE#', 'RATE#'] }, stripeSecret: true },
  summary: 'Create a checkout session for a pack, naming the offer it was started from',
  params: /* @__PURE__ */ z.object({ type: purchaseTypeSchema, ref: purchaseRefSchema }),
  body: startPurchaseBodySchema, response: startPurchaseResponseSchema,
});
export const getPurchaseRoute = /* @__PURE__ */ route(paths.getPurchasePath, {
  name: 'getPurchase', access: 'user',
  // Reads the purchase and the buyer's profile, which it creates if missing (ensureUserProfile).
  needs: { table: { GetItem: ['PURCHASE#', 'USER#'], PutItem: ['USER#'] } },
  summary: 'A purchase of the caller', params: /* @__PURE__ */ z.object({ purchase: shortId }), response: purchaseResponseSchema,
});
// A checkout's cancel link (docs/premium.md "Checkout outcomes"): the purchase says cancelled, not failed.
export const cancelPurchaseRoute = /* @__PURE__ */ route(paths.cancelPurchasePath, {
  name: 'cancelPurchase', access: 'user',
  // The purchase and its event item (one transaction), then the answer as getPurchase's.
  needs: { table: { GetItem: ['PURCHASE#', 'USER#'], PutItem: ['PURCHASE#', 'USER#'] }, stripeSecret: true },
  summary: 'The caller cancelled the checkout of their purchase: pending or declined becomes cancelled, its checkout is expired',
  params: /* @__PURE__ */ z.object({ purchase: shortId }), response: purchaseResponseSchema,
});
export const listProductsRoute = /* @__PURE__ */ route(paths.listProductsPath, {
  name: 'listProducts', access: 'public',
  needs: { gsi1: ['PRODUCTS#'] },
  summary: 'The premium packs, priced in the caller\'s currency, and the shop\'s products', query: localeQuerySchema, response: productsResponseSchema,
});
export const getProductRoute = /* @__PURE__ */ route(paths.getProductPath, {
  name: 'getProduct', access: 'public',
  needs: { table: { GetItem: ['PRODUCT#'] } },
  summary: 'A validated shop product, its texts in the asked language', params: /* @__PURE__ */ z.object({ id: numericIdSchema }),
  query: localeQuerySchema, response: productSchema,
});
export const listPremiumGamesRoute = /* @__PURE__ */ route(paths.listPremiumGamesPath, {
  name: 'listPremiumGames', access: 'optional',
  needs: { table: { GetItem: ['JOKER#', 'USER#'] }, gsi1: ['GAMES#'] },
  summary: 'What premium opens, and what the caller may play of it now', query: localeQuerySchema,
  response: premiumGamesResponseSchema,
});

// --- content and social
// Public and the same for everyone, like the catalogue: cacheable (CATALOGUE_CACHE_CONTROL).
export const listPagesRoute = /* @__PURE__ */ route(paths.listPagesPath, {
  name: 'listPages', access: 'public',
  needs: { gsi1: ['PAGES#'] },
  summary: 'The published content pages of a type (SPEC §3 page types) in one language; never a draft',
  params: /* @__PURE__ */ z.object({ type: pageTypeSchema }),
  query: localeQuerySchema, response: pagesResponseSchema,
});
export const listMenuRoute = /* @__PURE__ */ route(paths.listMenuPath, {
  name: 'listMenu', access: 'public',
  needs: { table: { Query: ['MENU'] }, gsi1: ['PAGES#'] },
  summary: 'The menu items of one language, in order, page items resolved to their published page',
  query: localeQuerySchema, response: menuResponseSchema,
});
export const listPopupsRoute = /* @__PURE__ */ route(paths.listPopupsPath, {
  name: 'listPopups', access: 'public',
  needs: { table: { Query: ['POPUPS'] } },
  summary: 'The popups and their triggers (SPEC §4), both languages, as the admin last saved them',
  response: popupCatalogueSchema,
});
// Challenges between friends (docs/adr/0032-challenges.md): made by a signed-in player
// from their own recorded play; read and answered by whoever holds the link (anonymous is fine).
export const postChallengeRoute = /* @__PURE__ */ route(paths.postChallengePath, {
  name: 'postChallenge', access: 'user',
  needs: { table: { GetItem: ['GAME#'], BatchGetItem: ['PLAY#'], PutItem: ['CHALLENGE#'], UpdateItem: ['RATE#'] } },
  summary: 'Challenge a friend to a quiz from the caller\'s own recorded play ({friend}: how the link goes, email, facebook or link)',
  params: /* @__PURE__ */ z.object({ game: numericIdSchema, friend: challengePromiseSchema }),
  body: createChallengeBodySchema, response: challengeViewSchema,
});
export const getChallengeRoute = /* @__PURE__ */ route(paths.getChallengePath, {
  name: 'getChallenge', access: 'optional',
  needs: { table: { GetItem: ['CHALLENGE#'] } },
  summary: 'A challenge by its link: who challenges, which quiz; the results only to its challenger and to the friend who answered it',
  params: /* @__PURE__ */ z.object({ hash: challengeHashSchema }), response: challengeViewSchema,
});
export const answerChallengeRoute = /* @__PURE__ */ route(paths.answerChallengePath, {
  name: 'answerChallenge', access: 'optional',
  // The friend's fair-play record: had they seen the answers (marked on the result)?
  needs: { table: { GetItem: ['CHALLENGE#'], BatchGetItem: ['PLAY#'], Query: ['FAIRPLAY#'], UpdateItem: ['CHALLENGE#'] } },
  summary: 'The friend links their own recorded play of the quiz to the challenge; answers both results',
  params: /* @__PURE__ */ z.object({ hash: challengeHashSchema }), body: answerChallengeBodySchema, response: challengeViewSchema,
});
export const listChallengesRoute = /* @__PURE__ */ route(paths.listChallengesPath, {
  name: 'listChallenges', access: 'user',
  needs: { gsi1: ['CHALLENGES_BY#'] },
  summary: 'The caller\'s own challenges, newest first, pending or with the friend\'s result', response: challengeListSchema,
});
// --- opt-ins and messenger (docs/adr/0033-qr-links-and-opt-ins.md)
export const messengerBindRoute = /* @__PURE__ */ route(paths.messengerBindPath, {
  name: 'messengerBind', access: 'user',
  needs: { table: { PutItem: ['USER#'], UpdateItem: ['RATE#'] } },
  summary: 'Bind a messenger account to the signed-in player (the token is kept as a digest)', body: messengerBindBodySchema,
  response: messengerResponseSchema,
});
export const messengerUnbindRoute = /* @__PURE__ */ route(paths.messengerUnbindPath, {
  name: 'messengerUnbind', access: 'user',
  needs: { table: { PutItem: ['USER#'], UpdateItem: ['RATE#'], DeleteItem: ['USER#'] } },
  summary: 'Remove the signed-in player\'s messenger binding (nothing to remove is not an error)', response: messengerResponseSchema,
});
export const optinRoute = /* @__PURE__ */ route(paths.optinPath, {
  name: 'optin', access: 'user',
  needs: { table: { PutItem: ['USER#'], UpdateItem: ['RATE#'] } },
  summary: 'Give or withdraw a consent (newsletter, new quiz alerts) with the exact text shown; every change is kept',
  params: optinParamsSchema, body: optinBodySchema, response: consentSchema,
});
export const listOptinsRoute = /* @__PURE__ */ route(paths.listOptinsPath, {
  name: 'listOptins', access: 'user',
  needs: { table: { GetItem: ['USER#'], Query: ['USER#'] } },
  summary: 'The signed-in player\'s consents as they stand, and their messenger binding', response: optinsResponseSchema,
});
// --- QR quiz links (SPEC §2 /qr-quiz/{hash}): the site path is answered by this call, as a redirect.
export const qrQuizRoute = /* @__PURE__ */ route(paths.qrQuizPath, {
  name: 'qrQuiz', access: 'public',
  needs: { table: { GetItem: ['GAME#'] } },
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
