import type { RoutePathName } from './route-paths';

/**
 * Least privilege per function (issue 24; docs/decisions.md "Least privilege per function"): what each
 * function may do with the single table, declared once, beside the route table. The CDK app gives each
 * function's role exactly these actions, each limited to its partition key prefixes by a
 * `dynamodb:LeadingKeys` condition (infra/lib/constructs/api-function.ts); the integration tests
 * record every command the functions' document client sends while a handler runs and fail when a
 * call is not covered by its function's grant (functions/test/helpers/record-table-calls.ts).
 *
 * Not exported by the package's index: the web app and the functions never import it (only infra and
 * the tests do, through `@quiz/shared/table-grants`).
 */

/**
 * The DynamoDB item actions a function may be granted. A transaction (TransactWriteItems) is
 * authorised item by item by PutItem, UpdateItem, DeleteItem and ConditionCheckItem (TransactGetItems
 * by GetItem): there is no action of its own to grant. Never Scan.
 */
export const TABLE_ACTIONS = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

/**
 * The table's partition key prefixes, as functions/src/data/keys.ts builds them (a unit test keeps
 * this list and keys.ts equal). A fixed key (`MENU`, `SITE` …) is its own prefix. IAM matches each
 * as `<prefix>*`.
 */
export const TABLE_KEY_PREFIXES = [
  'AUDIT#', 'CHALLENGE#', 'COMPETITION#', 'FAIRPLAY#', 'GAME#', 'GAMESLUG#', 'JOKER#', 'MENU', 'MISSES#GAME#', 'PAGE#', 'PAYMENT#',
  'PLAY#', 'POPUPS', 'PRODUCT#', 'PRODUCTSLUG#', 'PUBLISH#', 'PURCHASE#', 'PURCHASES_LOG', 'PUSH#', 'RATE#', 'RESPONSE#',
  'REVIEW#', 'RUNS#', 'SHARE#', 'SITE', 'STREAM#', 'STRIPE_EVENT#', 'USER#',
] as const;
export type TableKeyPrefix = (typeof TABLE_KEY_PREFIXES)[number];

/** gsi1's partition key prefixes (keys.ts), for a Query on the index. */
export const GSI1_KEY_PREFIXES = [
  'AUDIT_BY#', 'BOARD#', 'CHALLENGES_BY#', 'COMPETITIONS#', 'GAMES#', 'PAGES#', 'PRODUCTS#', 'PUBLISHES', 'PURCHASES#applied',
  'RESPONSES', 'RESPONSE_USES#', 'REVIEWS#GAME#',
] as const;
export type Gsi1KeyPrefix = (typeof GSI1_KEY_PREFIXES)[number];

/**
 * What one function may do with the table: item actions, each with the partition key prefixes its
 * code names, and the gsi1 partition key prefixes it may Query (the only action on the index).
 * Writing an item that carries gsi1 keys is authorised by the table's key alone.
 */
export interface TableGrant {
  readonly table?: { readonly [A in TableAction]?: readonly TableKeyPrefix[] };
  readonly gsi1?: readonly Gsi1KeyPrefix[];
}

/** No table access at all: a function whose code never reaches the table, and every unbuilt route. */
export const NO_TABLE: TableGrant = {};

/**
 * One grant per call of the route table (the players' calls, then the staff's): `satisfies` makes a
 * route without a grant, or a grant for no route, a compile error. Derived from the data modules
 * (functions/src/data/*.ts) each handler reaches, including its error paths (a stale version's
 * re-read, a failed start's record); a call that loads a game's content (data/games/content.ts
 * getGameContent: its version, its items, its responses) holds that read even when a warm cache
 * would skip it.
 */
