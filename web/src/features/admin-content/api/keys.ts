/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const adminContentKeys = {
  pages: ['admin', 'pages'] as const,
  page: (id: string) => ['admin', 'pages', id] as const,
  publishes: ['admin', 'publishes'] as const,
  menu: ['admin', 'menu'] as const,
};
