import { routeList, type RouteDef, type RouteName } from './routes';
import type { TableAction, TableGrant } from './route-needs';

export { GSI1_KEY_PREFIXES, TABLE_ACTIONS, TABLE_KEY_PREFIXES } from './route-needs';
export type { Gsi1KeyPrefix, TableAction, TableGrant, TableKeyPrefix } from './route-needs';

/**
 * Least privilege per function (docs/adr/0038-least-privilege-per-function.md): what each function may
 * do with the single table. A route's grant is read from its record (the `needs` beside its definition in
 * routes.ts or back-office-routes.ts); the functions that are not routes declare theirs below. The CDK app
 * gives each function's role exactly these actions, each limited to its partition key prefixes by a
 * `dynamodb:LeadingKeys` condition (infra/lib/constructs/api-function.ts); the integration tests record
 * every command the functions' document client sends while a handler runs and fail when a call is not
 * covered by its function's grant (functions/test/helpers/record-table-calls.ts).
 *
 * Not exported by the package's index: the web app and the functions never import it (only infra and
 * the tests do, through `@quiz/shared/table-grants`).
 */

/** No table access at all: a function whose code never reaches the table. */
export const NO_TABLE: TableGrant = {};

/**
 * A route's grant: the table fields of its record, with the caller's profile read (GetItem `USER#`, for
 * their nickname) when its audit entries record the caller's name (route-needs.ts `auditedName`).
 */
export function routeTableGrant(route: Pick<RouteDef, 'needs'>): TableGrant {
  const { table, gsi1, auditedName } = route.needs;
  const grant: TableGrant = { ...(table ? { table } : {}), ...(gsi1 ? { gsi1 } : {}) };
  if (!auditedName) return grant;
  const getItem = [...new Set([...(table?.GetItem ?? []), 'USER#' as const])].sort();
  return { ...grant, table: { ...table, GetItem: getItem } };
}

/** Every route's grant, by its name. */
export const routeTableGrants: Readonly<Record<RouteName, TableGrant>> = Object.fromEntries(
  routeList.map((route) => [route.name, routeTableGrant(route)]),
) as Record<RouteName, TableGrant>;

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
export const tableGrants: Readonly<Record<RouteName | FunctionName, TableGrant>> = { ...routeTableGrants, ...functionTableGrants };

/** Whether `grant` lets a function send `action` for an item (or a Query) whose partition key is `key`. */
export function grantCovers(grant: TableGrant, action: string, index: 'table' | 'gsi1', key: string): boolean {
  const prefixes: readonly string[] = index === 'gsi1' ? (action === 'Query' ? (grant.gsi1 ?? []) : []) : (grant.table?.[action as TableAction] ?? []);
  return prefixes.some((prefix) => key.startsWith(prefix));
}