const declaredRouteGrants = {
  // init, me, ping: the caller's profile, created on first sign-in (a conditional Put).
  init: { table: { GetItem: ['USER#'], Query: ['USER#'], PutItem: ['USER#'] } },
  catalogue: { table: { GetItem: ['SITE'] }, gsi1: ['GAMES#'] },
  me: { table: { GetItem: ['USER#'], PutItem: ['USER#'] } },
  ping: { table: { GetItem: ['USER#'], PutItem: ['USER#'] } },
  // The caller's profile (created if missing, then updated), the rate; the published competitions (gsi1) and the
  // caller's own entry on each board (a conditional Update: an existing entry that was not removed).
  setNickname: { table: { GetItem: ['USER#'], PutItem: ['USER#'], UpdateItem: ['COMPETITION#', 'RATE#', 'USER#'] }, gsi1: ['COMPETITIONS#'] },
  geo: NO_TABLE,
  // A score in one transaction per chunk: the user's score and record of the quiz, the play scored or claimed (the game's and the site's stats
  // follow from the stream: statsAggregator); the competition board's entry or refusal, judged on the player's
  // fair-play record (read; copied from the browser's anonymous record at sign-in).
  postScores: { table: { GetItem: ['USER#'], BatchGetItem: ['PLAY#', 'USER#'], Query: ['FAIRPLAY#', 'USER#'], PutItem: ['COMPETITION#', 'FAIRPLAY#', 'USER#'], UpdateItem: ['PLAY#'] }, gsi1: ['COMPETITIONS#'] },
  listScores: { table: { Query: ['USER#'] } },
  persistCookie: NO_TABLE,
  pushSession: { table: { GetItem: ['USER#'], PutItem: ['PUSH#'] } },
  checkPushedSession: { table: { GetItem: ['PUSH#'] } },
  consumePushedSession: { table: { UpdateItem: ['PUSH#'], DeleteItem: ['PUSH#'] } },
  getScore: { table: { GetItem: ['SHARE#'] } },
  postScore: { table: { GetItem: ['GAME#', 'PLAY#', 'SHARE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['PLAY#', 'SHARE#'], UpdateItem: ['RATE#'] } },
  // The board's pages (gsi1); the caller's own rank: their entry, the rank buckets (a Query of the competition's), their bucket's keys (gsi1).
  competitionBoard: { table: { GetItem: ['COMPETITION#', 'GAME#'], Query: ['COMPETITION#'] }, gsi1: ['BOARD#'] },
  getGame: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] } },
  playgroundGame: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, gsi1: ['GAMES#'] },
  listPlaygroundGames: { gsi1: ['GAMES#'] },
  // The listing calls read the live games as the catalogue does (gsi1), nothing else.
  listGames: { gsi1: ['GAMES#'] },
  listGamesByTheme: { gsi1: ['GAMES#'] },
  // A new run's start (and a QUIZ run's questions, seen) in the player's fair-play record.
  startPlay: { table: { GetItem: ['GAME#', 'JOKER#', 'PLAY#', 'USER#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['FAIRPLAY#', 'JOKER#', 'PLAY#'], UpdateItem: ['FAIRPLAY#', 'PLAY#', 'RATE#', 'RUNS#'] } },
  // The moves update the play (and guess takes a rate lease; its misses are counted by statsAggregator): never Put,
  // never Delete. Each loads the game's content when its cache is cold: the game, its items, its responses.
  // guess also reads the response listing: the famous works a typed answer may name (data/games/answer-catalogue.ts).
  guess: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#', 'RATE#'] }, gsi1: ['RESPONSES'] },
  hint: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] } },
  // A reveal and the solution record the answers as seen (the player's fair-play record) before they are given.
  reveal: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['FAIRPLAY#', 'PLAY#'] } },
  nextQuestion: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] } },
  finishPlay: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] } },
  playLocale: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['PLAY#'] } },
  solution: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], UpdateItem: ['FAIRPLAY#'] } },
  // A run's parts are read, from the one named to its latest: nothing is written.
  playRun: { table: { GetItem: ['GAME#', 'PLAY#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] } },
  // A purchase: the profile (created if missing), the rate, the purchase and its two pointers (one transaction), its session.
  startPurchase: { table: { GetItem: ['USER#'], PutItem: ['PURCHASE#', 'PURCHASES_LOG', 'USER#'], UpdateItem: ['PURCHASE#', 'RATE#'] } },
  startPurchaseWithRef: { table: { GetItem: ['USER#'], PutItem: ['PURCHASE#', 'PURCHASES_LOG', 'USER#'], UpdateItem: ['PURCHASE#', 'RATE#'] } },
  // Reads the purchase and the buyer's profile, which it creates if missing (ensureUserProfile).
  getPurchase: { table: { GetItem: ['PURCHASE#', 'USER#'], PutItem: ['USER#'] } },
  // The purchase and its event item (one transaction), then the answer as getPurchase's.
  cancelPurchase: { table: { GetItem: ['PURCHASE#', 'USER#'], PutItem: ['PURCHASE#', 'USER#'] } },
  listProducts: { gsi1: ['PRODUCTS#'] },
  getProduct: { table: { GetItem: ['PRODUCT#'] } },
  listPremiumGames: { table: { GetItem: ['JOKER#', 'USER#'] }, gsi1: ['GAMES#'] },
  listPages: { gsi1: ['PAGES#'] },
  listMenu: { table: { Query: ['MENU'] }, gsi1: ['PAGES#'] },
  listPopups: { table: { Query: ['POPUPS'] } },
  getChallenge: { table: { GetItem: ['CHALLENGE#'] } },
  postChallenge: { table: { GetItem: ['GAME#'], BatchGetItem: ['PLAY#'], PutItem: ['CHALLENGE#'], UpdateItem: ['RATE#'] } },
  // The friend's fair-play record: had they seen the answers (marked on the result)?
  answerChallenge: { table: { GetItem: ['CHALLENGE#'], BatchGetItem: ['PLAY#'], Query: ['FAIRPLAY#'], UpdateItem: ['CHALLENGE#'] } },
  listChallenges: { gsi1: ['CHALLENGES_BY#'] },
  messengerBind: { table: { PutItem: ['USER#'], UpdateItem: ['RATE#'] } },
  messengerUnbind: { table: { PutItem: ['USER#'], UpdateItem: ['RATE#'], DeleteItem: ['USER#'] } },
  optin: { table: { PutItem: ['USER#'], UpdateItem: ['RATE#'] } },
  listOptins: { table: { GetItem: ['USER#'], Query: ['USER#'] } },
  qrQuiz: { table: { GetItem: ['GAME#'] } },
  // The back-office's calls (back-office-route-paths.ts).
  listGameResponses: { gsi1: ['RESPONSES'] },
  updateResponseQuestion: { table: { GetItem: ['RESPONSE#'], PutItem: ['AUDIT#', 'RESPONSE#'], UpdateItem: ['GAME#'] }, gsi1: ['RESPONSE_USES#'] },
  updateGameReference: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], PutItem: ['AUDIT#', 'GAME#'], UpdateItem: ['GAME#'] } },
  updateGameRefs: { table: { GetItem: ['GAME#'], Query: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#'] } },
  putQuestionReview: { table: { GetItem: ['GAME#', 'REVIEW#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#', 'REVIEW#'] } },
  deleteQuestionReview: { table: { GetItem: ['REVIEW#'], PutItem: ['AUDIT#'], DeleteItem: ['REVIEW#'] } },
  listAcknowledgedReviews: { gsi1: ['GAMES#', 'REVIEWS#GAME#'] },
  getCaddy: { table: { GetItem: ['USER#'], BatchGetItem: ['RESPONSE#'] } },
  postCaddy: { table: { GetItem: ['USER#'], BatchGetItem: ['RESPONSE#'], PutItem: ['AUDIT#', 'USER#'] } },
  listDeskGames: { gsi1: ['GAMES#'] },
  createDeskGame: { table: { PutItem: ['AUDIT#', 'GAME#', 'GAMESLUG#'] }, gsi1: ['GAMES#'] },
  getDeskGame: { table: { GetItem: ['GAME#'] } },
  updateDeskGame: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#', 'GAMESLUG#'], UpdateItem: ['GAME#'], DeleteItem: ['GAMESLUG#'] }, gsi1: ['GAMES#'] },
  startPictureUpload: { table: { GetItem: ['GAME#'] } },
  finalizePicture: { table: { GetItem: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#'] } },
  createGameResponse: { table: { PutItem: ['AUDIT#', 'RESPONSE#'] } },
  getGameRefs: { table: { GetItem: ['GAME#', 'RESPONSE#'], Query: ['GAME#'] } },
  createGameReference: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#', 'GAME#'], UpdateItem: ['GAME#'] } },
  deleteGameReference: { table: { GetItem: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#'], DeleteItem: ['GAME#'] } },
  acknowledgeQuestionReview: { table: { GetItem: ['REVIEW#'], PutItem: ['AUDIT#', 'REVIEW#'] } },
  listTesterGameReviews: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, gsi1: ['REVIEWS#GAME#'] },
  listDesignerGameReviews: { table: { GetItem: ['GAME#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'] }, gsi1: ['REVIEWS#GAME#'] },
  listGameMisses: { table: { GetItem: ['GAME#', 'RESPONSE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#', 'MISSES#GAME#'] } },
  promoteMiss: { table: { GetItem: ['GAME#', 'MISSES#GAME#', 'RESPONSE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['GAME#', 'MISSES#GAME#', 'RESPONSE#'] }, gsi1: ['RESPONSE_USES#'] },
  dismissMiss: { table: { GetItem: ['GAME#', 'MISSES#GAME#', 'RESPONSE#'], BatchGetItem: ['RESPONSE#'], Query: ['GAME#'], PutItem: ['AUDIT#'], UpdateItem: ['MISSES#GAME#'] } },
  listCompositions: { table: { Query: ['USER#'] } },
  putComposition: { table: { GetItem: ['GAME#', 'USER#'], PutItem: ['AUDIT#', 'USER#'] } },
  adminSearchUsers: NO_TABLE,
  adminGetUser: { table: { GetItem: ['USER#'] } },
  adminSetUserRoles: { table: { PutItem: ['AUDIT#'] } },
  adminChangeUserPremium: { table: { GetItem: ['USER#'], PutItem: ['AUDIT#'], UpdateItem: ['USER#'] } },
  adminListUserPurchases: { table: { Query: ['PURCHASE#', 'USER#'] } },
  adminUserAudit: { table: { Query: ['AUDIT#'] }, gsi1: ['AUDIT_BY#'] },
  adminListPurchases: { table: { Query: ['PURCHASE#', 'PURCHASES_LOG'] } },
  adminGameAudit: { table: { Query: ['AUDIT#'] } },
  // The whole trail (AUDIT#LOG, one copy of each entry) or one person's (gsi1).
  adminAuditLog: { table: { Query: ['AUDIT#'] }, gsi1: ['AUDIT_BY#'] },
  // Creates the publish record with its audit entry (marks it failed when the publish function cannot be started);
  // the publish function (publishJob, below) does the rest.
  publishSite: { table: { PutItem: ['AUDIT#', 'PUBLISH#'], UpdateItem: ['PUBLISH#'] } },
  listPublishes: { gsi1: ['PUBLISHES'] },
  getPublish: { table: { GetItem: ['PUBLISH#'] } },
  listAdminPages: { gsi1: ['PAGES#'] },
  getAdminPage: { table: { GetItem: ['PAGE#'], Query: ['AUDIT#'] } },
  createPage: { table: { GetItem: ['PAGE#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PAGE#'] }, gsi1: ['PAGES#'] },
  updatePage: { table: { GetItem: ['PAGE#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PAGE#'] }, gsi1: ['PAGES#'] },
  listAdminMenu: { table: { Query: ['MENU'] } },
  createMenuItem: { table: { GetItem: ['MENU'], PutItem: ['AUDIT#', 'MENU'] } },
  updateMenuItem: { table: { GetItem: ['MENU'], PutItem: ['AUDIT#', 'MENU'] } },
  listAdminProducts: { gsi1: ['PRODUCTS#'] },
  getAdminProduct: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'] } },
  createProduct: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PRODUCT#', 'PRODUCTSLUG#'] }, gsi1: ['PRODUCTS#'] },
  updateProduct: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PRODUCT#', 'PRODUCTSLUG#'], DeleteItem: ['PRODUCTSLUG#'] } },
  startProductImageUpload: { table: { GetItem: ['PRODUCT#'] } },
  finalizeProductImage: { table: { GetItem: ['PRODUCT#'], Query: ['AUDIT#'], PutItem: ['AUDIT#', 'PRODUCT#'] } },
  listAdminPopups: { table: { Query: ['POPUPS'] } },
  createAdminPopup: { table: { GetItem: ['POPUPS'], PutItem: ['AUDIT#', 'POPUPS'] } },
  updateAdminPopup: { table: { GetItem: ['POPUPS'], Query: ['POPUPS'], PutItem: ['AUDIT#', 'POPUPS'] } },
  deleteAdminPopup: { table: { GetItem: ['POPUPS'], Query: ['POPUPS'], PutItem: ['AUDIT#'], DeleteItem: ['POPUPS'] } },
  updatePopupTrigger: { table: { GetItem: ['POPUPS'], Query: ['POPUPS'], PutItem: ['AUDIT#', 'POPUPS'] } },
  listCompetitions: { gsi1: ['COMPETITIONS#'] },
  createCompetition: { table: { GetItem: ['COMPETITION#'], PutItem: ['AUDIT#', 'COMPETITION#'] }, gsi1: ['GAMES#'] },
  getCompetition: { table: { GetItem: ['COMPETITION#'] } },
  updateCompetition: { table: { GetItem: ['COMPETITION#'], PutItem: ['AUDIT#', 'COMPETITION#'] }, gsi1: ['GAMES#'] },
  getCompetitionBoard: { table: { GetItem: ['COMPETITION#', 'GAME#'], Query: ['COMPETITION#'] }, gsi1: ['BOARD#'] },
  removeCompetitionPlayer: { table: { GetItem: ['COMPETITION#'], PutItem: ['AUDIT#'], UpdateItem: ['COMPETITION#'] } },
  deleteMenuItem: { table: { GetItem: ['MENU'], PutItem: ['AUDIT#'], DeleteItem: ['MENU'] } },
  startPageImageUpload: NO_TABLE,
  finalizePageImage: NO_TABLE,
} as const satisfies Record<RoutePathName, TableGrant>;

/**
 * The back-office writes whose audit entry records the caller's display name (functions/src/lib/staff-name.ts
 * `withNamedCaller`; docs/back-office.md "Names"): each reads the caller's profile (`USER#`, for their
 * nickname) besides listing the user pool (infra/lib/api-stack.ts `AUDIT_NAME_CALLS`, this very list).
 */
export const STAFF_NAME_CALLS = [
  'createDeskGame', 'updateDeskGame', 'finalizePicture', 'createGameReference', 'updateGameReference', 'deleteGameReference',
  'updateGameRefs', 'createGameResponse', 'updateResponseQuestion', 'putQuestionReview', 'deleteQuestionReview',
  'acknowledgeQuestionReview', 'promoteMiss', 'dismissMiss', 'putComposition', 'postCaddy', 'createMenuItem', 'updateMenuItem',
  'deleteMenuItem', 'createPage', 'updatePage', 'adminSetUserRoles', 'adminChangeUserPremium',
  'createProduct', 'updateProduct', 'finalizeProductImage', 'createAdminPopup', 'updateAdminPopup', 'deleteAdminPopup',
  'updatePopupTrigger', 'createCompetition', 'updateCompetition', 'removeCompetitionPlayer', 'publishSite',
] as const satisfies readonly RoutePathName[];

/** A grant with GetItem on `USER#` added (the caller's profile). */
function withProfileRead(grant: TableGrant): TableGrant {
  const getItem = [...new Set([...(grant.table?.GetItem ?? []), 'USER#' as const])].sort();
  return { ...grant, table: { ...grant.table, GetItem: getItem } };
}

/** Every route's grant: as declared above, the staff-name calls' with the caller's profile read. */
export const routeTableGrants: Readonly<Record<RoutePathName, TableGrant>> = Object.fromEntries(
  Object.entries(declaredRouteGrants).map(([name, grant]) => [name, (STAFF_NAME_CALLS as readonly string[]).includes(name) ? withProfileRead(grant) : grant]),
) as Record<RoutePathName, TableGrant>;

/** The functions that are not routes of the API. */
export const functionTableGrants = {
  /** The warm-up invokes functions and fetches pages; the catch-all answers 404: neither reads the table. */
  warmupCache: NO_TABLE,
  routeNotFound: NO_TABLE,
  /** Stripe's webhook (infra/lib/payments-stack.ts): the event, the purchase and its events, the payment, the buyer's premium, in one transaction. */
  stripeWebhook: { table: { GetItem: ['PAYMENT#', 'PURCHASE#', 'USER#'], PutItem: ['PAYMENT#', 'PURCHASE#', 'STRIPE_EVENT#'], UpdateItem: ['USER#'] } },
  /** The scheduled expiry (payments-stack.ts): applied purchases by the end of their time, each moved to expired. */
  expirePurchases: { table: { GetItem: ['PURCHASE#'], UpdateItem: ['PURCHASE#'] }, gsi1: ['PURCHASES#applied'] },
  /**
   * The publish (infra/lib/constructs/publish-function.ts): reads the site's content, records its
   * progress and holds the publish lock; a deploy's publish creates its own record (with its audit entry).
   */
  publishJob: { table: { BatchGetItem: ['RESPONSE#'], Query: ['GAME#', 'MENU'], PutItem: ['AUDIT#', 'PUBLISH#'], UpdateItem: ['PUBLISH#'] }, gsi1: ['COMPETITIONS#', 'GAMES#', 'PAGES#'] },
  /**
   * The table stream's aggregation (functions/src/jobs/aggregate-stats.ts): reads its shard's progress, then adds a
   * batch's sums to the site's and games' counters, a competition's rank buckets and the plays' rejected guesses (the
   * alias review), with the progress, in one transaction.
   */
  statsAggregator: { table: { GetItem: ['STREAM#'], UpdateItem: ['COMPETITION#', 'GAME#', 'MISSES#GAME#', 'SITE', 'STREAM#'] } },
} as const satisfies Record<string, TableGrant>;

export type FunctionName = keyof typeof functionTableGrants;

/** Every function's grant, by route name or function name. */
export const tableGrants: Readonly<Record<RoutePathName | FunctionName, TableGrant>> = { ...routeTableGrants, ...functionTableGrants };

/** Whether `grant` lets a function send `action` for an item (or a Query) whose partition key is `key`. */
export function grantCovers(grant: TableGrant, action: string, index: 'table' | 'gsi1', key: string): boolean {
  const prefixes: readonly string[] = index === 'gsi1' ? (action === 'Query' ? (grant.gsi1 ?? []) : []) : (grant.table?.[action as TableAction] ?? []);
  return prefixes.some((prefix) => key.startsWith(prefix));
}
