import type { Locale } from '../schemas/common';
import type { Response } from '../schemas/content';
import type { Verdict } from '../schemas/plays';
import { osaDistance, similarity, slips, typoBudget } from './distance';
import { type PreparedResponse, type WorkForms, formsOf } from './forms';
import {
  type Form,
  type Words,
  MAX_MATCHED_LENGTH,
  formOf,
  formOfWords,
  isNumber,
  isSignificant,
  stripLeadingArticle,
  tokenize,
} from './normalize';

/**
 * Judging a typed answer (SPEC §5 feedback: percent correct, not this title, another opus).
 *
 * In order:
 * 1. `correct` when the text is one of the work's accepted forms (see forms.ts), all differences of
 *    case, accents, ligatures, punctuation, spacing, leading article, "&"/"and"/"et" and numeral
 *    spelling aside; a trailing "1" is ignored against a title without a number ("Rocky I").
 * 2. `other_opus` when it is exactly another work of the saga — before typos, so "Aliens" is never
 *    a typo of "Alien".
 * 3. `correct` within the typo budget: per word when the word counts agree (none up to 4 letters,
 *    one from 5, two from 9; a swap of adjacent letters is one typo, and one such swap is forgiven in
 *    a 4-letter word of a title of two words or more: "Star Wras"), else on the whole text with
 *    the budget of its letter count; never more than that whole budget in total, and numbers must
 *    match exactly ("Alien 3" is not "Alien 4"). Unless another work of the saga is strictly nearer
 *    (then `other_opus`).
 * 4. `close` when near but not enough: a similarity of at least 60 %, a title with words missing
 *    (the typed words, in order, cover at least 40 % of it), or a beginning the saga shares
 *    ("Harry Potter", "Star Wars 9").
 * 5. `wrong` otherwise.
 * `percent` is 100 when correct, else the best similarity to the work's forms, 0–99.
 */

export type AnswerVerdict = Exclude<Verdict, 'elsewhere'>;

export interface AnswerMatch {
  verdict: AnswerVerdict;
  /** 100 when correct; otherwise an honest similarity, 0–99. */
  percent: number;
}

export interface GuessJudgement {
  verdict: Verdict;
  percent: number;
  /** The response the text named: the target when correct, the other one when `elsewhere`. */
  matchedResponseId?: string;
}

/** At or above this similarity a wrong answer is `close`. */
export const CLOSE_PERCENT = 60;
/** Typed words found in order inside a longer title make it `close` when they cover this share of it. */
const MISSING_WORDS_COVERAGE = 0.4;

const WRONG: AnswerMatch = { verdict: 'wrong', percent: 0 };
const CORRECT: AnswerMatch = { verdict: 'correct', percent: 100 };

/** One way of reading the typed text. */
interface TypedForm {
  form: Form;
  /** Only to compare with forms without any number: the text with its trailing "1" dropped. */
  withoutNumbersOnly: boolean;
}

/** The readings of a typed text: with and without a leading article, with and without a trailing "1". */
function readTyped(text: string): TypedForm[] | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_MATCHED_LENGTH) return null;
  const tokens = tokenize(trimmed);
  const stripped = stripLeadingArticle(tokens, 'folded');
  const readings: TypedForm[] = [];
  for (const form of stripped === tokens ? [formOf(tokens)] : [formOf(stripped), formOf(tokens)]) {
    // Folding may lengthen a text (ﷺ is 18 letters); past twice the limit it is not a title anyway.
    if (form === null || form.key.length > 2 * MAX_MATCHED_LENGTH) continue;
    readings.push({ form, withoutNumbersOnly: false });
    if (form.words.length >= 2 && form.words[form.words.length - 1] === '1') {
      readings.push({ form: formOfWords(form.words.slice(0, -1)), withoutNumbersOnly: true });
    }
  }
  return readings.length > 0 ? readings : null;
}

function applies(reading: TypedForm, form: Form): boolean {
  return !reading.withoutNumbersOnly || form.numbers === '';
}

function isExact(readings: readonly TypedForm[], work: WorkForms): boolean {
  return readings.some(({ form, withoutNumbersOnly }) =>
    (withoutNumbersOnly ? work.keysWithoutNumbers : work.keys).has(form.key),
  );
}

