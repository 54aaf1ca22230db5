import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { ALARM_THRESHOLDS, FUNCTIONS_PER_ALARM } from '../lib/monitoring-stack';
import { PROD_SETTINGS, sharedStage, type CfnResource } from './helpers';
import type { QuizStacks } from '../lib/quiz-app';

/** Nothing in production runs unwatched: a topic that mails the operator, an alarm per failure kind, a dashboard. */
describe.each(['staging', 'prod'] as const)('monitoring stack (%s)', (stageName) => {
  let stacks: QuizStacks;
  let template: Template;
  let alarms: Record<string, CfnResource>;
  const alarmNamed = (suffix: string) => {
    const found = Object.values(alarms).filter((a) => String(a.Properties.AlarmName).endsWith(`-${suffix}`));
    expect(found, suffix).toHaveLength(1);
    return found[0]!.Properties;
  };

  beforeAll(() => {
    stacks = sharedStage(stageName).stacks;
    template = Template.fromStack(stacks.monitoring);
    alarms = template.findResources('AWS::CloudWatch::Alarm') as Record<string, CfnResource>;
  });

  it('sends every alarm, and its return to OK, to the stage\'s encrypted topic', () => {
    const topics = template.findResources('AWS::SNS::Topic');
    expect(Object.keys(topics)).toHaveLength(1);
    const [topicId] = Object.keys(topics);
    expect(topics[topicId!]!.Properties.KmsMasterKeyId).toBeDefined();
    for (const alarm of Object.values(alarms)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });

  it(stageName === 'prod' ? 'mails the prod alarm address and posts to its pager' : 'has no subscription without an alarm address', () => {
    const subscriptions = template.findResources('AWS::SNS::Subscription');
    if (stageName === 'prod') {
      expect(Object.values(subscriptions).map((s) => s.Properties)).toEqual([
        expect.objectContaining({ Protocol: 'email', Endpoint: PROD_SETTINGS.alarmEmail }),
        expect.objectContaining({ Protocol: 'https', Endpoint: PROD_SETTINGS.alarmHttpsUrl }),
      ]);
    } else {
      expect(subscriptions).toEqual({});
    }
  });

  it('API 5xx rate: over 1 % of requests (from 20 requests) in 3 of 3 five-minute periods', () => {
    const alarm = alarmNamed('Api5xxRate');
    expect(alarm).toMatchObject({ Threshold: ALARM_THRESHOLDS.api5xxPercent, EvaluationPeriods: 3, DatapointsToAlarm: 3, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(alarm.Metrics)).toContain('IF(requests >= 20, 100 * errors / requests, 0)');
    expect(JSON.stringify(alarm.Metrics)).toContain('"MetricName":"5xx"');
  });

  it('API p99 latency over 2 s in 3 of 3 periods', () => {
    expect(alarmNamed('ApiLatencyP99')).toMatchObject({ MetricName: 'Latency', ExtendedStatistic: 'p99', Threshold: 2000, EvaluationPeriods: 3 });
  });

  it('every function is watched for errors, throttles and runs near its timeout, in groups of at most 10', () => {
    // The route functions, six without a route (the warm-up, the stream's aggregation, the origin authorizer, the Stripe webhook, the expiry, the user-pool export), the publish worker.
    const functionCount = stacks.api.functions.size + 6 + (stacks.web.publish ? 1 : 0);
    const groups = Math.ceil(functionCount / FUNCTIONS_PER_ALARM);
    // Throttles are watched in two sets of groups, the players' and the back-office's (edge-alarms.test.ts).
    const throttleKinds = '(FunctionThrottles|BackOfficeThrottles)';
    for (const kind of ['FunctionErrors', throttleKinds, 'FunctionDurationNearTimeout']) {
      const ofKind = Object.values(alarms).filter((a) => new RegExp(`-${kind}\\d+$`).test(String(a.Properties.AlarmName)));
      if (kind !== throttleKinds) expect(ofKind, kind).toHaveLength(groups);
      const metricsWatched = ofKind.flatMap((a) => (a.Properties.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat));
      expect(metricsWatched, kind).toHaveLength(functionCount);
      for (const a of ofKind) expect((a.Properties.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length).toBeLessThanOrEqual(10);
    }
    const duration = alarmNamed('FunctionDurationNearTimeout1');
    expect(duration.Threshold).toBe(ALARM_THRESHOLDS.durationOfTimeout);
    // Each function's longest run is divided by its own timeout (10 s for the API's functions).
    expect(JSON.stringify(duration.Metrics)).toMatch(/MAX\(\[f0 \/ 10000,/);
  });

  it('DynamoDB throttles (2 of 3 periods) and system errors (any) of the stage\'s table', () => {
    const throttles = alarmNamed('TableThrottles');
    expect(throttles).toMatchObject({ EvaluationPeriods: 3, DatapointsToAlarm: 2, Threshold: 1 });
    expect(JSON.stringify(throttles.Metrics)).toMatch(/ReadThrottleEvents[^]*WriteThrottleEvents/);
    const system = alarmNamed('TableSystemErrors');
    expect(JSON.stringify(system.Metrics)).toContain('"MetricName":"SystemErrors"');
    expect(JSON.stringify(system.Metrics)).toContain('TransactWriteItems');
  });

  it('Stripe webhook: any error or 5xx answer', () => {
    const webhook = alarmNamed('WebhookFailures');
    expect(webhook.Threshold).toBe(1);
    expect(JSON.stringify(webhook.Metrics)).toMatch(/"Errors"[^]*"Url5xxCount"/);
  });

  it('Stripe\'s webhook refusing posts: 10 of its 4xx in five minutes (a wrong signing secret, or a flood)', () => {
    expect(alarmNamed('WebhookRefusals')).toMatchObject({ MetricName: 'Url4xxCount', Statistic: 'Sum', Period: 300, Threshold: 10 });
  });

  it('the expiry schedule: an alarm when it has not run for three of its periods, missing data counting as not run', () => {
    expect(alarmNamed('ExpiryScheduleStalled')).toMatchObject({
      MetricName: 'Invocations', Period: 45 * 60, Threshold: 1, ComparisonOperator: 'LessThanThreshold', TreatMissingData: 'breaching',
    });
  });

  it('a dead letter in the statistics stream\'s or the expiry schedule\'s queue alarms at once', () => {
    for (const name of ['StatsStream', 'ExpirySchedule', 'UserPoolExportSchedule']) {
      expect(alarmNamed(`DeadLetters${name}`)).toMatchObject({
        Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible', Statistic: 'Maximum', Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1,
      });
    }
  });

  it('one dashboard of the same figures and the product\'s own (plays, guesses, scores, purchases)', () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const figure of ['PlaysStarted', 'Guesses', 'ScoresRecorded', 'PurchasesFulfilled', '5xx', 'Latency']) expect(body).toContain(figure);
  });
});
