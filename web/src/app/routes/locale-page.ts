import type { LoaderFunctionArgs } from 'react-router-dom';
import { requireLocale } from '../../lib/locale';

/** For pages whose only requirement is a valid `:locale` (else the 404 page). */
export function localeLoader({ params }: LoaderFunctionArgs) {
  return { locale: requireLocale(params.locale) };
}
