import type { DeskRole } from './lib/roles';

/** SPEC §2 back-office paths: /desk/designer/..., /desk/tester/..., /admin/app/... */
export const deskPaths = {
  home: '/desk',
  area: (role: DeskRole) => (role === 'admin' ? '/admin/app' : `/desk/${role}`),
};
