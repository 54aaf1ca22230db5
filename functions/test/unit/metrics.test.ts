import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_METRICS_NAMESPACE, type ProductMetric } from '@quiz/shared';

/**
 * The product's own figures reach CloudWatch as embedded metrics (one JSON line in the log per
 * count), in the namespace the dashboard reads, with the service and stage dimensions it names.
 */
describe('product metrics (countProductMetric)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function emitted(run: (count: (metric: ProductMetric, count?: number) => void) => void): Promise<Record<string, unknown>[]> {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_DEV', 'false');
    vi.stubEnv('STAGE', 'prod');
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const { countProductMetric } = await import('../../src/lib/metrics');
    run(countProductMetric);
    return lines.flatMap((line) => line.split('\n')).filter((line) => line.includes('_aws')).map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('writes one embedded-metric line a count, in the dashboard\'s namespace with service and stage', async () => {
    const [line, ...more] = await emitted((count) => count('ScoresRecorded', 3));
    expect(more).toEqual([]);
    expect(line).toMatchObject({ ScoresRecorded: 3, service: 'quiz', stage: 'prod' });
    const directive = (line!._aws as { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] }).CloudWatchMetrics[0]!;
    expect(directive.Namespace).toBe(PRODUCT_METRICS_NAMESPACE);
    expect(directive.Dimensions[0]).toEqual(expect.arrayContaining(['service', 'stage']));
    expect(directive.Metrics).toEqual([{ Name: 'ScoresRecorded', Unit: 'Count' }]);
  });

  it('writes nothing for a count of 0 (a post of scores all known already)', async () => {
    expect(await emitted((count) => count('ScoresRecorded', 0))).toEqual([]);
  });
});