function isMissingAWord(typedKey: string, words: readonly string[]): boolean {
  return words.some((_, i) => words.filter((__, j) => j !== i).join('') === typedKey);
}

/**
 * A whole word (of two letters or more) added before or after the title: never a typo, however few
 * its letters ("No Interstellar", "Zz Potato Head"). An "n" inside ("Fast n Furious") is an "and".
 */
function hasAnAddedWord(typed: readonly string[], acceptedKey: string): boolean {
  if (typed.length < 2) return false;
  const first = typed[0]!;
  const last = typed[typed.length - 1]!;
  return (first.length >= 2 && typed.slice(1).join('') === acceptedKey) || (last.length >= 2 && typed.slice(0, -1).join('') === acceptedKey);
}

/** `typed` is `title` with one letter put in somewhere ("Cup" for "Up", "Hero" for "Her"). */
function isOneLetterAdded(typed: string, title: string): boolean {
  if (typed.length !== title.length + 1) return false;
  for (let i = 0; i < typed.length; i++) if (typed.slice(0, i) + typed.slice(i + 1) === title) return true;
  return false;
}

/** Longest word whose final plural "s" a player may leave out ("Car" for "Cars", "Jaw" for "Jaws"). */
const SHORT_PLURAL_LETTERS = 5;

/** `typed` is `title` without its final plural "s", on a short word (not "ss": "Bos" is not "Boss"). */
function isDroppedPlural(typed: string, title: string): boolean {
  return title.length <= SHORT_PLURAL_LETTERS && title.length >= 4 && title.endsWith('s') && !title.endsWith('ss')
    && typed.length === title.length - 1 && title.startsWith(typed);
}

/** The same words, but for short plurals whose "s" the player left out. */
function sameButDroppedPlurals(typed: Words, accepted: Words): boolean {
  if (typed.words.length !== accepted.words.length) return false;
  return typed.words.every((word, i) => word === accepted.words[i] || isDroppedPlural(word, accepted.words[i]!));
}

/** Length of a title's word that forgives no typo but one swap of two adjacent letters ("Wras" for "Wars"). */
const SWAP_ONLY_LETTERS = 4;

/** `typed` is `word` with two adjacent letters swapped, and nothing else changed ("wras" for "wars"). */
function isOneSwap(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  let i = 0;
  while (i < word.length && typed[i] === word[i]) i++;
  return i + 1 < word.length && typed[i] === word[i + 1] && typed[i + 1] === word[i] && typed.slice(i + 2) === word.slice(i + 2);
}

/**
 * A title of two words or more, numbers aside: there the other word tells what a swapped 4-letter word
 * meant ("Star Wras"), while alone a swap may well be another word ("Form" is not "From").
 */
function hasTwoWords(accepted: Words): boolean {
  let count = 0;
  for (const word of accepted.words) if (!isNumber(word) && ++count === 2) return true;
  return false;
}

/** Typos between two texts, or Infinity when over the budget (see rule 3). */
function typos(typed: Words, accepted: Words): number {
  if (typed.key === accepted.key) return 0;
  if (sameButDroppedPlurals(typed, accepted)) return 0;
  const total = typoBudget(accepted.letters);
  if (total === 0 || Math.abs(typed.key.length - accepted.key.length) > total) return Infinity;
  if (typed.numbers !== accepted.numbers) return Infinity;
  if (typed.words.length !== accepted.words.length) {
    const distance = slips(typed.key, accepted.key, total);
    if (distance > total) return Infinity;
    // Spacing aside, a whole word left out is a missing word, not a typo ("Robot" is not "I, Robot"),
    // and a whole word added is an added word ("No Interstellar" is not "Interstellar").
    if (typed.words.length < accepted.words.length && isMissingAWord(typed.key, accepted.words)) return Infinity;
    if (hasAnAddedWord(typed.words, accepted.key)) return Infinity;
    return distance;
  }
  let sum = 0;
  let swapped = false;
  for (let i = 0; i < typed.words.length; i++) {
    const a = typed.words[i]!;
    const b = accepted.words[i]!;
    if (a === b) continue;
    if (isNumber(a) || isNumber(b)) return Infinity;
    // One swap in a 4-letter word of a longer title is a slip of the fingers, not another word; only one.
    if (b.length === SWAP_ONLY_LETTERS && !swapped && sum < total && hasTwoWords(accepted) && isOneSwap(a, b)) {
      swapped = true;
      sum += 1;
      continue;
    }
    const budget = Math.min(typoBudget(b.length), total - sum);
    if (budget === 0) return Infinity;
    const distance = slips(a, b, budget);
    if (distance > budget) return Infinity;
    sum += distance;
  }
  return sum;
}

