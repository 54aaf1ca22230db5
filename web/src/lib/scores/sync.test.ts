import { summarisePlayedGames, type InitResponse, type Me, type StoredScore } from '@quiz/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initResponse, playState } from '../../test/fixtures';
import { jsonResponse, stubFetch } from '../../test/render-app';
import { encodeScores, decodeScores } from './cookie';
import { GAME_DATAS_KEY, hasPendingScores, readBestScores } from './local-store';

/** A fresh module per test: its in-flight post and first-visit state start anew. */
async function loadSync() {
  vi.resetModules();
  return import('./sync');
}

const PLAY_A = '3f2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6b';
const PLAY_B = '4a2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6c';
const GAME = { durationSeconds: 180 };

function endedPlay(playId: string, gameId = 1, score = 5) {
  const start = new Date('2026-11-01T10:00:00Z');
  return playState({
    playId,
    gameId,
    ended: true,
    score,
    startedAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 180_000).toISOString(),
    serverNow: new Date(start.getTime() + 60_000 + (playId === PLAY_B ? 1000 : 0)).toISOString(),
    references: [
      { refId: 'r01', status: 'found', title: 'A', zone: null, hints: [], hintsLeft: 2, errorsFree: 1, errorsQuiz: 0 },
      { refId: 'r02', status: 'open', title: null, zone: null, hints: ['h'], hintsLeft: 1, errorsFree: 0, errorsQuiz: 0 },
    ],
  });
}

const connectedMe: Me = {
  isPremium: false,
  types: ['connected'],
  user: { id: 'u1', name: 'Ann', isPlayer: true, isPremium: false, premiumUntil: null, groups: [], statsScores: {}, premium: null },
} as unknown as Me;

/** A post's answer: the caller's part of init, the records made as the server makes them (one a quiz). */
function answer(me: Me = initResponse([]).me, scores: StoredScore[] = []): InitResponse & { received: { stored: number; known: number; unverified: number } } {
  return { me, played: summarisePlayedGames(scores), received: { stored: 1, known: 0, unverified: 0 } };
}

function stored(): Record<string, { scores: Record<string, unknown>[]; best?: number }> {
  return JSON.parse(window.localStorage.getItem(GAME_DATAS_KEY) ?? '{}');
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'gameDatas=; Max-Age=0; Path=/';
});
afterEach(() => vi.restoreAllMocks());

describe('saving a score (SPEC §9 gameDatas, local forms)', () => {
  it('stores the play at once, unsynced, in the local short form, with the game entry and its best', async () => {
    const never = new Promise<Response>(() => {});
    stubFetch(() => never);
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    const entry = stored()['1']!;
    expect(entry).toMatchObject({ gameId: 1, playedCount: 0, averageScore: null, best: 5 });
    expect(entry.scores[0]).toMatchObject({ playId: PLAY_A, sync: false, duration: 60, complete: false });
    expect((entry.scores[0]!.data as { summary: unknown }).summary).toMatchObject({ totalRefs: 2, successTotal: 1, hintsTotal: 1 });
    expect((entry.scores[0]!.data as { questions: unknown[] }).questions[1]).toMatchObject({ i: 1, refId: 'r02', hint: true, hintKind: 'main', done: false });
    expect(hasPendingScores()).toBe(true);
    expect(readBestScores().get(1)).toBe(5);
  });

  it('posts the score in server form to /api/post_scores', async () => {
    const fetchMock = stubFetch(() => jsonResponse(answer()));
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/post_scores'))!;
    expect(String(url)).toBe('/api/post_scores?l=en');
    const body = JSON.parse(String(init?.body));
    expect(body[0]).toMatchObject({ gameId: 1, playId: PLAY_A, data: { summary: { refsTotal: 2, refsFound: 1 } } });
    expect(body[0]).not.toHaveProperty('sync');
  });
});

