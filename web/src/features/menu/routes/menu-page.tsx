import type { Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../../lib/page-context';
import { menuQueryOptions } from '../api/get-menu';
import { ConsentsPanel } from '../components/consents-panel';
import { MenuSections } from '../components/menu-sections';
import { NicknamePanel } from '../components/nickname-panel';
import { StatsPanel } from '../components/stats-panel';
import { ChallengesSection } from '../components/challenges-section';
import './menu.css';

export function MenuPage() {
  const { locale } = usePageData<{ locale: Locale }>();
  const { t } = useTranslation();
  // The menu's data items; until they arrive (or if the call fails) the app's own pages are listed.
  const menu = useQuery(menuQueryOptions(locale));
  return (
    <div className="container page menu-page">
      <title>{`${t('menu.title')} – ${t('app.name')}`}</title>
      <h1>{t('menu.title')}</h1>
      <StatsPanel locale={locale} />
      <NicknamePanel />
      <ChallengesSection locale={locale} />
      <MenuSections locale={locale} items={menu.data?.items ?? []} />
      <ConsentsPanel locale={locale} />
    </div>
  );
}
