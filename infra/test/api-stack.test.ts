import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Names, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routeList, type RouteDef } from '@quiz/shared';
import { checkReservedConcurrency, isBackOfficeRoute, reservedConcurrencyOf, UNRESERVED_CONCURRENCY_MINIMUM, warmedRoutes, type ApiStack } from '../lib/api-stack';
import { apiTemplate, buildStage, sharedStage, WEB_DOMAIN, type CfnResource } from './helpers';
import type { StageConfig } from '../lib/stages';
import { SHARE_FUNCTION_MEMORY_MB } from '../lib/constructs/function-bundle';
import { userPoolActionsOf } from '../lib/route-needs';

/** The calls whose record (shared/src/route-needs.ts) names Stripe's secret, the bucket's pictures, its shares, an audited name. */
const purchaseCalls = routeList.filter((r) => r.needs.stripeSecret);
const pictureCalls = routeList.filter((r) => r.needs.bucket === 'pictures');
const shareCalls = routeList.filter((r) => r.needs.bucket === 'shares');
const auditedNameCalls = routeList.filter((r) => r.needs.auditedName).map((r) => r.name);


/** The actions the function of `route` may perform, from the policies attached to its own role. */
function actionsOf(stack: ApiStack, template: Template, route: RouteDef): string[] {
  const fn = stack.functions.get(route.name);
  if (!fn) throw new Error(`no function for ${route.name}`);
  const roleId = Stack.of(fn).getLogicalId(fn.role.node.defaultChild as never);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
  return policies
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

describe.each(['staging', 'prod'] as const)('api stack (%s)', (stage) => {
  let stack: ApiStack;
  let template: Template;
  let functions: CfnResource[];
  let config: StageConfig;
  beforeAll(() => {
    const { stacks } = sharedStage(stage);
    stack = stacks.api;
    config = stacks.stage;
    template = apiTemplate(stack);
    // The API's functions; the warm-up, the stream's aggregation and the origin authorizer (no route) have
    // tests of their own (below; stats-aggregator.test.ts; api-edge.test.ts).
    const noRoute = (f: CfnResource) => /^(Warm-up|Table stream|API authorizer)/.test(String(f.Properties.Description));
    functions = (Object.values(template.findResources('AWS::Lambda::Function')) as CfnResource[]).filter((f) => !noRoute(f));
  });

  it('SPEC §2 /utils/warmup-cache: a warm-up function, with no route, that may invoke each API function by its ARN and nothing else', () => {
    const warmUp = stack.warmUp;
    const roleId = Stack.of(warmUp).getLogicalId(warmUp.role.node.defaultChild as never);
    const statements = (Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[])
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
    const invoke = statements.filter((st) => st.Action === 'lambda:InvokeFunction');
    expect(invoke).toHaveLength(1);
    const warmed = warmedRoutes(routeList).map((route) => stack.functions.get(route.name)!);
    expect(warmed.length).toBeGreaterThan(30);
    expect(warmed.length).toBeLessThan(stack.functions.size);
    // The players' functions live in the nested stack Players: the API's stack names their live alias
    // (its Ref is its ARN; docs/adr/0027-warm-up-after-a-deploy.md) through its outputs.
    const reference = (fn: (typeof warmed)[number]) => {
      expect(Stack.of(fn.function)).toBe(stack.players);
      return { 'Fn::GetAtt': [stack.getLogicalId(stack.players.nestedStackResource as never), `Outputs.${Names.nodeUniqueId(fn.live!.node.defaultChild!.node)}Ref`] };
    };
    // Exactly the players' API functions (not the back-office's), through their live alias: no wildcard, no version pattern, not itself.
    const byId = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect((invoke[0]!.Resource as unknown[]).slice().sort(byId)).toEqual(warmed.map((fn) => reference(fn)).sort(byId));
    expect(JSON.stringify(statements)).not.toMatch(/dynamodb|"\*"|:\*/);
    const fn = template.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Warm-up') } });
    const variables = (Object.values(fn)[0] as CfnResource).Properties.Environment as { Variables: Record<string, unknown> };
    expect(variables.Variables).toMatchObject({
      SITE_URL: `https://${WEB_DOMAIN}`,
      DEPLOY_DIGEST: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // Each name qualified by the alias (`<function name>:live`, the name taken from the alias's ARN).
    const names = (variables.Variables.WARM_FUNCTIONS as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
    expect(names[0]).toBe(',');
    expect(names[1].map((name) => JSON.stringify(name))).toEqual(
      warmed.map((fn) => JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::Select': [6, { 'Fn::Split': [':', reference(fn)] }] }, ':live']] })),
    );
    expect(variables.Variables).not.toHaveProperty('TABLE_NAME');
    // No HTTP route reaches it: the API's routes are the route table's and the catch-all.
    const routeKeys = (Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[]).map((r) => String(r.Properties.RouteKey));
    expect(routeKeys.some((key) => key.includes('warmup') || key.includes('/utils'))).toBe(false);
    template.hasOutput('WarmupFunctionName', { Value: { Ref: Object.keys(fn)[0] } });
    // Lambda's 4 KB environment: every name at its longest (64 characters, `:live` and a comma), with room for the rest.
    expect(warmed.length * 70 + 512).toBeLessThanOrEqual(4096);
  });

  it('has one Node 24 arm64 function per route-table entry, plus the catch-all, and no other', () => {
    expect(functions).toHaveLength(routeList.length + 1);
    for (const route of routeList) {
      const matching = functions.filter((f) => f.Properties.Description === `${route.method} ${route.path}`);
      expect(matching, `${route.name}`).toHaveLength(1);
      expect(matching[0]?.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
    }
  });

  it('every function has its stack\'s one SDK layer (the bundled AWS clients), for Node 24 on arm64', () => {
    const stacks = new Set([...stack.functions.values()].map((fn) => Stack.of(fn)));
    for (const nested of stacks) {
      const nestedTemplate = Template.fromStack(nested);
      const layers = nestedTemplate.findResources('AWS::Lambda::LayerVersion');
      expect(Object.keys(layers)).toHaveLength(1);
      const [layerId, layer] = Object.entries(layers)[0]! as [string, CfnResource];
      expect(layer.Properties).toMatchObject({ CompatibleRuntimes: ['nodejs24.x'], CompatibleArchitectures: ['arm64'] });
      const nestedFunctions = Object.values(nestedTemplate.findResources('AWS::Lambda::Function')) as CfnResource[];
      expect(nestedFunctions.length).toBeGreaterThan(0);
      for (const fn of nestedFunctions) expect(fn.Properties.Layers, String(fn.Properties.Description)).toEqual([{ Ref: layerId }]);
    }
  });

  it('gives every function the environment the handlers read, and Stripe\'s secret and the site\'s origin to the purchase calls only', () => {
    const purchaseDescriptions = new Set(purchaseCalls.map((r) => `${r.method} ${r.path}`));
    expect(purchaseDescriptions.size).toBe(3);
    // The picture calls read the site bucket's name from SSM (the web stack writes it).
    const pictureDescriptions = new Set(pictureCalls.map((r) => `${r.method} ${r.path}`));
    expect(pictureDescriptions.size).toBe(6);
    // The share call writes its page and image to the same bucket, and names the site's origin.
    const shareDescriptions = new Set(shareCalls.map((r) => `${r.method} ${r.path}`));
    expect(shareDescriptions).toEqual(new Set(['POST /api/score/{game}/{score}']));
    for (const fn of functions) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const purchase = purchaseDescriptions.has(String(fn.Properties.Description));
      const picture = pictureDescriptions.has(String(fn.Properties.Description));
      const share = shareDescriptions.has(String(fn.Properties.Description));
      expect(Object.keys(variables).sort()).toEqual(
        [
          'COGNITO_CLIENT_ID',
          'COGNITO_USER_POOL_ID',
          'NODE_OPTIONS',
          'ORIGIN_VERIFY_SECRET',
          'POWERTOOLS_SERVICE_NAME',
          'STAGE',
          'TABLE_NAME',
          ...(purchase ? ['SITE_URL', 'STRIPE_SECRETS_ARN'] : []),
          ...(picture ? ['IMAGES_BUCKET_PARAMETER'] : []),
          ...(share ? ['IMAGES_BUCKET_PARAMETER', 'SITE_URL'] : []),
          // The publish call invokes the publish function (web stack) by its name.
          ...(fn.Properties.Description === 'POST /api/desk/publish' ? ['PUBLISH_FUNCTION_NAME'] : []),
        ].sort(),
      );
      if (picture) expect(variables.IMAGES_BUCKET_PARAMETER).toMatch(/^\/quiz-[a-z]+\/images-bucket$/);
      if (purchase || share) expect(variables.SITE_URL).toBe(`https://${WEB_DOMAIN}`);
      // The share call renders its preview image: more memory than a plain call.
      if (share) expect(fn.Properties.MemorySize).toBe(SHARE_FUNCTION_MEMORY_MB);
      expect(variables).toMatchObject({
        STAGE: stage,
        POWERTOOLS_SERVICE_NAME: 'quiz',
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });

  it('logs each function to its own log group with the stage retention', () => {
    const retention = stage === 'prod' ? 90 : 14;
    const logGroups = template.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: retention } });
    for (const fn of functions) {
      const ref = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logGroups[ref], `${String(fn.Properties.Description)} log group`).toBeDefined();
    }
  });

  it(stage === 'prod' ? 'traces functions with X-Ray' : 'does not trace functions', () => {
    for (const fn of functions) {
      if (stage === 'prod') expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      else expect(fn.Properties.TracingConfig).toBeUndefined();
    }
  });

  // The table: infra/test/table-grants.test.ts (least privilege per function).

  it('lets the purchase calls alone read Stripe\'s secret', () => {
    for (const route of routeList) {
      const reads = actionsOf(stack, template, route).includes('secretsmanager:GetSecretValue');
      expect(reads, route.name).toBe(route.needs.stripeSecret === true);
    }
  });

  it('docs/back-office.md "Names": the back-office writes whose record says auditedName name their caller (withNamedCaller) and may list users, and only they', () => {
    const handlersDir = path.join(import.meta.dirname, '../../functions/src/handlers');
    const named = readdirSync(handlersDir).filter((f) => readFileSync(path.join(handlersDir, f), 'utf8').includes('withNamedCaller(')).map((f) => f.replace(/\.ts$/, ''));
    expect(named.sort()).toEqual([...auditedNameCalls].sort());
    for (const name of auditedNameCalls) expect(routeList.find((r) => r.name === name)?.access, name).not.toMatch(/^(public|optional|user)$/);
  });

  it('the admin user calls alone may touch the user pool, with exactly the Cognito actions each performs, on the stage\'s pool only', () => {
    const userPoolRefs = new Set<string>();
    for (const route of routeList) {
      const cognito = actionsOf(stack, template, route).filter((a) => a.startsWith('cognito-idp:'));
      expect(cognito.sort(), route.name).toEqual(userPoolActionsOf(route).sort());
      if (!cognito.length) continue;
      if (route.needs.userPool) expect(route.access, route.name).toBe('admin');
      else expect(cognito, route.name).toEqual(['cognito-idp:ListUsers']);
      const fn = stack.functions.get(route.name)!;
      const roleId = Stack.of(fn).getLogicalId(fn.role.node.defaultChild as never);
      const statements = (Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[])
        .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
        .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement)
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('cognito-idp:')));
      for (const st of statements) {
        expect(JSON.stringify(st.Resource)).not.toContain('*');
        userPoolRefs.add(JSON.stringify(st.Resource));
      }
    }
    // One resource for all of them: the user pool's ARN (imported from the auth stack).
    expect(userPoolRefs.size).toBe(1);
    expect([...userPoolRefs][0]).toMatch(/UserPool/);
    const users = functions.find((f) => String(f.Properties.Description) === 'GET /api/admin/users');
    expect(JSON.stringify((users?.Properties.Environment as { Variables: Record<string, unknown> }).Variables.COGNITO_USER_POOL_ID)).toMatch(/UserPool/);
  });

  it('has no managed policy on any function role', () => {
    // The functions' roles (Lambda takes them); CodeDeploy's role has AWS's policy for it (canary.test.ts).
    const roles = Object.values(template.findResources('AWS::IAM::Role')) as CfnResource[];
    const functionRoles = roles.filter((role) => JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('lambda.amazonaws.com'));
    expect(functionRoles.length).toBeGreaterThan(routeList.length);
    for (const role of functionRoles) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  // Their authorizer, the origin's on every route: api-edge.test.ts.
  it('routes every entry', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[];
    expect(routes).toHaveLength(routeList.length + 1);
    for (const route of routeList) {
      const cfn = routes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      expect(cfn, `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('answers unknown calls with the API\'s own 404 JSON through a catch-all route', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[];
    const catchAll = routes.find((r) => r.Properties.RouteKey === 'ANY /{proxy+}');
    expect(catchAll).toBeDefined();
    const notFound = functions.filter((f) => f.Properties.Description === 'Any unknown API call: 404 JSON');
    expect(notFound).toHaveLength(1);
  });

  it('serves the routes from an auto-deployed $default stage with access logs and throttling', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });

  it('docs/capacity.md "The stages\' limits": throttles the play routes and every write route per route, tighter than the stage', () => {
    const apiStage = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0] as CfnResource;
    const settings = apiStage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    const stageWide = apiStage.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number };
    const playRoutes = ['POST /api/plays', 'POST /api/plays/{playId}/guesses', 'POST /api/plays/{playId}/hints',
      'POST /api/plays/{playId}/reveals', 'POST /api/plays/{playId}/finish', 'POST /api/plays/{playId}/locale', 'GET /api/plays/{playId}/solution',
      'GET /api/plays/{playId}/run'];
    const writeRoutes = routeList.filter((route) => route.method !== 'GET').map((route) => `${route.method} ${route.path}`);
    expect(writeRoutes.length).toBeGreaterThan(40);
    // Exactly the play routes and the writes: a read (init, the catalogue) keeps the stage's limit.
    expect(Object.keys(settings).sort()).toEqual([...new Set([...playRoutes, ...writeRoutes])].sort());
    expect(settings['POST /api/plays']).toEqual({ ThrottlingRateLimit: config.routeThrottle.startPlay.rateLimit, ThrottlingBurstLimit: config.routeThrottle.startPlay.burstLimit });
    expect(settings['POST /api/plays/{playId}/guesses']!.ThrottlingRateLimit).toBe(config.routeThrottle.moves.rateLimit);
    expect(settings['POST /api/post_scores']).toEqual({ ThrottlingRateLimit: config.routeThrottle.writes.rateLimit, ThrottlingBurstLimit: config.routeThrottle.writes.burstLimit });
    for (const [key, setting] of Object.entries(settings)) {
      expect(setting.ThrottlingRateLimit, key).toBeLessThan(stageWide.ThrottlingRateLimit);
      expect(setting.ThrottlingBurstLimit, key).toBeGreaterThanOrEqual(setting.ThrottlingRateLimit);
    }
    // The stage names those routes: it must be deployed after them.
    expect((apiStage as { DependsOn?: string[] }).DependsOn?.length ?? 0).toBeGreaterThanOrEqual(Object.keys(settings).length);
  });

  it('docs/capacity.md "The stages\' limits": reserves each function\'s concurrency as the stage config says, leaving Lambda\'s unreserved minimum', () => {
    let reserved = 0;
    for (const route of routeList) {
      const resource = stack.functions.get(route.name)!.function.node.defaultChild as unknown as { reservedConcurrentExecutions?: number };
      const expected = isBackOfficeRoute(route) ? config.concurrency.backOffice : config.concurrency.players[route.name];
      expect(resource.reservedConcurrentExecutions, route.name).toBe(expected);
      reserved += expected ?? 0;
    }
    if (reserved > 0) expect(reserved).toBeLessThanOrEqual(config.concurrency.accountLimit - UNRESERVED_CONCURRENCY_MINIMUM);
    const templated = functions.filter((f) => f.Properties.ReservedConcurrentExecutions !== undefined);
    if (stage === 'prod') {
      // The play's hot calls are guaranteed theirs; each back-office function is capped.
      for (const call of ['startPlay', 'guess', 'init']) expect(config.concurrency.players[call], call).toBeGreaterThan(0);
      expect(config.concurrency.backOffice).toBeGreaterThan(0);
      expect(templated.length).toBe(routeList.filter((route) => reservedConcurrencyOf(route, config) !== undefined).length);
    } else {
      // Staging reserves nothing: a new account's quota leaves nothing to reserve.
      expect(templated).toEqual([]);
    }
  });

  it('never sets the local-only rate limit scale on a function', () => {
    for (const fn of functions) {
      const environment = fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
      expect(Object.keys(environment?.Variables ?? {})).not.toContain('RATE_LIMIT_SCALE');
    }
  });
});

describe('reserved concurrency checked at synth', () => {
  const prod = buildStage('prod').stacks.stage;
  const withConcurrency = (concurrency: StageConfig['concurrency']): StageConfig => ({ ...prod, concurrency });

  it('refuses a stage that would reserve more than the account leaves (Lambda keeps 100 unreserved)', () => {
    expect(() => checkReservedConcurrency(routeList, withConcurrency({ accountLimit: 1000, players: { guess: 901 } }))).toThrow(
      /reserve 901 concurrent executions, more than the 900/,
    );
    expect(() => checkReservedConcurrency(routeList, withConcurrency({ accountLimit: 1000, players: { guess: 900 } }))).not.toThrow();
    // A back-office reservation counts once per back-office function.
    const backOffice = routeList.filter(isBackOfficeRoute).length;
    expect(() => checkReservedConcurrency(routeList, withConcurrency({ accountLimit: 100 + backOffice * 2, players: {}, backOffice: 3 }))).toThrow(
      new RegExp(`reserve ${backOffice * 3} concurrent`),
    );
  });

  it('counts the webhook\'s ceiling, and tells an operator with a smaller quota what to do (the quota setting)', () => {
    expect(() => checkReservedConcurrency(routeList, withConcurrency({ accountLimit: 1000, players: { guess: 896 }, webhook: 5 }))).toThrow(
      /reserve 901 concurrent executions[^]*Service Quotas[^]*-c accountConcurrency=/,
    );
    expect(() => buildStage('prod', { accountConcurrency: '400' })).toThrow(/an account limit of 400 allows/);
    expect(() => buildStage('prod', { accountConcurrency: 'lots' })).toThrow(/accountConcurrency must be the account's Lambda concurrency quota/);
  });

  it('refuses a reservation for a call that is not a players\' call (a typo would reserve nothing)', () => {
    expect(() => checkReservedConcurrency(routeList, withConcurrency({ accountLimit: 1000, players: { gess: 10 } }))).toThrow(/names no players' call: gess/);
    expect(() => checkReservedConcurrency(routeList, withConcurrency({ accountLimit: 1000, players: { createDeskGame: 10 } }))).toThrow(/createDeskGame/);
  });
});
