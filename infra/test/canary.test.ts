import { beforeAll, describe, expect, it } from 'vitest';
import { Names, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routeList } from '@quiz/shared';
import { isBackOfficeRoute, warmedRoutes, type ApiStack } from '../lib/api-stack';
import { LIVE_ALIAS, type ApiFunction } from '../lib/constructs/api-function';
import { CANARY_ALARMS } from '../lib/constructs/players-deployments';
import type { QuizStacks } from '../lib/quiz-app';
import { apiTemplate, sharedStage, type CfnResource } from './helpers';

/** CloudFormation's limit of resources in one stack (the nested stack Players holds the canaries too). */
const STACK_RESOURCE_LIMIT = 500;

const playersCalls = warmedRoutes(routeList);

const idOf = (element: { node: { defaultChild?: unknown } }) => Stack.of(element as never).getLogicalId(element.node.defaultChild as CfnElement);

/** How the API's stack names an attribute of a resource of the nested stack Players (through its outputs). */
function fromPlayers(api: ApiStack, element: { node: { defaultChild?: unknown } }, attribute: 'Ref' | 'Arn') {
  return { 'Fn::GetAtt': [api.getLogicalId(api.players.nestedStackResource as never), `Outputs.${Names.nodeUniqueId((element.node.defaultChild as CfnElement).node)}${attribute}`] };
}

