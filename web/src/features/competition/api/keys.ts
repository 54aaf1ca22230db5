import { sharedKeys } from '../../../lib/query-keys';

/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const competitionKeys = {
  board: (id: string, signedIn: boolean) => [...sharedKeys.competitions, id, 'board', signedIn] as const,
};
