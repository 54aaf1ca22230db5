import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableGrants } from '@quiz/shared/table-grants';
import { REPO_ROOT } from '../paths';
import { deadLetterQueue } from './dead-letter-queue';
import { ApiFunction, type ApiFunctionProps } from './api-function';

export const STATS_AGGREGATOR_ENTRY = join(REPO_ROOT, 'functions', 'src', 'jobs', 'aggregate-stats.ts');

/**
 * How the table's stream reaches the aggregation (functions/src/data/README.md "Statistics off the
 * score path"): up to 100 records a batch (one transaction's worth of targets, most of the time),
 * gathered for up to a second; a tumbling window of a second, whose event names the shard (the
 * function keeps its progress per shard); one batch of a shard at a time (parallelization 1: the
 * progress is one sequence number a shard).
 */
export const STATS_STREAM = {
  batchSize: 100,
  maxBatchingWindow: Duration.seconds(1),
  tumblingWindow: Duration.seconds(1),
  parallelizationFactor: 1,
  /** A failing batch is split in two until the record that fails is alone, then retried this often. */
  retryAttempts: 10,
  /** The failed batches' descriptions (shard, sequence numbers) are kept this long for an operator. */
  dlqRetention: Duration.days(14),
} as const;

/** The partition key prefixes whose changes the aggregation reads (functions/src/domain/stats-aggregation.ts). */
export const STATS_STREAM_PREFIXES = ['PLAY#', 'COMPETITION#'] as const;

export interface StatsAggregatorProps {
  readonly table: ITable;
  readonly functionDefaults: Omit<ApiFunctionProps, 'entry' | 'description' | 'tableGrant' | 'table'>;
}

/**
 * The aggregating function of the table's stream: site and game statistics and the competitions'
 * rank buckets, off the score path. Its event source mapping bisects a failing batch, retries it a
 * bounded number of times, and sends what still fails to an SQS dead-letter queue (the records' shard
 * and sequence numbers, to replay by hand while the stream keeps them: 24 hours).
 */
export class StatsAggregator extends Construct {
  readonly fn: ApiFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: StatsAggregatorProps) {
    super(scope, id);
    if (!props.table.tableStreamArn) throw new Error(`${id}: the table needs its stream (data-stack.ts)`);
    this.fn = new ApiFunction(this, 'Function', {
      ...props.functionDefaults,
      table: props.table,
      entry: STATS_AGGREGATOR_ENTRY,
      description: 'Table stream: site and game statistics, competition rank buckets',
      tableGrant: tableGrants.statsAggregator,
    });
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', 'the stream aggregation (the failed batches\' descriptions)', STATS_STREAM.dlqRetention);
    this.fn.function.addEventSource(new DynamoEventSource(props.table, {
      startingPosition: StartingPosition.TRIM_HORIZON,
      batchSize: STATS_STREAM.batchSize,
      maxBatchingWindow: STATS_STREAM.maxBatchingWindow,
      tumblingWindow: STATS_STREAM.tumblingWindow,
      parallelizationFactor: STATS_STREAM.parallelizationFactor,
      bisectBatchOnError: true,
      retryAttempts: STATS_STREAM.retryAttempts,
      onFailure: new SqsDlq(this.deadLetters),
      // Only the changes that can move a counter reach the function: plays, and competitions'
      // items (their board entries; the rank buckets the function writes come back and move nothing).
      filters: STATS_STREAM_PREFIXES.map((prefix) => FilterCriteria.filter({ dynamodb: { Keys: { pk: { S: FilterRule.beginsWith(prefix) } } } })),
    }));
    Validations.of(this.fn.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: "aws-cdk-lib's DynamoDB event source grants dynamodb:ListStreams, which supports no resource-level permission; the stream's own reads name its ARN.",
    });
  }
}
