import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, UrlSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SubscriptionProtocol } from 'aws-cdk-lib/aws-sns';
import type { StageConfig } from './stages';

/**
 * Who an alarm topic tells (docs/operating.md "Alarms and what to do"): the stage's `alarmEmail`, and
 * its `alarmHttpsUrl` (a pager's or a chat's HTTPS endpoint, which confirms the subscription itself).
 * Both the stage's topic and the edge's (us-east-1) subscribe the same.
 */
export function subscribeAlarmTopic(topic: ITopic, stage: Pick<StageConfig, 'alarmEmail' | 'alarmHttpsUrl'>): void {
  if (stage.alarmEmail) topic.addSubscription(new EmailSubscription(stage.alarmEmail));
  if (stage.alarmHttpsUrl) topic.addSubscription(new UrlSubscription(stage.alarmHttpsUrl, { protocol: SubscriptionProtocol.HTTPS }));
}
