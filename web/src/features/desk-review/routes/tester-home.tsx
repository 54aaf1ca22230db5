import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { acknowledgedQuery, playgroundQuery } from '../api/review-api';
import { QueryState } from '../components/shared';

/** /desk/tester: the games in test (the playground), each with a Play link and a Reviews link. */
export function TesterHome() {
  const { t } = useTranslation('desk-review');
  const locale = useLocale();
  const query = useQuery(playgroundQuery());
  const acknowledged = useQuery(acknowledgedQuery());
  return (
    <section className="review-page" aria-labelledby="tester-title">
      <h1 id="tester-title">{t('tester.title')}</h1>
      <p>{t('tester.intro')}</p>
      {acknowledged.data && acknowledged.data.reviews.length > 0 && (
        <p className="status status--acknowledged">{t('tester.acknowledgedCount', { count: acknowledged.data.reviews.length })}</p>
      )}
      {!query.data ? <QueryState error={query.error} onRetry={() => void query.refetch()} /> : query.data.games.length === 0 ? (
        <p className="review-muted">{t('tester.empty')}</p>
      ) : (
        <ul className="review-games">
          {query.data.games.map((game) => (
            <li key={game.id} className="review-card desk-card desk-card--compact">
              <p><strong>{t('common.game', { number: game.number, title: game.title[locale] })}</strong></p>
              <p className="review-muted">{t('tester.refs', { count: game.refsCount })}</p>
              <p className="review-actions">
                <Link className="button button--small" to={`play/${game.uuid}`} aria-label={t('tester.playLabel', { number: game.number })}>{t('tester.play')}</Link>
                <Link className="button button--small button--secondary" to={`games/${game.id}`} aria-label={t('tester.reviewsLabel', { number: game.number })}>{t('tester.reviews')}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
