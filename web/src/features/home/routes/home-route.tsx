import type { Locale } from '@quiz/shared';
import { usePageData } from '../../../lib/page-context';
import { HomePage } from '../components/home-page';

/** What the loader answers (it imports this type: the page imports nothing of the loader, no cycle). */
export interface HomeLoaderData {
  locale: Locale;
}

export function HomeRoute() {
  const { locale } = usePageData<HomeLoaderData>();
  return <HomePage locale={locale} />;
}
