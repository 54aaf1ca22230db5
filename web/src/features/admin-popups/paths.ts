/** The admin's popups page (SPEC §2 /admin/app/...). */
export const adminPopupsPaths = { popups: '/admin/app/popups' };
