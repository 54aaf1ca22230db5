import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Stack, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ORIGIN_VERIFY_HEADER, routeList } from '@quiz/shared';
import { checkReservedConcurrency } from '../lib/api-stack';
import { API_PATH_PATTERN } from '../lib/web-stack';
import type { QuizStacks } from '../lib/quiz-app';
import { ORIGIN_AUTHORIZER_ENTRY } from '../lib/constructs/origin-authorizer';
import { apiTemplate, buildStage, sharedStage, type CfnResource } from './helpers';

type Json = unknown;
type Resources = Record<string, CfnResource>;

/** Every stack of the app, nested ones included, each with its template's resources. */
function everyTemplate(app: App): { stack: Stack; resources: Resources }[] {
  return app.node
    .findAll()
    .filter((c): c is Stack => Stack.isStack(c))
    .map((stack) => ({ stack, resources: (Template.fromStack(stack).toJSON() as { Resources?: Resources }).Resources ?? {} }));
}

/** `type` resources of every stack, as "stack/logicalId" → resource. */
function resourcesOfType(app: App, type: string): [string, CfnResource][] {
  return everyTemplate(app).flatMap(({ stack, resources }) =>
    Object.entries(resources)
      .filter(([, r]) => r.Type === type)
      .map(([id, r]) => [`${stack.node.path}/${id}`, r] as [string, CfnResource]),
  );
}

/** Every IAM-style statement (an object with Effect and Principal) anywhere in a resource's properties. */
function statementsIn(value: Json): { Effect: string; Principal: Json }[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(statementsIn);
  const record = value as Record<string, Json>;
  const own = 'Effect' in record && 'Principal' in record ? [record as { Effect: string; Principal: Json }] : [];
  return [...own, ...Object.values(record).flatMap(statementsIn)];
}

const isAnyone = (principal: Json) => principal === '*' || (principal as { AWS?: Json } | undefined)?.AWS === '*';

/** The two stages as they deploy: prod with a web build (the site's deployment and its Triggers), staging shared with other files. */
const webDist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>quiz</title>');
writeFileSync(join(webDist, 'pages-index.json'), '["pages/en.html"]');
const built: Record<'staging' | 'prod', () => { app: App; stacks: QuizStacks }> = {
  staging: () => sharedStage('staging'),
  prod: () => buildStage('prod', {}, { webDistDir: webDist }),
};

