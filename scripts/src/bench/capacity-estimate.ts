/**
 * What a DynamoDB call seen on the wire would consume in AWS (docs/capacity.md "Per call"), from
 * its request body and its answer's size: a read 1 RCU per 4 KB (half when eventually consistent),
 * a write 1 WCU per KB of the item, a transaction's each action twice. The size of an item written
 * is computed from its attributes as DynamoDB counts it (names and values); an item read is known
 * only by its answer's length, JSON with type tags, which over-states it: READ_WIRE_RATIO corrects
 * that. An update is charged on the item's size as last seen (read or written) under the same key.
 */
type AttributeValue = Record<string, unknown>;

/** DynamoDB's size of an item read, per byte of its JSON answer (type tags and quotes removed). */
const READ_WIRE_RATIO = 0.7;

const lastSize = new Map<string, number>();
const keyOf = (table: unknown, key: unknown) => `${String(table)} ${JSON.stringify(key)}`;

/** The size DynamoDB counts for one attribute value (docs: "Item sizes and formats"). */
function valueSize(value: AttributeValue): number {
  const [type, v] = Object.entries(value)[0] ?? ['NULL', null];
  switch (type) {
    case 'S': return Buffer.byteLength(String(v));
    case 'N': return Math.ceil(String(v).replace(/^-|\./g, '').length / 2) + 1;
    case 'B': return Buffer.from(String(v), 'base64').length;
    case 'SS': case 'NS': case 'BS': return (v as string[]).reduce((n, s) => n + Buffer.byteLength(s), 0);
    case 'M': return 3 + itemSize(v as Record<string, AttributeValue>) + Object.keys(v as object).length;
    case 'L': return 3 + (v as AttributeValue[]).reduce((n, e) => n + valueSize(e) + 1, 0);
    default: return 1;
  }
}

function itemSize(item: Record<string, AttributeValue> | undefined): number {
  if (!item) return 0;
  return Object.entries(item).reduce((n, [name, value]) => n + Buffer.byteLength(name) + valueSize(value), 0);
}

const readUnits = (bytes: number, consistent: boolean) => Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);
const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
const keyAttributes = (item: Record<string, AttributeValue>) => ({ pk: item.pk, sk: item.sk });

interface WriteAction { TableName?: string; Item?: Record<string, AttributeValue>; Key?: Record<string, AttributeValue> }

/** Units of one write of `action` (a Put, Update, Delete or ConditionCheck), remembering the item's new size. */
function writeOf(action: WriteAction, kind: string): number {
  if (kind === 'Put' && action.Item) {
    const size = itemSize(action.Item);
    lastSize.set(keyOf(action.TableName, keyAttributes(action.Item)), size);
    return writeUnits(size);
  }
  return writeUnits(lastSize.get(keyOf(action.TableName, action.Key)) ?? 0);
}

export function capacityOf(op: string, body: string, answerBytes: number): { rcu: number; wcu: number } {
  let request: Record<string, unknown>;
  try {
    request = JSON.parse(body || '{}') as Record<string, unknown>;
  } catch {
    return { rcu: 0, wcu: 0 };
  }
  const read = answerBytes * READ_WIRE_RATIO;
  const consistent = request.ConsistentRead === true;
  switch (op) {
    case 'GetItem':
      if (answerBytes > 2) lastSize.set(keyOf(request.TableName, request.Key), read);
      return { rcu: readUnits(read, consistent), wcu: 0 };
    case 'Query':
    case 'Scan':
      return { rcu: readUnits(read, consistent), wcu: 0 };
    case 'BatchGetItem': {
      const tables = Object.values((request.RequestItems ?? {}) as Record<string, { Keys: unknown[]; ConsistentRead?: boolean }>);
      const keys = tables.reduce((n, t) => n + t.Keys.length, 0);
      // Each item is rounded up on its own: at least one unit per key asked.
      return { rcu: Math.max(keys, Math.ceil(read / 4096)) * (tables.some((t) => t.ConsistentRead) ? 1 : 0.5), wcu: 0 };
    }
    case 'PutItem':
      return { rcu: 0, wcu: writeOf(request as WriteAction, 'Put') };
    case 'UpdateItem':
    case 'DeleteItem': {
      const wcu = writeOf(request as WriteAction, 'Update');
      // An update answered with the new item (ReturnValues ALL_NEW) says its size.
      if (op === 'UpdateItem' && answerBytes > 2) lastSize.set(keyOf(request.TableName, request.Key), read);
      return { rcu: 0, wcu };
    }
    case 'BatchWriteItem': {
      const writes = Object.entries((request.RequestItems ?? {}) as Record<string, { PutRequest?: WriteAction; DeleteRequest?: WriteAction }[]>);
      return { rcu: 0, wcu: writes.reduce((n, [table, list]) => n + list.reduce((m, w) => m + (w.PutRequest ? writeOf({ ...w.PutRequest, TableName: table }, 'Put') : writeOf({ ...w.DeleteRequest, TableName: table }, 'Delete')), 0), 0) };
    }
    case 'TransactWriteItems': {
      const actions = (request.TransactItems ?? []) as Record<string, WriteAction>[];
      return { rcu: 0, wcu: actions.reduce((n, a) => n + Object.entries(a).reduce((m, [kind, action]) => m + 2 * writeOf(action, kind), 0), 0) };
    }
    case 'TransactGetItems':
      return { rcu: 2 * ((request.TransactItems as unknown[] | undefined)?.length ?? 1), wcu: 0 };
    default:
      return { rcu: 0, wcu: 0 };
  }
}