describe('sync rules (SPEC §4, §8)', () => {
  it('SPEC §4: a successful post for an anonymous player keeps the score unsynced', async () => {
    stubFetch(() => jsonResponse(answer()));
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    await sync.syncScores('en');
    expect(stored()['1']!.scores[0]!.sync).toBe(false);
  });

  it('SPEC §4: a successful post for a connected player marks it synced', async () => {
    stubFetch(() => jsonResponse(answer(connectedMe)));
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    await sync.syncScores('en');
    await vi.waitFor(() => expect(stored()['1']!.scores[0]!.sync).toBe(true));
    expect(hasPendingScores()).toBe(false);
  });

  it('SPEC §8: a network failure keeps the score unsynced, and its cookie copy', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    await sync.syncScores('en');
    expect(stored()['1']!.scores).toHaveLength(1);
    expect(stored()['1']!.scores[0]!.sync).toBe(false);
    expect(document.cookie).toContain('gameDatas=');
  });

  it('SPEC §8: a 5xx keeps the score unsynced', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 503));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    await sync.syncScores('en');
    expect(stored()['1']!.scores[0]!.sync).toBe(false);
  });

  /** Two scores saved while the network hangs, then posted together by the next init, whose first post answers `refusal`. */
  async function postTwoAgainst(refusal: unknown) {
    stubFetch(() => new Promise<Response>(() => {}));
    const saving = await loadSync();
    saving.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    saving.recordPlay(endedPlay(PLAY_B, 2, 7), GAME, 'en');
    const posted: string[][] = [];
    stubFetch((url, init) => {
      if (!url.startsWith('/api/post_scores')) return jsonResponse({ persisted: true });
      posted.push((JSON.parse(String(init?.body)) as { playId: string }[]).map((score) => score.playId));
      return posted.length === 1 ? jsonResponse(refusal, 400) : jsonResponse(answer());
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sync = await loadSync();
    const init = await sync.initWithScores('en');
    expect(init?.played).toEqual([]);
    return { warn, posted, ids: Object.values(stored()).flatMap((g) => g.scores.map((s) => s.playId)) };
  }

  const refusal = (issues: { code: string; path: (string | number)[]; message: string }[]) => ({
    error: { code: 'validation_failed', message: 'Invalid request', issues },
  });

  it('a 4xx drops the scores its issues name (["body", index, …]), with a console reason; the rest stay', async () => {
    const { warn, ids } = await postTwoAgainst(refusal([{ code: 'score_exceeds_play', path: ['body', 1, 'score'], message: '10, the play earned 5' }]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('body.1.score score_exceeds_play'));
    expect(ids).toEqual([PLAY_A]);
  });

  it('only verified scores count: a score naming a play the server does not know (400 unknown_play) is dropped; the other stays', async () => {
    const { ids, posted } = await postTwoAgainst({
      error: { code: 'unknown_play', message: 'Unknown play: body.0.playId', issues: [{ code: 'unknown_play', path: ['body', 0, 'playId'], message: 'no play of this id is known' }] },
    });
    expect(ids).toEqual([PLAY_B]);
    expect(posted).toEqual([[PLAY_A, PLAY_B], [PLAY_B]]);
  });

  it('a score refused as "play still running" is kept for a later post, not dropped, and not posted again at once', async () => {
    const { ids, posted } = await postTwoAgainst(refusal([
      { code: 'play_running', path: ['body', 0, 'playId'], message: 'this play is still running' },
      { code: 'play_not_owned', path: ['body', 1, 'playId'], message: 'this play belongs to another player' },
    ]));
    expect(ids).toEqual([PLAY_A]);
    expect(posted).toEqual([[PLAY_A, PLAY_B], []]);
  });

  it('decides from codes and paths only: every message reworded, the same scores are dropped and kept', async () => {
    const issues = [
      { code: 'play_running', path: ['body', 0, 'playId'], message: 'this play is still running' },
      { code: 'found_exceeds_play', path: ['body', 1, 'data', 'summary', 'refsFound'], message: '2, the play found 1' },
    ];
    const { refusalOf } = await loadSync();
    const reworded = issues.map((issue, i) => ({ ...issue, message: `body.${1 - i} ${'zz'.repeat(i + 3)} play_running` }));
    expect(refusalOf(2, reworded)).toEqual(refusalOf(2, issues));
    expect(refusalOf(2, issues)).toEqual({ drop: new Set([1]), later: new Set([0]) });
    const { ids } = await postTwoAgainst({ error: { code: 'validation_failed', message: 'Ungültige Anfrage: body.0.duration', issues: reworded } });
    expect(ids).toEqual([PLAY_A]);
  });

  it('a 4xx that names no score drops the whole batch', async () => {
    stubFetch((url) =>
      url.startsWith('/api/post_scores') ? jsonResponse({ error: { code: 'bad_request', message: 'Bad' } }, 400) : jsonResponse({}),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sync = await loadSync();
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    await sync.syncScores('en');
    await vi.waitFor(() => expect(Object.values(stored()).flatMap((g) => g.scores)).toHaveLength(0));
    expect(warn).toHaveBeenCalled();
  });
});

describe('first sign-in (deanonymize and merge)', () => {
  it('posts the anonymous scores with deanonymize=1 and merges the account’s: none lost, none doubled', async () => {
    const { accountStore } = await import('../account-state');
    const serverCopy = { ...(await loadSync()).scoreOfPlay(endedPlay(PLAY_A), GAME), verified: true } as StoredScore & { sync?: boolean };
    delete serverCopy.sync;
    const older = { ...serverCopy, playId: '5a2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6d', score: 9, timestamp: 1_700_000_000_000 };
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/post_scores')
        ? jsonResponse(answer(connectedMe, [serverCopy, older]))
        : jsonResponse({ persisted: true }),
    );
    const sync = await loadSync();
    const { accountStore: store } = await import('../account-state');
    store.setForTests({ status: 'signedIn' });
    void accountStore;
    // Saved while anonymous, offline.
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sync.recordPlay(endedPlay(PLAY_A), GAME, 'en');
    sync.recordPlay(endedPlay(PLAY_B, 1, 3), GAME, 'en');
    await sync.syncAfterSignIn('en');
    const url = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/post_scores')).at(-1);
    expect(url).toContain('deanonymize=1');
    expect(url).toContain('init=1');
    const scores = stored()['1']!.scores;
    // The account's best of the quiz comes back (docs/scores.md "Records of quizzes": one record a
    // quiz, not every play); the older play stays in the account's history (GET /api/scores), not in this browser.
    expect(scores.map((s) => s.playId).sort()).toEqual([PLAY_A, PLAY_B].sort());
    expect(scores.every((s) => s.sync === true)).toBe(true);
    const { readPlayedGames } = await import('./local-store');
    expect(readPlayedGames()).toEqual([expect.objectContaining({ gameId: 1, plays: 2 })]);
    // SPEC §4: no complete score, so the latest is the best.
    expect(stored()['1']!.best).toBe(3);
    store.setForTests({ status: 'anonymous' });
  });
});

describe('reading storage', () => {
  it('normalises what storage holds (SPEC §5) and drops what cannot be shown', async () => {
    window.localStorage.setItem(
      GAME_DATAS_KEY,
      JSON.stringify({
        1: {
          gameId: 1,
          scores: [
            { gameId: '1', score: 'x', complete: '1', timestamp: 5, sync: 1, data: { summary: { totalRefs: 2 }, questions: [{ i: 0, refId: 'r01', hintKind: 'other' }] } },
            { gameId: 1, score: 4, data: { summary: {}, questions: [] } },
          ],
        },
      }),
    );
    const sync = await loadSync();
    const scores = sync.loadScores();
    expect(scores).toHaveLength(1);
    expect(scores[0]).toMatchObject({ gameId: 1, score: 0, complete: true, sync: true });
    expect(scores[0]!.data.questions[0]).toMatchObject({ questionIndex: 1, refHintKind: null });
  });

  it('restores the unsynced scores from the cookie when localStorage was wiped', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const sync = await loadSync();
    const score = sync.scoreOfPlay(endedPlay(PLAY_A), GAME);
    document.cookie = `gameDatas=${encodeScores([score])}; Path=/`;
    expect(hasPendingScores()).toBe(true);
    expect(sync.loadScores()).toEqual([{ ...score, sync: false }]);
    expect(stored()['1']!.scores).toHaveLength(1);
  });

  it('the cookie copy fits in 4096 characters, dropping the oldest scores', async () => {
    const sync = await loadSync();
    const many = Array.from({ length: 200 }, (_, i) => ({ ...sync.scoreOfPlay(endedPlay(PLAY_A), GAME), playId: undefined, timestamp: i }));
    const text = encodeScores(many);
    expect(text.length).toBeLessThanOrEqual(4096);
    const back = decodeScores(text);
    expect(back.length).toBeGreaterThan(10);
    expect(back.at(-1)!.timestamp).toBe(199);
  });
});

