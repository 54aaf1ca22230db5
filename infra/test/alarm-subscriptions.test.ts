import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { subscribeAlarmTopic } from '../lib/alarm-subscriptions';
import { perPlayer, watchThresholds } from '../lib/capacity-model';
import { alarmHttpsUrlRefusal, stageConfig } from '../lib/stages';
import { PROD_SETTINGS, sharedStage, testApp } from './helpers';

const PAGER = PROD_SETTINGS.alarmHttpsUrl;

/** docs/operating.md "Alarms and what to do": who the alarm topics tell, besides the e-mail. */
describe('a pager\'s HTTPS subscription (stages.ts alarmHttpsUrl)', () => {
  it('is read from the stage\'s settings or context', () => {
    expect(stageConfig(testApp({ stage: 'prod' })).alarmHttpsUrl).toBe(PAGER);
    expect(stageConfig(testApp({ stage: 'staging', alarmHttpsUrl: PAGER })).alarmHttpsUrl).toBe(PAGER);
    expect(stageConfig(testApp({ stage: 'staging' })).alarmHttpsUrl).toBeUndefined();
  });

  it.each([
    ['not a URL', 'pagerduty'],
    ['http, not https', 'http://events.pagerduty.com/integration/x/enqueue'],
    ['a local host', 'https://localhost:8443/alarms'],
    ['an IP address', 'https://10.0.0.5/alarms'],
    ['a reserved name', 'https://pager.example.com/alarms'],
    ['credentials in the URL', 'https://ops:secret@hooks.pager-company.io/alarms'],
  ])('refuses %s', (_, url) => {
    expect(alarmHttpsUrlRefusal(url)).not.toBeNull();
    expect(() => stageConfig(testApp({ stage: 'staging', alarmHttpsUrl: url }))).toThrow(/^Stage staging: alarmHttpsUrl must /);
  });

  it('never echoes the URL in its refusal (a pager\'s key is in it)', () => {
    expect(() => stageConfig(testApp({ stage: 'staging', alarmHttpsUrl: 'http://events.pagerduty.com/integration/KEY123/enqueue' }))).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('KEY123') as unknown }),
    );
  });

  it('accepts a public https endpoint', () => {
    expect(alarmHttpsUrlRefusal(PAGER)).toBeNull();
  });

  it('subscribes a topic to the e-mail and the HTTPS endpoint, each only when set', () => {
    const subscriptions = (stage: Parameters<typeof subscribeAlarmTopic>[1]) => {
      const stack = new Stack(new App(), 'Topics');
      subscribeAlarmTopic(new Topic(stack, 'Alarms'), stage, 'quiz-test-alarms');
      return Object.values(Template.fromStack(stack).findResources('AWS::SNS::Subscription')).map((s) => [s.Properties.Protocol, s.Properties.Endpoint]);
    };
    expect(subscriptions({ alarmEmail: 'ops@quiz.fr', alarmHttpsUrl: PAGER })).toEqual([['email', 'ops@quiz.fr'], ['https', PAGER]]);
    expect(subscriptions({ alarmHttpsUrl: PAGER })).toEqual([['https', PAGER]]);
    expect(subscriptions({})).toEqual([]);
  });
});

/** docs/operating.md "Alarms and what to do": a Slack channel through AWS Chatbot, by a setting. */
describe('a Slack channel for the alarms (stages.ts alarmSlack)', () => {
  it('is read as "<workspace id>/<channel id>"', () => {
    expect(stageConfig(testApp({ stage: 'prod' })).alarmSlack).toEqual({ workspaceId: 'T0123ABCD', channelId: 'C0456EFGH' });
    expect(stageConfig(testApp({ stage: 'staging' })).alarmSlack).toBeUndefined();
  });

  it.each(['T0123ABCD', 'T0123ABCD/', 'https://app.slack.com/client/T0123ABCD/C0456EFGH', 't0123abcd/C0456EFGH', 'T0123ABCD/C0456-EFGH'])('refuses %s, saying what it must be', (value) => {
    expect(() => stageConfig(testApp({ stage: 'staging', alarmSlack: value }))).toThrow(/^Stage staging: alarmSlack must be "<workspace id>\/<channel id>"/);
  });

  it('both alarm topics, the stage\'s and the edge\'s (us-east-1), post to the channel, read-only on CloudWatch', () => {
    const { stacks } = sharedStage('prod');
    for (const [stack, name] of [[stacks.monitoring, 'quiz-prod-alarms'], [stacks.edgeMonitoring, 'quiz-prod-edge-alarms']] as const) {
      const template = Template.fromStack(stack);
      const topicId = Object.keys(template.findResources('AWS::SNS::Topic'))[0];
      const channels = Object.values(template.findResources('AWS::Chatbot::SlackChannelConfiguration')).map((c) => c.Properties);
      expect(channels).toEqual([expect.objectContaining({
        ConfigurationName: name, SlackWorkspaceId: 'T0123ABCD', SlackChannelId: 'C0456EFGH', SnsTopicArns: [{ Ref: topicId }],
        GuardrailPolicies: [expect.objectContaining({ 'Fn::Join': expect.arrayContaining([expect.arrayContaining([':iam::aws:policy/CloudWatchReadOnlyAccess'])]) as unknown })],
      })]);
    }
  });
});

/** docs/capacity.md "What the alarms watch": the thresholds derived from the model, as the doc shows them. */
describe('watch thresholds from the capacity model', () => {
  const prod = stageConfig(testApp({ stage: 'prod' }));
  const staging = stageConfig(testApp({ stage: 'staging' }));

  it('a rate alarms only from the requests of 10 players in five minutes (19.5 calls a 120 s play: 488)', () => {
    expect(perPlayer.rps * 300 * 10).toBeCloseTo(487.5);
    expect(watchThresholds(prod.apiThrottle, prod.concurrency.accountLimit).minRequestsPerPeriod).toBe(488);
  });

  it('"near" is 80 % of the stage\'s API throttle over five minutes, and of the account\'s concurrency quota', () => {
    expect(watchThresholds(prod.apiThrottle, prod.concurrency.accountLimit)).toMatchObject({
      nearThrottleRequestsPerPeriod: prod.apiThrottle.rateLimit * 300 * 0.8,
      nearAccountConcurrency: 800,
    });
    expect(watchThresholds(staging.apiThrottle, staging.concurrency.accountLimit)).toMatchObject({ nearThrottleRequestsPerPeriod: 4800, nearAccountConcurrency: 8 });
  });

  it('follows the quota setting accountConcurrency', () => {
    const smaller = stageConfig(testApp({ stage: 'prod', accountConcurrency: '900' }));
    expect(watchThresholds(smaller.apiThrottle, smaller.concurrency.accountLimit).nearAccountConcurrency).toBe(720);
  });
});
