import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths';
import { rememberLocale, requireLocale } from '../../lib/locale';

/** /setlocale/{language}: remember the language (365 days, SPEC §9) and go to its home. */
export function setLocaleLoader({ params }: LoaderFunctionArgs) {
  const language = requireLocale(params.language);
  rememberLocale(language);
  return redirect(paths.home(language));
}
