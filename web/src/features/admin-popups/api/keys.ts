/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const adminPopupKeys = {
  all: ['admin', 'popups'] as const,
};
