import { routeList, type RouteDef } from '@quiz/shared';

/** A path parameter with a malformed percent-escape (`%E0%A4%A`): the caller's mistake, a 400. */
export class MalformedPathError extends Error {}

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  paramNames: string[];
  staticSegments: number;
}

function compile(route: RouteDef): CompiledRoute {
  const paramNames: string[] = [];
  const segments = route.path.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return {
    route,
    pattern: new RegExp(`^/${pattern}/?$`),
    paramNames,
    staticSegments: segments.length - paramNames.length,
  };
}

/**
 * Matches a request to the route table as API Gateway does: the most specific route wins, so
 * /api/games/playground goes to its own call, not to /api/games/{theme}.
 */
export function createApiRouter(routes: readonly RouteDef[] = routeList) {
  const compiled = routes.map(compile).sort((a, b) => b.staticSegments - a.staticSegments);
  return (method: string, path: string): RouteMatch | undefined => {
    for (const c of compiled) {
      if (c.route.method !== method) continue;
      const m = c.pattern.exec(path);
      if (!m) continue;
      const pathParameters: Record<string, string> = {};
      c.paramNames.forEach((name, i) => {
        try {
          pathParameters[name] = decodeURIComponent(m[i + 1] ?? '');
        } catch {
          throw new MalformedPathError(`the path parameter ${name} holds a malformed percent-escape`);
        }
      });
      return { route: c.route, pathParameters };
    }
    return undefined;
  };
}