describe.each(['prod', 'staging'] as const)('docs/operating.md "Deploy": the players\' calls deploy gradually (%s)', (stage) => {
  let stacks: QuizStacks;
  let api: ApiStack;
  let players: Template;
  let apiOwn: Template;
  const live = (name: string): ApiFunction & { live: NonNullable<ApiFunction['live']> } => {
    const fn = api.functions.get(name)!;
    expect(fn.live, `${name} has its live alias`).toBeDefined();
    return fn as never;
  };
  beforeAll(() => {
    stacks = sharedStage(stage).stacks;
    api = stacks.api;
    players = Template.fromStack(api.players);
    apiOwn = Template.fromStack(api);
  });

  it('publishes each players\' call (every route but the back-office\'s) as a version, kept after the next deploy, behind its alias "live"', () => {
    expect(playersCalls.length).toBeGreaterThan(30);
    for (const route of playersCalls) {
      const fn = live(route.name);
      const alias = players.toJSON().Resources[idOf(fn.live)] as CfnResource;
      expect(alias.Type).toBe('AWS::Lambda::Alias');
      expect(alias.Properties).toMatchObject({ Name: LIVE_ALIAS, FunctionName: { Ref: idOf(fn.function) } });
      const versionId = (alias.Properties.FunctionVersion as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const version = players.toJSON().Resources[versionId] as CfnResource;
      expect(version).toMatchObject({ Type: 'AWS::Lambda::Version', Properties: { FunctionName: { Ref: idOf(fn.function) } } });
      // A manual rollback points the alias back at the previous version: it must still exist.
      expect(version.DeletionPolicy).toBe('Retain');
    }
  });

  it('aliases nothing else: the back-office, the catch-all, the warm-up, the stream consumer, the webhook, the expiry, the publish', () => {
    const template = apiTemplate(api);
    expect(Object.keys(template.findResources('AWS::Lambda::Alias'))).toHaveLength(playersCalls.length);
    for (const route of routeList.filter(isBackOfficeRoute)) expect(api.functions.get(route.name)!.live, route.name).toBeUndefined();
    for (const stack of [stacks.payments, stacks.web, stacks.data, stacks.auth, stacks.monitoring]) {
      Template.fromStack(stack).resourceCountIs('AWS::Lambda::Alias', 0);
      Template.fromStack(stack).resourceCountIs('AWS::CodeDeploy::DeploymentGroup', 0);
    }
  });

  it('API Gateway calls the alias: each players\' route\'s integration targets the alias ARN, and Lambda\'s permission for API Gateway is on the alias', () => {
    const integrations = apiOwn.toJSON().Resources as Record<string, CfnResource>;
    const routes = Object.values(apiOwn.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[];
    const permissions = Object.values(apiOwn.findResources('AWS::Lambda::Permission')) as CfnResource[];
    for (const route of playersCalls) {
      const fn = live(route.name);
      const httpRoute = routes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`)!;
      const integrationId = JSON.stringify(httpRoute.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
      expect(integrations[integrationId]!.Properties.IntegrationUri, route.name).toEqual(fromPlayers(api, fn.live, 'Ref'));
      const onAlias = permissions.filter((p) => JSON.stringify(p.Properties.FunctionName) === JSON.stringify(fromPlayers(api, fn.live, 'Ref')));
      expect(onAlias.map((p) => p.Properties.Principal), route.name).toEqual(['apigateway.amazonaws.com']);
      // Nothing may call the unqualified function from API Gateway: it would run code the canary has not judged.
      expect(permissions.filter((p) => JSON.stringify(p.Properties.FunctionName) === JSON.stringify(fromPlayers(api, fn.function, 'Arn')))).toEqual([]);
    }
  });

  it('one CodeDeploy application for the stage; a deployment group per players\' call, as the stage shifts traffic, rolled back by its alarms, when failed and when stopped', () => {
    const allStacks = [api, api.players, api.backOffice, stacks.payments, stacks.web, stacks.monitoring];
    expect(allStacks.map((s) => Object.keys(Template.fromStack(s).findResources('AWS::CodeDeploy::Application')).length).reduce((a, b) => a + b)).toBe(1);
    players.hasResourceProperties('AWS::CodeDeploy::Application', { ApplicationName: `quiz-${stage}-players`, ComputePlatform: 'Lambda' });
    const config = stage === 'prod' ? 'CodeDeployDefault.LambdaCanary10Percent5Minutes' : 'CodeDeployDefault.LambdaAllAtOnce';
    expect(stacks.stage.playerDeploys).toBe(stage === 'prod' ? 'canary' : 'allAtOnce');
    const resources = players.toJSON().Resources as Record<string, CfnResource & { UpdatePolicy?: Record<string, Record<string, unknown>> }>;
    const api5xxId = idOf(api.playersDeployments.api5xx);
    for (const route of playersCalls) {
      const fn = live(route.name);
      const group = api.playersDeployments.groups.get(route.name)!;
      const errorsId = Stack.of(fn).getLogicalId(fn.node.findChild('LiveErrors').node.defaultChild as CfnElement);
      expect(resources[idOf(group)]!.Properties, route.name).toMatchObject({
        ApplicationName: { Ref: idOf(api.playersDeployments.application) },
        DeploymentConfigName: config,
        AlarmConfiguration: { Enabled: true, Alarms: [{ Name: { Ref: errorsId } }, { Name: { Ref: api5xxId } }] },
        AutoRollbackConfiguration: { Enabled: true, Events: expect.arrayContaining(['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM']) },
      });
      // CloudFormation hands an update of the alias to CodeDeploy, through this group.
      expect(resources[idOf(fn.live)]!.UpdatePolicy?.CodeDeployLambdaAliasUpdate, route.name).toEqual({
        ApplicationName: { Ref: idOf(api.playersDeployments.application) },
        DeploymentGroupName: { Ref: idOf(group) },
      });
      // The alias's own errors, by the minute.
      expect(resources[errorsId]!.Properties, route.name).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Dimensions: [
          { Name: 'FunctionName', Value: { Ref: idOf(fn.function) } },
          { Name: 'Resource', Value: { 'Fn::Join': ['', [{ Ref: idOf(fn.function) }, `:${LIVE_ALIAS}`]] } },
        ],
        Period: 60,
        Statistic: 'Sum',
        Threshold: CANARY_ALARMS.aliasErrors,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    }
    expect(Object.keys(players.findResources('AWS::CodeDeploy::DeploymentGroup'))).toHaveLength(playersCalls.length);
  });

  it('every group also rolls back on the API\'s 5xx rate by the minute (a handler\'s 500 is no Lambda error)', () => {
    const alarm = players.toJSON().Resources[idOf(api.playersDeployments.api5xx)] as CfnResource;
    expect(alarm.Properties).toMatchObject({ Threshold: CANARY_ALARMS.api5xxPercent, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 });
    const metrics = alarm.Properties.Metrics as { Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string }; Period: number } }[];
    expect(metrics.find((m) => m.Expression)!.Expression).toBe(`IF(requests >= ${CANARY_ALARMS.api5xxMinRequests}, 100 * errors / requests, 0)`);
    expect(metrics.filter((m) => m.MetricStat).map((m) => [m.MetricStat!.Metric.Namespace, m.MetricStat!.Metric.MetricName, m.MetricStat!.Period]).sort()).toEqual([
      ['AWS/ApiGateway', '5xx', 60],
      ['AWS/ApiGateway', 'Count', 60],
    ]);
  });

  it('CodeDeploy shares one role, which CodeDeploy alone may take', () => {
    const roles = Object.values(players.findResources('AWS::IAM::Role')) as CfnResource[];
    const codeDeploy = roles.filter((role) => JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('codedeploy.amazonaws.com'));
    expect(codeDeploy).toHaveLength(1);
  });

  it(`keeps the nested stack Players under CloudFormation's ${STACK_RESOURCE_LIMIT} resources (each players' call costs 8: function, role, policy, log group, version, alias, alarm, group)`, () => {
    expect(Object.keys(players.toJSON().Resources as object).length).toBeLessThan(STACK_RESOURCE_LIMIT);
  });
});
