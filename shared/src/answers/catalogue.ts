import { osaDistance, typoBudget } from './distance';
import { type Form, formOf, stripLeadingArticle, tokenize } from './normalize';
import { type TypedForm, applies, readTyped, typos } from './typos';

/**
 * The catalogue of famous works (every response of the game, README "Another famous work"): a text
 * that is another work's title or alias, exactly or within its typo budget, names that work, so it is
 * `wrong` for the target rather than `close` ("Cats" for "Cars", "Argo" for "Fargo").
 *
 * Pure: the caller reads the responses (the server caches them per container) and prepares them once;
 * a lookup is a map read for exact names and, for typos, a walk over the forms of nearby lengths
 * whose letters could be within two edits (a 32-bit letter mask), then the same typo rule as for
 * the target. The last text looked up is remembered, so that the lookup runs once per guess however
 * many times the matcher is called for that guess, and costs the same whatever the verdict.
 */

type Titles = { readonly en: readonly string[]; readonly fr: readonly string[] };

/** What the catalogue needs of a response (a `Response` is one). */
export interface CatalogueWork {
  id: string;
  titles: Titles;
  aliases?: Titles;
  saga?: { id: string };
}

/** A work a text names, and how: exactly (0) or with this many typos. */
export interface NamedWork {
  id: string;
  sagaId: string | undefined;
  /** 0 when the text is exactly one of its names; else the typos (a dropped short plural counts 0.5). */
  distance: number;
}

interface CatalogueForm {
  form: Form;
  work: number;
}

/**
 * The forms of one key length, with what the filter reads in typed arrays (no object per form read
 * before a form passes): letters present, typo budget, numbers and letter counts.
 */
interface LengthBucket {
  forms: CatalogueForm[];
  masks: Int32Array;
  budgets: Uint8Array;
  /** The form's numbers as an id (`numberIds`); -1 for a form with spelled numbers, which the filter lets through. */
  numbers: Int32Array;
  /** COUNTED letter counts per form, one after the other. */
  counts: Uint8Array;
}

/** Prepared by `prepareCatalogue`; opaque to callers. */
export interface AnswerCatalogue {
  readonly size: number;
}

interface PreparedCatalogue extends AnswerCatalogue {
  works: readonly { id: string; sagaId: string | undefined }[];
  /** Exact keys (with and without a leading article) → works. */
  exact: Map<string, number[]>;
  /** Forms by the length of their key and of their literal key. */
  byLength: Map<number, LengthBucket>;
  /** Each distinct `numbers` of the forms ("", "2", "1,2"…) as a small integer. */
  numberIds: Map<string, number>;
  lastText: string | null;
  lastNamed: readonly NamedWork[];
}

/** A text's letters as bits (a–z; digits and anything else share the upper bits). */
function letterMask(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

function bitCount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Letters counted apart: a–z, then digits, then the rest. */
const COUNTED = 28;
function countLetters(key: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    const slot = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 : 27;
    if (into[at + slot]! < 255) into[at + slot]!++;
  }
}

/**
 * How far the letters of a text and of another work's name may differ for the name to be within its
 * typo budget: a plain edit changes the letter counts by two at most, a dropped or added plural "s"
 * by one. The slips the target's own typos forgive beyond plain edits (an ending spelled the French
 * way, an irregular plural) are not looked for in the other works: the filter stays tight, so a
 * lookup costs little (README "Another famous work").
 */
function letterSlack(budget: number): number {
  return 2 * budget + 1;
}
/** Typos never change a key's length by more than this (README "Typo budget"). */
const MAX_TYPOS = 2;

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function bucketOf(forms: CatalogueForm[], numberIds: Map<string, number>): LengthBucket {
  const bucket: LengthBucket = {
    forms,
    masks: new Int32Array(forms.length),
    budgets: new Uint8Array(forms.length),
    numbers: new Int32Array(forms.length),
    counts: new Uint8Array(forms.length * COUNTED),
  };
  forms.forEach(({ form }, i) => {
    bucket.masks[i] = letterMask(form.key);
    bucket.budgets[i] = typoBudget(form.letters);
    let id = numberIds.get(form.numbers);
    if (id === undefined) numberIds.set(form.numbers, (id = numberIds.size));
    bucket.numbers[i] = form.literal === undefined ? id : -1;
    countLetters(form.key, bucket.counts, i * COUNTED);
  });
  return bucket;
}

