import type { PlayState } from '@quiz/shared';
import type { ApiErrorCode } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { useFinishPlay, useGuess, useHint, useNextQuestion, useReveal, type GuessInput } from '../api/plays';
import type { EndReason } from '../lib/session';

export type MoveResult<T> = { ok: true; value: T } | { ok: false; code: ApiErrorCode };

interface MoveHandlers {
  /** Every answer's play state replaces the page's. */
  onPlay: (play: PlayState) => void;
  onEnd: (reason: EndReason, play?: PlayState) => void;
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/**
 * The moves of a running play, each resolving to its answer or to an error code. An answer that
 * ends the play (the last reference done) and the errors that mean it is over (time_up,
 * play_ended) end the game screen; other errors are for the caller to show, and leave the play as
 * the server last answered it (a 503 `service_unavailable` or a 429 loses nothing: try again).
 */
export function useMoves(playId: string, { onPlay, onEnd }: MoveHandlers) {
  const guess = useGuess();
  const hint = useHint();
  const reveal = useReveal();
  const next = useNextQuestion();
  const finish = useFinishPlay();
  const busy = guess.isPending || hint.isPending || reveal.isPending || next.isPending || finish.isPending;

  async function run<T extends { play: PlayState }>(call: () => Promise<T>): Promise<MoveResult<T>> {
    try {
      const value = await call();
      onPlay(value.play);
      if (value.play.ended) onEnd('complete', value.play);
      return { ok: true, value };
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'time_up') onEnd('timeup');
      else if (code === 'play_ended') onEnd('finished');
      return { ok: false, code };
    }
  }

  return {
    busy,
    guess: (input: DistributiveOmit<GuessInput, 'playId'>) => run(() => guess.mutateAsync({ ...input, playId })),
    hint: (refId: string) => run(() => hint.mutateAsync({ playId, refId })),
    reveal: (refId: string) => run(() => reveal.mutateAsync({ playId, refId })),
    /** QUIZ mode: the next open question, or (`refId`) back to one asked before. */
    nextQuestion: (refId?: string) => run(() => next.mutateAsync({ playId, refId })),
    /** "Finish later": the part ends now with what was found; the run is kept for "Continue". */
    finish: async (): Promise<MoveResult<PlayState>> => {
      try {
        const { play } = await finish.mutateAsync({ playId });
        onPlay(play);
        onEnd('finished', play);
        return { ok: true, value: play };
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'time_up') onEnd('timeup');
        // With no network the player still leaves: the play ends here with what the server last
        // said, and that score is kept in the browser like any other (posted once back online).
        else if (code === 'play_ended' || code === 'network_error') onEnd('finished');
        return { ok: false, code };
      }
    },
  };
}

export type Moves = ReturnType<typeof useMoves>;
