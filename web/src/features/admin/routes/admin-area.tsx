import { Route, Routes } from 'react-router-dom';
import { AdminHome } from './admin-home';
import { PurchasesPage } from './purchases-page';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';
import '../admin.css';

/** The admin's pages under /admin/app (issue 22): users, a user, purchases. */
export function AdminPages() {
  return (
    <Routes>
      <Route index element={<AdminHome />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/:sub" element={<UserPage />} />
      <Route path="purchases" element={<PurchasesPage />} />
    </Routes>
  );
}
