import { ValidationError } from './errors';

/**
 * A list's cursor: the last sort key given, base64url. It names no partition, so a cursor made by
 * anyone (or forged) only ever continues in the partition the caller may read, inside `prefix`; a
 * cursor of another list is a 400 naming `query.cursor`.
 */
export const encodeSortKeyCursor = (sk: string): string => Buffer.from(sk, 'utf8').toString('base64url');

export function decodeSortKeyCursor(cursor: string, prefix: string): string {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sk.startsWith(prefix) || sk.length <= prefix.length) {
    throw new ValidationError([{ code: 'invalid_cursor', path: ['query', 'cursor'], message: 'Not a cursor of this list' }]);
  }
  return sk;
}
