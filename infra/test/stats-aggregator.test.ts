import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { sharedStage } from './helpers';
import { STATS_STREAM, STATS_STREAM_PREFIXES } from '../lib/constructs/stats-aggregator';

/**
 * Statistics off the score path (functions/src/data/README.md "Statistics off the score path"): the
 * table's stream feeds one aggregating function, exactly once per change, with a bounded retry and a
 * dead-letter queue for what still fails.
 */
describe('the statistics aggregation (table stream → function)', () => {
  let data: Template;
  let api: Template;
  beforeAll(() => {
    const { stacks } = sharedStage('staging');
    data = Template.fromStack(stacks.data);
    api = Template.fromStack(stacks.api);
  });

  it('the table has a stream of old and new images', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  });

  it('reads it in batches with a tumbling window (the event names its shard), one batch a shard at a time, bisected and retried a bounded number of times, then to an SQS dead-letter queue', () => {
    api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: STATS_STREAM.batchSize,
      MaximumBatchingWindowInSeconds: STATS_STREAM.maxBatchingWindow.toSeconds(),
      TumblingWindowInSeconds: STATS_STREAM.tumblingWindow.toSeconds(),
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STATS_STREAM.retryAttempts,
      StartingPosition: 'TRIM_HORIZON',
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: { Filters: STATS_STREAM_PREFIXES.map((prefix) => ({ Pattern: JSON.stringify({ dynamodb: { Keys: { pk: { S: [{ prefix }] } } } }) })) },
    });
    api.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('its role updates only the counters and its progress (its grant), and never gets the origin secret', () => {
    const fns = Object.values(api.findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('^Table stream') } }));
    expect(fns).toHaveLength(1);
    const variables = (fns[0] as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties.Environment.Variables;
    expect(Object.keys(variables).filter((name) => name.startsWith('ORIGIN_VERIFY'))).toEqual([]);
    expect(variables.TABLE_NAME).toBeDefined();
  });
});
