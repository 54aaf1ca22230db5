/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  one: (id: number) => ['admin', 'products', id] as const,
};
