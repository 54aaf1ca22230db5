/**
 * Bench helpers: real plays made through the local runtime's API (start, one guess, finish) and the
 * score the page would post for each, so the benchmarks post scores their plays really back.
 */
import type { PlayState, ScoreServer } from '@quiz/shared';
import { LOCAL_CLIENT_ID, signInThroughPicker } from '../local/sign-in';

export interface Api {
  url: string;
  token?: string;
  /** The player-secret cookie the first play start hands out: it makes the plays this caller's. */
  cookie?: string;
}

export async function call<T>(api: Api, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (api.token) headers.authorization = `Bearer ${api.token}`;
  if (api.cookie) headers.cookie = api.cookie;
  const res = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  api.cookie ??= res.headers.getSetCookie()[0]?.split(';')[0];
  return { status: res.status, json: (await res.json()) as T };
}

/** A player signed in through the local sign-in stand-in (the real code + PKCE flow). */
export async function signedInPlayer(runtime: { url: string; signInUrl: string }, name: string): Promise<Api> {
  const tokens = await signInThroughPicker({
    authority: runtime.signInUrl, clientId: LOCAL_CLIENT_ID, redirectUri: `${runtime.url}/auth-success`, provider: 'Google', name,
  });
  return { url: runtime.url, token: tokens.access_token };
}

/** The server form of the score of an ended play, as the page builds it from the play state. */
export function scoreOfPlay(play: PlayState): ScoreServer {
  const startedAt = Date.parse(play.startedAt);
  return {
    gameId: play.gameId,
    playId: play.playId,
    complete: play.references.every((r) => r.status !== 'open'),
    score: play.score,
    duration: Math.floor((Math.min(Date.parse(play.serverNow), Date.parse(play.endsAt)) - startedAt) / 1000),
    timestamp: startedAt,
    data: {
      summary: play.summary,
      questions: play.references.map((r, i) => ({
        questionIndex: i + 1, gameReferenceId: r.refId, gameResponseId: null,
        refConsumed: r.status !== 'open', refFound: r.status === 'found', refRevealed: r.status === 'revealed',
        refLockedQuiz: r.status === 'locked', refHinted: r.hintsLeft < 2, refHintKind: null,
        errorCountQuiz: r.errorsQuiz, errorCountFree: r.errorsFree,
      })),
      logActions: [],
    },
  };
}

/**
 * Plays `count` games of game 1 as `api`'s player (`parallel` at a time), each with one find (a click
 * in the middle of Jaws' zone), and returns their scores. The first start runs alone, so that every
 * play belongs to the one player secret it hands out.
 */
export async function playedScores(api: Api, count: number, parallel = 10): Promise<ScoreServer[]> {
  const scores: ScoreServer[] = [];
  let next = 0;
  const playOne = async (i: number) => {
    const started = await call<{ play: PlayState }>(api, 'POST', '/api/plays', { gameId: 1 });
    if (started.status !== 200) throw new Error(`start answered ${started.status}`);
    const { playId } = started.json.play;
    if (i % 2 === 0) await call(api, 'POST', `/api/plays/${playId}/guesses`, { point: { x: 0.87, y: 0.65 }, text: 'jaws' });
    const finished = await call<{ play: PlayState }>(api, 'POST', `/api/plays/${playId}/finish`);
    if (finished.status !== 200) throw new Error(`finish answered ${finished.status}`);
    scores.push(scoreOfPlay(finished.json.play));
  };
  if (!api.cookie && count > 0) await playOne(next++);
  const worker = async () => {
    while (next < count) await playOne(next++);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return scores;
}