describe('a run kept on another device (docs/game.md "Runs in parts")', () => {
  it('comes back from the signed-in player\'s scores: the latest score of a quiz names its part and left references', async () => {
    const sync = await loadSync();
    const part = sync.scoreOfPlay(playState({ ...endedPlay(PLAY_B), run: { runId: PLAY_A, partIndex: 1, runPart: 2, ended: false, continued: false } }), GAME);
    expect(part.data.summary).toMatchObject({ partIndex: 1, runPart: 2 });
    const finished = { ...part, playId: PLAY_A, complete: true, timestamp: part.timestamp - 60_000 };
    const { keptRun } = await import('./local-store');
    sync.mergeInit({ played: summarisePlayedGames([{ ...finished, verified: true }, { ...part, verified: true }]), me: connectedMe });
    expect(keptRun(1)).toMatchObject({ playId: PLAY_B, partIndex: 1, found: 1, total: 2, ended: false });
    // Nothing is offered from a score that names no part (a score of before runs).
    window.localStorage.clear();
    const noPart = { ...part, data: { ...part.data, summary: { ...part.data.summary, partIndex: undefined, runPart: undefined } } };
    sync.mergeInit({ played: summarisePlayedGames([{ ...noPart, verified: true }]), me: connectedMe });
    expect(keptRun(1)).toBeNull();
  });
});
