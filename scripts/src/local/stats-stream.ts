import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand, DynamoDBStreamsClient, ExpiredIteratorException, GetRecordsCommand, GetShardIteratorCommand, ResourceNotFoundException,
  TrimmedDataAccessException,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { handler, type StatsStreamEvent } from '@quiz/functions/jobs/aggregate-stats';

/**
 * The table stream's consumer where there is no Lambda (functions/src/data/README.md "Statistics off
 * the score path"): reads DynamoDB Local's stream shard by shard (DescribeStream, GetShardIterator,
 * GetRecords) and hands each page of records to the aggregating function's own handler, in the
 * event shape Lambda gives it (a tumbling window's: with the shard's id). `npm start` polls it a few
 * times a second; the integration tests drain it before they read a counter.
 */

/** GetRecords' page: Lambda's batch size for the aggregation (infra constructs/stats-aggregator.ts). */
const PAGE = 100;

export interface StatsStreamReader {
  /** Reads every record written so far and applies it; resolves with how many records were handed over. */
  drain(): Promise<number>;
}

/** A reader of `tableName`'s stream, through the functions' DynamoDB endpoint (AWS_ENDPOINT_URL_DYNAMODB). */
export function statsStreamReader(tableName: string): StatsStreamReader {
  const tables = new DynamoDBClient({});
  const streams = new DynamoDBStreamsClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB });
  /** Where each shard was left: its next iterator, or null once a closed shard was read to its end. */
  const positions = new Map<string, string | null>();
  let running: Promise<number> | null = null;
  /** The stream's ARN, described once (a poll a few times a second need not ask for it each time). */
  let knownStreamArn: string | undefined;

  async function shardsOf(streamArn: string): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  const firstIterator = async (streamArn: string, shardId: string) =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'TRIM_HORIZON' }))).ShardIterator ?? null;

  async function drainShard(streamArn: string, shardId: string): Promise<number> {
    let iterator = positions.has(shardId) ? positions.get(shardId)! : await firstIterator(streamArn, shardId);
    let handed = 0;
    while (iterator) {
      let page;
      try {
        page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: PAGE }));
      } catch (error) {
        // An iterator lives 15 minutes: start the shard again from its oldest record (the
        // aggregation skips what it applied: its progress is stored per shard).
        if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
          iterator = await firstIterator(streamArn, shardId);
          continue;
        }
        throw error;
      }
      const records = page.Records ?? [];
      if (records.length > 0) {
        const event: StatsStreamEvent = { Records: records as StatsStreamEvent['Records'], shardId, eventSourceARN: streamArn, state: {} };
        await handler(event);
        handed += records.length;
      }
      // A closed shard ends (no next iterator); an open one is kept where it stands.
      positions.set(shardId, page.NextShardIterator ?? null);
      if (records.length === 0 || !page.NextShardIterator) break;
      iterator = page.NextShardIterator;
    }
    return handed;
  }

  async function drainOnce(): Promise<number> {
    const streamArn = knownStreamArn ?? (await tables.send(new DescribeTableCommand({ TableName: tableName }))).Table?.LatestStreamArn;
    if (!streamArn) return 0;
    let shards: Shard[];
    try {
      shards = await shardsOf(streamArn);
    } catch (error) {
      // The table was made again (tests): its stream is another; read that one from its start.
      if (!(error instanceof ResourceNotFoundException) || knownStreamArn === undefined) throw error;
      knownStreamArn = undefined;
      positions.clear();
      return drainOnce();
    }
    knownStreamArn = streamArn;
    let handed = 0;
    // Parents come before their children in DescribeStream's list: a key's changes stay in order.
    for (const shard of shards) {
      if (shard.ShardId && positions.get(shard.ShardId) !== null) handed += await drainShard(streamArn, shard.ShardId);
    }
    return handed;
  }

  return {
    // One drain at a time: two would hand the same records over twice (harmless, but wasted).
    drain() {
      const next = (running ?? Promise.resolve(0)).catch(() => 0).then(drainOnce);
      running = next;
      return next;
    },
  };
}

/**
 * `npm start`'s poller: drains the stream every `intervalMs` (the counters lag by about that much,
 * as Lambda's batching window makes them lag in AWS); a failed round is logged and tried again.
 */
export function startStatsStreamPoller(tableName: string, options: { intervalMs: number; log: (line: string) => void }) {
  const reader = statsStreamReader(tableName);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = reader.drain()
      .catch((error: unknown) => options.log(`statistics stream: ${String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    drain: () => reader.drain(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
