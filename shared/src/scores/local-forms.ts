import type { QuestionLocal, ScoreLocal, SummaryLocal } from './local-schemas';
import type { QuestionServer, Score, SummaryServer } from './score';

/**
 * The local (storage) forms of SPEC §3 (schemas in local-schemas.ts). The SPEC names the short fields; the fields it does not
 * rename (error counts, parts) keep their server names, so that server -> local -> server loses
 * nothing.
 */

/** Parts are optional: absent stays absent (it decides the best-score rule), never becomes undefined. */
function parts(from: { partIndex?: number; runPart?: number }): { partIndex?: number; runPart?: number } {
  return {
    ...(from.partIndex === undefined ? {} : { partIndex: from.partIndex }),
    ...(from.runPart === undefined ? {} : { runPart: from.runPart }),
  };
}

export function summaryToLocal(summary: SummaryServer): SummaryLocal {
  return {
    totalRefs: summary.refsTotal,
    consumed: summary.refsConsumed,
    successTotal: summary.refsFound,
    revealed: summary.refsRevealed,
    locked: summary.refsLockedQuiz,
    hintsTotal: summary.refsHinted,
    errorCountQuiz: summary.errorCountQuiz,
    errorCountFree: summary.errorCountFree,
    ...parts(summary),
  };
}

export function summaryFromLocal(local: SummaryLocal): SummaryServer {
  return {
    refsTotal: local.totalRefs,
    refsConsumed: local.consumed,
    refsFound: local.successTotal,
    refsRevealed: local.revealed,
    refsLockedQuiz: local.locked,
    refsHinted: local.hintsTotal,
    errorCountQuiz: local.errorCountQuiz,
    errorCountFree: local.errorCountFree,
    ...parts(local),
  };
}

export function questionToLocal(question: QuestionServer): QuestionLocal {
  return {
    i: question.questionIndex - 1,
    refId: question.gameReferenceId,
    answerId: question.gameResponseId,
    done: question.refConsumed,
    success: question.refFound ? 1 : 0,
    revealed: question.refRevealed,
    locked: question.refLockedQuiz,
    hint: question.refHinted,
    hintKind: question.refHintKind,
    errorCountQuiz: question.errorCountQuiz,
    errorCountFree: question.errorCountFree,
  };
}

export function questionFromLocal(local: QuestionLocal): QuestionServer {
  return {
    questionIndex: local.i + 1,
    gameReferenceId: local.refId,
    gameResponseId: local.answerId,
    refConsumed: local.done,
    refFound: local.success === 1,
    refRevealed: local.revealed,
    refLockedQuiz: local.locked,
    refHinted: local.hint,
    refHintKind: local.hintKind,
    errorCountQuiz: local.errorCountQuiz,
    errorCountFree: local.errorCountFree,
  };
}

export function scoreToLocal(score: Score): ScoreLocal {
  const { data, ...rest } = score;
  return {
    ...rest,
    data: {
      summary: summaryToLocal(data.summary),
      questions: data.questions.map(questionToLocal),
      ...(data.logActions === undefined ? {} : { logActions: data.logActions }),
    },
  };
}

export function scoreFromLocal(local: ScoreLocal): Score {
  const { data, ...rest } = local;
  return {
    ...rest,
    data: {
      summary: summaryFromLocal(data.summary),
      questions: data.questions.map(questionFromLocal),
      ...(data.logActions === undefined ? {} : { logActions: data.logActions }),
    },
  };
}
