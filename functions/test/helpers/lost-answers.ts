import type { FinalizeRequestMiddleware } from '@smithy/types';
import { db } from '../../src/data/client';

/**
 * Fault injection at the functions' shared DynamoDB client (data README "Writes under retries"): a
 * chosen write reaches DynamoDB Local, lands, and then its answer is lost, as when a request times
 * out after the database did the work. The error thrown is the one @smithy/node-http-handler throws
 * past its request timeout (`TimeoutError`), which the SDK's retry strategy treats as transient: the
 * SDK sends the same request again, as it would in AWS.
 */

/** DynamoDB's operation names, as the `X-Amz-Target` header carries them. */
export type WriteAction = 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'TransactWriteItems';

export interface LostAnswers {
  /** How many answers were lost so far (the test checks that the fault did fire). */
  readonly lost: number;
  /** The request bodies (JSON, DynamoDB's wire form) that reached DynamoDB, lost or not, in order. */
  readonly sent: readonly string[];
  /** Takes the middleware off the client. */
  restore(): void;
}

let installed = 0;

/**
 * Loses the answer of the first `times` (default 1) requests of `action` whose body contains
 * `bodyContains` (a key, e.g. `"PLAY#`), after each has reached the database (landed, or failed its
 * condition). Every later one goes through.
 */
export function loseAnswers(action: WriteAction, options: { bodyContains?: string; times?: number } = {}): LostAnswers {
  const name = `loseAnswers${++installed}`;
  const times = options.times ?? 1;
  const state = { lost: 0, sent: [] as string[] };
  const middleware: FinalizeRequestMiddleware<object, object> = (next) => async (args) => {
    const request = args.request as { headers?: Record<string, string>; body?: unknown };
    const target = request.headers?.['x-amz-target'] ?? '';
    const body = typeof request.body === 'string' ? request.body : request.body instanceof Uint8Array ? new TextDecoder().decode(request.body) : '';
    const matches = target.endsWith(`.${action}`) && (options.bodyContains === undefined || body.includes(options.bodyContains));
    if (!matches) return next(args);
    state.sent.push(body);
    if (state.lost >= times) return next(args);
    // Whatever the database answered (a success, or a failed condition: the deserialiser runs inside `next`) is lost.
    await next(args).catch(() => undefined);
    state.lost += 1;
    throw Object.assign(new Error(`Lost answer of ${action} (fault injected by a test)`), { name: 'TimeoutError' });
  };
  // In the finalize step after the SDK's retry middleware (priority high): each attempt passes here.
  db.middlewareStack.add(middleware as never, { step: 'finalizeRequest', priority: 'low', name });
  return {
    get lost() {
      return state.lost;
    },
    get sent() {
      return state.sent;
    },
    restore: () => void db.middlewareStack.remove(name),
  };
}

/** Runs `body` with the answers lost as `loseAnswers` says, and takes the fault off afterwards. */
export async function withLostAnswers<T>(
  action: WriteAction, options: { bodyContains?: string; times?: number }, body: (fault: LostAnswers) => Promise<T>,
): Promise<{ result: T; fault: LostAnswers }> {
  const fault = loseAnswers(action, options);
  try {
    return { result: await body(fault), fault };
  } finally {
    fault.restore();
  }
}

/** DynamoDB unreachable: every command of the functions' client fails as a refused connection would, until removed. */
export function databaseAway(): { remove(): void } {
  const name = `databaseAway${++installed}`;
  const refuse: FinalizeRequestMiddleware<object, object> = () => async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000 (fault injected by a test)'), { code: 'ECONNREFUSED', $metadata: {} });
  };
  db.middlewareStack.add(refuse as never, { step: 'finalizeRequest', priority: 'low', name });
  return { remove: () => void db.middlewareStack.remove(name) };
}
