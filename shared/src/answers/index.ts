export { matchAnswer, matchAnswers, judgeGuess, CLOSE_PERCENT } from './match';
export type { AnswerMatch, AnswerVerdict, GuessJudgement } from './match';
export { normalizeAnswer, MAX_MATCHED_LENGTH } from './normalize';
export { prepareCatalogue, worksNamedBy, isOtherFamousWork } from './catalogue';
export type { AnswerCatalogue, CatalogueWork, NamedWork } from './catalogue';
