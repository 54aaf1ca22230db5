import type { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { MathExpression, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stages';

/** Where the access logs' 429 count is published: one metric a stage (a metric filter cannot set a fixed dimension). */
export const API_ANSWERS_NAMESPACE = 'PictureQuiz/Api';
export const api429MetricName = (stage: Pick<StageConfig, 'prefix'>) => `${stage.prefix}-429`;

export interface ApiAnswersWatchProps {
  readonly stage: StageConfig;
  readonly api: IHttpApi;
  /** The API's JSON access logs (api-stack.ts: `status` is the answer's code). @default no 429 rate */
  readonly accessLogs?: ILogGroup;
  readonly period: Duration;
  /** Requests in a period under which a rate reads 0: a quiet night's few refusals are no rate. */
  readonly minRequests: number;
}

/**
 * The API's refusals as shares of its requests (docs/operating.md "Alarms and what to do"): 4xx from
 * API Gateway's own metric; 429 counted from the access logs by a metric filter, since an HTTP API
 * publishes no 429 metric and its detailed (per-route) metrics would cost a custom metric per route and
 * kind (docs/capacity.md "What the alarms watch").
 */
export class ApiAnswersWatch extends Construct {
  /** The API's requests in a period (Sum: API Gateway's `Count` is 1 a request). */
  readonly requests: Metric;
  readonly clientErrorPercent: MathExpression;
  readonly throttledPercent?: MathExpression;
  readonly throttled?: Metric;

  constructor(scope: Construct, id: string, props: ApiAnswersWatchProps) {
    super(scope, id);
    const { api, period, minRequests } = props;
    const requests = (this.requests = api.metricCount({ period, statistic: 'Sum' }));
    const percentOf = (name: string, metric: Metric, label: string) => new MathExpression({
      // FILL: a period without a single refusal has no datapoint of its own.
      expression: `IF(requests >= ${minRequests}, 100 * FILL(${name}, 0) / requests, 0)`,
      usingMetrics: { requests, [name]: metric },
      period,
      label,
    });
    this.clientErrorPercent = percentOf('refused', api.metricClientError({ period, statistic: 'Sum' }), 'API 4xx %');
    if (props.accessLogs) {
      const filter = new MetricFilter(this, 'Answers429', {
        logGroup: props.accessLogs,
        // `status` is written as a string by the access log format ("$context.status" in quotes).
        filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
        metricNamespace: API_ANSWERS_NAMESPACE,
        metricName: api429MetricName(props.stage),
        metricValue: '1',
      });
      this.throttled = filter.metric({ period, statistic: 'Sum' });
      this.throttledPercent = percentOf('throttled', this.throttled, 'API 429 %');
    }
  }
}
