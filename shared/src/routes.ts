import * as z from 'zod/mini';
import { emptySchema, flagSchema, localeQuerySchema, numericIdSchema, uuidSchema } from './schemas/common';
import { meSchema } from './schemas/me';
import { catalogueSchema, initResponseSchema } from './schemas/games';
import { CURRENCIES } from './constants';
import {
  gamePayloadSchema,
  guessBodySchema,
  guessResponseSchema,
  hintResponseSchema,
  playParamsSchema,
  playResponseSchema,
  referenceActionBodySchema,
  revealResponseSchema,
  solutionResponseSchema,
  finishPlayBodySchema,
  playLocaleBodySchema,
  startPlayBodySchema,
  startPlayResponseSchema,
} from './schemas/plays';
import { scoreServerSchema, scoresPageSchema, scoresQuerySchema, scoresReceiptSchema } from './schemas/scores';
import { premiumGamesResponseSchema } from './schemas/premium';
import { productSchema } from './schemas/products';
import { menuResponseSchema, pagesResponseSchema, pageTypeSchema } from './schemas/pages';
import { publishesResponseSchema, publishResponseSchema } from './schemas/publish';
import {
  adminMenuItemResponseSchema, adminMenuResponseSchema, adminPageResponseSchema, adminPagesResponseSchema, menuItemCreateSchema, menuItemEditSchema, menuItemParamsSchema,
  pageCreateSchema, pageEditSchema,
} from './schemas/admin-content';
import {
  productsResponseSchema, purchaseRefSchema, purchaseResponseSchema, purchaseTypeSchema, startPurchaseBodySchema, startPurchaseResponseSchema,
} from './schemas/purchases';
import {
  checkPushedSessionResponseSchema,
  consumePushedSessionResponseSchema,
  pushedSessionHashBodySchema,
  pushSessionBodySchema,
  pushSessionResponseSchema,
} from './schemas/push-session';
import type { HttpMethod, RoutePathName, RoutePaths } from './route-paths';

/**
 * The route table: every API call, once. The CDK API stack builds one route and one Lambda function
 * per entry, the local server mounts the same handlers from it, and the web client's typed calls
 * come from it. The handler of entry `name` is functions/src/handlers/<name>.ts.
 */

export type { HttpMethod } from './route-paths';
export { pathFor } from './route-paths';

/**
 * Who may call: `public` (no identity read), `optional` (anonymous or signed in; a bad token reads as
 * anonymous), `user` (signed in, else 401), or a back-office role (a Cognito group, else 403).
 */
export type Access = 'public' | 'optional' | 'user' | 'designer' | 'tester' | 'admin';

export interface RouteDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  name: string;
  method: HttpMethod;
  /** Under /api, with API Gateway's {param} syntax. */
  path: `/api/${string}`;
  access: Access;
  summary: string;
  params: P;
  query: Q;
  /** null: the call takes no body (anything sent is ignored). */
  body: B | null;
  response: R;
}

/** Answers the spec does not describe yet; each becomes a real schema with the issue that builds it. */
const unspecified = z.unknown();
const noParams = emptySchema;
const noQuery = z.object({});
/** A path segment that names something by an opaque key. */
const shortId = z.string().check(z.maxLength(64));

/** Method and path must be the ones of route-paths.ts (the zod-free list the web client reads). */
function route<N extends RoutePathName, P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType>(
  def: Omit<RouteDef<P, Q, B, R>, 'name' | 'method' | 'path' | 'params' | 'query' | 'body'> & {
    name: N;
    method: RoutePaths[N]['method'];
    path: RoutePaths[N]['path'];
    params?: P;
    query?: Q;
    body?: B;
  },
): RouteDef<P, Q, B, R> {
  return {
    ...def,
    params: def.params ?? (noParams as unknown as P),
    query: def.query ?? (noQuery as unknown as Q),
    body: def.body ?? null,
  };
}

const geoResponseSchema = z.object({ currency: z.enum(CURRENCIES) });

