import { useTranslation } from 'react-i18next';

export function StatusBadge({ status }: { status: 'test' | 'live' | 'hidden' }) {
  const { t } = useTranslation('designerGames');
  return <span className={`dg-badge dg-badge--${status}`}>{t(`status.${status}`)}</span>;
}
