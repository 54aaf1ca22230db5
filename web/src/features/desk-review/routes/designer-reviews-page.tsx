import type { GameReviewsResponse, Locale, QuestionReview } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { isApiError } from '../../../lib/api-client';
import { designerReviewsQuery, useAcknowledge } from '../api/review-api';
import { formatWhen, GameHeading, QueryState, useReason } from '../components/shared';
import { useStaffName } from '../../../lib/staff-name';

/** /desk/designer/games/:id/reviews: testers' reviews of a game, by reference; acknowledge one. */
export function DesignerReviewsPage() {
  const gameId = Number(useParams().id);
  const locale = useLocale();
  const { t } = useTranslation('desk-review');
  const nameOf = useStaffName();
  const query = useQuery(designerReviewsQuery(gameId));
  const acknowledge = useAcknowledge(gameId);
  const [problem, setProblem] = useState<{ stale: boolean; text: string } | null>(null);
  const reason = useReason();
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const onAcknowledge = (review: QuestionReview) => {
    setProblem(null);
    acknowledge.mutate(review, {
      onError: (error) =>
        setProblem(isApiError(error) && error.code === 'stale_version' ? { stale: true, text: t('testerGame.stale') } : { stale: false, text: reason(error) }),
    });
  };
  return (
    <section className="review-page" aria-labelledby="designer-reviews-title">
      <GameHeading id="designer-reviews-title" game={data.game} locale={locale} title={t('reviews.designerTitle')} />
      <p>{t('reviews.designerIntro')}</p>
      <p><Link to="../misses" relative="path">{t('reviews.missesLink')}</Link></p>
      <div aria-live="polite" className="review-live">
        {problem && (
          <div role="alert" className="review-alert review-alert--error desk-card desk-card--notice">
            <p>{problem.text}</p>
            {problem.stale && <button type="button" className="button" onClick={() => { setProblem(null); void query.refetch(); }}>{t('common.reload')}</button>}
          </div>
        )}
      </div>
      {data.reviews.length === 0 ? <p className="review-muted">{t('reviews.none')}</p> : (
        <ReviewsByReference data={data} locale={locale} render={(review, number) => (
          <>
            <ReviewBody review={review} locale={locale} />
            {review.acknowledged ? (
              <p className="status status--acknowledged">{t('reviews.acknowledged', { name: nameOf(review.acknowledged.by), date: formatWhen(review.acknowledged.at, locale) })}</p>
            ) : (
              <button type="button" className="button button--small" disabled={acknowledge.isPending}
                aria-label={t('reviews.acknowledgeLabel', { name: nameOf(review.author), number })} onClick={() => onAcknowledge(review)}>
                {t('reviews.acknowledge')}
              </button>
            )}
          </>
        )} />
      )}
    </section>
  );
}

export function ReviewBody({ review, locale }: { review: QuestionReview; locale: Locale }) {
  const { t } = useTranslation('desk-review');
  const nameOf = useStaffName();
  return (
    <>
      <p className="review-card__meta">
        <strong>{t(`kind.${review.kind}`)}</strong> · {t('reviews.by', { name: nameOf(review.author), date: formatWhen(review.updatedAt, locale) })}
      </p>
      <p className="review-card__text">{review.text}</p>
    </>
  );
}

/** The references that have reviews, in order, each with its reviews. */
function ReviewsByReference({ data, locale, render }: {
  data: GameReviewsResponse;
  locale: Locale;
  render: (review: QuestionReview, number: number) => ReactNode;
}) {
  const { t } = useTranslation('desk-review');
  return (
    <>
      {data.references.filter((ref) => data.reviews.some((r) => r.refId === ref.refId)).map((ref) => (
        <section key={ref.refId} className="review-ref desk-card" aria-labelledby={`rev-${ref.refId}`}>
          <h2 id={`rev-${ref.refId}`}>{t('testerGame.refTitle', { number: ref.number, title: ref.title[locale] })}</h2>
          <ul className="review-cards">
            {data.reviews.filter((r) => r.refId === ref.refId).map((review) => (
              <li key={review.id} className="review-card desk-card desk-card--compact" data-acknowledged={review.acknowledged ? 'true' : 'false'}>
                {render(review, ref.number)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
