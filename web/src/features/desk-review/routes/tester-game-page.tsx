import { reviewKinds, REVIEW_TEXT_MAX, type GameReviewsResponse, type QuestionReview, type ReviewKind } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { useAccountState } from '../../../lib/account-state';
import { isApiError } from '../../../lib/api-client';
import { testerReviewsQuery, useDeleteReview, usePutReview } from '../api/review-api';
import { formatWhen, GameHeading, QueryState, useReason } from '../components/shared';
import { ReviewBody } from './designer-reviews-page';
import { useStaffName } from '../../../lib/staff-name';

type Notice = { kind: 'done' | 'error' | 'stale'; text: string } | null;

/** /desk/tester/games/:id: a game in test, its references by number, a review form for each. */
export function TesterGamePage() {
  const gameId = Number(useParams().id);
  const locale = useLocale();
  const { t } = useTranslation('desk-review');
  const query = useQuery(testerReviewsQuery(gameId));
  const [notice, setNotice] = useState<Notice>(null);
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <section className="review-page" aria-labelledby="tester-game-title">
      <GameHeading id="tester-game-title" game={data.game} locale={locale} title={t('tester.reviews')} />
      <p>{t('testerGame.intro')}</p>
      {data.game.uuid && <p><Link to={`../../play/${data.game.uuid}`} relative="path">{t('testerGame.playLink')}</Link></p>}
      <div aria-live="polite" className="review-live">
        {notice && (
          <div role={notice.kind === 'done' ? 'status' : 'alert'} className={`review-alert review-alert--${notice.kind} desk-card desk-card--notice`}>
            <p>{notice.text}</p>
            {notice.kind === 'stale' && <button type="button" className="button" onClick={() => { setNotice(null); void query.refetch(); }}>{t('common.reload')}</button>}
          </div>
        )}
      </div>
      <div className="review-grid">
        {data.references.map((ref) => (
          <ReferenceReviews key={ref.refId} data={data} refId={ref.refId} onNotice={setNotice} />
        ))}
      </div>
    </section>
  );
}

function ReferenceReviews({ data, refId, onNotice }: { data: GameReviewsResponse; refId: string; onNotice: (n: Notice) => void }) {
  const { t } = useTranslation('desk-review');
  const locale = useLocale();
  const { me } = useAccountState();
  const ref = data.references.find((r) => r.refId === refId)!;
  const reviews = data.reviews.filter((r) => r.refId === refId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = useDeleteReview(data.game.id);
  const reason = useReason();
  const mine = (review: QuestionReview) => review.author.sub === me?.user?.id;
  const nameOf = useStaffName();
  const failed = (error: unknown) =>
    onNotice(isApiError(error) && error.code === 'stale_version' ? { kind: 'stale', text: t('testerGame.stale') } : { kind: 'error', text: t('testerGame.failed', { reason: reason(error) }) });
  return (
    <section className="review-ref desk-card" aria-labelledby={`tref-${refId}`}>
      <h2 id={`tref-${refId}`}>{t('testerGame.refTitle', { number: ref.number, title: ref.title[locale] })}</h2>
      {reviews.length > 0 && (
        <ul className="review-cards">
          {reviews.map((review) => (
            <li key={review.id} className="review-card desk-card desk-card--compact" data-acknowledged={review.acknowledged ? 'true' : 'false'}>
              <p className="review-card__who">{mine(review) ? t('testerGame.yours') : t('testerGame.theirs', { name: nameOf(review.author) })}</p>
              {editing === review.id ? (
                <ReviewForm gameId={data.game.id} refId={refId} review={review} onDone={(n) => { setEditing(null); onNotice(n); }} onError={failed} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <ReviewBody review={review} locale={locale} />
                  <p className={`status ${review.acknowledged ? 'status--acknowledged' : ''}`}>
                    {review.acknowledged
                      ? t('reviews.acknowledged', { name: nameOf(review.acknowledged.by), date: formatWhen(review.acknowledged.at, locale) })
                      : t('reviews.notAcknowledged')}
                  </p>
                  {mine(review) && (
                    <p className="review-actions">
                      <button type="button" className="button button--small button--secondary" aria-label={t('testerGame.editLabel', { number: ref.number })} onClick={() => setEditing(review.id)}>
                        {t('testerGame.edit')}
                      </button>
                      <button type="button" className="button button--small button--danger" disabled={remove.isPending} aria-label={t('testerGame.deleteLabel', { number: ref.number })}
                        onClick={() => remove.mutate(review, { onSuccess: () => onNotice({ kind: 'done', text: t('testerGame.deleted') }), onError: failed })}>
                        {t('testerGame.delete')}
                      </button>
                    </p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' ? (
        <ReviewForm gameId={data.game.id} refId={refId} onDone={(n) => { setEditing(null); onNotice(n); }} onError={failed} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="button button--small" onClick={() => setEditing('new')} aria-label={`${t('testerGame.add')} – ${t('common.reference', { number: ref.number })}`}>
          {t('testerGame.add')}
        </button>
      )}
    </section>
  );
}

function ReviewForm({ gameId, refId, review, onDone, onError, onCancel }: {
  gameId: number;
  refId: string;
  review?: QuestionReview;
  onDone: (notice: Notice) => void;
  onError: (error: unknown) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('desk-review');
  const id = useId();
  // The tester picks the kind: no silent default (docs/back-office.md "Reviews, rejected guesses, playground").
  const [kind, setKind] = useState<ReviewKind | ''>(review?.kind ?? '');
  const [kindMissing, setKindMissing] = useState(false);
  const [text, setText] = useState(review?.text ?? '');
  const put = usePutReview(gameId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) {
      setKindMissing(true);
      return;
    }
    if (!text.trim()) return;
    put.mutate(
      { id: review?.id ?? crypto.randomUUID(), body: { gameId, refId, kind, text: text.trim(), version: review ? review.version : null } },
      { onSuccess: () => onDone({ kind: 'done', text: t('testerGame.saved') }), onError },
    );
  };
  return (
    <form className="review-form" onSubmit={submit}>
      <p>
        <label htmlFor={`${id}-kind`}>{t('testerGame.kind')}</label>
        <select id={`${id}-kind`} value={kind} aria-invalid={kindMissing || undefined} aria-describedby={kindMissing ? `${id}-kind-error` : undefined}
          onChange={(e) => { setKind(e.target.value as ReviewKind | ''); setKindMissing(false); }}>
          <option value="" disabled>{t('testerGame.chooseKind')}</option>
          {reviewKinds.map((k) => <option key={k} value={k}>{t(`kind.${k}`)}</option>)}
        </select>
        {kindMissing ? <span id={`${id}-kind-error`} className="review-form__error" role="alert">{t('testerGame.kindMissing')}</span> : null}
      </p>
      <p>
        <label htmlFor={`${id}-text`}>{t('testerGame.text')}</label>
        <textarea id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} maxLength={REVIEW_TEXT_MAX} rows={3} required autoFocus />
      </p>
      <p className="review-actions">
        <button type="submit" className="button button--small" aria-disabled={put.isPending || undefined}>{put.isPending ? t('testerGame.saving') : t('testerGame.save')}</button>
        <button type="button" className="button button--small button--ghost" onClick={onCancel}>{t('testerGame.cancel')}</button>
      </p>
    </form>
  );
}
