import type { HintKind, QuestionServer, Score, SummaryServer } from './score';

/**
 * SPEC §5 read rules for scores that come from storage, a cookie or an older server: they may be in
 * the server or the local form, or half of each, with strings, nulls or NaN where numbers belong.
 * Normalising fixes the types only; whether a score is plausible is the server's check
 * (plausibility.ts).
 */

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Array.isArray narrows to any[]; this keeps the items unknown. */
const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

/** SPEC §5: "Numeric summary and question fields that are not finite numbers are 0" (a numeric string is not a number). */
export function finiteOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** SPEC §5: "Flags read as true for true, 1 or "1""; anything else, missing included, is false. */
export function readFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** SPEC §5: "Hint kind is accepted only as main or backup; otherwise null." */
export function readHintKind(value: unknown): HintKind | null {
  return value === 'main' || value === 'backup' ? value : null;
}

/** The server name wins when both forms are present; the local name is read otherwise. */
function pick(fields: Fields, serverName: string, localName: string): unknown {
  return Object.hasOwn(fields, serverName) ? fields[serverName] : fields[localName];
}

function readId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/**
 * A part field is optional: its absence (or null) means "no parts", which the best-score rule tells
 * apart from part 0; any other unreadable value is 0 like every numeric field.
 */
function readPart(value: unknown): number | undefined {
  return value === undefined || value === null ? undefined : finiteOrZero(value);
}

export function normaliseSummary(fields: Fields): SummaryServer {
  const partIndex = readPart(fields.partIndex);
  const runPart = readPart(fields.runPart);
  return {
    refsTotal: finiteOrZero(pick(fields, 'refsTotal', 'totalRefs')),
    refsConsumed: finiteOrZero(pick(fields, 'refsConsumed', 'consumed')),
    refsFound: finiteOrZero(pick(fields, 'refsFound', 'successTotal')),
    refsRevealed: finiteOrZero(pick(fields, 'refsRevealed', 'revealed')),
    refsLockedQuiz: finiteOrZero(pick(fields, 'refsLockedQuiz', 'locked')),
    refsHinted: finiteOrZero(pick(fields, 'refsHinted', 'hintsTotal')),
    errorCountQuiz: finiteOrZero(fields.errorCountQuiz),
    errorCountFree: finiteOrZero(fields.errorCountFree),
    ...(partIndex === undefined ? {} : { partIndex }),
    ...(runPart === undefined ? {} : { runPart }),
  };
}

/** The index is read in its own form: questionIndex (one-based) as is, or the local i (zero-based) + 1. */
function readQuestionIndex(fields: Fields): number {
  return Object.hasOwn(fields, 'questionIndex') ? finiteOrZero(fields.questionIndex) : finiteOrZero(fields.i) + 1;
}

export function normaliseQuestion(fields: Fields): QuestionServer {
  return {
    questionIndex: readQuestionIndex(fields),
    gameReferenceId: readId(pick(fields, 'gameReferenceId', 'refId')) ?? '',
    gameResponseId: readId(pick(fields, 'gameResponseId', 'answerId')),
    refConsumed: readFlag(pick(fields, 'refConsumed', 'done')),
    refFound: readFlag(pick(fields, 'refFound', 'success')),
    refRevealed: readFlag(pick(fields, 'refRevealed', 'revealed')),
    refLockedQuiz: readFlag(pick(fields, 'refLockedQuiz', 'locked')),
    refHinted: readFlag(pick(fields, 'refHinted', 'hint')),
    refHintKind: readHintKind(pick(fields, 'refHintKind', 'hintKind')),
    errorCountQuiz: finiteOrZero(fields.errorCountQuiz),
    errorCountFree: finiteOrZero(fields.errorCountFree),
  };
}

/** Scores are stored under their game's id, which is a string key in storage: both spellings are read. */
function readGameId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A play id as the server makes them (UUID); written as a pattern so the browser needs no zod. */
const PLAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whatever storage or the server gave, as a well-typed Score, or null when it cannot be shown:
 * SPEC §5 "A score is valid for display only if its data has a non-empty questions list and a
 * summary" (entries of the list that are not objects are dropped first), and a score with no game id
 * belongs to no game.
 */
export function normaliseScore(raw: unknown): Score | null {
  if (!isFields(raw) || !isFields(raw.data)) return null;
  const { summary, questions, logActions } = raw.data;
  const gameId = readGameId(raw.gameId);
  if (gameId === null || !isFields(summary) || !isList(questions)) return null;
  const readable = questions.filter(isFields);
  if (readable.length === 0) return null;
  const playId = typeof raw.playId === 'string' && PLAY_ID.test(raw.playId) ? raw.playId : undefined;
  return {
    gameId,
    ...(playId === undefined ? {} : { playId }),
    complete: readFlag(raw.complete),
    score: finiteOrZero(raw.score),
    duration: finiteOrZero(raw.duration),
    timestamp: finiteOrZero(raw.timestamp),
    sync: readFlag(raw.sync),
    data: {
      summary: normaliseSummary(summary),
      questions: readable.map(normaliseQuestion),
      ...(isList(logActions) ? { logActions: [...logActions] } : {}),
    },
  };
}
