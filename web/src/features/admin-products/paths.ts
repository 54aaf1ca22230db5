/** The admin's product pages (SPEC §2 /admin/app/...), absolute. */
export const adminProductPaths = {
  products: '/admin/app/products',
  newProduct: '/admin/app/products/new',
  product: (id: number) => `/admin/app/products/${id}`,
};
