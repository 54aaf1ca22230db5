import { ListSubscriptionsByTopicCommand, SNSClient, type Subscription } from '@aws-sdk/client-sns';

/**
 * The smoke suite's check of the alarm topics (docs/operating.md "Smoke"): an alarm nobody receives is
 * no alarm. Each topic named must have at least one subscription, and none still waiting for its
 * confirmation (an e-mail subscription stays `PendingConfirmation` until someone clicks its link).
 */

/** An SNS topic's ARN: `arn:<partition>:sns:<region>:<account>:<name>`. */
const TOPIC_ARN = /^arn:aws[a-z-]*:sns:([a-z]{2}(?:-gov)?-[a-z]+-\d):\d{12}:[A-Za-z0-9_-]{1,256}$/;

/** The region of a topic's ARN (the alarms' topic is in the stage's region, the edge's in us-east-1), or null. */
export function topicRegion(topicArn: string): string | null {
  return TOPIC_ARN.exec(topicArn)?.[1] ?? null;
}

export interface TopicCheck {
  readonly topicArn: string;
  /** Confirmed subscriptions, as `protocol endpoint` (an https endpoint without its path: a pager's key is there). */
  readonly confirmed: readonly string[];
  /** What is wrong: none subscribed, or a subscription not confirmed. Empty: the topic reaches someone. */
  readonly problems: readonly string[];
}

const shown = (subscription: Subscription) => {
  const endpoint = subscription.Endpoint ?? '?';
  const safe = /^https?:/.test(endpoint) ? `${new URL(endpoint).origin}/…` : endpoint;
  return `${subscription.Protocol ?? '?'} ${safe}`;
};

/** A subscription ARN is what a confirmed one has; `PendingConfirmation` (or `Deleted`) is not one. */
const isConfirmed = (subscription: Subscription) => /^arn:/.test(subscription.SubscriptionArn ?? '');

/** Every subscription of one topic (ListSubscriptionsByTopic gives 100 a page). */
export async function listSubscriptions(client: SNSClient, topicArn: string): Promise<Subscription[]> {
  const all: Subscription[] = [];
  let nextToken: string | undefined;
  do {
    const page = await client.send(new ListSubscriptionsByTopicCommand({ TopicArn: topicArn, NextToken: nextToken }));
    all.push(...(page.Subscriptions ?? []));
    nextToken = page.NextToken;
  } while (nextToken);
  return all;
}

/** Checks one topic; a topic that cannot be read (no such topic, no permission) is a problem too. */
export async function checkTopic(client: SNSClient, topicArn: string): Promise<TopicCheck> {
  let subscriptions: Subscription[];
  try {
    subscriptions = await listSubscriptions(client, topicArn);
  } catch (error) {
    return { topicArn, confirmed: [], problems: [`cannot list its subscriptions: ${(error as Error).name}: ${(error as Error).message}`] };
  }
  const pending = subscriptions.filter((subscription) => !isConfirmed(subscription));
  return {
    topicArn,
    confirmed: subscriptions.filter(isConfirmed).map(shown),
    problems: [
      ...(subscriptions.length === 0 ? ['no subscription: nobody receives its alarms (stages.ts alarmEmail, alarmHttpsUrl)'] : []),
      ...pending.map((subscription) => `${shown(subscription)} is ${subscription.SubscriptionArn ?? 'not confirmed'}: confirm it (the link in AWS's mail)`),
    ],
  };
}

/**
 * Checks every topic named, each with a client of its region (`clientFor`: tests give a mocked one).
 * A malformed ARN is refused before any call.
 */
export async function checkAlarmTopics(topicArns: readonly string[], clientFor: (region: string) => SNSClient = (region) => new SNSClient({ region })): Promise<TopicCheck[]> {
  const clients = new Map<string, SNSClient>();
  return Promise.all(topicArns.map(async (topicArn) => {
    const region = topicRegion(topicArn);
    if (!region) return { topicArn, confirmed: [], problems: ['is not an SNS topic ARN (arn:aws:sns:<region>:<account>:<name>)'] };
    if (!clients.has(region)) clients.set(region, clientFor(region));
    return checkTopic(clients.get(region)!, topicArn);
  }));
}

/** The checks as lines for the operator; `ok` false when any topic has a problem. */
export function reportAlarmTopics(checks: readonly TopicCheck[]): { ok: boolean; lines: string[] } {
  const lines = checks.flatMap((check) => check.problems.length
    ? check.problems.map((problem) => `✗ alarm topic ${check.topicArn}: ${problem}`)
    : [`✓ alarm topic ${check.topicArn}: ${check.confirmed.join(', ')}`]);
  return { ok: checks.every((check) => check.problems.length === 0), lines };
}
