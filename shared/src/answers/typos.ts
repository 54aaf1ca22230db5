import type { WorkForms } from './forms';
import { slips, typoBudget } from './distance';
import { type Form, type Words, MAX_MATCHED_LENGTH, formOf, formOfWords, isNumber, stripLeadingArticle, tokenize } from './normalize';

/**
 * How a typed text is read (with and without a leading article or a trailing "1") and how many
 * typos separate it from a form of a work (README "Typo budget"): shared by the verdicts (match.ts)
 * and the catalogue of famous works (catalogue.ts).
 */

/** One way of reading the typed text. */
export interface TypedForm {
  form: Form;
  /** Only to compare with forms without any number: the text with its trailing "1" dropped. */
  withoutNumbersOnly: boolean;
}

/** The readings of a typed text: with and without a leading article, with and without a trailing "1". */
export function readTyped(text: string): TypedForm[] | null {
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

export function applies(reading: TypedForm, form: Form): boolean {
  return !reading.withoutNumbersOnly || form.numbers === '';
}

export function isExact(readings: readonly TypedForm[], work: WorkForms): boolean {
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
export function isOneLetterAdded(typed: string, title: string): boolean {
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

/** Shortest last word a plural "s" may be added to ("Beach Balls" for "Beach Ball"). */
const ADDED_PLURAL_LETTERS = 3;

/** `typed` is `title` with a plural "s" added ("balls" for "ball"; not to a word that ends with one). */
function isAddedPlural(typed: string, title: string): boolean {
  return title.length >= ADDED_PLURAL_LETTERS && !title.endsWith('s') && typed.length === title.length + 1
    && typed.endsWith('s') && typed.startsWith(title);
}

/**
 * The same words, but for short plurals whose "s" the player left out, and a plural "s" added to the
 * last word of a title of two words or more ("Beach Balls"): there the first word tells what is
 * meant, while alone an added letter may be another word ("Cats" is not "Cat", "Hulks" not "Hulk").
 */
function sameButPlurals(typed: Words, accepted: Words): boolean {
  if (typed.words.length !== accepted.words.length) return false;
  const last = typed.words.length - 1;
  return typed.words.every((word, i) => word === accepted.words[i] || isDroppedPlural(word, accepted.words[i]!)
    || (i === last && isAddedPlural(word, accepted.words[i]!) && hasTwoWords(accepted)));
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
export function typos(typed: Words, accepted: Words): number {
  if (typed.key === accepted.key) return 0;
  if (sameButPlurals(typed, accepted)) return 0;
  const total = typoBudget(accepted.letters);
  // One slip may change a length by two ("pennies" for "penny", "jurassique" for "jurassic").
  if (total === 0 || Math.abs(typed.key.length - accepted.key.length) > total + 1) return Infinity;
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
export function fewestTypos(readings: readonly TypedForm[], work: WorkForms, below = Infinity): number {
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
