import { useLoaderData } from 'react-router-dom';
import { HomePage } from '../components/home-page';
import type { HomeLoaderData } from './home';

export function HomeRoute() {
  const { locale } = useLoaderData<HomeLoaderData>();
  return <HomePage locale={locale} />;
}