/** Most typos a text may have (two, from 9 letters): so a length differs by at most this much. */
const MAX_TYPOS = 2;

/**
 * The fewest typos from any reading to any form of the work, or Infinity when none is within budget
 * (or none is below `below`).
 */
function fewestTypos(readings: readonly TypedForm[], work: WorkForms, below = Infinity): number {
  let best = below;
  for (const reading of readings) {
    const typed = reading.form;
    const lengths = typed.literal === undefined ? [typed.key.length] : [typed.key.length, typed.literal.key.length];
    for (const length of lengths) {
      for (let near = length - MAX_TYPOS; near <= length + MAX_TYPOS; near++) {
        for (const form of work.byLength.get(near) ?? []) {
          if (!applies(reading, form)) continue;
          best = Math.min(best, typos(typed, form));
          if (typed.literal !== undefined || form.literal !== undefined) {
            best = Math.min(best, typos(typed.literal ?? typed, form.literal ?? form));
          }
          if (best === 0) return 0;
        }
      }
    }
  }
  return best < below ? best : Infinity;
}

/**
 * Steps 1–3: correct, another opus, or nothing decided yet. `onlyCorrect` skips what only tells
 * another opus from nothing (for the other responses of a picture).
 */
function decide(readings: readonly TypedForm[], forms: PreparedResponse, onlyCorrect = false): 'correct' | 'other_opus' | 'refused' | null {
  if (isExact(readings, forms.target)) return 'correct';
  if (isExact(readings, forms.otherWorks)) return 'other_opus';
  // A name one typo away that is another well-known work or person (the response's refused forms).
  if (readings.some(({ form }) => forms.refused.has(form.key))) return 'refused';
  const own = fewestTypos(readings, forms.target);
  if (onlyCorrect && own === Infinity) return null;
  // Another work wins only when strictly nearer than this one.
  const other = fewestTypos(readings, forms.otherWorks, own === Infinity ? Infinity : own);
  if (other !== Infinity) return 'other_opus';
  return own !== Infinity ? 'correct' : null;
}

/** Titles of this many letters or fewer are not `close` to a text with one letter more: that is another word ("Cup" is not "Up"). */
const SHORT_TITLE_LETTERS = 4;

function percentOf(readings: readonly TypedForm[], work: WorkForms, forClose = false): number {
  let best = 0;
  for (const reading of readings) {
    const typed = reading.form;
    for (const form of work.forms) {
      if (!applies(reading, form)) continue;
      if (forClose && form.letters <= SHORT_TITLE_LETTERS && isOneLetterAdded(typed.key, form.key)) continue;
      best = Math.max(best, similarity(typed.key, form.key, best));
      if (typed.literal !== undefined || form.literal !== undefined) {
        best = Math.max(best, similarity((typed.literal ?? typed).key, (form.literal ?? form).key, best));
      }
    }
  }
  return Math.min(99, Math.round(best * 100));
}

/** The typed words, in order and each within its own typo budget, inside a longer form of the work. */
function hasMissingWords(typed: Form, work: WorkForms): boolean {
  if (typed.significant === 0) return false;
  const needle = typed.words;
  for (const form of work.forms) {
    const hay = form.words;
    if (hay.length <= needle.length || typed.letters < MISSING_WORDS_COVERAGE * form.letters) continue;
    for (let start = 0; start + needle.length <= hay.length; start++) {
      let found = true;
      for (let i = 0; i < needle.length && found; i++) {
        const a = needle[i]!;
        const b = hay[start + i]!;
        if (a === b) continue;
        const budget = isNumber(a) || isNumber(b) ? 0 : typoBudget(b.length);
        found = budget > 0 && osaDistance(a, b, budget) <= budget;
      }
      if (found) return true;
    }
  }
  return false;
}

