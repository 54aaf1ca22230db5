import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { applyCounterAdds, getStreamProgress, type CounterAdd } from '../data/stats-aggregate';
import { incrementsOf, mayCount, sumIncrements, targetsOf, TENTHS_COUNTERS, type Increment, type ItemChange } from '../domain/stats-aggregation';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * The aggregating function of the table's stream (functions/src/data/README.md "Statistics off the
 * score path"): each invocation gets a batch of one shard's records, in order; it sums their
 * increments per target item and applies each sum with one ADD, in one transaction with the shard's
 * progress (the last sequence number applied, conditioned on the one read before). Records at or
 * below the stored progress were applied already and are skipped: the stream's at-least-once
 * delivery counts each change exactly once. AWS runs it from the event source mapping (infra
 * constructs/stats-aggregator.ts), `npm start` from its stream poller (scripts/src/local/stats-stream.ts).
 */

/** One stream record as Lambda (and the local poller) hands it over: images in DynamoDB's wire format. */
export interface StatsStreamRecord {
  eventName?: string;
  dynamodb?: {
    Keys?: Record<string, AttributeValue>;
    NewImage?: Record<string, AttributeValue>;
    OldImage?: Record<string, AttributeValue>;
    SequenceNumber?: string;
  };
}

/** Lambda's event with a tumbling window: the window's fields name the shard (a plain batch does not). */
export interface StatsStreamEvent {
  Records: StatsStreamRecord[];
  shardId?: string;
  eventSourceARN?: string;
  state?: Record<string, string>;
  isFinalInvokeForWindow?: boolean;
}

/**
 * Counter items a transaction: the shard's progress and at most 49 (TransactWriteItems takes 100,
 * but a transaction of 100 items outlasted the client's 1.2 s request timeout on a busy DynamoDB
 * Local: a smaller one answers well inside it, and chunks cost one progress write each, nothing more).
 */
const MAX_TARGETS = 49;
/** Attempts of one transaction when other shards' batches add to the same items at that instant. */
const MAX_ATTEMPTS = 10;

const sequenceOf = (record: StatsStreamRecord): bigint => BigInt(record.dynamodb?.SequenceNumber ?? '0');

/**
 * The change a record carries; its images are read only when its key may move a counter (reading
 * every image would cost time, and DynamoDB Local's stream gives an empty map as `{}`, which
 * `unmarshall` refuses: none of the items read here holds one).
 */
function changeOf(record: StatsStreamRecord): ItemChange {
  const image = (wire: Record<string, AttributeValue> | undefined) => (wire ? unmarshall(wire) : undefined);
  const key = image(record.dynamodb?.Keys) ?? {};
  const keys = { pk: String(key.pk), sk: String(key.sk) };
  if (!mayCount(keys)) return { keys };
  return { keys, oldImage: image(record.dynamodb?.OldImage), newImage: image(record.dynamodb?.NewImage) };
}

/** The writes of summed increments: a score sum travels in tenths and is stored divided once (exact decimals). */
const counterAddsOf = (increments: readonly Increment[]): CounterAdd[] =>
  sumIncrements(increments).map((inc) => ({
    key: inc.key,
    mustExist: inc.kind === 'game',
    ...(inc.sets ? { sets: inc.sets } : {}),
    adds: Object.fromEntries(Object.entries(inc.adds).map(([name, n]) => [name, TENTHS_COUNTERS.has(name) ? n / 10 : n])),
  }));

const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(400, 10 * 2 ** attempt) * (0.5 + Math.random())));

/** One chunk of a batch: its records' increments, applied with the chunk's last sequence number. */
interface Chunk {
  last: string;
  increments: Increment[];
}

/**
 * Applies one chunk; false when it moves no counter: nothing is written then, not even the progress
 * (applying such records again changes nothing, and the aggregation's own writes, which come back
 * through the stream, must not make more writes, or it would feed itself).
 */
async function applyChunk(shardId: string, previous: string | null, chunk: Chunk, now: number): Promise<boolean> {
  let adds = counterAddsOf(chunk.increments);
  if (adds.length === 0) return false;
  for (let attempt = 1; ; attempt++) {
    const outcome = await applyCounterAdds(shardId, previous, chunk.last, adds, now);
    if (outcome.ok) return true;
    // Only one invocation reads a shard at a time (parallelization factor 1): a moved progress is a
    // second reader. Fail the batch: its retry reads the progress again and skips what was applied.
    if (outcome.progressMoved) throw new Error(`stream progress of ${shardId} moved meanwhile: batch retried`);
    if (outcome.missing.length > 0) {
      // A game whose META is gone cannot be counted (never a stray item): its plays are left out.
      logger.warn('stats of a missing game left out', { keys: outcome.missing.map((i) => adds[i]?.key.pk) });
      adds = adds.filter((_, i) => !outcome.missing.includes(i));
      continue;
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error(`stream batch of ${shardId} not applied after ${attempt} attempts`);
    await pause(attempt);
  }
}

/**
 * Applies a batch of one shard's records exactly once. Sorted by sequence number first (a batch
 * delivered again may come out of order); split into chunks of at most 49 target items, each
 * chunk one transaction with its own last sequence number.
 */
export async function aggregateStats(records: readonly StatsStreamRecord[], shardId: string, now = Date.now()): Promise<{ applied: number; skipped: number }> {
  const sorted = [...records].sort((a, b) => (sequenceOf(a) < sequenceOf(b) ? -1 : sequenceOf(a) > sequenceOf(b) ? 1 : 0));
  let progress = await getStreamProgress(shardId);
  const fresh = sorted.filter((r) => progress === null || sequenceOf(r) > BigInt(progress));
  const chunks: Chunk[] = [];
  let current: Chunk | null = null;
  for (const record of fresh) {
    const increments = incrementsOf(changeOf(record));
    const last = record.dynamodb?.SequenceNumber ?? '0';
    if (current && targetsOf([...current.increments, ...increments]).size > MAX_TARGETS) {
      chunks.push(current);
      current = null;
    }
    current = current ? { last, increments: [...current.increments, ...increments] } : { last, increments };
  }
  if (current) chunks.push(current);
  for (const chunk of chunks) {
    if (await applyChunk(shardId, progress, chunk, now)) progress = chunk.last;
  }
  return { applied: fresh.length, skipped: sorted.length - fresh.length };
}

/** The Lambda function: a tumbling window gives the shard's id; the window's state is not used. */
export async function handler(event: StatsStreamEvent): Promise<{ state: Record<string, string> }> {
  env(); // fail loudly on an incomplete environment
  if (!event.shardId) throw new Error('the stream event names no shard: its event source mapping needs a tumbling window');
  const outcome = await aggregateStats(event.Records, event.shardId);
  if (outcome.skipped > 0) logger.info('stream records applied before, skipped', outcome);
  return { state: {} };
}
