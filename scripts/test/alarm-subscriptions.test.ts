import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { checkAlarmTopics, reportAlarmTopics, topicRegion } from '../src/alarm-subscriptions';

const ALARMS = 'arn:aws:sns:eu-west-3:123456789012:quiz-prod-alarms';
const EDGE_ALARMS = 'arn:aws:sns:us-east-1:123456789012:quiz-prod-edge-alarms';
const confirmed = (topic: string, n: number) => `${topic}:0000000${n}-aaaa-bbbb-cccc-dddddddddddd`;
const mail = { Protocol: 'email', Endpoint: 'ops@quiz.fr' };
const pager = { Protocol: 'https', Endpoint: 'https://events.pagerduty.com/integration/KEY123/enqueue' };

const sns = mockClient(SNSClient);
afterEach(() => sns.reset());
const check = (arns: string[]) => checkAlarmTopics(arns, (region) => new SNSClient({ region }));

/** docs/operating.md "Smoke": `--alarm-topic-arn`, an alarm topic nobody receives fails the smoke run. */
describe('the smoke suite\'s alarm topics check', () => {
  it('passes when every topic has subscriptions, all confirmed (listing every page)', async () => {
    sns.on(ListSubscriptionsByTopicCommand, { TopicArn: ALARMS, NextToken: undefined })
      .resolves({ Subscriptions: [{ ...mail, SubscriptionArn: confirmed(ALARMS, 1) }], NextToken: 'page2' });
    sns.on(ListSubscriptionsByTopicCommand, { TopicArn: ALARMS, NextToken: 'page2' }).resolves({ Subscriptions: [{ ...pager, SubscriptionArn: confirmed(ALARMS, 2) }] });
    sns.on(ListSubscriptionsByTopicCommand, { TopicArn: EDGE_ALARMS }).resolves({ Subscriptions: [{ ...mail, SubscriptionArn: confirmed(EDGE_ALARMS, 3) }] });
    const report = reportAlarmTopics(await check([ALARMS, EDGE_ALARMS]));
    expect(report.ok).toBe(true);
    expect(report.lines).toEqual([
      `✓ alarm topic ${ALARMS}: email ops@quiz.fr, https https://events.pagerduty.com/…`,
      `✓ alarm topic ${EDGE_ALARMS}: email ops@quiz.fr`,
    ]);
  });

  it('fails on a subscription still PendingConfirmation, naming it', async () => {
    sns.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [{ ...mail, SubscriptionArn: 'PendingConfirmation' }, { ...pager, SubscriptionArn: confirmed(ALARMS, 1) }] });
    const report = reportAlarmTopics(await check([ALARMS]));
    expect(report.ok).toBe(false);
    expect(report.lines).toEqual([expect.stringMatching(/^✗ .*quiz-prod-alarms: email ops@quiz\.fr is PendingConfirmation: confirm it/)]);
  });

  it('fails on a topic without any subscription', async () => {
    sns.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [] });
    const report = reportAlarmTopics(await check([EDGE_ALARMS]));
    expect(report.ok).toBe(false);
    expect(report.lines.join('\n')).toMatch(/no subscription: nobody receives its alarms/);
  });

  it('fails on a topic it cannot read, and on what is not a topic ARN (without calling AWS)', async () => {
    sns.on(ListSubscriptionsByTopicCommand).rejects(Object.assign(new Error('Topic does not exist'), { name: 'NotFoundException' }));
    const report = reportAlarmTopics(await check([ALARMS, 'quiz-prod-alarms']));
    expect(report.ok).toBe(false);
    expect(report.lines).toEqual([
      expect.stringMatching(/cannot list its subscriptions: NotFoundException/),
      expect.stringMatching(/^✗ alarm topic quiz-prod-alarms: is not an SNS topic ARN/),
    ]);
    expect(sns.commandCalls(ListSubscriptionsByTopicCommand)).toHaveLength(1);
  });

  it('asks each topic\'s own region (the edge\'s topic is in us-east-1)', async () => {
    const regions: string[] = [];
    sns.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [{ ...mail, SubscriptionArn: confirmed(ALARMS, 1) }] });
    await checkAlarmTopics([ALARMS, EDGE_ALARMS], (region) => (regions.push(region), new SNSClient({ region })));
    expect(regions).toEqual(['eu-west-3', 'us-east-1']);
    expect(topicRegion('arn:aws:sns:eu-west-3:123456789012:quiz-prod-alarms')).toBe('eu-west-3');
  });

  it('never prints a pager\'s key (the https endpoint\'s path)', async () => {
    sns.on(ListSubscriptionsByTopicCommand).resolves({ Subscriptions: [{ ...pager, SubscriptionArn: 'PendingConfirmation' }] });
    expect(reportAlarmTopics(await check([ALARMS])).lines.join('\n')).not.toContain('KEY123');
  });
});