/** Shortest word that stands for half of a two-word title ("Pulp", "Bad"), not a mere "Mr". */
const HALF_TITLE_LETTERS = 3;

/**
 * One of the two naming words of a title that has two ("Pulp" or "Fiction" for "Pulp Fiction",
 * "Park" for "Jurassic Park", "Mission" for "Mission: Impossible"), within that word's typo budget:
 * half the answer, `close` (README "Half of a title").
 */
function isHalfOfATwoWordTitle(readings: readonly TypedForm[], work: WorkForms): boolean {
  for (const { form: typed } of readings) {
    if (typed.words.length !== 1 || typed.significant !== 1 || typed.letters < HALF_TITLE_LETTERS) continue;
    const word = typed.words[0]!;
    for (const form of work.forms) {
      if (form.significant !== 2) continue;
      for (const part of form.words) {
        if (!isSignificant(part)) continue;
        const budget = typoBudget(part.length);
        if (part === word || (budget > 0 && slips(word, part, budget) <= budget)) return true;
      }
    }
  }
  return false;
}

/** A beginning the saga shares, possibly followed by numbers ("Harry Potter 2", "Star Wars"). */
function isSagaPrefix(readings: readonly TypedForm[], prefixes: WorkForms): boolean {
  if (prefixes.forms.length === 0) return false;
  const variants: TypedForm[] = [...readings];
  for (const { form } of readings) {
    let end = form.words.length;
    while (end > 1 && isNumber(form.words[end - 1]!)) end--;
    if (end < form.words.length) variants.push({ form: formOfWords(form.words.slice(0, end)), withoutNumbersOnly: false });
  }
  return isExact(variants, prefixes) || fewestTypos(variants, prefixes) !== Infinity;
}

function matchReadings(readings: readonly TypedForm[], forms: PreparedResponse): AnswerMatch {
  const decided = decide(readings, forms);
  if (decided === 'correct') return { ...CORRECT };
  const percent = percentOf(readings, forms.target);
  if (decided === 'other_opus') return { verdict: 'other_opus', percent };
  if (decided === 'refused') return { verdict: 'wrong', percent };
  const close =
    percentOf(readings, forms.target, true) >= CLOSE_PERCENT ||
    hasMissingWords(readings[0]!.form, forms.target) ||
    isHalfOfATwoWordTitle(readings, forms.target) ||
    isSagaPrefix(readings, forms.sagaPrefixes);
  return { verdict: close ? 'close' : 'wrong', percent };
}

/**
 * Judges a typed text against one response. Pure: the same text and response always give the same
 * answer. Titles and aliases of both languages are accepted whatever the locale, so `locale` does not
 * change the verdict (it is part of the signature for callers and future wording only).
 */
export function matchAnswer(typed: string, response: Response, _locale: Locale): AnswerMatch {
  const readings = readTyped(typed);
  if (readings === null) return { ...WRONG };
  return matchReadings(readings, formsOf(response));
}

/**
 * Judges a guess on a reference of a picture: the target's verdict, except that a text the target
 * finds wrong or close but that is correct for another response hidden in the same picture answers
 * `elsewhere` (with that response's id).
 */
export function judgeGuess(
  typed: string,
  target: Response,
  othersInPicture: readonly Response[],
  _locale: Locale,
): GuessJudgement {
  const readings = readTyped(typed);
  if (readings === null) return { ...WRONG };
  const result = matchReadings(readings, formsOf(target));
  if (result.verdict === 'correct') return { ...result, matchedResponseId: target.id };
  if (result.verdict === 'wrong' || result.verdict === 'close') {
    for (const other of othersInPicture) {
      if (other.id !== target.id && decide(readings, formsOf(other), true) === 'correct') {
        return { verdict: 'elsewhere', percent: result.percent, matchedResponseId: other.id };
      }
    }
  }
  return result;
}
