/** The admin's competitions pages (SPEC §2 /admin/app/...); the public /competition/{id} is the competition feature's. */
export const adminCompetitionsPaths = {
  list: '/admin/app/competitions',
  create: '/admin/app/competitions/new',
  one: (id: string) => `/admin/app/competitions/${encodeURIComponent(id)}`,
};