/** Reads every title and alias of the catalogue once. */
export function prepareCatalogue(works: readonly CatalogueWork[]): AnswerCatalogue {
  const exact = new Map<string, number[]>();
  const byLengthForms = new Map<number, CatalogueForm[]>();
  works.forEach((work, index) => {
    const names = [...work.titles.en, ...work.titles.fr, ...(work.aliases?.en ?? []), ...(work.aliases?.fr ?? [])];
    const seen = new Set<string>();
    for (const name of names) {
      const tokens = tokenize(name);
      const stripped = stripLeadingArticle(tokens, 'written');
      const form = formOf(stripped);
      if (form === null || seen.has(form.key)) continue;
      seen.add(form.key);
      add(exact, form.key, index);
      if (stripped !== tokens) {
        const whole = formOf(tokens)?.key;
        if (whole !== undefined && !seen.has(whole)) add(exact, whole, index);
      }
      const entry = { form, work: index };
      add(byLengthForms, form.key.length, entry);
      if (form.literal !== undefined && form.literal.key.length !== form.key.length) add(byLengthForms, form.literal.key.length, entry);
    }
  });
  const numberIds = new Map<string, number>();
  const byLength = new Map<number, LengthBucket>();
  for (const [length, forms] of byLengthForms) byLength.set(length, bucketOf(forms, numberIds));
  const prepared: PreparedCatalogue = {
    size: works.length,
    works: works.map((work) => ({ id: work.id, sagaId: work.saga?.id })),
    exact,
    byLength,
    numberIds,
    lastText: null,
    lastNamed: [],
  };
  return prepared;
}

const typedCounts = new Uint8Array(COUNTED);

/**
 * Cheap tests that rule out most forms before the typo rule runs: the numbers, the length, the
 * letters present (bits) and the letter counts must all be within reach of the form's budget.
 */
function mayBeWithin(bucket: LengthBucket, i: number, numbers: number, length: number, mask: number, typedLength: number): boolean {
  const id = bucket.numbers[i]!;
  if (id === -1) return true;
  const budget = bucket.budgets[i]!;
  if (id !== numbers || Math.abs(typedLength - length) > budget + 1) return false;
  const slack = letterSlack(budget);
  if (bitCount(mask ^ bucket.masks[i]!) > slack) return false;
  let apart = 0;
  const at = i * COUNTED;
  for (let slot = 0; slot < COUNTED && apart <= slack; slot++) {
    const difference = typedCounts[slot]! - bucket.counts[at + slot]!;
    apart += difference < 0 ? -difference : difference;
  }
  return apart <= slack;
}

function lookUp(readings: readonly TypedForm[], catalogue: PreparedCatalogue): NamedWork[] {
  const best = new Map<number, number>();
  for (const reading of readings) {
    const typed = reading.form;
    if (!reading.withoutNumbersOnly) for (const work of catalogue.exact.get(typed.key) ?? []) best.set(work, 0);
    const mask = letterMask(typed.key);
    countLetters(typed.key, typedCounts.fill(0), 0);
    const numbers = catalogue.numberIds.get(typed.numbers) ?? -2;
    const lengths = typed.literal === undefined ? [typed.key.length] : [typed.key.length, typed.literal.key.length];
    for (const length of lengths) {
      for (let near = length - MAX_TYPOS; near <= length + MAX_TYPOS; near++) {
        const bucket = catalogue.byLength.get(near);
        if (bucket === undefined) continue;
        for (let i = 0; i < bucket.forms.length; i++) {
          if (!mayBeWithin(bucket, i, numbers, near, mask, typed.key.length)) continue;
          const { form, work } = bucket.forms[i]!;
          // The whole keys within the budget (and a plural "s"): a banded distance, cheaper than the typo rule.
          const budget = bucket.budgets[i]!;
          if (bucket.numbers[i] !== -1 && osaDistance(typed.key, form.key, budget + 1) > budget + 1) continue;
          if (!applies(reading, form)) continue;
          let distance = typos(typed, form);
          if (typed.literal !== undefined || form.literal !== undefined) distance = Math.min(distance, typos(typed.literal ?? typed, form.literal ?? form));
          if (distance === Infinity) continue;
          // Not the exact name (found above): a dropped plural is nearer than a typo, farther than the name.
          const named = typed.key === form.key && !reading.withoutNumbersOnly ? 0 : Math.max(distance, 0.5);
          if (named < (best.get(work) ?? Infinity)) best.set(work, named);
        }
      }
    }
  }
  return [...best].map(([work, distance]) => ({ ...catalogue.works[work]!, distance }));
}

/**
 * The works of the catalogue a text names, exactly or within their typo budget (the last text's
 * answer is remembered: one lookup per guess).
 */
export function worksNamedBy(text: string, catalogue: AnswerCatalogue): readonly NamedWork[] {
  const prepared = catalogue as PreparedCatalogue;
  if (prepared.lastText === text) return prepared.lastNamed;
  const readings = readTyped(text);
  const named = readings === null ? [] : lookUp(readings, prepared);
  prepared.lastText = text;
  prepared.lastNamed = named;
  return named;
}

/**
 * Whether a text names a work of the catalogue other than those excluded (say, the work aimed at):
 * the same lookup for any guess, so a caller may run it on every guess whatever it hit.
 */
export function isOtherFamousWork(text: string, catalogue: AnswerCatalogue, excludeIds: readonly string[] = []): boolean {
  return worksNamedBy(text, catalogue).some((work) => !excludeIds.includes(work.id));
}
