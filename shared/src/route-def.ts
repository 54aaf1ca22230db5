import * as z from 'zod/mini';
import { emptySchema } from './schemas/common';
import type { HttpMethod, RoutePathName, RoutePaths } from './route-paths';
import type { RouteNeeds } from './route-needs';

export type { HttpMethod } from './route-paths';
export { pathFor } from './route-paths';
export type { RouteNeeds } from './route-needs';

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
  A extends Access = Access,
> {
  name: string;
  method: HttpMethod;
  /** Under /api, with API Gateway's {param} syntax. */
  path: `/api/${string}`;
  /** Kept as its literal: the handler's caller is typed from it (functions/src/lib/http.ts). */
  access: A;
  /** What the call's function may touch, its throttle and its concurrency (route-needs.ts). */
  needs: RouteNeeds;
  summary: string;
  params: P;
  query: Q;
  /** null: the call takes no body (anything sent is ignored). */
  body: B | null;
  response: R;
}

/** Answers the spec does not describe yet; each becomes a real schema with the issue that builds it. */
export const unspecified = z.unknown();
const noParams = emptySchema;
const noQuery = z.object({});
/** A path segment that names something by an opaque key. */
export const shortId = z.string().check(z.maxLength(64));

/**
 * Defines a call: its method and path are its entry of route-paths.ts or back-office-route-paths.ts (the
 * zod-free lists the web client reads; written there once), which must be the entry of its name (a
 * compile error otherwise). Each entry is an export of its own, so that a function's bundle carries its
 * call's path, not the whole list.
 */
// Pure, so that a function's bundle keeps only the definitions it reads (esbuild drops the others).
/* @__NO_SIDE_EFFECTS__ */
export function route<N extends RoutePathName, P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType, A extends Access>(
  at: RoutePaths[N],
  def: Omit<RouteDef<P, Q, B, R, A>, 'name' | 'method' | 'path' | 'params' | 'query' | 'body'> & {
    name: N;
    params?: P;
    query?: Q;
    body?: B;
  },
): RouteDef<P, Q, B, R, A> & { name: N; method: RoutePaths[N]['method']; path: RoutePaths[N]['path'] } {
  return {
    ...def,
    method: at.method,
    path: at.path,
    params: def.params ?? (noParams as unknown as P),
    query: def.query ?? (noQuery as unknown as Q),
    body: def.body ?? null,
  };
}
