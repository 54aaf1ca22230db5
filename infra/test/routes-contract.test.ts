import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { routeList } from '@quiz/shared';
import { handlerEntry, REPO_ROOT } from '../lib/paths';
import { sharedStage, type CfnResource } from './helpers';

/**
 * A zod schema, recognised by shape (zod 4 schemas carry `_zod` internals and `safeParse`): infra does
 * not depend on zod itself, and an instanceof check would break on a second copy of zod.
 */
function isZodSchema(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function'
  );
}

describe('route table ↔ handlers ↔ synthesized API', () => {
  let routeKeys = new Set<string>();
  let synthError: string | undefined;
  beforeAll(() => {
    // A missing handler makes the stack itself fail to build: report that below rather than crash here.
    try {
      const template = Template.fromStack(sharedStage('staging').stacks.api);
      const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[];
      routeKeys = new Set(routes.map((r) => String(r.Properties.RouteKey)));
    } catch (error) {
      synthError = error instanceof Error ? error.message : String(error);
    }
  });

  it('gives every entry a handler file, a route in the template, and zod schemas', () => {
    const problems: string[] = [];
    if (synthError) problems.push(`the API stack did not synthesize: ${synthError}`);

    const names = new Set<string>();
    const keys = new Set<string>();
    for (const route of routeList) {
      const key = `${route.method} ${route.path}`;
      if (names.has(route.name)) problems.push(`${route.name}: the name is used twice`);
      if (keys.has(key)) problems.push(`${route.name}: ${key} is used twice`);
      names.add(route.name);
      keys.add(key);

      const entry = handlerEntry(route.name);
      if (!existsSync(entry)) problems.push(`${route.name}: no handler file ${relative(REPO_ROOT, entry)}`);
      if (!synthError && !routeKeys.has(key)) problems.push(`${route.name}: no route ${key} in the synthesized template`);
      for (const part of ['params', 'query', 'response'] as const) {
        if (!isZodSchema(route[part])) problems.push(`${route.name}: ${part} is not a zod schema`);
      }
      if (route.body !== null && !isZodSchema(route.body)) problems.push(`${route.name}: body is neither a zod schema nor null`);
    }

    expect(problems).toEqual([]);
  });

  // API Gateway (HTTP APIs too) keeps one variable per level of the path tree, whatever the method:
  // `GET /a/{x}` beside `POST /a/{y}` is refused at deploy time with a ConflictException ("conflicting
  // variable on the same hierarchical level"), long after synth and these tests would have passed.
  it('uses one variable name per level of the path tree, as API Gateway requires', () => {
    const seen = new Map<string, { name: string; route: string }>();
    const conflicts: string[] = [];
    for (const route of routeList) {
      const segments = route.path.split('/').filter(Boolean);
      segments.forEach((segment, i) => {
        const variable = /^\{(\w+)\+?\}$/.exec(segment)?.[1];
        if (!variable) return;
        const level = segments.slice(0, i).map((s) => (s.startsWith('{') ? '{}' : s)).join('/');
        const other = seen.get(level);
        const key = `${route.method} ${route.path}`;
        if (!other) seen.set(level, { name: variable, route: key });
        else if (other.name !== variable) conflicts.push(`${key}: {${variable}} where ${other.route} has {${other.name}}`);
      });
    }
    expect(conflicts).toEqual([]);
  });
});
