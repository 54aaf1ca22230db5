import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { PRODUCT_METRICS_NAMESPACE, type ProductMetric } from '@quiz/shared';

/**
 * The product's own figures (plays started, guesses, scores recorded, purchases fulfilled)
 * as CloudWatch embedded metrics: a JSON line in the function's log that CloudWatch turns into a
 * metric, with no API call in the request. Off where no one reads them (locally and in tests:
 * POWERTOOLS_METRICS_DISABLED).
 */
const metrics = new Metrics({
  namespace: PRODUCT_METRICS_NAMESPACE,
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quiz',
  defaultDimensions: { stage: process.env.STAGE ?? 'local' },
});

/** Counts `count` of `metric` now (nothing for 0). */
export function countProductMetric(metric: ProductMetric, count = 1): void {
  if (count <= 0) return;
  metrics.addMetric(metric, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}
