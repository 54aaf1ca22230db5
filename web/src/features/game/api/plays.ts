import type { GameMode, Locale, Point, PointerKind } from '@quiz/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall, type ResponseOf } from '../../../lib/api-client';

/**
 * The moves of a play. Each answer carries the whole play state (PlayState), which replaces the
 * page's copy: the server alone decides what was found and what the page may show.
 */

export type StartPlayResponse = ResponseOf<'startPlay'>;
export type GuessResponse = ResponseOf<'guess'>;
export type HintResponse = ResponseOf<'hint'>;
export type RevealResponse = ResponseOf<'reveal'>;
export type PlayResponse = ResponseOf<'finishPlay'>;

/** A new run, or (`continueFrom`: the run's latest part) the next part of a run, on a fresh clock. */
export function startPlay(input: { gameId: number; mode: GameMode; locale: Locale; continueFrom?: string }): Promise<StartPlayResponse> {
  return apiCall('startPlay', { body: input });
}

/**
 * FREE mode types a title about the point clicked (image coordinates; null: something in the whole
 * picture), and the server finds what is there; QUIZ mode picks an option for the question asked.
 */
export type GuessInput =
  | { playId: string; point: Point | null; pointer: PointerKind; text: string }
  | { playId: string; refId: string; choice: string };

export function guess({ playId, ...body }: GuessInput): Promise<GuessResponse> {
  return apiCall('guess', { params: { playId }, body });
}

export function hint(input: { playId: string; refId: string }): Promise<HintResponse> {
  return apiCall('hint', { params: { playId: input.playId }, body: { refId: input.refId } });
}

export function reveal(input: { playId: string; refId: string }): Promise<RevealResponse> {
  return apiCall('reveal', { params: { playId: input.playId }, body: { refId: input.refId } });
}

/** QUIZ mode's "Next": the next open question, or (`refId`) back to one already asked. */
export function nextQuestion(input: { playId: string; refId?: string }): Promise<PlayResponse> {
  return apiCall('nextQuestion', { params: { playId: input.playId }, body: input.refId ? { refId: input.refId } : {} });
}

/** "Finish later" ends the part and keeps the run; `endRun` ("End and see the answers") ends the run. */
export function finishPlay(input: { playId: string; endRun?: boolean }): Promise<PlayResponse> {
  return apiCall('finishPlay', { params: { playId: input.playId }, body: { endRun: input.endRun ?? false } });
}

/** The same play, on the same clock, in the page's new language (titles, hints, QUIZ options). */
export function switchPlayLocale(input: { playId: string; locale: Locale }): Promise<StartPlayResponse> {
  return apiCall('playLocale', { params: { playId: input.playId }, body: { locale: input.locale } });
}

export const useStartPlay = () => useMutation({ mutationFn: startPlay });
export const useGuess = () => useMutation({ mutationFn: guess });
export const useHint = () => useMutation({ mutationFn: hint });
export const useReveal = () => useMutation({ mutationFn: reveal });
export const useNextQuestion = () => useMutation({ mutationFn: nextQuestion });
export const useFinishPlay = () => useMutation({ mutationFn: finishPlay });
