import { useEffect, useState } from 'react';
import { apiCall, isApiError, type ResponseOf } from '../api-client';
import { forgetRun, keepRun, useOpenRun, type KeptRun } from './local-store';

/**
 * The server's word on the run this browser keeps for a quiz (docs/game.md "Runs in parts"): a run
 * brought back by the synced scores may have been ended, or continued, on another device since. The
 * quiz page and its card offer Continue only for a run the server says can continue.
 */
export type RunOnServer =
  /** No run kept here, or the server has none to go on (the page offers a new game). */
  | { kind: 'none' }
  /** The server has not answered yet: no Continue. */
  | { kind: 'checking' }
  /** Its latest part is over and nobody continued it: Continue. */
  | { kind: 'open'; run: KeptRun }
  /** Its latest part is being played (on another device): nothing to continue here. */
  | { kind: 'elsewhere'; run: KeptRun }
  /** Ended (on another device, or by itself): its score and its answers, from its latest part. */
  | { kind: 'ended'; run: KeptRun };

export type PlayRunResponse = ResponseOf<'playRun'>;

export function getPlayRun(playId: string): Promise<PlayRunResponse> {
  return apiCall('playRun', { params: { playId } });
}

/** What the server's answer says of a kept run: its latest part, with the run's score so far. */
export function runOnServer(kept: KeptRun, answer: PlayRunResponse): RunOnServer {
  const { play, canContinue } = answer;
  const run: KeptRun = {
    gameId: kept.gameId,
    playId: play.playId,
    partIndex: play.run.partIndex,
    found: play.summary.refsFound,
    total: play.summary.refsTotal,
    ended: play.run.ended,
    at: Math.max(kept.at, Date.parse(play.serverNow) || 0),
  };
  if (play.run.ended) return { kind: 'ended', run };
  return canContinue ? { kind: 'open', run } : { kind: 'elsewhere', run };
}

/** The server's answer about a run, or its refusal (`gone`: no such run for this player). */
interface Reply {
  playId: string;
  answer: PlayRunResponse | null;
  gone: boolean;
}

/**
 * Asks the server about the quiz's kept run, once per run kept and page. With `keep` (the quiz page),
 * what it says is kept here: a run to continue from its latest part, an ended one as ended (its score
 * and answers are shown there, then no page offers it again); a run the server does not know (404:
 * expired, or not this player's) is forgotten. A home card only reads, so that the quiz page still
 * shows an ended run's answers. No answer (offline, a 5xx): no Continue, as the server has not said.
 * Pre-rendered pages run no effect: they never ask, and show no run.
 */
export function useRunOnServer(gameId: number, { keep }: { keep: boolean }): RunOnServer {
  const kept = useOpenRun(gameId);
  // The run asked about stays after the answer marks it ended here: its score and answers stay shown.
  const [asked, setAsked] = useState<KeptRun | null>(kept);
  if (kept && kept.playId !== asked?.playId) setAsked(kept);
  const [reply, setReply] = useState<Reply | null>(null);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    askServer(asked, keep).then(
      (answer) => live && setReply({ playId: asked.playId, answer, gone: false }),
      (error: unknown) => live && setReply({ playId: asked.playId, answer: null, gone: isGone(error) }),
    );
    return () => {
      live = false;
    };
  }, [asked, keep]);
  // The answer about this run: asked about it, or about an earlier part whose latest part it is.
  const current = reply && asked && (reply.playId === asked.playId || reply.answer?.play.playId === asked.playId) ? reply : null;
  if (!asked || current?.gone) return { kind: 'none' };
  if (!current) return kept ? { kind: 'checking' } : { kind: 'none' };
  if (!current.answer) return { kind: 'none' };
  const answer = runOnServer(asked, current.answer);
  // A run this page ended or forgot meanwhile (its kept copy is gone) is no longer offered.
  if (answer.kind === 'open' && !kept) return { kind: 'none' };
  return answer;
}

/** A refusal that will answer the same again: no such run for this player (404), or a kept id that is no play id (400). */
function isGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

async function askServer(asked: KeptRun, keep: boolean): Promise<PlayRunResponse> {
  try {
    const answer = await getPlayRun(asked.playId);
    const seen = runOnServer(asked, answer);
    if (keep && (seen.kind === 'open' || seen.kind === 'ended')) keepRun(seen.run);
    return answer;
  } catch (error) {
    if (keep && isGone(error)) forgetRun(asked.gameId, asked.playId);
    throw error;
  }
}
