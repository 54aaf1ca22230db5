import type { ReviewGame, Locale } from '@quiz/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/errors';

/** A date and time in the reader's language. */
export function formatWhen(iso: string | null, locale: Locale): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The reason of a failed call, in the reader's language. */
export function useReason() {
  const { t } = useTranslation('errors');
  return (error: unknown) => t(errorCodeOf(error));
}

/** Loading and error states of a desk page's query. */
export function QueryState({ error, onRetry, children }: { error: unknown; onRetry: () => void; children?: ReactNode }) {
  const { t } = useTranslation('desk-review');
  const reason = useReason();
  if (error) {
    return (
      <div role="alert" className="review-alert review-alert--error desk-card desk-card--notice">
        <p>{reason(error)}</p>
        <button type="button" className="button" onClick={onRetry}>{t('common.retry')}</button>
      </div>
    );
  }
  return children ?? <p role="status" className="review-loading">{t('common.loading')}</p>;
}

export function GameHeading({ id, game, locale, title }: { id: string; game: ReviewGame; locale: Locale; title: string }) {
  const { t } = useTranslation('desk-review');
  return (
    <header className="review-header">
      <h1 id={id}>{title}</h1>
      <p className="review-header__game">{t('common.game', { number: game.number, title: game.title[locale] })}</p>
    </header>
  );
}
