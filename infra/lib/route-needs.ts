import type { RouteDef } from '@quiz/shared';
import { routeTableGrant, type TableGrant } from '@quiz/shared/table-grants';
import {
  PICTURE_FUNCTION_EXTERNAL, PICTURE_NODE_MODULES, SHARE_FUNCTION_EXTERNAL, SHARE_FUNCTION_MEMORY_MB, SHARE_NODE_MODULES, type SdkLayerModuleName,
} from './constructs/function-bundle';
import type { StageConfig } from './stages';

/**
 * What the stacks give a call's function, read from its record (shared/src/route-needs.ts;
 * README.md "Adding a route"): the only place infra learns what a call touches. No list of call names
 * lives in infra: a new call's record is enough for its function, its route and its permissions.
 */
type Needs = Pick<RouteDef, 'needs'>;

/** What its function may do with the table (least privilege per function). */
export const tableGrantOf = (route: Needs): TableGrant => routeTableGrant(route);

/** The user pool's actions of a call's function: its own, and ListUsers to find its caller's display name. */
export function userPoolActionsOf(route: Needs): string[] {
  const actions = [...(route.needs.userPool ?? []), ...(route.needs.auditedName ? ['ListUsers' as const] : [])];
  return [...new Set(actions)].map((action) => `cognito-idp:${action}`);
}

/**
 * The SDK layer module of a call's function (constructs/function-bundle.ts SDK_LAYER_MODULES): Lambda's
 * (and Cognito's) client for a call that starts a function, Cognito's beside DynamoDB's for one that reads
 * the user pool, else DynamoDB's alone.
 */
export function sdkModuleOfRoute(route: Needs): SdkLayerModuleName {
  if (route.needs.invokes?.length) return 'ops';
  return userPoolActionsOf(route).length ? 'staff' : 'dynamodb';
}

/** What a call's bundle leaves out and installs beside it, and its memory, when its bucket access asks. */
export interface RouteBundle {
  readonly externalModules?: readonly string[];
  readonly nodeModules?: readonly string[];
  readonly memorySize?: number;
}

/** A picture call bundles the presigned-POST helper, sharp beside it; a share renders with satori and sharp, with more memory. */
export function bundleOfRoute(route: Needs): RouteBundle {
  switch (route.needs.bucket) {
    case 'pictures': return { externalModules: PICTURE_FUNCTION_EXTERNAL, nodeModules: PICTURE_NODE_MODULES };
    case 'shares': return { externalModules: SHARE_FUNCTION_EXTERNAL, nodeModules: SHARE_NODE_MODULES, memorySize: SHARE_FUNCTION_MEMORY_MB };
    default: return {};
  }
}

/** The calls of `routes` with the given access to the site bucket (the web stack grants it to their roles). */
export const routesWithBucket = (routes: readonly RouteDef[], bucket: NonNullable<RouteDef['needs']['bucket']>): RouteDef[] =>
  routes.filter((route) => route.needs.bucket === bucket);

/** A call's own throttle (stages.ts `routeThrottle`): its record's, else the writes' for any call that changes something, else none (the stage's). */
export function routeThrottleOf(route: Pick<RouteDef, 'method' | 'needs'>, stage: StageConfig) {
  if (route.needs.throttle) return stage.routeThrottle[route.needs.throttle];
  return route.method === 'GET' ? undefined : stage.routeThrottle.writes;
}
