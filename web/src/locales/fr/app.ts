import account from './account.json';
import common from './common.json';
import errors from './errors.json';

/** The namespaces every page needs, in one chunk per language (see ../catalogues.ts). */
export const app = { common, errors, account };
