import type { Caller } from './auth';
import { UnauthorizedError } from './errors';

/** The signed-in caller of a back-office call (its access check already ran: never anonymous here). */
export function staffOf(caller: Caller): Extract<Caller, { kind: 'user' }> {
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return caller;
}
