import type { Locale } from '../schemas/common';
import type { Response } from '../schemas/content';
import type { Verdict } from '../schemas/plays';
import { osaDistance, similarity, slips, typoBudget } from './distance';
import { type AnswerCatalogue, type NamedWork, worksNamedBy } from './catalogue';
import { type PreparedResponse, type WorkForms, formsOf } from './forms';
import { type TypedForm, applies, fewestTypos, isExact, isOneLetterAdded, readTyped } from './typos';
import { type Form, type Words, formOfWords, isLeadingFiller, isNumber, isSignificant } from './normalize';

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

/**
 * The works of the catalogue a text names, but the target and its own saga (the saga's rules judge
 * those): another famous work.
 */
function otherFamousWorks(named: readonly NamedWork[], response: Response): readonly NamedWork[] {
  const sagaId = response.saga?.id;
  return named.filter((work) => work.id !== response.id && (sagaId === undefined || work.sagaId !== sagaId));
}

/**
 * Steps 1–3: correct, another opus, or nothing decided yet. `onlyCorrect` skips what only tells
 * another opus from nothing (for the other responses of a picture). `famous`: the other famous works
 * the text names; a typo of the target loses to one named exactly or with fewer typos.
 */
function decide(
  readings: readonly TypedForm[],
  forms: PreparedResponse,
  famous: readonly NamedWork[],
  onlyCorrect = false,
): 'correct' | 'other_opus' | 'refused' | null {
  if (isExact(readings, forms.target)) return 'correct';
  if (isExact(readings, forms.otherWorks)) return 'other_opus';
  // A name one typo away that is another well-known work or person (the response's refused forms).
  if (readings.some(({ form }) => forms.refused.has(form.key))) return 'refused';
  const own = fewestTypos(readings, forms.target);
  if (onlyCorrect && own === Infinity) return null;
  // Another work wins only when strictly nearer than this one.
  const other = fewestTypos(readings, forms.otherWorks, own === Infinity ? Infinity : own);
  if (other !== Infinity) return 'other_opus';
  if (own === Infinity) return null;
  // Not the exact name: a dropped plural (0 typos) still loses to another work's exact name.
  const ownDistance = Math.max(own, 0.5);
  return famous.some((work) => work.distance < ownDistance) ? 'refused' : 'correct';
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

/**
 * `part`'s words, in order and each within the typo budget of the title's word, one after the other
 * somewhere inside `whole`'s words.
 */
function wordsInside(part: readonly string[], whole: readonly string[], partIsTitle: boolean): boolean {
  for (let start = 0; start + part.length <= whole.length; start++) {
    let found = true;
    for (let i = 0; i < part.length && found; i++) {
      const a = part[i]!;
      const b = whole[start + i]!;
      if (a === b) continue;
      const budget = isNumber(a) || isNumber(b) ? 0 : typoBudget((partIsTitle ? a : b).length);
      found = budget > 0 && osaDistance(a, b, budget) <= budget;
    }
    if (found) return true;
  }
  return false;
}

/**
 * The typed words, in order and each within its own typo budget, inside a longer form of the work,
 * covering enough of it; spelled numbers count their letters ("One Flew Over" of "One Flew Over the
 * Cuckoo's Nest").
 */
function hasMissingWords(typed: Form, work: WorkForms): boolean {
  if (typed.significant === 0) return false;
  for (const form of work.forms) {
    const pairs: [Words, Words][] = [[typed, form]];
    if (typed.literal !== undefined || form.literal !== undefined) pairs.push([typed.literal ?? typed, form.literal ?? form]);
    for (const [part, whole] of pairs) {
      if (whole.words.length > part.words.length && part.letters >= MISSING_WORDS_COVERAGE * whole.letters && wordsInside(part.words, whole.words, false)) return true;
    }
  }
  return false;
}

/** Fewest letters of a title found inside a longer text for `close` ("It" inside a sentence is nothing). */
const TITLE_INSIDE_LETTERS = 4;

/**
 * A whole form of the work inside a longer text ("I don't know, Winston Churchill maybe?", "not
 * Titanic"): `close`, never correct, since a hedge cannot be told from a negation (README "Added words").
 */
function containsTheTitle(typed: Form, work: WorkForms): boolean {
  for (const form of work.forms) {
    if (form.significant > 0 && form.letters >= TITLE_INSIDE_LETTERS && form.words.length < typed.words.length && wordsInside(form.words, typed.words, true)) return true;
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

/** Longest acronym read from the initials of typed words. */
const MAX_ACRONYM_LETTERS = 6;

/**
 * The readings, and the same with each run of two words or more whose initials spell one of the
 * work's acronyms replaced by it ("high definition DVD" → "hd dvd", "United States of America" →
 * "usa": glue words inside a run are skipped), README "Acronyms".
 */
function withAcronymsSpelledOut(readings: readonly TypedForm[], acronyms: ReadonlySet<string>): readonly TypedForm[] {
  if (acronyms.size === 0) return readings;
  const spelled: TypedForm[] = [];
  for (const reading of readings) {
    const words = reading.form.words;
    if (words.length < 2) continue;
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      let initials = '';
      let run = 0;
      // An acronym typed as such stays one ("HD digital versatile disc").
      for (let j = i; j < words.length && initials.length < MAX_ACRONYM_LETTERS && !acronyms.has(words[i]!); j++) {
        const word = words[j]!;
        if (isNumber(word)) break;
        if (j > i && isLeadingFiller(word)) continue;
        initials += word[0];
        if (j > i && acronyms.has(initials)) run = j - i + 1;
      }
      if (run > 0) {
        let letters = '';
        for (let j = i; j < i + run; j++) if (j === i || !isLeadingFiller(words[j]!)) letters += words[j]![0];
        out.push(letters);
        i += run;
      } else {
        out.push(words[i]!);
        i++;
      }
    }
    if (out.length < words.length) spelled.push({ form: formOfWords(out), withoutNumbersOnly: reading.withoutNumbersOnly });
  }
  return spelled.length > 0 ? [...readings, ...spelled] : readings;
}

function matchReadings(typedReadings: readonly TypedForm[], forms: PreparedResponse, famous: readonly NamedWork[]): AnswerMatch {
  const readings = withAcronymsSpelledOut(typedReadings, forms.acronyms);
  const decided = decide(readings, forms, famous);
  if (decided === 'correct') return { ...CORRECT };
  const percent = percentOf(readings, forms.target);
  if (decided === 'other_opus') return { verdict: 'other_opus', percent };
  // A refused form, or another famous work's name: another answer, not a near miss.
  if (decided === 'refused' || famous.length > 0) return { verdict: 'wrong', percent };
  const close =
    percentOf(readings, forms.target, true) >= CLOSE_PERCENT ||
    hasMissingWords(readings[0]!.form, forms.target) ||
    containsTheTitle(readings[0]!.form, forms.target) ||
    isHalfOfATwoWordTitle(readings, forms.target) ||
    isSagaPrefix(readings, forms.sagaPrefixes);
  return { verdict: close ? 'close' : 'wrong', percent };
}

/**
 * Judges a typed text against one response. Pure: the same text and response (and catalogue) always
 * give the same answer. Titles and aliases of both languages are accepted whatever the locale, so
 * `locale` does not change the verdict (it is part of the signature for callers and future wording
 * only). With a `catalogue` (README "Another famous work"), a text that names another famous work is
 * `wrong` rather than `close`; the catalogue is looked up once per text whatever the verdict.
 */
export function matchAnswer(typed: string, response: Response, locale: Locale, catalogue?: AnswerCatalogue): AnswerMatch {
  return matchAnswers(typed, [response], locale, catalogue)[0]!;
}

/**
 * `matchAnswer` of one text against several responses (a picture's references), the text read and
 * the catalogue looked up once: the server judges a guess against every reference of its quiz
 * (docs/game.md "What a guess may reveal").
 */
export function matchAnswers(typed: string, responses: readonly Response[], _locale: Locale, catalogue?: AnswerCatalogue): AnswerMatch[] {
  const named = catalogue === undefined ? [] : worksNamedBy(typed, catalogue);
  const readings = readTyped(typed);
  return responses.map((response) => (readings === null ? { ...WRONG } : matchReadings(readings, formsOf(response), otherFamousWorks(named, response))));
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
  catalogue?: AnswerCatalogue,
): GuessJudgement {
  const named = catalogue === undefined ? [] : worksNamedBy(typed, catalogue);
  const readings = readTyped(typed);
  if (readings === null) return { ...WRONG };
  const result = matchReadings(readings, formsOf(target), otherFamousWorks(named, target));
  if (result.verdict === 'correct') return { ...result, matchedResponseId: target.id };
  if (result.verdict === 'wrong' || result.verdict === 'close') {
    for (const other of othersInPicture) {
      if (other.id !== target.id && decide(readings, formsOf(other), otherFamousWorks(named, other), true) === 'correct') {
        return { verdict: 'elsewhere', percent: result.percent, matchedResponseId: other.id };
      }
    }
  }
  return result;
}
