import { statsStreamReader, type StatsStreamReader } from '../../../scripts/src/local/stats-stream';
import { runningFunction } from './table-calls';

/**
 * Statistics off the score path (functions/src/data/README.md "Statistics off the score path"): the
 * site's and games' counters and the rank buckets follow the table's stream. A test that reads them
 * drains the stream first, through the aggregating function's own handler, as Lambda runs it in AWS
 * (the local runtime's reader: every record written so far, in order, shard by shard). Its table
 * calls are checked against the aggregator's grant.
 */
let reader: { table: string; reader: StatsStreamReader } | undefined;

export function drainStatsStream(): Promise<number> {
  const table = process.env.TABLE_NAME;
  if (!table) throw new Error('drainStatsStream: no TABLE_NAME (call useIntegrationTable first)');
  if (reader?.table !== table) reader = { table, reader: statsStreamReader(table) };
  const current = reader.reader;
  return runningFunction.run('statsAggregator', () => current.drain());
}
