import type { RouteObject } from 'react-router-dom';
import { ProductEdit } from './product-edit';
import { ProductsList } from './products-list';
import '../admin-products.css';

export { ProductLinks } from '../components/product-links';

/** The admin's product pages, relative to /admin/app (SPEC §2), composed by app/back-office-routes.tsx. */
export const adminProductRoutes: RouteObject[] = [
  { path: 'products', Component: ProductsList },
  { path: 'products/:id', Component: ProductEdit },
];
