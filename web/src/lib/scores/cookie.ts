import { COOKIE_LIFETIME_SECONDS, normaliseScore, type QuestionServer, type Score } from '@quiz/shared';
import { readCookie } from '../cookies';
import { GAME_DATAS_COOKIE } from './local-store';

/**
 * The cookie copy of the unsynced scores (SPEC §1 "scores kept locally and in a cookie", §7
 * persist_cookie): if localStorage is wiped, the next visit restores them from it. A cookie holds
 * about 4 KB, so each score is packed as a tuple (field names cost more than the values) and the
 * oldest are dropped until the text fits. Only `normaliseScore`'s form comes back out.
 */

/** The body limit of persist_cookie (shared routes); a cookie's name and attributes fit beside it. */
export const COOKIE_MAX_CHARS = 4096;
const VERSION = 1;

type PackedQuestion = [index: number, refId: string, responseId: string | 0, flags: number, hintKind: 0 | 1 | 2, errorsQuiz: number, errorsFree: number];
type PackedScore = [
  gameId: number,
  playId: string | 0,
  complete: 0 | 1,
  score: number,
  duration: number,
  timestamp: number,
  summary: number[],
  questions: PackedQuestion[],
];

const FOUND = 1, REVEALED = 2, LOCKED = 4, HINTED = 8, CONSUMED = 16;

function packQuestion(q: QuestionServer): PackedQuestion {
  const flags =
    (q.refFound ? FOUND : 0) | (q.refRevealed ? REVEALED : 0) | (q.refLockedQuiz ? LOCKED : 0) | (q.refHinted ? HINTED : 0) | (q.refConsumed ? CONSUMED : 0);
  const hint = q.refHintKind === 'main' ? 1 : q.refHintKind === 'backup' ? 2 : 0;
  return [q.questionIndex, q.gameReferenceId, q.gameResponseId ?? 0, flags, hint, q.errorCountQuiz, q.errorCountFree];
}

function pack(score: Score): PackedScore {
  const s = score.data.summary;
  const summary = [s.refsTotal, s.refsConsumed, s.refsFound, s.refsRevealed, s.refsLockedQuiz, s.refsHinted, s.errorCountQuiz, s.errorCountFree];
  if (s.partIndex !== undefined || s.runPart !== undefined) summary.push(s.partIndex ?? -1, s.runPart ?? -1);
  return [score.gameId, score.playId ?? 0, score.complete ? 1 : 0, score.score, score.duration, score.timestamp, summary, score.data.questions.map(packQuestion)];
}

/** Back to the server form; normaliseScore then reads it like anything else from storage. */
function unpack(packed: unknown): Score | null {
  if (!Array.isArray(packed)) return null;
  const [gameId, playId, complete, score, duration, timestamp, summary, questions] = packed as PackedScore;
  if (!Array.isArray(summary) || !Array.isArray(questions)) return null;
  const [refsTotal, refsConsumed, refsFound, refsRevealed, refsLockedQuiz, refsHinted, errorCountQuiz, errorCountFree, partIndex, runPart] = summary;
  const part = (value: number | undefined) => (value === undefined || value === -1 ? undefined : value);
  return normaliseScore({
    gameId,
    playId: playId || undefined,
    complete: complete === 1,
    score,
    duration,
    timestamp,
    sync: false,
    data: {
      summary: { refsTotal, refsConsumed, refsFound, refsRevealed, refsLockedQuiz, refsHinted, errorCountQuiz, errorCountFree, partIndex: part(partIndex), runPart: part(runPart) },
      questions: questions.map((q) => {
        if (!Array.isArray(q)) return null;
        const [questionIndex, gameReferenceId, responseId, flags, hint, errorsQuiz, errorsFree] = q as PackedQuestion;
        return {
          questionIndex,
          gameReferenceId,
          gameResponseId: responseId || null,
          refFound: (flags & FOUND) !== 0,
          refRevealed: (flags & REVEALED) !== 0,
          refLockedQuiz: (flags & LOCKED) !== 0,
          refHinted: (flags & HINTED) !== 0,
          refConsumed: (flags & CONSUMED) !== 0,
          refHintKind: hint === 1 ? 'main' : hint === 2 ? 'backup' : null,
          errorCountQuiz: errorsQuiz,
          errorCountFree: errorsFree,
        };
      }),
    },
  });
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The unsynced scores, newest kept first, as base64url text of at most `max` characters; '' when
 * none is unsynced (or not even the newest fits).
 */
export function encodeScores(scores: readonly Score[], max = COOKIE_MAX_CHARS): string {
  let kept = scores.filter((s) => !s.sync).sort((a, b) => a.timestamp - b.timestamp);
  while (kept.length > 0) {
    const text = toBase64Url(JSON.stringify([VERSION, kept.map(pack)]));
    if (text.length <= max) return text;
    kept = kept.slice(1);
  }
  return '';
}

/** The scores a cookie copy holds; nothing when it cannot be read. */
export function decodeScores(text: string): Score[] {
  try {
    const value: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(value) || value[0] !== VERSION || !Array.isArray(value[1])) return [];
    return (value[1] as unknown[]).map(unpack).filter((s): s is Score => s !== null);
  } catch {
    return [];
  }
}

export function readScoresCookie(): Score[] {
  const text = readCookie(GAME_DATAS_COOKIE);
  return text ? decodeScores(text) : [];
}

/** The browser's own copy; the server's (persist_cookie) replaces it when it answers. */
export function writeScoresCookie(text: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = text
    ? `${GAME_DATAS_COOKIE}=${text}; Path=/; Max-Age=${COOKIE_LIFETIME_SECONDS.gameDatas}; SameSite=Lax${secure}`
    : `${GAME_DATAS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
