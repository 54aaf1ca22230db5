import { Stack, Validations } from 'aws-cdk-lib';
import { LoggingLevel, SlackChannelConfiguration } from 'aws-cdk-lib/aws-chatbot';
import { ManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SubscriptionProtocol } from 'aws-cdk-lib/aws-sns';
import type { StageConfig } from './stages';

/**
 * Who an alarm topic tells (docs/operating.md "Alarms and what to do"): the stage's `alarmEmail`, its
 * `alarmHttpsUrl` (a pager's HTTPS endpoint, which confirms the subscription itself) and its
 * `alarmSlack` channel (AWS Chatbot). Both the stage's topic and the edge's (us-east-1) subscribe the
 * same; `name` is the topic's, and names its Slack configuration.
 */
export function subscribeAlarmTopic(topic: ITopic, stage: Pick<StageConfig, 'alarmEmail' | 'alarmHttpsUrl' | 'alarmSlack'>, name: string): void {
  const subscriptions = [
    ...(stage.alarmEmail ? [topic.addSubscription(new EmailSubscription(stage.alarmEmail))] : []),
    ...(stage.alarmHttpsUrl ? [topic.addSubscription(new UrlSubscription(stage.alarmHttpsUrl, { protocol: SubscriptionProtocol.HTTPS }))] : []),
  ];
  for (const subscription of subscriptions) {
    Validations.of(subscription).acknowledge({
      id: 'Serverless-SNSRedrivePolicy',
      reason:
        'A notice SNS could not deliver (after its retries) is still in the alarm\'s history and on the dashboard; a queue of ' +
        'undelivered notices would need its own watcher, which would tell the same undeliverable subscribers.',
    });
  }
  if (stage.alarmSlack) {
    new SlackChannelConfiguration(Stack.of(topic), 'AlarmSlackChannel', {
      slackChannelConfigurationName: name,
      slackWorkspaceId: stage.alarmSlack.workspaceId,
      slackChannelId: stage.alarmSlack.channelId,
      notificationTopics: [topic],
      loggingLevel: LoggingLevel.ERROR,
      // The channel reads alarms: whatever its members ask Chatbot, it is read-only on CloudWatch (the role
      // Chatbot makes has no policy at all; the guardrail bounds it should one be added).
      guardrailPolicies: [ManagedPolicy.fromAwsManagedPolicyName('CloudWatchReadOnlyAccess')],
    });
  }
}
