import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { PRODUCT_METRICS, PRODUCT_METRICS_NAMESPACE } from '@quiz/shared';
import { subscribeAlarmTopic } from './alarm-subscriptions';
import { watchThresholds } from './capacity-model';
import { ApiAnswersWatch } from './constructs/api-answers-watch';
import type { StageConfig } from './stages';

/** A function the stage runs, with the timeout its duration alarm compares with. */
export interface WatchedFunction {
  readonly name: string;
  readonly function: IFunction;
  readonly timeout: Duration;
  /**
   * A back-office function (or work only the back-office starts, the publish): its throttles are
   * watched by the quieter `BackOfficeThrottles` alarms, not the players' `FunctionThrottles`.
   */
  readonly backOffice?: boolean;
}

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly api: IHttpApi;
  /** The API's access logs (JSON, api-stack.ts): its 429 answers are counted from them. @default no 429 alarm */
  readonly apiAccessLogs?: ILogGroup;
  readonly table: ITable;
  /** Every function of the stage: the API's, the webhook, the scheduled expiry, the warm-up, the publish. */
  readonly functions: readonly WatchedFunction[];
  /** Stripe's webhook: a failure there is a payment not fulfilled. */
  readonly webhook: IFunction;
  /** The scheduled expiry of purchases and how often its schedule fires. */
  readonly expiry: { readonly function: IFunction; readonly every: Duration };
  /** The dead-letter queues: anything in one is work the stage gave up on (a stream batch, a scheduled run). */
  readonly deadLetterQueues: readonly { readonly name: string; readonly queue: IQueue; readonly holds: string }[];
  /** The edge's graphs (CloudFront and WAF, metrics of us-east-1: edge-stack.ts `edgeDashboardWidgets`). @default none */
  readonly edgeWidgets?: readonly IWidget[];
}

/**
 * Every alarm of a stage, in one table (infra/README.md "Alarms" explains each to an operator): what
 * it watches, its threshold and how long it must hold. Thresholds are for a site of this size; an
 * operator changes them here.
 */
export const ALARM_THRESHOLDS = {
  /** API answers 5xx: more than 1 % of requests, in 3 of 3 five-minute periods (at least 20 requests). */
  api5xxPercent: 1,
  /** API latency p99 above 2 s in 3 of 3 five-minute periods. */
  apiP99Ms: 2000,
  /** Functions' errors: any, in 2 of 3 five-minute periods (a group of up to 10 functions an alarm). */
  functionErrors: 1,
  /** The players' functions (and the webhook, the jobs) throttled: any in a five-minute period. */
  functionThrottles: 1,
  /**
   * The back-office's functions (capped at 3 each) throttled: 10 in an hour, in 2 hours in a row. A
   * designer's burst of uploads meets its cap and retries; only a cap too low for the staff's day pages.
   */
  backOfficeThrottlesPerHour: 10,
  /**
   * API answers 4xx: more than 10 % of requests in 3 of 3 five-minute periods (from the requests of
   * capacity-model.ts `QUIET_PLAYERS`). A play's own refusals (an expired sign-in, a quiz not found) are a
   * few percent; a scanner, a cheater's script or a client release that calls wrongly is more.
   */
  api4xxPercent: 10,
  /** API answers 429 (throttles, per-caller limits): more than 1 % of requests in 2 of 3 periods. */
  api429Percent: 1,
  /** A function's longest run above 80 % of its timeout in a five-minute period. */
  durationOfTimeout: 0.8,
  /** DynamoDB: any throttled read or write, in 2 of 3 five-minute periods; any system error. */
  tableThrottles: 1,
  tableSystemErrors: 1,
  /** Stripe's webhook: any error or 5xx answer in a five-minute period. */
  webhookFailures: 1,
  /**
   * Stripe's webhook refused 10 posts in a five-minute period (its 4xx): a wrong signing secret refuses
   * every event, a flood of unsigned posts looks the same. Stripe itself sends a few events a purchase.
   */
  webhookRefusals: 10,
  /** The expiry schedule: no run in three of its periods (a schedule stopped or failing to invoke). */
  expiryMissedRuns: 3,
  /** A dead-letter queue holds a message: any, at once (each is work given up on, kept 14 days). */
  deadLetters: 1,
  /**
   * CloudFront answers 5xx (edge-stack.ts, in us-east-1): more than 5 % of requests in 3 of 3
   * five-minute periods, once a period has at least 50 requests.
   */
  cloudFront5xxPercent: 5,
  cloudFrontMinRequests: 50,
} as const;

