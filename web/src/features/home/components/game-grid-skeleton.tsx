import { useTranslation } from 'react-i18next';

/** Placeholder cards with the real cards' size, so nothing jumps when the games arrive. */
export function GameGridSkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useTranslation('home');
  return (
    <div className="game-grid-skeleton" role="status">
      <span className="visually-hidden">{t('quizzes.loading')}</span>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i}>
            <div className="game-card game-card--skeleton">
              <div className="game-card__media skeleton" />
              <div className="game-card__body">
                <span className="skeleton skeleton--line skeleton--short" />
                <span className="skeleton skeleton--line skeleton--title" />
                <span className="skeleton skeleton--line" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
