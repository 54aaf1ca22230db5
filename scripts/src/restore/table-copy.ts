import { BatchWriteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';

/**
 * The table's restore into the stack (docs/operating.md "Restore"): a point-in-time or backup restore
 * makes a new table, and the functions read the stack's (its generated TABLE_NAME); this copies the
 * restored table's items into the stack's, page by page, with BatchWriteItem (retrying what DynamoDB
 * leaves unprocessed), resumable from the last page written.
 *
 * Two phases, because the stream's aggregation (functions/src/domain/stats-aggregation.ts) counts
 * the plays and board entries the copy writes: `items` first (everything the aggregation does not
 * write), then, once the aggregation has caught up (its iterator age back to 0), `aggregates` (the site's
 * and the games' counters, the misses, the rank buckets), written over what it counted. The stream's
 * own progress items are never copied: they name the old table's stream shards.
 */
export const COPY_PHASES = ['items', 'aggregates'] as const;
export type CopyPhase = (typeof COPY_PHASES)[number];

type Item = Record<string, unknown>;

/** Written by the stream's aggregation only (functions/src/data/keys.ts: game, siteStats, miss, looseMiss, rankBucket). */
export function isAggregate(item: Item): boolean {
  const pk = String(item[TABLE.partitionKey]);
  const sk = String(item[TABLE.sortKey]);
  return (pk === 'SITE' && sk === 'STATS') || (/^GAME#\d+$/.test(pk) && sk === 'META') || pk.startsWith('MISSES#') || /^COMPETITION#.+#RANKS$/.test(pk);
}

/** The aggregation's position in a stream shard: meaningless for another table's stream. */
export const isStreamProgress = (item: Item): boolean => String(item[TABLE.partitionKey]).startsWith('STREAM#');

export function belongsToPhase(item: Item, phase: CopyPhase): boolean {
  if (isStreamProgress(item)) return false;
  return phase === 'aggregates' ? isAggregate(item) : !isAggregate(item);
}

export interface CopyProgress {
  phase: CopyPhase;
  /** The scan's position after the last page fully written; none: from the start. */
  lastKey?: Item;
  copied: number;
  done: boolean;
}

export interface CopyOptions {
  db: DynamoDBDocumentClient;
  sourceTable: string;
  targetTable: string;
  phase: CopyPhase;
  /** Progress of an interrupted run of the same phase: the copy goes on from its page. */
  resumeFrom?: CopyProgress;
  /** Called after each page is written (save it: a run stopped midway resumes from it). */
  onPage?: (progress: CopyProgress) => Promise<void> | void;
  /** Items a Scan page reads at most. @default 500 */
  pageSize?: number;
  /** Waits between retries of unprocessed items (ms, doubled each time). @default 100 */
  retryDelayMs?: number;
}

/** BatchWriteItem takes 25 requests at most. */
const BATCH = 25;
const MAX_RETRIES = 10;

async function writeAll(db: DynamoDBDocumentClient, table: string, items: Item[], retryDelayMs: number): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    let requests: NonNullable<NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string]> =
      items.slice(i, i + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > MAX_RETRIES) throw new Error(`${requests.length} items still unprocessed after ${MAX_RETRIES} retries (the table's write capacity?)`);
      if (attempt) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = result.UnprocessedItems?.[table] ?? [];
    }
  }
}

/** Copies one phase's items from the restored table into the stack's (see the module's comment). */
export async function copyTable({ db, sourceTable, targetTable, phase, resumeFrom, onPage, pageSize = 500, retryDelayMs = 100 }: CopyOptions): Promise<CopyProgress> {
  if (sourceTable === targetTable) throw new Error('The source and target tables are the same table');
  if (resumeFrom && resumeFrom.phase !== phase) throw new Error(`The progress to resume from is of phase ${resumeFrom.phase}, not ${phase}`);
  const progress: CopyProgress = resumeFrom ? { ...resumeFrom } : { phase, copied: 0, done: false };
  if (progress.done) return progress;
  do {
    const page = await db.send(new ScanCommand({ TableName: sourceTable, ExclusiveStartKey: progress.lastKey, Limit: pageSize }));
    const items = (page.Items ?? []).filter((item) => belongsToPhase(item, phase));
    await writeAll(db, targetTable, items, retryDelayMs);
    progress.copied += items.length;
    progress.lastKey = page.LastEvaluatedKey;
    progress.done = !page.LastEvaluatedKey;
    await onPage?.(progress);
  } while (!progress.done);
  return progress;
}