export const routes = {
  // --- start-up and identity (SPEC §7)
  init: route({
    name: 'init', method: 'GET', path: '/api/init', access: 'optional',
    summary: 'The current visitor and a signed-in player\'s record of each quiz played (best score, stats)',
    query: localeQuerySchema, response: initResponseSchema,
  }),
  // Public and the same for everyone: CloudFront caches it (CATALOGUE_CACHE_CONTROL).
  catalogue: route({
    name: 'catalogue', method: 'GET', path: '/api/catalogue', access: 'public',
    summary: 'Live games in one language and the site stats (cacheable, nothing personal)',
    query: localeQuerySchema, response: catalogueSchema,
  }),
  me: route({
    name: 'me', method: 'GET', path: '/api/me', access: 'optional',
    summary: 'The current visitor', response: meSchema,
  }),
  ping: route({
    name: 'ping', method: 'GET', path: '/api/ping', access: 'optional',
    summary: 'Keep-alive that returns the current visitor', response: meSchema,
  }),
  geo: route({
    name: 'geo', method: 'GET', path: '/api/geo', access: 'public',
    summary: 'Currency for the visitor\'s country',
    query: z.object({ refresh: flagSchema }), response: geoResponseSchema,
  }),

  // --- scores (issue: scores)
  postScores: route({
    name: 'postScores', method: 'POST', path: '/api/post_scores', access: 'optional',
    summary: 'Post unsynced scores; with init=1 answers like init',
    query: z.extend(localeQuerySchema, { init: flagSchema, deanonymize: flagSchema, legacy: flagSchema }),
    body: z.array(scoreServerSchema).check(z.maxLength(500)),
    response: z.extend(initResponseSchema, { received: scoresReceiptSchema }),
  }),
  listScores: route({
    name: 'listScores', method: 'GET', path: '/api/scores', access: 'user',
    summary: 'The caller\'s own scores, every play, a page at a time',
    query: scoresQuerySchema, response: scoresPageSchema,
  }),
  persistCookie: route({
    name: 'persistCookie', method: 'POST', path: '/api/persist_cookie', access: 'optional',
    summary: 'Store the game-data cookie', body: z.object({ cookie: z.string().check(z.maxLength(4096)) }),
    response: z.object({ persisted: z.literal(true) }),
  }),
  // Moving a session: the body of push_session departs from SPEC's "no body" (docs/decisions.md).
  pushSession: route({
    name: 'pushSession', method: 'POST', path: '/api/push_session', access: 'user',
    summary: 'Create a one-time hash that moves this session to another device',
    body: pushSessionBodySchema, response: pushSessionResponseSchema,
  }),
  checkPushedSession: route({
    name: 'checkPushedSession', method: 'POST', path: '/api/check_pushed_session', access: 'public',
    summary: 'Check a pushed-session hash', body: pushedSessionHashBodySchema, response: checkPushedSessionResponseSchema,
  }),
  consumePushedSession: route({
    name: 'consumePushedSession', method: 'POST', path: '/api/consume_pushed_session', access: 'public',
    summary: 'Take over a pushed session (single use; destroy is accepted, the hash is removed either way)',
    query: z.object({ destroy: flagSchema }),
    body: pushedSessionHashBodySchema, response: consumePushedSessionResponseSchema,
  }),
  getScore: route({
    name: 'getScore', method: 'GET', path: '/api/score/{game}/{score}', access: 'optional',
    summary: 'A shared score', params: z.object({ game: numericIdSchema, score: shortId }),
    response: unspecified,
  }),
  postScore: route({
    name: 'postScore', method: 'POST', path: '/api/score/{game}/{score}', access: 'optional',
    summary: 'Share a score', params: z.object({ game: numericIdSchema, score: shortId }),
    response: unspecified,
  }),

  // --- games and plays (issue: the game)
  getGame: route({
    name: 'getGame', method: 'GET', path: '/api/game/{id}', access: 'optional',
    summary: 'A game\'s player payload (no answers)', params: z.object({ id: numericIdSchema }),
    query: localeQuerySchema, response: gamePayloadSchema,
  }),
  playgroundGame: route({
    name: 'playgroundGame', method: 'GET', path: '/api/playground/{uuid}', access: 'optional',
    summary: 'A playground game', params: z.object({ uuid: uuidSchema }), response: unspecified,
  }),
  listPlaygroundGames: route({
    name: 'listPlaygroundGames', method: 'GET', path: '/api/games/playground', access: 'optional',
    summary: 'Playground games', response: unspecified,
  }),
  listGames: route({
    name: 'listGames', method: 'GET', path: '/api/games', access: 'optional',
    summary: 'Every live game', query: localeQuerySchema, response: unspecified,
  }),
  listGamesByTheme: route({
    name: 'listGamesByTheme', method: 'GET', path: '/api/games/{theme}', access: 'optional',
    summary: 'Live games of a theme', params: z.object({ theme: z.string().check(z.regex(/^[a-z_]+$/)) }),
    query: localeQuerySchema, response: unspecified,
  }),
  listGameResponses: route({
    name: 'listGameResponses', method: 'GET', path: '/api/game_responses', access: 'designer',
    summary: 'The response catalogue', response: unspecified,
  }),
  startPlay: route({
    name: 'startPlay', method: 'POST', path: '/api/plays', access: 'optional',
    summary: 'Start a play: an unguessable id and the server\'s start time', body: startPlayBodySchema,
    response: startPlayResponseSchema,
  }),
  guess: route({
    name: 'guess', method: 'POST', path: '/api/plays/{playId}/guesses', access: 'optional',
    summary: 'Name the reference clicked; the server judges', params: playParamsSchema, body: guessBodySchema,
    response: guessResponseSchema,
  }),
  hint: route({
    name: 'hint', method: 'POST', path: '/api/plays/{playId}/hints', access: 'optional',
    summary: 'The main hint, then the backup one', params: playParamsSchema, body: referenceActionBodySchema,
    response: hintResponseSchema,
  }),
  reveal: route({
    name: 'reveal', method: 'POST', path: '/api/plays/{playId}/reveals', access: 'optional',
    summary: 'Reveal a reference (consumed, not found)', params: playParamsSchema,
    body: referenceActionBodySchema, response: revealResponseSchema,
  }),
  finishPlay: route({
    name: 'finishPlay', method: 'POST', path: '/api/plays/{playId}/finish', access: 'optional',
    summary: 'End a part now (finish later), or the whole run (endRun)', params: playParamsSchema,
    body: finishPlayBodySchema, response: playResponseSchema,
  }),
  playLocale: route({
    name: 'playLocale', method: 'POST', path: '/api/plays/{playId}/locale', access: 'optional',
    summary: 'Switch a play\'s language mid-play (same play, same clock)', params: playParamsSchema,
    body: playLocaleBodySchema, response: startPlayResponseSchema,
  }),
  solution: route({
    name: 'solution', method: 'GET', path: '/api/plays/{playId}/solution', access: 'optional',
    summary: 'Every zone and title, once the play\'s run has ended', params: playParamsSchema, response: solutionResponseSchema,
  }),

  // --- premium and shop (issue: premium)
  startPurchase: route({
    name: 'startPurchase', method: 'POST', path: '/api/purchase/{type}', access: 'user',
    summary: 'Create a checkout session for a pack (signed in, not premium)', params: z.object({ type: purchaseTypeSchema }),
    body: startPurchaseBodySchema, response: startPurchaseResponseSchema,
  }),
  startPurchaseWithRef: route({
    name: 'startPurchaseWithRef', method: 'POST', path: '/api/purchase/{type}/{ref}', access: 'user',
    summary: 'Create a checkout session for a pack, naming the offer it was started from',
    params: z.object({ type: purchaseTypeSchema, ref: purchaseRefSchema }),
    body: startPurchaseBodySchema, response: startPurchaseResponseSchema,
  }),
  getPurchase: route({
    name: 'getPurchase', method: 'GET', path: '/api/purchases/{purchase}', access: 'user',
    summary: 'A purchase of the caller', params: z.object({ purchase: shortId }), response: purchaseResponseSchema,
  }),
  listProducts: route({
    name: 'listProducts', method: 'GET', path: '/api/products', access: 'public',
    summary: 'The premium packs, priced in the caller\'s currency, and the shop\'s products', query: localeQuerySchema, response: productsResponseSchema,
  }),
  getProduct: route({
    name: 'getProduct', method: 'GET', path: '/api/product/{id}', access: 'public',
    summary: 'A validated shop product, its texts in the asked language', params: z.object({ id: numericIdSchema }),
    query: localeQuerySchema, response: productSchema,
  }),
  listPremiumGames: route({
    name: 'listPremiumGames', method: 'GET', path: '/api/premium/games', access: 'optional',
    summary: 'What premium opens, and what the caller may play of it now', query: localeQuerySchema,
    response: premiumGamesResponseSchema,
  }),

  // --- content and social
  // Public and the same for everyone, like the catalogue: cacheable (CATALOGUE_CACHE_CONTROL).
  listPages: route({
    name: 'listPages', method: 'GET', path: '/api/pages/{type}', access: 'public',
    summary: 'The published content pages of a type (SPEC §3 page types) in one language; never a draft',
    params: z.object({ type: pageTypeSchema }),
    query: localeQuerySchema, response: pagesResponseSchema,
  }),
  listMenu: route({
    name: 'listMenu', method: 'GET', path: '/api/menu', access: 'public',
    summary: 'The menu items of one language, in order, page items resolved to their published page',
    query: localeQuerySchema, response: menuResponseSchema,
  }),
  getChallenge: route({
    name: 'getChallenge', method: 'GET', path: '/api/challenge/{game}/{friend}', access: 'optional',
    summary: 'A challenge between friends', params: z.object({ game: numericIdSchema, friend: shortId }),
    response: unspecified,
  }),
  postChallenge: route({
    name: 'postChallenge', method: 'POST', path: '/api/challenge/{game}/{friend}', access: 'user',
    summary: 'Challenge a friend', params: z.object({ game: numericIdSchema, friend: shortId }),
    response: unspecified,
  }),
  messengerBind: route({
    name: 'messengerBind', method: 'POST', path: '/api/messenger/bind', access: 'user',
    summary: 'Bind a messenger account', body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) }),
    response: unspecified,
  }),
  optin: route({
    name: 'optin', method: 'POST', path: '/api/optin/{optin}', access: 'user',
    summary: 'Opt in to a newsletter or a reminder', params: z.object({ optin: z.string().check(z.regex(/^[a-z_]{1,32}$/)) }),
    response: unspecified,
  }),

  // --- back-office (issue: back-office)
  updateResponseQuestion: route({
    name: 'updateResponseQuestion', method: 'PUT', path: '/api/desk/game_responses/{id}/question', access: 'designer',
    summary: 'Edit a response', params: z.object({ id: shortId }), body: z.record(z.string(), z.unknown()),
    response: unspecified,
  }),
  updateGameReference: route({
    name: 'updateGameReference', method: 'PUT', path: '/api/desk/game_references/{id}', access: 'designer',
    summary: 'Edit a reference (zone, type, response, hints, choices)', params: z.object({ id: shortId }),
    body: z.record(z.string(), z.unknown()), response: unspecified,
  }),
  updateGameRefs: route({
    name: 'updateGameRefs', method: 'PUT', path: '/api/desk/games/{id}/refs', access: 'designer',
    summary: 'Replace the references of a game', params: z.object({ id: numericIdSchema }),
    body: z.array(z.record(z.string(), z.unknown())), response: unspecified,
  }),
  putQuestionReview: route({
    name: 'putQuestionReview', method: 'PUT', path: '/api/desk/question_reviews/{id}', access: 'tester',
    summary: 'Write a question review', params: z.object({ id: shortId }),
    body: z.record(z.string(), z.unknown()), response: unspecified,
  }),
  deleteQuestionReview: route({
    name: 'deleteQuestionReview', method: 'DELETE', path: '/api/desk/question_reviews/{id}', access: 'tester',
    summary: 'Delete a question review', params: z.object({ id: shortId }), response: unspecified,
  }),
  listAcknowledgedReviews: route({
    name: 'listAcknowledgedReviews', method: 'GET', path: '/api/desk/question_reviews/acknowledged', access: 'tester',
    summary: 'Acknowledged question reviews', response: unspecified,
  }),
  getCaddy: route({
    name: 'getCaddy', method: 'GET', path: '/api/desk/caddy', access: 'designer',
    summary: 'The designer\'s caddy', response: unspecified,
  }),
  postCaddy: route({
    name: 'postCaddy', method: 'POST', path: '/api/desk/caddy', access: 'designer',
    summary: 'Update the designer\'s caddy', body: z.record(z.string(), z.unknown()), response: unspecified,
  }),

  // --- back-office: publishing (designers publish their live games; admin passes every role) and the admin's pages
  publishSite: route({
    name: 'publishSite', method: 'POST', path: '/api/desk/publish', access: 'designer',
    summary: 'Publish: render the static pages again from the current data, write what changed, refresh the caches (202)',
    response: publishResponseSchema,
  }),
  listPublishes: route({
    name: 'listPublishes', method: 'GET', path: '/api/desk/publishes', access: 'designer',
    summary: 'The latest publishes, newest first, with their progress', response: publishesResponseSchema,
  }),
  getPublish: route({
    name: 'getPublish', method: 'GET', path: '/api/desk/publishes/{id}', access: 'designer',
    summary: 'One publish and its progress', params: z.object({ id: shortId }), response: publishResponseSchema,
  }),
  listAdminPages: route({
    name: 'listAdminPages', method: 'GET', path: '/api/admin/pages', access: 'admin',
    summary: 'Every content page, drafts too', response: adminPagesResponseSchema,
  }),
  getAdminPage: route({
    name: 'getAdminPage', method: 'GET', path: '/api/admin/pages/{id}', access: 'admin',
    summary: 'One content page with its audit trail', params: z.object({ id: shortId }), response: adminPageResponseSchema,
  }),
  createPage: route({
    name: 'createPage', method: 'POST', path: '/api/admin/pages', access: 'admin',
    summary: 'Create a content page (version 1)', body: pageCreateSchema, response: adminPageResponseSchema,
  }),
  updatePage: route({
    name: 'updatePage', method: 'PUT', path: '/api/admin/pages/{id}', access: 'admin',
    summary: 'Edit a content page (its status too: publish, unpublish) naming the version read; 409 stale_version',
    params: z.object({ id: shortId }), body: pageEditSchema, response: adminPageResponseSchema,
  }),
  listAdminMenu: route({
    name: 'listAdminMenu', method: 'GET', path: '/api/admin/menu', access: 'admin',
    summary: 'Every menu item, both languages, in order', response: adminMenuResponseSchema,
  }),
  createMenuItem: route({
    name: 'createMenuItem', method: 'POST', path: '/api/admin/menu', access: 'admin',
    summary: 'Add a menu item (version 1)', body: menuItemCreateSchema, response: adminMenuItemResponseSchema,
  }),
  updateMenuItem: route({
    name: 'updateMenuItem', method: 'PUT', path: '/api/admin/menu/{locale}/{id}', access: 'admin',
    summary: 'Edit a menu item naming the version read; 409 stale_version', params: menuItemParamsSchema, body: menuItemEditSchema,
    response: adminMenuItemResponseSchema,
  }),
} as const;

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;
export const routeList: readonly RouteDef[] = Object.values(routes);

/** The answer type of a call, from its schema. */
export type ResponseOf<N extends RouteName> = z.infer<Routes[N]['response']>;
