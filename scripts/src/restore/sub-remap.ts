import { GetCommand, ScanCommand, TransactWriteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '@quiz/functions/data/keys';
import { playerTag, shardOf, shardsOf } from '@quiz/functions/rules/competition-board';
import { TABLE } from '@quiz/shared';

/**
 * The second step of a user pool's restore (docs/operating.md "Restore"): every item of the table that
 * names a user by the old pool's `sub` is rewritten with the new pool's. A sub is a UUID, so every
 * occurrence in a key or a value is found and replaced exactly: `USER#{sub}` partitions, `AUDIT#USER#{sub}`,
 * `AUDIT_BY#{sub}`, `CHALLENGES_BY#{sub}`, `RUNS#`/`FAIRPLAY#`/`JOKER#` owner keys (`sub:{sub}`), a board
 * entry's `ENTRY#{sub}` and rank key, the plays' and purchases' `sub` attributes (functions/src/data/keys.ts).
 * A board entry also moves to the shard of its new sub (`hash(sub) mod N`) and takes its new player tag.
 * An item whose key changes is moved in one transaction (the new one Put where none is, the old one
 * Deleted); the rest are Put over. Run again after an interruption: what was moved names no old sub.
 */
export type SubMap = Readonly<Record<string, string>>;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A board's entry or refusal: `COMPETITION#{id}#BOARD#{shard}` / `ENTRY#{sub}` or `REFUSED#{sub}`. */
const BOARD_ITEM_PK = /^COMPETITION#(.+)#BOARD#\d+$/;
const BOARD_ITEM_SK = /^(ENTRY|REFUSED)#(.+)$/;

type Item = Record<string, unknown>;

/** `value` with every old sub replaced by its new one, at any depth (strings, lists, maps, sets). */
export function withNewSubs(value: unknown, subs: SubMap): unknown {
  if (typeof value === 'string') return value.replace(UUID, (found) => subs[found] ?? found);
  if (Array.isArray(value)) return value.map((v) => withNewSubs(v, subs));
  if (value instanceof Set) return new Set([...value].map((v) => withNewSubs(v, subs)));
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNewSubs(v, subs)]));
  }
  return value;
}

export interface RemapReport {
  scanned: number;
  /** Items rewritten in place (a value named an old sub). */
  rewritten: number;
  /** Items moved to a new key (their key named an old sub). */
  moved: number;
}

export interface RemapOptions {
  db: DynamoDBDocumentClient;
  tableName: string;
  subs: SubMap;
  /** Told after each page of the scan (progress for a long run). */
  onPage?: (report: RemapReport) => void;
}

/** Rewrites the table's items from the old subs to the new ones (see the module's comment). */
export async function remapSubs({ db, tableName, subs, onPage }: RemapOptions): Promise<RemapReport> {
  const report: RemapReport = { scanned: 0, rewritten: 0, moved: 0 };
  const shardCounts = new Map<string, number>();
  const shardsOfCompetition = async (id: string) => {
    let n = shardCounts.get(id);
    if (n === undefined) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.competition(id), ConsistentRead: true }));
      n = shardsOf((Item ?? {}) as { boardShards?: number });
      shardCounts.set(id, n);
    }
    return n;
  };
  const pk = TABLE.partitionKey;
  const sk = TABLE.sortKey;
  let startKey: Item | undefined;
  do {
    // An operator's one-off pass over the whole table (functions never Scan): consistent, page by page.
    const page = await db.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      report.scanned++;
      const renamed = withNewSubs(item, subs) as Item;
      if (JSON.stringify(renamed) === JSON.stringify(item)) continue;
      const board = BOARD_ITEM_PK.exec(String(item[pk]));
      const boardSk = BOARD_ITEM_SK.exec(String(renamed[sk]));
      if (board && boardSk) moveToShardOfNewSub(renamed, board[1]!, boardSk[2]!, await shardsOfCompetition(board[1]!));
      if (renamed[pk] === item[pk] && renamed[sk] === item[sk]) {
        await db.send(new PutCommand({ TableName: tableName, Item: renamed }));
        report.rewritten++;
      } else {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: tableName, Item: renamed, ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': pk } } },
              { Delete: { TableName: tableName, Key: { [pk]: item[pk], [sk]: item[sk] } } },
            ],
          }),
        );
        report.moved++;
      }
    }
    onPage?.(report);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return report;
}

/** A board item's keys and tag for its new sub: its shard is `hash(sub) mod N` (functions/src/rules/competition-board.ts). */
function moveToShardOfNewSub(item: Item, competitionId: string, newSub: string, shards: number): void {
  const shard = shardOf(newSub, shards);
  item[TABLE.partitionKey] = keys.boardEntry(competitionId, shard, newSub)[TABLE.partitionKey];
  if (typeof item[TABLE.gsi1.partitionKey] === 'string') item[TABLE.gsi1.partitionKey] = keys.boardListingPk(competitionId, shard);
  if (typeof item.tag === 'string') item.tag = playerTag(newSub);
}
