import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { pageCreateSchema, productCreateSchema, PRODUCT_FACTS_MAX, PRODUCT_STATUSES, PRODUCT_TYPES } from '@quiz/shared';
import { EDGE_REGION, MANAGED_RULE_GROUPS, RATE_LIMITED_BODY } from '../lib/edge-stack';
import { ALARM_THRESHOLDS } from '../lib/monitoring-stack';
import { buildQuizApp, type QuizStacks } from '../lib/quiz-app';
import { stageConfig } from '../lib/stages';
import { buildStage, PROD_SETTINGS, sharedStage, TEST_REGION, testApp, WEB_DOMAIN, type CfnResource } from './helpers';

type Rule = {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: Record<string, any>;
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
};

const only = (template: Template, type: string): CfnResource => {
  const found = Object.values(template.findResources(type)) as CfnResource[];
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const onlyId = (template: Template, type: string): string => {
  const ids = Object.keys(template.findResources(type));
  expect(ids, type).toHaveLength(1);
  return ids[0]!;
};

/** AWS WAF on CloudFront and CloudFront's 5xx alarm, both in us-east-1. */
describe.each([
  ['staging', 1000],
  ['prod', 3000],
] as const)('edge stacks (%s)', (stageName, rateLimit) => {
  let stacks: QuizStacks;
  let edge: Template;
  let edgeMonitoring: Template;
  let web: Template;
  let rules: Rule[];
  const cloudFrontAlarm = () => {
    const found = Object.values(edgeMonitoring.findResources('AWS::CloudWatch::Alarm')).filter((a) => a.Properties.AlarmName === `quiz-${stageName}-CloudFront5xxRate`);
    expect(found).toHaveLength(1);
    return (found[0] as CfnResource).Properties;
  };
  const rule = (name: string) => {
    const found = rules.find((r) => r.Name === name);
    expect(found, name).toBeDefined();
    return found!;
  };

  beforeAll(() => {
    stacks = sharedStage(stageName).stacks;
    edge = Template.fromStack(stacks.edge);
    edgeMonitoring = Template.fromStack(stacks.edgeMonitoring);
    web = Template.fromStack(stacks.web);
    rules = only(edge, 'AWS::WAFv2::WebACL').Properties.Rules as Rule[];
  });

  it('puts the web ACL and the CloudFront alarm in us-east-1, every other stack in the stage\'s region', () => {
    expect(stacks.edge.stackName).toBe(`quiz-${stageName}-edge`);
    expect(stacks.edgeMonitoring.stackName).toBe(`quiz-${stageName}-edge-monitoring`);
    expect(stacks.edge.region).toBe(EDGE_REGION);
    expect(stacks.edgeMonitoring.region).toBe(EDGE_REGION);
    for (const name of ['data', 'auth', 'payments', 'api', 'web', 'monitoring'] as const) expect(stacks[name].region, name).toBe(TEST_REGION);
  });

  it('deploys the web ACL before the distribution and the alarm after it', () => {
    expect(stacks.web.dependencies).toContain(stacks.edge);
    expect(stacks.edgeMonitoring.dependencies).toContain(stacks.web);
    expect(stacks.edge.dependencies).toEqual([]);
  });

  it('is a CloudFront web ACL that allows by default, with metrics and sampled requests for itself and each rule', () => {
    const acl = only(edge, 'AWS::WAFv2::WebACL').Properties;
    expect(acl).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} }, Name: `quiz-${stageName}-edge` });
    for (const visibility of [acl.VisibilityConfig, ...rules.map((r) => r.VisibilityConfig)]) {
      expect(visibility).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
    expect(new Set(rules.map((r) => r.Priority)).size).toBe(rules.length);
    expect(new Set(rules.map((r) => r.VisibilityConfig.MetricName)).size).toBe(rules.length);
  });

  it('runs the three AWS managed groups, blocking, with only the body-size rule of the common set in count', () => {
    expect(MANAGED_RULE_GROUPS.map((g) => g.name)).toEqual(['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    for (const name of ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      const group = rule(name);
      // `None`: the group's own actions (block) apply; `Count` here would turn the whole group off.
      expect(group.OverrideAction, name).toEqual({ None: {} });
      expect(group.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
    }
    expect(rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    expect(rule('AWSManagedRulesAmazonIpReputationList').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toBeUndefined();
    expect(rule('AWSManagedRulesKnownBadInputsRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toBeUndefined();
    // The reputation list first, then the rate rule, then the inspecting groups.
    expect([...rules].sort((a, b) => a.Priority - b.Priority).map((r) => r.Name)).toEqual([
      'AWSManagedRulesAmazonIpReputationList', 'ApiRequestsPerIp', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it(`limits each IP to ${rateLimit} requests to the API origin in five minutes (stage config), answering 429 like the API`, () => {
    expect(stacks.stage.wafApiRequestsPer5MinPerIp).toBe(rateLimit);
    const rate = rule('ApiRequestsPerIp');
    expect(rate.Statement.RateBasedStatement).toMatchObject({ Limit: rateLimit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    const prefixes = (rate.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements as { ByteMatchStatement: { SearchString: string; PositionalConstraint: string; FieldToMatch: unknown } }[])
      .map((s) => s.ByteMatchStatement);
    expect(prefixes.map((p) => p.SearchString)).toEqual(['/api/', '/qr-quiz/']);
    for (const p of prefixes) expect(p).toMatchObject({ PositionalConstraint: 'STARTS_WITH', FieldToMatch: { UriPath: {} } });
    const response = (rate.Action as { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } }).Block.CustomResponse;
    expect(response.ResponseCode).toBe(429);
    const bodies = only(edge, 'AWS::WAFv2::WebACL').Properties.CustomResponseBodies as Record<string, { ContentType: string; Content: string }>;
    const body = bodies[response.CustomResponseBodyKey]!;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual(RATE_LIMITED_BODY);
    expect(RATE_LIMITED_BODY.error.code).toBe('too_many_requests');
  });

  it('attaches the web ACL to the distribution, by its ARN read from us-east-1', () => {
    const aclId = onlyId(edge, 'AWS::WAFv2::WebACL');
    const config = only(web, 'AWS::CloudFront::Distribution').Properties.DistributionConfig as { WebACLId: { 'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string } } };
    const ref = config.WebACLId['Fn::GetStackOutput'];
    expect(ref).toMatchObject({ StackName: stacks.edge.stackName, Region: EDGE_REGION });
    expect(edge.toJSON().Outputs[ref.OutputName].Value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  // cdk-nag's AwsSolutions-CFR2 (a distribution without WAF) is no longer acknowledged: cdk-nag.test.ts fails without the ACL.

  it(`alarms when over ${ALARM_THRESHOLDS.cloudFront5xxPercent} % of CloudFront's answers are 5xx in 3 of 3 five-minute periods (from ${ALARM_THRESHOLDS.cloudFrontMinRequests} requests)`, () => {
    const alarm = cloudFrontAlarm();
    expect(alarm).toMatchObject({
      AlarmName: `quiz-${stageName}-CloudFront5xxRate`,
      Threshold: 5,
      EvaluationPeriods: 3,
      DatapointsToAlarm: 3,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(ALARM_THRESHOLDS.cloudFront5xxPercent).toBe(5);
    const metrics = alarm.Metrics as { Id: string; Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] }; Period: number; Stat: string } }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe('IF(requests >= 50, rate, 0)');
    const stats = Object.fromEntries(metrics.filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!]));
    expect(stats.rate).toMatchObject({ Metric: { Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate' }, Period: 300, Stat: 'Average' });
    expect(stats.requests).toMatchObject({ Metric: { Namespace: 'AWS/CloudFront', MetricName: 'Requests' }, Period: 300, Stat: 'Sum' });
    // The stage's distribution (its id read from the web stack's region), and CloudFront's Region=Global.
    const distributionId = onlyId(web, 'AWS::CloudFront::Distribution');
    for (const stat of [stats.rate!, stats.requests!]) {
      const dimensions = Object.fromEntries(stat.Metric.Dimensions.map((d) => [d.Name, d.Value]));
      expect(dimensions.Region).toBe('Global');
      const ref = (dimensions.DistributionId as { 'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string } })['Fn::GetStackOutput'];
      expect(ref).toMatchObject({ StackName: stacks.web.stackName, Region: TEST_REGION });
      expect(web.toJSON().Outputs[ref.OutputName].Value).toEqual({ Ref: distributionId });
    }
  });

  it('sends the alarm and its return to OK to an encrypted topic of us-east-1 that mails the stage\'s address', () => {
    const topicId = onlyId(edgeMonitoring, 'AWS::SNS::Topic');
    for (const alarm of Object.values(edgeMonitoring.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties)) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.OKActions).toEqual([{ Ref: topicId }]);
    }
    const topic = only(edgeMonitoring, 'AWS::SNS::Topic').Properties;
    expect(topic.TopicName).toBe(`quiz-${stageName}-edge-alarms`);
    expect(topic.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [onlyId(edgeMonitoring, 'AWS::KMS::Key'), 'Arn'] });
    const subscriptions = Object.values(edgeMonitoring.findResources('AWS::SNS::Subscription')).map((s) => s.Properties);
    // The pager's HTTPS endpoint too (stages.ts `alarmHttpsUrl`: infra/test/alarm-subscriptions.test.ts).
    if (stageName === 'prod') expect(subscriptions).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: PROD_SETTINGS.alarmEmail }),
      expect.objectContaining({ Protocol: 'https', Endpoint: PROD_SETTINGS.alarmHttpsUrl }),
    ]);
    else expect(subscriptions).toEqual([]);
  });

  it('graphs CloudFront and the WAF\'s blocked requests on the stage\'s dashboard, from us-east-1', () => {
    const body = JSON.stringify(Template.fromStack(stacks.monitoring).findResources('AWS::CloudWatch::Dashboard'));
    expect(body).toContain('AWS/WAFV2');
    expect(body).toContain('BlockedRequests');
    expect(body).toContain(`quiz-${stageName}-edge`);
    expect(body).toContain('5xxErrorRate');
    expect(body).toMatch(/\\"region\\":\\"us-east-1\\"/);
  });
});

describe('the stage\'s region', () => {
  const saved = process.env.CDK_DEFAULT_REGION;
  afterEach(() => {
    if (saved === undefined) delete process.env.CDK_DEFAULT_REGION;
    else process.env.CDK_DEFAULT_REGION = saved;
  });

  it('is the setting when given, whatever the CLI\'s region', () => {
    process.env.CDK_DEFAULT_REGION = 'ca-central-1';
    const { stacks } = buildStage('staging', { region: 'eu-west-1' });
    expect(stacks.web.region).toBe('eu-west-1');
    expect(stacks.edge.region).toBe('us-east-1');
  });

  it('is the CLI\'s (CDK_DEFAULT_REGION) without a setting', () => {
    process.env.CDK_DEFAULT_REGION = 'ca-central-1';
    const { stacks } = buildStage('staging', { region: '' });
    expect(stacks.api.region).toBe('ca-central-1');
  });

  it('is required: without one the app says how to give it', () => {
    delete process.env.CDK_DEFAULT_REGION;
    const app = testApp({ stage: 'staging', webDomain: WEB_DOMAIN, region: '' });
    expect(() => buildQuizApp(app)).toThrow(/needs a region[^]*region in infra\/stage-settings\.ts, pass -c region=/);
  });

  it('must look like a region', () => {
    expect(() => stageConfig(testApp({ region: 'Paris' }))).toThrow(/region must be an AWS region such as eu-west-3, got Paris/);
    expect(stageConfig(testApp({ region: 'eu-west-3' })).region).toBe('eu-west-3');
  });
});

/**
 * Why SizeRestrictions_BODY only counts: the back-office's legitimate bodies pass 8 KB (its limit).
 * Should the schemas shrink under it, this fails and the override can go.
 */
describe('the common rule set\'s 8 KB body limit against the back-office', () => {
  const EIGHT_KB = 8 * 1024;
  it('a full product (12 paragraphs of 2,000 characters a language) is valid and over 8 KB', () => {
    const text = (n: number) => 'x'.repeat(n);
    const both = (n: number) => ({ en: text(n), fr: text(n) });
    const paragraphs = Array.from({ length: 12 }, () => text(2000));
    const body = {
      product: {
        type: PRODUCT_TYPES[0], status: PRODUCT_STATUSES[0], slug: { en: 'a', fr: 'b' }, title: both(120), summary: both(400),
        description: { en: paragraphs, fr: paragraphs },
        facts: Array.from({ length: PRODUCT_FACTS_MAX }, () => ({ value: both(40), label: both(120) })),
      },
    };
    const parsed = productCreateSchema.safeParse(body);
    expect(parsed.success || JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(JSON.stringify(body).length).toBeGreaterThan(EIGHT_KB);
  });

  it('a content page has no bound on its blocks: a long legal page is valid and over 8 KB', () => {
    const body = {
      page: {
        id: 'terms', translationKey: 'terms', type: 'page', status: 'published', locale: 'en', path: '/en/terms-of-use', title: 'Terms', description: 'Terms of use',
        body: Array.from({ length: 40 }, () => ({ kind: 'paragraph', content: ['A clause of the terms of use, as long as lawyers write them. '.repeat(4)] })),
      },
    };
    const parsed = pageCreateSchema.safeParse(body);
    expect(parsed.success || JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(JSON.stringify(body).length).toBeGreaterThan(EIGHT_KB);
  });
});

describe('the Stripe webhook is not behind CloudFront (the common set\'s NoUserAgent rule never sees Stripe)', () => {
  it('the distribution has no Lambda function URL origin; the webhook has its own URL', () => {
    const { stacks } = sharedStage('staging');
    const origins = (only(Template.fromStack(stacks.web), 'AWS::CloudFront::Distribution').Properties.DistributionConfig as { Origins: unknown[] }).Origins;
    expect(JSON.stringify(origins)).not.toMatch(/lambda-url|FunctionUrl/);
    expect(Object.keys(Template.fromStack(stacks.payments).findResources('AWS::Lambda::Url'))).toHaveLength(1);
  });
});
