import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { routeList } from '@quiz/shared';
import { isBackOfficeRoute } from '../lib/api-stack';
import { watchThresholds } from '../lib/capacity-model';
import { API_ANSWERS_NAMESPACE } from '../lib/constructs/api-answers-watch';
import { ALARM_THRESHOLDS } from '../lib/monitoring-stack';
import { sharedStage, type CfnResource } from './helpers';
import type { QuizStacks } from '../lib/quiz-app';

type MetricStat = { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] }; Period: number; Stat: string };
type MetricQuery = { Id: string; Expression?: string; MetricStat?: MetricStat };

/**
 * Watched at the edge (docs/operating.md "Alarms and what to do", docs/capacity.md "What the alarms watch"):
 * the API's 4xx and 429 rates, its load near the stage's throttle, the account's concurrency near its quota,
 * the back-office's throttles apart from the players', the web ACL's blocks, the webhook's 4xx and 5xx.
 */
describe.each(['staging', 'prod'] as const)('the edge\'s and the account\'s alarms (%s)', (stageName) => {
  let stacks: QuizStacks;
  let monitoring: Template;
  let alarms: CfnResource[];
  const alarmNamed = (suffix: string, among = alarms) => {
    const found = among.filter((a) => a.Properties.AlarmName === `quiz-${stageName}-${suffix}`);
    expect(found, suffix).toHaveLength(1);
    return found[0]!.Properties;
  };
  const queries = (alarm: Record<string, unknown>) => alarm.Metrics as MetricQuery[];
  const expressionOf = (alarm: Record<string, unknown>) => queries(alarm).find((m) => m.Expression)!.Expression;
  const statOf = (alarm: Record<string, unknown>, id: string) => queries(alarm).find((m) => m.Id === id)!.MetricStat!;

  beforeAll(() => {
    stacks = sharedStage(stageName).stacks;
    monitoring = Template.fromStack(stacks.monitoring);
    alarms = Object.values(monitoring.findResources('AWS::CloudWatch::Alarm')) as CfnResource[];
  });
  const watch = () => watchThresholds(stacks.stage.apiThrottle, stacks.stage.concurrency.accountLimit);

  it(`Api4xxRate: over ${ALARM_THRESHOLDS.api4xxPercent} % of the API's requests answered 4xx, 3 of 3 periods, from the requests of the model's quiet players`, () => {
    const alarm = alarmNamed('Api4xxRate');
    expect(alarm).toMatchObject({ Threshold: ALARM_THRESHOLDS.api4xxPercent, EvaluationPeriods: 3, DatapointsToAlarm: 3, ComparisonOperator: 'GreaterThanThreshold' });
    expect(expressionOf(alarm)).toBe(`IF(requests >= ${watch().minRequestsPerPeriod}, 100 * FILL(refused, 0) / requests, 0)`);
    expect(statOf(alarm, 'refused')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: '4xx' }, Period: 300, Stat: 'Sum' });
    expect(statOf(alarm, 'requests')).toMatchObject({ Metric: { Namespace: 'AWS/ApiGateway', MetricName: 'Count' }, Period: 300, Stat: 'Sum' });
  });

  it(`Api429Rate: over ${ALARM_THRESHOLDS.api429Percent} % answered 429, counted from the access logs by a metric filter on status 429`, () => {
    const filters = Object.values(monitoring.findResources('AWS::Logs::MetricFilter')).map((f) => f.Properties);
    expect(filters).toHaveLength(1);
    const [filter] = filters;
    // The access logs of the API stack, by the name it exports.
    expect(JSON.stringify(filter.LogGroupName)).toContain('AccessLogs');
    expect(filter.FilterPattern).toBe('{ $.status = "429" }');
    expect(filter.MetricTransformations).toEqual([{ MetricNamespace: API_ANSWERS_NAMESPACE, MetricName: `quiz-${stageName}-429`, MetricValue: '1' }]);
    const alarm = alarmNamed('Api429Rate');
    expect(alarm).toMatchObject({ Threshold: ALARM_THRESHOLDS.api429Percent, EvaluationPeriods: 3, DatapointsToAlarm: 2, ComparisonOperator: 'GreaterThanThreshold' });
    expect(expressionOf(alarm)).toBe(`IF(requests >= ${watch().minRequestsPerPeriod}, 100 * FILL(throttled, 0) / requests, 0)`);
    expect(statOf(alarm, 'throttled')).toMatchObject({ Metric: { Namespace: API_ANSWERS_NAMESPACE, MetricName: `quiz-${stageName}-429` }, Period: 300, Stat: 'Sum' });
  });

  it('ApiNearThrottle: the API\'s requests of five minutes at 80 % of the stage\'s throttle, 2 of 3 periods', () => {
    const alarm = alarmNamed('ApiNearThrottle');
    expect(alarm).toMatchObject({
      Namespace: 'AWS/ApiGateway', MetricName: 'Count', Statistic: 'Sum', Period: 300,
      Threshold: watch().nearThrottleRequestsPerPeriod, EvaluationPeriods: 3, DatapointsToAlarm: 2, ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(alarm.Threshold).toBe(stacks.stage.apiThrottle.rateLimit * 300 * 0.8);
  });

  it('AccountConcurrencyNearQuota: the account\'s claimed concurrency at 80 % of the stage\'s quota setting', () => {
    const alarm = alarmNamed('AccountConcurrencyNearQuota');
    expect(alarm).toMatchObject({
      Namespace: 'AWS/Lambda', MetricName: 'ClaimedAccountConcurrency', Statistic: 'Maximum', Period: 300,
      Threshold: Math.floor(stacks.stage.concurrency.accountLimit * 0.8), EvaluationPeriods: 3, DatapointsToAlarm: 2,
    });
    expect(alarm.Dimensions).toBeUndefined();
  });

  it('a back-office function\'s throttles are in the quieter BackOfficeThrottles (10 an hour, 2 hours), never in the players\' FunctionThrottles', () => {
    const backOffice = routeList.find(isBackOfficeRoute)!.name;
    const player = 'guess';
    // Each throttle alarm's description names its functions: `… of a, b, c` or `Low priority: a, b, c throttled …`.
    const watchedBy = (name: string) => alarms
      .filter((a) => /-(FunctionThrottles|BackOfficeThrottles)\d+$/.test(String(a.Properties.AlarmName)))
      .filter((a) => /(?:of |Low priority: )(.*?)(?: throttled| \(|$)/.exec(String(a.Properties.AlarmDescription))![1]!.split(', ').includes(name))
      .map((a) => String(a.Properties.AlarmName).replace(`quiz-${stageName}-`, '').replace(/\d+$/, ''));
    expect(watchedBy(backOffice)).toEqual(['BackOfficeThrottles']);
    expect(watchedBy(player)).toEqual(['FunctionThrottles']);
    const quiet = alarmNamed('BackOfficeThrottles1');
    expect(quiet).toMatchObject({ Threshold: ALARM_THRESHOLDS.backOfficeThrottlesPerHour, EvaluationPeriods: 2, DatapointsToAlarm: 2 });
    expect(queries(quiet).filter((m) => m.MetricStat).every((m) => m.MetricStat!.Period === 3600)).toBe(true);
    expect(alarmNamed('FunctionThrottles1')).toMatchObject({ Threshold: 1, EvaluationPeriods: 1 });
  });

  it('the webhook: its URL\'s 5xx (with its errors) and its 4xx each alarm', () => {
    expect(JSON.stringify(alarmNamed('WebhookFailures').Metrics)).toContain('"MetricName":"Url5xxCount"');
    expect(alarmNamed('WebhookRefusals')).toMatchObject({ MetricName: 'Url4xxCount', Threshold: ALARM_THRESHOLDS.webhookRefusals });
  });

  it('WafBlockedRequests (us-east-1, the edge\'s topic): the web ACL blocked a whole address\'s allowance in five minutes, 2 of 3 periods', () => {
    const edgeMonitoring = Template.fromStack(stacks.edgeMonitoring);
    const edgeAlarms = Object.values(edgeMonitoring.findResources('AWS::CloudWatch::Alarm')) as CfnResource[];
    const alarm = alarmNamed('WafBlockedRequests', edgeAlarms);
    expect(alarm).toMatchObject({
      Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests', Statistic: 'Sum', Period: 300,
      Dimensions: [{ Name: 'Rule', Value: 'ALL' }, { Name: 'WebACL', Value: stacks.edge.webAclMetricName }],
      Threshold: stacks.stage.wafApiRequestsPer5MinPerIp, EvaluationPeriods: 3, DatapointsToAlarm: 2,
    });
    const topicId = Object.keys(edgeMonitoring.findResources('AWS::SNS::Topic'))[0];
    expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    expect(stacks.edgeMonitoring.region).toBe('us-east-1');
  });

  it('both alarm topics are outputs, for the smoke suite\'s --alarm-topic-arn', () => {
    for (const stack of [stacks.monitoring, stacks.edgeMonitoring]) {
      const template = Template.fromStack(stack);
      expect(template.toJSON().Outputs.AlarmTopicArn.Value).toEqual({ Ref: Object.keys(template.findResources('AWS::SNS::Topic'))[0] });
    }
  });
});
