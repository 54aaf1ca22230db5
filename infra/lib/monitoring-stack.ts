import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
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
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { PRODUCT_METRICS, PRODUCT_METRICS_NAMESPACE } from '@quiz/shared';
import type { StageConfig } from './stages';

/** A function the stage runs, with the timeout its duration alarm compares with. */
export interface WatchedFunction {
  readonly name: string;
  readonly function: IFunction;
  readonly timeout: Duration;
}

export interface MonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly api: IHttpApi;
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
  /** Functions throttled: any in a five-minute period. */
  functionThrottles: 1,
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
    if (stage.alarmEmail) this.topic.addSubscription(new EmailSubscription(stage.alarmEmail));

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

    // The functions, ten an alarm.
    const groups = chunk(functions, FUNCTIONS_PER_ALARM);
    groups.forEach((group, i) => {
      const names = group.map((watched) => watched.name).join(', ');
      const metrics = (make: (watched: WatchedFunction) => IMetric) => Object.fromEntries(group.map((watched, j) => [`f${j}`, make(watched)]));
      const ids = group.map((_, j) => `f${j}`);
      alarm(`FunctionErrors${i + 1}`, `Errors in ${names}`, new MathExpression({
        expression: `SUM([${ids.join(',')}])`,
        usingMetrics: metrics((watched) => watched.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
        period: FIVE_MINUTES,
        label: `errors, group ${i + 1}`,
      }), { threshold: ALARM_THRESHOLDS.functionErrors, evaluationPeriods: 3, datapointsToAlarm: 2 });
      alarm(`FunctionThrottles${i + 1}`, `Throttled invocations of ${names}`, new MathExpression({
        expression: `SUM([${ids.join(',')}])`,
        usingMetrics: metrics((watched) => watched.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })),
        period: FIVE_MINUTES,
        label: `throttles, group ${i + 1}`,
      }), { threshold: ALARM_THRESHOLDS.functionThrottles });
      // Each function's longest run as a share of its own timeout, so functions of different timeouts share an alarm.
      alarm(`FunctionDurationNearTimeout${i + 1}`, `A run of ${names} took over ${ALARM_THRESHOLDS.durationOfTimeout * 100} % of its timeout`, new MathExpression({
        expression: `MAX([${group.map((watched, j) => `f${j} / ${watched.timeout.toMilliseconds()}`).join(',')}])`,
        usingMetrics: metrics((watched) => watched.function.metricDuration({ period: FIVE_MINUTES, statistic: 'Maximum' })),
        period: FIVE_MINUTES,
        label: `longest run / timeout, group ${i + 1}`,
      }), { threshold: ALARM_THRESHOLDS.durationOfTimeout, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD });
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
    if (props.edgeWidgets?.length) this.dashboard.addWidgets(...props.edgeWidgets);
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}
