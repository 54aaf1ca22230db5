/** The admin's content pages (SPEC §2 /admin/app/...), relative to the admin area and absolute. */
export const adminContentPaths = {
  pages: '/admin/app/pages',
  page: (id: string) => `/admin/app/pages/${encodeURIComponent(id)}`,
  newPage: '/admin/app/pages/new',
  menu: '/admin/app/menu',
  publish: '/admin/app/publish',
};
