import { db } from '../../src/data/client';

/**
 * A write that landed but whose answer was lost (functions/src/data/README.md "Writes under
 * retries"): the next `count` commands `matching` go through to DynamoDB Local, then the SDK is told
 * they timed out, so its own retry (maxAttempts 2, data/client.ts) sends the same request again.
 * Added inside the SDK's retry loop (the deserialize step), as a lost socket would be.
 */
export function loseAnswers(matching: (commandName: string, input: Record<string, unknown>) => boolean, count = 1) {
  let left = count;
  const lost: string[] = [];
  const name = `loseAnswers-${Math.random().toString(36).slice(2)}`;
  db.middlewareStack.add(
    (next, context) => async (args) => {
      const answer = await next(args);
      const commandName = String(context.commandName);
      if (left > 0 && matching(commandName, (args as { input?: Record<string, unknown> }).input ?? {})) {
        left--;
        lost.push(commandName);
        throw Object.assign(new Error(`${commandName}: answer lost on purpose (fault injected by the test)`), { name: 'TimeoutError', $metadata: {} });
      }
      return answer;
    },
    { step: 'deserialize', name, priority: 'low' },
  );
  return {
    /** The commands whose answer was thrown away (the test checks the fault really happened). */
    lost,
    remove: () => db.middlewareStack.remove(name),
  };
}

/** Matches one command by name: `TransactWriteItemsCommand`, `UpdateItemCommand`, … */
export const command = (commandName: string) => (name: string) => name === commandName;

/** DynamoDB unreachable: every command of the functions' client fails as a refused connection would, until removed. */
export function databaseAway() {
  const name = `databaseAway-${Math.random().toString(36).slice(2)}`;
  db.middlewareStack.add(
    () => async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000 (fault injected by the test)'), { code: 'ECONNREFUSED', $metadata: {} });
    },
    { step: 'deserialize', name, priority: 'low' },
  );
  return { remove: () => db.middlewareStack.remove(name) };
}
