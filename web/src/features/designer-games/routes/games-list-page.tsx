import '../designer-games.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { errorCodeOf } from '../../../lib/errors';
import { deskGamesQuery } from '../api/desk-games';
import { StatusBadge } from '../components/status-badge';
import { designerPaths } from '../paths';

/** /desk/designer: every game with its status, and a way to start a new one. */
export function GamesListPage() {
  const { t, i18n } = useTranslation(['designerGames', 'errors']);
  const games = useQuery(deskGamesQuery());
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <section className="dg" aria-labelledby="dg-list-title">
      <div className="dg__head">
        <h1 id="dg-list-title">{t('list.title')}</h1>
        <Link className="button" to={designerPaths.newGame}>{t('list.new')}</Link>
      </div>
      <ul className="dg-links">
        <li><Link to={designerPaths.planning}>{t('list.planning')}</Link></li>
        <li><Link to={designerPaths.publish}>{t('list.publish')}</Link></li>
      </ul>
      <p>{t('list.intro')}</p>
      {games.isPending ? (
        <PageLoading />
      ) : games.isError ? (
        <p role="alert" className="dg-notice dg-notice--error">{t(`errors:${errorCodeOf(games.error)}`)}</p>
      ) : games.data.games.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className="dg-table-wrap">
          <table className="dg-table">
            <thead>
              <tr>
                <th scope="col">{t('list.number')}</th>
                <th scope="col">{t('list.gameTitle')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col">{t('list.references')}</th>
                <th scope="col">{t('list.picture')}</th>
                <th scope="col"><span className="visually-hidden">{t('list.edit')}</span></th>
              </tr>
            </thead>
            <tbody>
              {games.data.games.map((game) => (
                <tr key={game.id}>
                  <td>{game.number}</td>
                  <td>
                    <span lang={locale}>{game.title[locale]}</span>
                    <span className="dg-table__slug">/{game.slug[locale]}</span>
                  </td>
                  <td><StatusBadge status={game.status} /></td>
                  <td>{game.refsCount}</td>
                  <td>{game.hasPicture ? t('list.hasPicture') : t('list.noPicture')}</td>
                  <td>
                    <Link className="button button--small button--secondary" to={designerPaths.game(game.id)} aria-label={t('list.editLabel', { number: game.number })}>
                      {t('list.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
