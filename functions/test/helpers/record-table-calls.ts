import { appendFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';
import { grantCovers, tableGrants } from '@quiz/shared/table-grants';
import { db } from '../../src/data/client';
import { callsOf, recordedCalls, runningFunction, type TableCall } from './table-calls';

/**
 * Least privilege per function, checked against what the code really does (docs/adr/0038-least-privilege-per-function.md): every
 * command the functions' document client sends while a handler runs (helpers/events.ts `invoke`, or
 * `asFunction` for the webhook and the jobs) is recorded under that function, item by item, and each
 * (action, partition key) must be covered by the function's grant in shared/src/table-grants.ts,
 * which is what its role holds in AWS. A test file that makes a handler do something its grant lacks
 * fails, naming the function, the action and the key.
 */
db.middlewareStack.add(
  (next, context) => async (args) => {
    const fn = runningFunction.getStore();
    if (fn) for (const call of callsOf(String(context.commandName), args.input as Record<string, unknown>)) recordedCalls.push({ fn, ...call });
    return next(args);
  },
  { step: 'initialize', name: 'recordTableCalls', override: true },
);

/** The recorded calls that their function's grant does not cover: one line per function, action and index, with a key it named. */
export function uncoveredCalls(calls: readonly TableCall[]): string[] {
  const grants: Readonly<Record<string, Parameters<typeof grantCovers>[0]>> = tableGrants;
  const lines = new Map<string, string>();
  for (const c of calls) {
    const grant = grants[c.fn];
    if (grant && grantCovers(grant, c.action, c.index, c.key)) continue;
    const what = `${c.fn}: ${c.action} on ${c.index}`;
    if (!lines.has(what)) lines.set(what, `${what}, e.g. key ${c.key}${grant ? '' : ' (no grant for this function)'}`);
  }
  return [...lines.values()];
}

afterAll(() => {
  if (process.env.TABLE_CALLS_DUMP) appendFileSync(process.env.TABLE_CALLS_DUMP, recordedCalls.map((c) => JSON.stringify(c)).join('\n') + '\n');
  expect(uncoveredCalls(recordedCalls), 'least privilege per function: table calls outside their grant (shared/src/table-grants.ts)').toEqual([]);
});
