import { AsyncLocalStorage } from 'node:async_hooks';
import { TABLE } from '@quiz/shared';
import type { TableAction } from '@quiz/shared/table-grants';

/**
 * What the functions' document client sends, call by call, attributed to the function that runs
 * (docs/adr/0038-least-privilege-per-function.md): the integration set-up (record-table-calls.ts)
 * puts a middleware on `db` that records, for each command sent while a handler runs, the IAM action
 * each item of it is authorised by and the partition key it names; the set-up then checks every
 * record against that function's declared grant (shared/src/table-grants.ts).
 */
export interface TableCall {
  /** The function: a route name, or one of the other functions' names (stripeWebhook …). */
  readonly fn: string;
  readonly action: TableAction | 'Scan' | string;
  /** `table` or `gsi1` (a Query on the index). */
  readonly index: 'table' | 'gsi1';
  /** The partition key value the item (or the Query) names. */
  readonly key: string;
}

/** The function whose code runs now (set by `invoke` for a route's handler, by `asFunction` for the others). */
export const runningFunction = new AsyncLocalStorage<string>();

/** Runs `fn` as function `name`: what it sends to the table is checked against `name`'s grant. */
export function asFunction<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => runningFunction.run(name, () => fn(...args));
}

type Value = string | { S?: string } | undefined;
const text = (value: unknown): string => {
  const v = value as Value;
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof v.S === 'string') return v.S;
  return `<unreadable ${JSON.stringify(value)}>`;
};
const pkOf = (item: unknown) => text((item as Record<string, unknown> | undefined)?.[TABLE.partitionKey]);

/** The partition key value a Query names: `#name = :value` in its key condition, for the index it reads. */
function queryKey(input: Record<string, unknown>, attribute: string): string {
  const expression = String(input.KeyConditionExpression ?? '');
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const values = (input.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  for (const [, name, value] of expression.matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    if ((names[name!] ?? name) === attribute) return text(values[value!]);
  }
  return `<no ${attribute} in ${expression}>`;
}

/** The (action, index, key) triples one command is authorised by (IAM authorises a transaction item by item). */
export function callsOf(commandName: string, input: Record<string, unknown>): Omit<TableCall, 'fn'>[] {
  const action = commandName.replace(/Command$/, '');
  const item = (a: string, key: string) => ({ action: a, index: 'table' as const, key });
  switch (action) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [item(action, pkOf(input.Key))];
    case 'PutItem':
      return [item(action, pkOf(input.Item))];
    case 'Query':
      return input.IndexName
        ? [{ action, index: input.IndexName === TABLE.gsi1.name ? 'gsi1' : (String(input.IndexName) as 'gsi1'), key: queryKey(input, TABLE.gsi1.partitionKey) }]
        : [item(action, queryKey(input, TABLE.partitionKey))];
    case 'BatchGetItem':
      return Object.values((input.RequestItems ?? {}) as Record<string, { Keys: unknown[] }>).flatMap((r) => r.Keys.map((k) => item(action, pkOf(k))));
    case 'BatchWriteItem':
      return Object.values((input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item: unknown }; DeleteRequest?: { Key: unknown } }[]>).flatMap((requests) =>
        requests.map((r) => item(action, pkOf(r.PutRequest?.Item ?? r.DeleteRequest?.Key))),
      );
    case 'TransactWriteItems':
      return ((input.TransactItems ?? []) as Record<string, { Item?: unknown; Key?: unknown }>[]).map((t) => {
        const [kind, op] = Object.entries(t)[0]!;
        const itemAction = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' }[kind] ?? kind;
        return item(itemAction, pkOf(op.Item ?? op.Key));
      });
    case 'TransactGetItems':
      return ((input.TransactItems ?? []) as { Get: { Key: unknown } }[]).map((t) => item('GetItem', pkOf(t.Get.Key)));
    default:
      // Scan and anything else: no grant names it, so the check fails.
      return [item(action, '*')];
  }
}

export const recordedCalls: TableCall[] = [];
