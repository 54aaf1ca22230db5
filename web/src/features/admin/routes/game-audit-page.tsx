import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { gameAuditQuery } from '../api/admin-api';
import { PagedAuditTrail } from '../components/paged-audit-trail';
import { adminPaths } from '../paths';

/**
 * /admin/app/games/:id/audit: who changed what in a game, and when: its settings, picture,
 * references, reviews and rejected guesses, newest first, 25 entries a page ("Show older changes").
 */
export function GameAuditPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const trail = useInfiniteQuery({ ...gameAuditQuery(id), enabled: valid });
  if (!valid) return <p role="alert" className="admin-alert admin-alert--error">{t('errors:not_found')}</p>;
  return (
    <section aria-labelledby="admin-game-audit-title">
      <title>{t('admin:games.auditTitle', { id })}</title>
      <Link to={adminPaths.games}>{t('admin:games.back')}</Link>
      <h1 id="admin-game-audit-title">{t('admin:games.auditTitle', { id })}</h1>
      <p>
        {t('admin:games.auditIntro')} <Link to={adminPaths.designerGame(id)}>{t('admin:games.designerPage')}</Link>
      </p>
      <PagedAuditTrail trail={trail} />
    </section>
  );
}
