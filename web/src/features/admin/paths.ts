/** SPEC §2 /admin/app/...: the admin's pages (the area is placed in features/desk/routes/areas.tsx). */
export const adminPaths = {
  home: '/admin/app',
  users: '/admin/app/users',
  user: (sub: string) => `/admin/app/users/${encodeURIComponent(sub)}`,
  purchases: '/admin/app/purchases',
};
