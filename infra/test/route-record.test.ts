import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { emptySchema, type RouteDef } from '@quiz/shared';
import type { ApiFunction } from '../lib/constructs/api-function';
import { REPO_ROOT } from '../lib/paths';
import type { QuizStacks } from '../lib/quiz-app';
import { apiTemplate, buildStage, type CfnResource } from './helpers';

/**
 * README.md "Adding a route": a call needs its path, its definition with its record, and its handler,
 * nothing else. Two calls defined here alone, with
 * their handlers in fixtures/handlers/, get their functions, their HTTP routes and exactly the
 * permissions their records name, in an app built from them.
 */
/** A call as the route table holds it (what `route()` in shared/src/route-def.ts returns), defined here alone. */
const fixtureRoute = (def: Pick<RouteDef, 'name' | 'method' | 'path' | 'access' | 'needs'>): RouteDef =>
  ({ ...def, summary: 'A test fixture', params: emptySchema, query: emptySchema, body: null, response: emptySchema });

const archiveGameRoute = fixtureRoute({
  name: 'archiveGame', method: 'POST', path: '/api/desk/games/{id}/archive', access: 'designer',
  needs: { table: { GetItem: ['GAME#'], UpdateItem: ['GAME#'], PutItem: ['AUDIT#'] }, gsi1: ['GAMES#'], bucket: 'pictures', auditedName: true, invokes: ['publish'] },
});
const shareRunRoute = fixtureRoute({
  name: 'shareRun', method: 'POST', path: '/api/runs/{id}/share', access: 'optional',
  needs: { table: { UpdateItem: ['PLAY#'] }, bucket: 'shares', stripeSecret: true, throttle: 'moves' },
});
const FIXTURE_NAMES = ['archiveGame', 'shareRun'];
/** What every function's role holds besides its record's: writing to its own log group. */
const OWN_LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];

interface Statement { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> }

/** Every statement of the policies attached to a function's role, in the template that holds them. */
function statementsOf(fn: ApiFunction, template: Template): Statement[] {
  const roleId = Stack.of(fn.role).getLogicalId(fn.role.node.defaultChild as never);
  return (Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[])
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** `action resource-kind prefixes` lines: the table's statements as their LeadingKeys limit them, the others by action. */
function permissionsOf(statements: Statement[]): string[] {
  return statements.flatMap((st) => [st.Action].flat().map((action) => {
    const keys = st.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined;
    if (!keys) return action;
    return `${action} ${JSON.stringify(st.Resource).includes('/index/gsi1') ? 'gsi1' : 'table'} ${keys.join(',')}`;
  })).sort();
}

/** Every file under `dir` (sources only). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'cdk.out') return [];
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('a route defined only in a test fixture (README.md "Adding a route")', () => {
  let stacks: QuizStacks;
  let api: Template;
  let web: Template;
  beforeAll(() => {
    stacks = buildStage('staging', {}, { routes: [archiveGameRoute, shareRunRoute], handlersDir: join(import.meta.dirname, 'fixtures', 'handlers') }).stacks;
    api = apiTemplate(stacks.api);
    web = Template.fromStack(stacks.web);
  });

  it('is named nowhere but here: its record is all the stacks read', () => {
    const sources = ['shared/src', 'functions/src', 'infra/lib', 'infra/bin', 'web/src', 'scripts/src'].flatMap((dir) => filesUnder(join(REPO_ROOT, dir)));
    const naming = sources.filter((file) => FIXTURE_NAMES.some((name) => readFileSync(file, 'utf8').includes(name))).map((file) => relative(REPO_ROOT, file));
    expect(naming).toEqual([]);
  });

  it('gets one function and one HTTP route per call, besides the catch-all', () => {
    expect([...stacks.api.functions.keys()].sort()).toEqual([...FIXTURE_NAMES, 'routeNotFound'].sort());
    const routeKeys = (Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[]).map((r) => String(r.Properties.RouteKey));
    expect(routeKeys.sort()).toEqual(['ANY /{proxy+}', 'POST /api/desk/games/{id}/archive', 'POST /api/runs/{id}/share']);
  });

  it('gives the designer\'s call exactly its record\'s permissions: the table (with the audited name\'s profile read), the user pool\'s ListUsers, the publish', () => {
    const fn = stacks.api.functions.get('archiveGame')!;
    expect(permissionsOf(statementsOf(fn, api))).toEqual([
      'cognito-idp:ListUsers',
      'dynamodb:GetItem table GAME#*,USER#*',
      'dynamodb:PutItem table AUDIT#*',
      'dynamodb:Query gsi1 GAMES#*',
      'dynamodb:UpdateItem table GAME#*',
      'lambda:InvokeFunction',
      ...OWN_LOGS,
    ]);
    const variables = (api.toJSON().Resources[Stack.of(fn).getLogicalId(fn.function.node.defaultChild as never)] as CfnResource).Properties.Environment as { Variables: Record<string, unknown> };
    expect(Object.keys(variables.Variables)).toEqual(expect.arrayContaining(['IMAGES_BUCKET_PARAMETER', 'PUBLISH_FUNCTION_NAME']));
    expect(variables.Variables).not.toHaveProperty('STRIPE_SECRETS_ARN');
  });

  it('gives the player\'s call exactly its record\'s permissions: its table update and Stripe\'s secret, and the moves\' throttle', () => {
    const fn = stacks.api.functions.get('shareRun')!;
    expect(permissionsOf(statementsOf(fn, api))).toEqual(['dynamodb:UpdateItem table PLAY#*', ...OWN_LOGS, 'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    const apiStage = Object.values(api.findResources('AWS::ApiGatewayV2::Stage'))[0] as CfnResource;
    expect(apiStage.Properties.RouteSettings).toEqual({
      'POST /api/desk/games/{id}/archive': { ThrottlingRateLimit: stacks.stage.routeThrottle.writes.rateLimit, ThrottlingBurstLimit: stacks.stage.routeThrottle.writes.burstLimit },
      'POST /api/runs/{id}/share': { ThrottlingRateLimit: stacks.stage.routeThrottle.moves.rateLimit, ThrottlingBurstLimit: stacks.stage.routeThrottle.moves.burstLimit },
    });
  });

  it('lets each call\'s role reach the site bucket as its record says: the pictures for one, the shares for the other', () => {
    const policies = Object.values(web.findResources('AWS::IAM::Policy')) as CfnResource[];
    const rolesOf = (prefix: string) => policies.filter((p) => JSON.stringify(p.Properties.PolicyDocument).includes(prefix)).flatMap((p) => p.Properties.Roles as unknown[]);
    const roleName = (name: string) => JSON.stringify(stacks.web.resolve(stacks.api.functions.get(name)!.role.roleName));
    expect(rolesOf('uploads/*').map((role) => JSON.stringify(role))).toEqual([roleName('archiveGame')]);
    expect(rolesOf('shares/*').map((role) => JSON.stringify(role))).toEqual([roleName('shareRun')]);
  });
});
