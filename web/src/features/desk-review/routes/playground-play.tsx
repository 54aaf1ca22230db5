import type { GamePayload, GameSummary, Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { playgroundGameQuery } from '../api/review-api';
import { QueryState } from '../components/shared';

/**
 * /desk/tester/play/:uuid: a game in test, played with the game feature's own quiz page and the very
 * same play calls as a player's (the API lets staff start a game in test; anyone else gets a 404).
 */
/** The game feature's quiz page, handed in by app/ (a feature never imports another). */
export type QuizPageComponent = ComponentType<{
  locale: Locale;
  game: GamePayload;
  summary: GameSummary;
  neighbours: { previous: GameSummary | undefined; next: GameSummary | undefined };
}>;

export function PlaygroundPlay({ QuizPage }: { QuizPage: QuizPageComponent }) {
  const { uuid = '' } = useParams();
  const locale = useLocale();
  const { t } = useTranslation('desk-review');
  const query = useQuery(playgroundGameQuery(uuid, locale));
  if (!query.data) {
    if (isApiError(query.error) && query.error.status === 404) return <p role="alert" className="review-alert review-alert--error desk-card desk-card--notice">{t('playground.notFound')}</p>;
    return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="review-playground">
      <QuizPage key={`${uuid}-${locale}`} locale={locale} game={query.data.game} summary={query.data.summary} neighbours={{ previous: undefined, next: undefined }} />
    </div>
  );
}
