import { routeList } from '@quiz/shared';
import { FUNCTION_BUNDLE, PAGE_INDEX_SYNC_EXTERNAL, PUBLISH_SITE_EXTERNAL, type SdkLayerModuleName } from './constructs/function-bundle';
import { SYNC_PAGE_INDEX_ENTRY } from './constructs/page-store-sync';
import { PUBLISH_SITE_ENTRY } from './constructs/publish-function';
import { USER_POOL_EXPORT_ENTRY, USER_POOL_EXPORT_SDK_MODULE } from './constructs/user-pool-export';
import { WARMUP_CACHE_ENTRY, WARMUP_SDK_MODULE } from './api-stack';
import { handlerEntry } from './paths';
import { bundleOfRoute, routesWithBucket, sdkModuleOfRoute } from './route-needs';

/** The picture calls' entries (their record's bucket access: pictures): sharp is installed beside them. */
export const PICTURE_FUNCTIONS: ReadonlySet<string> = new Set(routesWithBucket(routeList, 'pictures').map((route) => handlerEntry(route.name)));

/** The score share's entries (bucket access: shares): satori, sharp and the font are installed beside them. */
export const SHARE_FUNCTIONS: ReadonlySet<string> = new Set(routesWithBucket(routeList, 'shares').map((route) => handlerEntry(route.name)));

/** Each route's entry with what its construct leaves out of its bundle (route-needs.ts `bundleOfRoute`). */
const EXTERNAL_BY_ENTRY: ReadonlyMap<string, readonly string[] | undefined> = new Map(
  routeList.map((route) => [handlerEntry(route.name), bundleOfRoute(route).externalModules] as const),
);

/**
 * What a function's bundle leaves out, by its entry, as its construct says: the one answer for the
 * infra size test and the size benchmark (scripts/src/bench/function-sizes.ts), so that both measure
 * the bundle CDK deploys.
 */
export function externalModulesOf(entry: string): readonly string[] {
  return entry === PUBLISH_SITE_ENTRY ? PUBLISH_SITE_EXTERNAL
    : entry === SYNC_PAGE_INDEX_ENTRY ? PAGE_INDEX_SYNC_EXTERNAL
    : EXTERNAL_BY_ENTRY.get(entry) ?? FUNCTION_BUNDLE.external;
}

/** The SDK layer module a function's bundle takes its AWS clients from, by its entry, as its construct says. */
const SDK_MODULE_BY_ENTRY: ReadonlyMap<string, SdkLayerModuleName> = new Map([
  ...routeList.map((route) => [handlerEntry(route.name), sdkModuleOfRoute(route)] as const),
  [WARMUP_CACHE_ENTRY, WARMUP_SDK_MODULE],
  [USER_POOL_EXPORT_ENTRY, USER_POOL_EXPORT_SDK_MODULE],
]);
export const sdkModuleOf = (entry: string): SdkLayerModuleName => SDK_MODULE_BY_ENTRY.get(entry) ?? 'dynamodb';