describe.each(['staging', 'prod'] as const)('the API only through CloudFront (docs/adr/0043-origin-authorizer.md), %s', (stage) => {
  let app: App;
  let stacks: QuizStacks;
  let api: Template;
  let apiLogicalId: string;
  let authorizerId: string;
  let webhookFunctionId: string;
  beforeAll(() => {
    ({ app, stacks } = built[stage]());
    api = apiTemplate(stacks.api);
    apiLogicalId = stacks.api.getLogicalId(stacks.api.api.node.defaultChild as never);
    authorizerId = Object.keys(api.findResources('AWS::ApiGatewayV2::Authorizer'))[0]!;
    webhookFunctionId = stacks.payments.getLogicalId(stacks.payments.webhook.function.node.defaultChild as never);
  });

  it('has one authorizer: a Lambda REQUEST authorizer on the origin header, simple answers, cached an hour by the header\'s value', () => {
    const authorizers = Object.values(api.findResources('AWS::ApiGatewayV2::Authorizer')) as CfnResource[];
    expect(authorizers).toHaveLength(1);
    const fnId = stacks.api.getLogicalId(stacks.api.originAuthorizer.fn.function.node.defaultChild as never);
    expect(authorizers[0]!.Properties).toMatchObject({
      ApiId: { Ref: apiLogicalId },
      AuthorizerType: 'REQUEST',
      IdentitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
      AuthorizerResultTtlInSeconds: 3600,
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
    });
    expect(JSON.stringify(authorizers[0]!.Properties.AuthorizerUri)).toContain(`"Fn::GetAtt":["${fnId}","Arn"]`);
    // No JWT authorizer is left: API Gateway allows one authorizer per route, and the origin's is on all.
    expect(api.findResources('AWS::ApiGatewayV2::Authorizer', { Properties: { AuthorizerType: 'JWT' } })).toEqual({});
  });

  it('puts the authorizer on every route, the catch-all included', () => {
    const routes = Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[];
    expect(routes).toHaveLength(routeList.length + 1);
    for (const route of routes) {
      expect(route.Properties, String(route.Properties.RouteKey)).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it('runs the authorizer\'s own bundle with the origin secret only: no table, no user pool, no Cognito variable', () => {
    const fn = stacks.api.originAuthorizer.fn;
    const cfn = api.toJSON().Resources[stacks.api.getLogicalId(fn.function.node.defaultChild as never)] as CfnResource;
    const variables = (cfn.Properties.Environment as { Variables: Record<string, Json> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(['NODE_OPTIONS', 'ORIGIN_VERIFY_SECRET', 'POWERTOOLS_SERVICE_NAME', 'STAGE']);
    expect(typeof variables.ORIGIN_VERIFY_SECRET).not.toBe('string');
    expect(JSON.stringify(variables.ORIGIN_VERIFY_SECRET)).toContain('{{resolve:secretsmanager:');
    const roleId = stacks.api.getLogicalId(fn.role.node.defaultChild as never);
    const policies = (Object.values(api.findResources('AWS::IAM::Policy')) as CfnResource[]).filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]));
    const actions = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement.flatMap((s) => [s.Action].flat()));
    // Its logs, and in prod X-Ray's two actions (traced like every function).
    expect(actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual([]);
    expect(ORIGIN_AUTHORIZER_ENTRY).toMatch(/functions\/src\/edge\/origin-authorizer\.ts$/);
  });

  it('keeps concurrency for the authorizer in prod (a spray of values cannot take the players\'), none in staging, which reserves nothing', () => {
    const cfn = api.toJSON().Resources[stacks.api.getLogicalId(stacks.api.originAuthorizer.fn.function.node.defaultChild as never)] as CfnResource;
    expect(cfn.Properties.ReservedConcurrentExecutions).toBe(stage === 'prod' ? 5 : undefined);
    expect(stacks.stage.concurrency.originAuthorizer).toBe(stage === 'prod' ? 5 : undefined);
    // Watched with the functions (quiz-app.ts): its errors would be 500s for every player whose call misses the cache.
    const alarms = Object.values(Template.fromStack(stacks.monitoring).findResources('AWS::CloudWatch::Alarm')) as CfnResource[];
    expect(alarms.filter((a) => /^FunctionErrors/.test(String(a.Properties.AlarmName ?? '').replace(/^quiz-\w+-/, '')) && String(a.Properties.AlarmDescription).includes('originAuthorizer'))).toHaveLength(1);
    // Counted with the others against the account's quota.
    const reserving = { ...stacks.stage, concurrency: { accountLimit: 1000, players: { guess: 896 }, originAuthorizer: 5 } };
    expect(() => checkReservedConcurrency(routeList, reserving)).toThrow(/reserve 901 concurrent executions/);
  });

  describe('no function is reachable from the internet except through CloudFront or, for the webhook, its signed URL', () => {
    it('API Gateway may invoke a function only from this API (its routes, its authorizer)', () => {
      const permissions = resourcesOfType(app, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com');
      expect(permissions.length).toBeGreaterThan(routeList.length);
      for (const [path, permission] of permissions) {
        const sourceArn = JSON.stringify(permission.Properties.SourceArn ?? null);
        expect(sourceArn, path).toMatch(/^\{"Fn::Join":\["",\["arn:aws:execute-api:/);
        expect(sourceArn, path).toContain(`{"Ref":"${apiLogicalId}"}`);
      }
    });

    it('grants invocation to no other service or account: API Gateway\'s, and the webhook URL\'s two, are the only resource policies of functions', () => {
      const others = resourcesOfType(app, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal !== 'apigateway.amazonaws.com');
      const webhook = `${stacks.payments.node.path}/StripeWebhookFunction`;
      expect(others.map(([path]) => path).sort()).toEqual([expect.stringMatching(`^${webhook}invokefunction[0-9A-F]+$`), expect.stringMatching(`^${webhook}invokefunctionurl`)]);
      for (const [path, permission] of others) {
        expect(permission.Properties.FunctionName, path).toEqual({ 'Fn::GetAtt': [webhookFunctionId, 'Arn'] });
        // Only through the URL: InvokeFunctionUrl, or InvokeFunction when invoked via the function URL.
        expect(permission.Properties.FunctionUrlAuthType === 'NONE' || permission.Properties.InvokedViaFunctionUrl === true, path).toBe(true);
      }
    });

    it('has one function URL, the webhook\'s (Stripe signs what it posts; the function checks it)', () => {
      const urls = resourcesOfType(app, 'AWS::Lambda::Url');
      expect(urls).toHaveLength(1);
      expect(urls[0]![1].Properties.TargetFunctionArn).toEqual({ 'Fn::GetAtt': [webhookFunctionId, 'Arn'] });
    });

    it('allows anyone (`*`) in no policy of any stack but the webhook URL\'s permissions', () => {
      const open = everyTemplate(app).flatMap(({ stack, resources }) =>
        Object.entries(resources).flatMap(([id, r]) => {
          const anyoneAllowed = statementsIn(r.Properties).some((s) => s.Effect === 'Allow' && isAnyone(s.Principal));
          const publicPermission = r.Type === 'AWS::Lambda::Permission' && isAnyone(r.Properties.Principal);
          return anyoneAllowed || publicPermission ? [`${stack.node.path}/${id}`] : [];
        }),
      );
      expect(open.sort()).toEqual([expect.stringContaining('StripeWebhookFunctioninvokefunction'), expect.stringContaining('StripeWebhookFunctioninvokefunctionurl')]);
    });

    it('has one API, the HTTP API behind CloudFront: its execute-api endpoint stays on (it is CloudFront\'s origin), every route behind the authorizer', () => {
      expect(resourcesOfType(app, 'AWS::ApiGateway::RestApi')).toEqual([]);
      const apis = resourcesOfType(app, 'AWS::ApiGatewayV2::Api');
      expect(apis).toHaveLength(1);
      // A custom domain would be as reachable as the execute-api host: the authorizer, not the host, refuses.
      expect(apis[0]![1].Properties.DisableExecuteApiEndpoint).toBeUndefined();
      const distribution = Object.values(Template.fromStack(stacks.web).findResources('AWS::CloudFront::Distribution'))[0] as CfnResource;
      const config = distribution.Properties.DistributionConfig as { Origins: Record<string, Json>[]; CacheBehaviors: Record<string, Json>[] };
      const behavior = config.CacheBehaviors.find((b) => b.PathPattern === API_PATH_PATTERN)!;
      const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
      expect(JSON.stringify(origin.DomainName)).toMatch(/execute-api/);
      expect((origin.OriginCustomHeaders as { HeaderName: string }[]).map((h) => h.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    });
  });
});
