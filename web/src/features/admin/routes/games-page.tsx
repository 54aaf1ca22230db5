import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gamesQuery } from '../api/admin-api';
import { LoadState } from '../components/load-state';
import { adminPaths } from '../paths';

/** /admin/app/games: every game with a link to its history (the audit trail per game). */
export function GamesPage() {
  const { t, i18n } = useTranslation('admin');
  const games = useQuery(gamesQuery());
  const locale = i18n.language === 'fr' ? 'fr' : 'en';
  return (
    <section aria-labelledby="admin-games-title">
      <title>{t('games.title')}</title>
      <h1 id="admin-games-title">{t('games.title')}</h1>
      <p>{t('games.intro')}</p>
      <LoadState query={games}>
        {(data) =>
          data.games.length ? (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">{t('games.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('games.number')}</th>
                    <th scope="col">{t('games.name')}</th>
                    <th scope="col">{t('games.status')}</th>
                    <th scope="col">{t('games.history')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.games.map((game) => (
                    <tr key={game.id}>
                      <td>{game.number}</td>
                      <td>{game.title[locale] || game.title.en || game.title.fr}</td>
                      <td><span className="admin-status">{t(`games.statuses.${game.status}`)}</span></td>
                      <td>
                        <Link to={adminPaths.gameAudit(game.id)} aria-label={t('games.historyOf', { number: game.number })}>
                          {t('games.history')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="admin-muted">{t('games.empty')}</p>
          )
        }
      </LoadState>
    </section>
  );
}
