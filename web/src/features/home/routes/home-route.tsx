import { usePageData } from '../../../app/page-route';
import { HomePage } from '../components/home-page';
import type { HomeLoaderData } from './home';

export function HomeRoute() {
  const { locale } = usePageData<HomeLoaderData>();
  return <HomePage locale={locale} />;
}
