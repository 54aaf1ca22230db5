import type {
  GameMissesResponse, GameReviewsResponse, Locale, MissChangeResponse, PromoteMissBody, PutQuestionReviewBody, QuestionReview,
} from '@quiz/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { deskReviewKeys } from './keys';

/** The review slice's calls (docs/back-office.md "Reviews, rejected guesses, playground"). */

export const missesQuery = (gameId: number) =>
  queryOptions({
    queryKey: deskReviewKeys.misses(gameId),
    queryFn: ({ signal }) => apiCall('listGameMisses', { params: { id: gameId }, signal }),
  });

export const designerReviewsQuery = (gameId: number) =>
  queryOptions({
    queryKey: deskReviewKeys.designerReviews(gameId),
    queryFn: ({ signal }) => apiCall('listDesignerGameReviews', { params: { id: gameId }, signal }),
  });

export const testerReviewsQuery = (gameId: number) =>
  queryOptions({
    queryKey: deskReviewKeys.testerReviews(gameId),
    queryFn: ({ signal }) => apiCall('listTesterGameReviews', { params: { id: gameId }, signal }),
  });

export const playgroundQuery = () =>
  queryOptions({
    queryKey: deskReviewKeys.playground,
    queryFn: ({ signal }) => apiCall('listPlaygroundGames', { signal }),
  });

export const acknowledgedQuery = () =>
  queryOptions({
    queryKey: deskReviewKeys.acknowledged,
    queryFn: ({ signal }) => apiCall('listAcknowledgedReviews', { signal }),
  });

/** The designer's compositions (idea, draft, validated): the planning page. */
export const compositionsQuery = () =>
  queryOptions({ queryKey: deskReviewKeys.compositions, queryFn: ({ signal }) => apiCall('listCompositions', { signal }) });

/** The designer's caddy of responses: the planning page. */
export const caddyQuery = () => queryOptions({ queryKey: deskReviewKeys.caddy, queryFn: ({ signal }) => apiCall('getCaddy', { signal }) });

/** A playground game in `locale`, played as a player would (a missing one is a 404, not retried). */
export const playgroundGameQuery = (uuid: string, locale: Locale) =>
  queryOptions({
    queryKey: deskReviewKeys.playgroundPlay(uuid, locale),
    queryFn: ({ signal }) => apiCall('playgroundGame', { params: { uuid }, query: { l: locale }, signal }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export type MissAction =
  | ({ kind: 'promote' } & PromoteMissBody)
  | { kind: 'dismiss'; refId: string; key: string };

/** What a miss becomes at once on screen, before the server answers (rolled back on error). */
function optimistic(data: GameMissesResponse, action: MissAction): GameMissesResponse {
  return {
    ...data,
    references: data.references.map((ref) =>
      ref.refId !== action.refId
        ? ref
        : {
            ...ref,
            misses: ref.misses.map((m) =>
              m.key !== action.key ? m : { ...m, status: action.kind === 'dismiss' ? 'dismissed' : action.as },
            ),
          },
    ),
  };
}

function applied(data: GameMissesResponse, answer: MissChangeResponse): GameMissesResponse {
  return {
    ...data,
    references: data.references.map((ref) =>
      // A response may be shared by several references of the game: each shows it as it is now.
      ref.response.id !== answer.response.id
        ? ref
        : {
            ...ref,
            response: answer.response,
            misses: ref.refId === answer.refId ? ref.misses.map((m) => (m.key === answer.miss.key ? answer.miss : m)) : ref.misses,
          },
    ),
  };
}

/** Promote or dismiss a miss: optimistic, rolled back when the server refuses. */
export function useMissAction(gameId: number) {
  const client = useQueryClient();
  const key = missesQuery(gameId).queryKey;
  return useMutation({
    mutationFn: (action: MissAction) =>
      action.kind === 'dismiss'
        ? apiCall('dismissMiss', { params: { id: gameId }, body: { refId: action.refId, key: action.key } })
        : apiCall('promoteMiss', {
            params: { id: gameId },
            body: { refId: action.refId, key: action.key, as: action.as, locale: action.locale, responseVersion: action.responseVersion },
          }),
    onMutate: async (action) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, optimistic(before, action));
      return { before };
    },
    onError: (_error, _action, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => {
      const now = client.getQueryData(key);
      if (now) client.setQueryData(key, applied(now, answer));
    },
  });
}

export function usePutReview(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PutQuestionReviewBody }) => apiCall('putQuestionReview', { params: { id }, body }),
    onSuccess: (review: QuestionReview) => {
      client.setQueryData(testerReviewsQuery(gameId).queryKey, (data: GameReviewsResponse | undefined) =>
        data ? { ...data, reviews: [...data.reviews.filter((r) => r.id !== review.id), review] } : data,
      );
    },
  });
}

export function useDeleteReview(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: QuestionReview) =>
      apiCall('deleteQuestionReview', { params: { id: review.id }, query: { version: review.version } }).then(() => review),
    onSuccess: (review) => {
      client.setQueryData(testerReviewsQuery(gameId).queryKey, (data: GameReviewsResponse | undefined) =>
        data ? { ...data, reviews: data.reviews.filter((r) => r.id !== review.id) } : data,
      );
    },
  });
}

export function useAcknowledge(gameId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: QuestionReview) => apiCall('acknowledgeQuestionReview', { params: { id: review.id }, body: { version: review.version } }),
    onSuccess: (review) => {
      client.setQueryData(designerReviewsQuery(gameId).queryKey, (data: GameReviewsResponse | undefined) =>
        data ? { ...data, reviews: data.reviews.map((r) => (r.id === review.id ? review : r)) } : data,
      );
    },
  });
}
