/**
 * What a call needs from the cloud, said once beside its definition (the `needs` of each `route()` in
 * routes.ts and back-office-routes.ts; README.md "Adding a route"), the way
 * sst links a function's resources in one line. The CDK stacks derive its function's permissions,
 * environment, bundle, SDK layer module, throttle and reserved concurrency from it
 * (infra/lib/route-needs.ts), the table grants too (table-grants.ts), and nothing else names the call.
 *
 * Types and the table's key prefixes only: a function's bundle carries its own route's record, never
 * this module's lists (they are read by infra and the tests).
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
 * What one function may do with the table (docs/adr/0038-least-privilege-per-function.md): item
 * actions, each with the partition key prefixes its code names, and the gsi1 partition key prefixes it
 * may Query (the only action on the index). Writing an item that carries gsi1 keys is authorised by the
 * table's key alone. A call that loads a game's content (data/content.ts getGameContent: its version,
 * its items, its responses) holds that read even when a warm cache would skip it.
 */
export interface TableGrant {
  readonly table?: { readonly [A in TableAction]?: readonly TableKeyPrefix[] };
  readonly gsi1?: readonly Gsi1KeyPrefix[];
}

/** The user pool's actions a call may perform (functions/src/lib/user-directory.ts), on the stage's pool only. */
export type UserPoolAction = 'ListUsers' | 'AdminListGroupsForUser' | 'AdminAddUserToGroup' | 'AdminRemoveUserFromGroup';

/**
 * One call's needs. Every field is optional: `{}` is a call that touches nothing but its answer.
 * The table grant's fields (`table`, `gsi1`) sit at the top level.
 */
export interface RouteNeeds extends TableGrant {
  /**
   * The site bucket (infra/lib/web-stack.ts): `pictures` puts, reads and deletes `uploads/*` and puts
   * `images/*` (an upload checked and published; sharp beside the bundle); `shares` puts `shares/*` and
   * reads `images/*` and the build info (a score share's page and preview image; satori and sharp, more memory).
   */
  readonly bucket?: 'pictures' | 'shares';
  /** Stripe's secret key (the payments stack): a call that creates or expires a Checkout Session. */
  readonly stripeSecret?: true;
  /** The user pool's actions (the admin's users pages: functions/src/lib/user-directory.ts). */
  readonly userPool?: readonly UserPoolAction[];
  /**
   * The caller's display name is recorded in the audit entries it writes (docs/back-office.md "Names"):
   * its handler wraps its function in `withNamedCaller` (functions/src/lib/staff-name.ts), which reads the
   * caller's profile (GetItem `USER#`) and lists the user pool (ListUsers): both are granted from this flag.
   */
  readonly auditedName?: true;
  /** Functions it starts: `publish`, the site's publish (infra/lib/constructs/publish-function.ts), by name. */
  readonly invokes?: readonly 'publish'[];
  /**
   * Its own API Gateway throttle (infra/lib/stages.ts `routeThrottle`, from the capacity model): the play's
   * start, or the play moves throttled together. Without it: the writes' for a call that changes something
   * (any method but GET), else the stage's alone.
   */
  readonly throttle?: 'startPlay' | 'moves';
  /**
   * A hot call of a play: prod reserves its function's concurrency, sized by the capacity model
   * (infra/lib/capacity-model.ts, which must hold the call's measured cost; docs/capacity.md).
   */
  readonly reservedConcurrency?: true;
}
