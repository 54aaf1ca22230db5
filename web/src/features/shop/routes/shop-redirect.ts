import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { paths } from '../../../config/paths';
import { i18n } from '../../../lib/i18n';
import { readLocaleCookie, resolveLocale } from '../../../lib/locale';

/**
 * /shop (SPEC §2): the shop in the visitor's language, as any page without a locale in its path
 * picks it: the language being read, else the remembered one, else English.
 */
function shopRedirectLoader({ request, params }: LoaderFunctionArgs) {
  const locale = resolveLocale({ pathname: new URL(request.url).pathname, params, current: i18n.language, remembered: readLocaleCookie() });
  return redirect(paths.shop(locale));
}

// The loader always redirects; the component only keeps React Router from warning.
export const shopRedirectRoute = { loader: shopRedirectLoader, Component: PageLoading } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