/**
 * CloudWatch allows at most 10 metrics in an alarm's math expression: the functions are watched in
 * groups of 10, one alarm per group and kind (errors, throttles, duration), rather than one alarm per
 * function (three hundred alarms) or the account-wide metric (which would count another stage's).
 */
export const FUNCTIONS_PER_ALARM = 10;

const FIVE_MINUTES = Duration.minutes(5);
const ONE_HOUR = Duration.hours(1);

/**
 * The stage's watch: an encrypted SNS topic that mails the operator, the alarms of
 * ALARM_THRESHOLDS, and one dashboard of the same figures plus the product's own (plays, guesses,
 * scores, purchases). CloudFront's 5xx alarm lives with the edge's resources in us-east-1, where
 * CloudFront publishes its metrics (edge-stack.ts EdgeMonitoringStack); the dashboard graphs them.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage, api, table, functions } = props;

    const key = new Key(this, 'AlarmTopicKey', {
      description: `${stage.prefix}: encrypts the alarm topic`,
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });
    // CloudWatch publishes to the topic: it must be able to use the key (the AWS managed SNS key refuses it).
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { topicName: `${stage.prefix}-alarms`, masterKey: key, enforceSSL: true });
    subscribeAlarmTopic(this.topic, stage, `${stage.prefix}-alarms`);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn, description: 'npm run smoke -- --alarm-topic-arn <this>: its subscriptions confirmed (docs/operating.md "Smoke")' });

    const alarm = (id: string, description: string, metric: IMetric, options: { threshold: number; evaluationPeriods?: number; datapointsToAlarm?: number; comparisonOperator?: ComparisonOperator; treatMissingData?: TreatMissingData }) => {
      const created = new Alarm(this, id, {
        alarmName: `${stage.prefix}-${id}`,
        alarmDescription: `${description} (infra/README.md "Alarms")`,
        metric,
        threshold: options.threshold,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        datapointsToAlarm: options.datapointsToAlarm ?? options.evaluationPeriods ?? 1,
        comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: options.treatMissingData ?? TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new SnsAction(this.topic));
      created.addOkAction(new SnsAction(this.topic));
      this.alarms.push(created);
      return created;
    };

    // The API: the share of 5xx answers (only once there are 20 requests in the period) and p99 latency.
    const requests = api.metricCount({ period: FIVE_MINUTES });
    const serverErrors = api.metricServerError({ period: FIVE_MINUTES });
    alarm('Api5xxRate', `More than ${ALARM_THRESHOLDS.api5xxPercent} % of API requests answered 5xx`, new MathExpression({
      expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
      label: 'API 5xx %',
    }), { threshold: ALARM_THRESHOLDS.api5xxPercent, evaluationPeriods: 3, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD });
    const latency = api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    alarm('ApiLatencyP99', `API p99 latency above ${ALARM_THRESHOLDS.apiP99Ms} ms`, latency, {
      threshold: ALARM_THRESHOLDS.apiP99Ms, evaluationPeriods: 3, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    // The API's refusals and its load, and the account's concurrency, against the capacity model
    // (docs/capacity.md "What the alarms watch").
    const watch = watchThresholds(stage.apiThrottle, stage.concurrency.accountLimit);
    const answers = new ApiAnswersWatch(this, 'ApiAnswers', { stage, api, accessLogs: props.apiAccessLogs, period: FIVE_MINUTES, minRequests: watch.minRequestsPerPeriod });
    alarm('Api4xxRate', `More than ${ALARM_THRESHOLDS.api4xxPercent} % of API requests answered 4xx (from ${watch.minRequestsPerPeriod} requests in five minutes)`, answers.clientErrorPercent, {
      threshold: ALARM_THRESHOLDS.api4xxPercent, evaluationPeriods: 3, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    });
    if (answers.throttledPercent) {
      alarm('Api429Rate', `More than ${ALARM_THRESHOLDS.api429Percent} % of API requests answered 429 (from ${watch.minRequestsPerPeriod} requests in five minutes)`, answers.throttledPercent, {
        threshold: ALARM_THRESHOLDS.api429Percent, evaluationPeriods: 3, datapointsToAlarm: 2, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      });
    }
    alarm('ApiNearThrottle', `API requests at ${watch.nearThrottleRequestsPerPeriod} in five minutes: near the stage's throttle (${stage.apiThrottle.rateLimit}/s)`, answers.requests, {
      threshold: watch.nearThrottleRequestsPerPeriod, evaluationPeriods: 3, datapointsToAlarm: 2,
    });
    // Account-wide (Lambda publishes it without dimensions): it counts the reservations, and every stage of the account.
    alarm('AccountConcurrencyNearQuota', `Concurrent executions claimed in the account at ${watch.nearAccountConcurrency} of its quota ${stage.concurrency.accountLimit}`, new Metric({
      namespace: 'AWS/Lambda', metricName: 'ClaimedAccountConcurrency', period: FIVE_MINUTES, statistic: 'Maximum',
    }), { threshold: watch.nearAccountConcurrency, evaluationPeriods: 3, datapointsToAlarm: 2 });

    // The functions, ten an alarm: `kind<n>` over the n-th ten of `members`, the sum (or `expression`) of their metrics.
    const groupAlarms = (
      kind: string,
      members: readonly WatchedFunction[],
      describe: (names: string) => string,
      metric: (watched: WatchedFunction) => IMetric,
      options: Parameters<typeof alarm>[3] & { period?: Duration; expression?: (group: readonly WatchedFunction[]) => string },
    ) => chunk(members, FUNCTIONS_PER_ALARM).forEach((group, i) => {
      alarm(`${kind}${i + 1}`, describe(group.map((watched) => watched.name).join(', ')), new MathExpression({
        expression: options.expression?.(group) ?? `SUM([${group.map((_, j) => `f${j}`).join(',')}])`,
        usingMetrics: Object.fromEntries(group.map((watched, j) => [`f${j}`, metric(watched)])),
        period: options.period ?? FIVE_MINUTES,
        label: `${kind}, group ${i + 1}`,
      }), options);
    });
    groupAlarms('FunctionErrors', functions, (names) => `Errors in ${names}`,
      (watched) => watched.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
      { threshold: ALARM_THRESHOLDS.functionErrors, evaluationPeriods: 3, datapointsToAlarm: 2 });
    // Throttles apart: the players' page at the first; the back-office's (capped at 3 each) only when they
    // last (docs/operating.md "Alarms and what to do").
    groupAlarms('FunctionThrottles', functions.filter((watched) => !watched.backOffice), (names) => `Throttled invocations of ${names}`,
      (watched) => watched.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
      { threshold: ALARM_THRESHOLDS.functionThrottles });
    groupAlarms('BackOfficeThrottles', functions.filter((watched) => watched.backOffice),
      (names) => `Low priority: ${names} throttled ${ALARM_THRESHOLDS.backOfficeThrottlesPerHour} times an hour, two hours in a row`,
      (watched) => watched.function.metricThrottles({ period: ONE_HOUR, statistic: 'Sum' }),
      { threshold: ALARM_THRESHOLDS.backOfficeThrottlesPerHour, evaluationPeriods: 2, period: ONE_HOUR });
    // Each function's longest run as a share of its own timeout, so functions of different timeouts share an alarm.
    groupAlarms('FunctionDurationNearTimeout', functions, (names) => `A run of ${names} took over ${ALARM_THRESHOLDS.durationOfTimeout * 100} % of its timeout`,
      (watched) => watched.function.metricDuration({ period: FIVE_MINUTES, statistic: 'Maximum' }), {
        threshold: ALARM_THRESHOLDS.durationOfTimeout,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        expression: (group) => `MAX([${group.map((watched, j) => `f${j} / ${watched.timeout.toMilliseconds()}`).join(',')}])`,
      });

    // The table: throttled reads and writes (on-demand capacity still throttles past a partition's limits), system errors.
    const tableMetric = (metricName: string, dimensions: Record<string, string> = {}) =>
      new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: table.tableName, ...dimensions }, period: FIVE_MINUTES, statistic: 'Sum' });
    alarm('TableThrottles', 'DynamoDB throttled reads or writes', new MathExpression({
      expression: 'reads + writes',
      usingMetrics: { reads: tableMetric('ReadThrottleEvents'), writes: tableMetric('WriteThrottleEvents') },
      period: FIVE_MINUTES,
      label: 'throttle events',
    }), { threshold: ALARM_THRESHOLDS.tableThrottles, evaluationPeriods: 3, datapointsToAlarm: 2 });
    const operations = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchGetItem', 'TransactWriteItems', 'TransactGetItems'];
    alarm('TableSystemErrors', 'DynamoDB system errors', new MathExpression({
      expression: `SUM([${operations.map((_, i) => `o${i}`).join(',')}])`,
      usingMetrics: Object.fromEntries(operations.map((operation, i) => [`o${i}`, tableMetric('SystemErrors', { Operation: operation })])),
      period: FIVE_MINUTES,
      label: 'system errors',
    }), { threshold: ALARM_THRESHOLDS.tableSystemErrors });

    // Stripe's webhook: an error, or a 5xx answer to Stripe (it retries, but a purchase waits).
    alarm('WebhookFailures', 'Stripe webhook errors or 5xx answers', new MathExpression({
      expression: 'errors + url5xx',
      usingMetrics: {
        errors: props.webhook.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
        url5xx: props.webhook.metric('Url5xxCount', { period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      period: FIVE_MINUTES,
      label: 'webhook failures',
    }), { threshold: ALARM_THRESHOLDS.webhookFailures });

    alarm('WebhookRefusals', `Stripe's webhook refused ${ALARM_THRESHOLDS.webhookRefusals} posts in five minutes (4xx)`, props.webhook.metric('Url4xxCount', {
      period: FIVE_MINUTES, statistic: 'Sum',
    }), { threshold: ALARM_THRESHOLDS.webhookRefusals });

    // The expiry schedule: no invocation for three of its periods is a schedule that stopped firing.
    const every = props.expiry.every;
    alarm('ExpiryScheduleStalled', `The purchase expiry has not run for ${ALARM_THRESHOLDS.expiryMissedRuns} of its periods`, props.expiry.function.metricInvocations({
      period: Duration.minutes(every.toMinutes() * ALARM_THRESHOLDS.expiryMissedRuns),
      statistic: 'Sum',
    }), { threshold: 1, comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD, treatMissingData: TreatMissingData.BREACHING });

    // Dead letters: a stream batch the aggregation gave up on, an expiry run the scheduler could not make.
    for (const { name, queue, holds } of props.deadLetterQueues) {
      alarm(`DeadLetters${name}`, `The dead-letter queue of ${holds} holds a message`, queue.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES, statistic: 'Maximum',
      }), { threshold: ALARM_THRESHOLDS.deadLetters });
    }

    const product = (metricName: string) =>
      new Metric({ namespace: PRODUCT_METRICS_NAMESPACE, metricName, dimensionsMap: { service: 'quiz', stage: stage.name }, period: FIVE_MINUTES, statistic: 'Sum' });
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${stage.prefix}-overview` });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `# ${stage.prefix}\nAlarms mail the topic ${stage.prefix}-alarms; infra/README.md "Alarms" says what each means.`, width: 24, height: 2 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests], right: [serverErrors], width: 8 }),
      new GraphWidget({ title: 'API latency p99 (ms)', left: [latency], width: 8 }),
      new GraphWidget({ title: 'Product: plays, guesses, scores, purchases', left: PRODUCT_METRICS.map(product), width: 8 }),
    );
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 12, height: 8 }),
      new GraphWidget({ title: 'Table throttles, system errors; webhook failures', left: this.alarms.filter((a) => /^(Table|Webhook)/.test(a.node.id)).map((a) => a.metric), width: 12, height: 8 }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API 4xx and 429 % (of requests)', left: [answers.clientErrorPercent, ...(answers.throttledPercent ? [answers.throttledPercent] : [])], width: 12 }),
      new GraphWidget({ title: `Account concurrency claimed (quota ${stage.concurrency.accountLimit})`, left: [this.alarms.find((a) => a.node.id === 'AccountConcurrencyNearQuota')!.metric], width: 12 }),
    );
    if (props.edgeWidgets?.length) this.dashboard.addWidgets(...props.edgeWidgets);
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}
