import { routeList } from '@quiz/shared';
import { FUNCTION_BUNDLE, PAGE_INDEX_SYNC_EXTERNAL, PICTURE_FUNCTION_EXTERNAL, PUBLISH_SITE_EXTERNAL, SHARE_FUNCTION_EXTERNAL, type SdkLayerModuleName } from './constructs/function-bundle';
import { SYNC_PAGE_INDEX_ENTRY } from './constructs/page-store-sync';
import { PUBLISH_SITE_ENTRY } from './constructs/publish-function';
import { PICTURE_CALLS, SHARE_CALLS, sdkModuleOfCall, WARMUP_CACHE_ENTRY, WARMUP_SDK_MODULE } from './api-stack';
import { handlerEntry } from './paths';

/** The picture calls bundle the presigned-POST helper; sharp is installed beside them (issue 22). */
export const PICTURE_FUNCTIONS: ReadonlySet<string> = new Set([...PICTURE_CALLS].map((call) => handlerEntry(call)));

/** The score share call (issue 23): satori, sharp and the font are installed beside it. */
export const SHARE_FUNCTIONS: ReadonlySet<string> = new Set([...SHARE_CALLS].map((call) => handlerEntry(call)));

/**
 * What a function's bundle leaves out, by its entry, as its construct says: the one answer for the
 * infra size test and the size benchmark (scripts/src/bench/function-sizes.ts), so that both measure
 * the bundle CDK deploys.
 */
export function externalModulesOf(entry: string): readonly string[] {
  return entry === PUBLISH_SITE_ENTRY ? PUBLISH_SITE_EXTERNAL
    : PICTURE_FUNCTIONS.has(entry) ? PICTURE_FUNCTION_EXTERNAL
    : SHARE_FUNCTIONS.has(entry) ? SHARE_FUNCTION_EXTERNAL
    : entry === SYNC_PAGE_INDEX_ENTRY ? PAGE_INDEX_SYNC_EXTERNAL
    : FUNCTION_BUNDLE.external;
}

/** The SDK layer module a function's bundle takes its AWS clients from, by its entry, as its construct says. */
const SDK_MODULE_BY_ENTRY: ReadonlyMap<string, SdkLayerModuleName> = new Map([
  ...routeList.map((route) => [handlerEntry(route.name), sdkModuleOfCall(route.name)] as const),
  [WARMUP_CACHE_ENTRY, WARMUP_SDK_MODULE],
]);
export const sdkModuleOf = (entry: string): SdkLayerModuleName => SDK_MODULE_BY_ENTRY.get(entry) ?? 'dynamodb';
