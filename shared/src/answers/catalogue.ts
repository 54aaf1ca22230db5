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
  mask: number;
  work: number;
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
  byLength: Map<number, CatalogueForm[]>;
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

/**
 * Letters present in one text and not the other, at most, within the typo budget: an edit changes at
 * most two, and the slips that count as one edit (an ending spelled the French way, a dropped plural)
 * a few more.
 */
const MASK_SLACK = 8;
/** Typos never change a key's length by more than this (README "Typo budget"). */
const MAX_TYPOS = 2;

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Reads every title and alias of the catalogue once. */
export function prepareCatalogue(works: readonly CatalogueWork[]): AnswerCatalogue {
  const exact = new Map<string, number[]>();
  const byLength = new Map<number, CatalogueForm[]>();
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
      const entry = { form, mask: letterMask(form.key), work: index };
      add(byLength, form.key.length, entry);
      if (form.literal !== undefined && form.literal.key.length !== form.key.length) add(byLength, form.literal.key.length, entry);
    }
  });
  const prepared: PreparedCatalogue = {
    size: works.length,
    works: works.map((work) => ({ id: work.id, sagaId: work.saga?.id })),
    exact,
    byLength,
    lastText: null,
    lastNamed: [],
  };
  return prepared;
}

function lookUp(readings: readonly TypedForm[], catalogue: PreparedCatalogue): NamedWork[] {
  const best = new Map<number, number>();
  const note = (work: number, distance: number) => {
    if (distance < (best.get(work) ?? Infinity)) best.set(work, distance);
  };
  for (const reading of readings) {
    const typed = reading.form;
    for (const work of catalogue.exact.get(typed.key) ?? []) if (!reading.withoutNumbersOnly) note(work, 0);
    const mask = letterMask(typed.key);
    const lengths = typed.literal === undefined ? [typed.key.length] : [typed.key.length, typed.literal.key.length];
    for (const length of lengths) {
      for (let near = length - MAX_TYPOS; near <= length + MAX_TYPOS; near++) {
        for (const entry of catalogue.byLength.get(near) ?? []) {
          const { form } = entry;
          if (!applies(reading, form)) continue;
          const literal = typed.literal !== undefined || form.literal !== undefined;
          if (!literal && bitCount(mask ^ entry.mask) > MASK_SLACK) continue;
          let distance = typos(typed, form);
          if (literal) distance = Math.min(distance, typos(typed.literal ?? typed, form.literal ?? form));
          if (distance === Infinity) continue;
          // Not the exact name (found above): a dropped plural is nearer than a typo, farther than the name.
          note(entry.work, typed.key === form.key && !reading.withoutNumbersOnly ? 0 : Math.max(distance, 0.5));
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
