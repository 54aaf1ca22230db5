import { osaDistance, typoBudget } from './distance';
import { type Form, formOf, stripLeadingArticle, tokenize } from './normalize';
import { type TypedForm, applies, readTyped, typos } from './typos';

/**
 * The catalogue of famous works (every response of the game, README "Another famous work"): a text
 * that is another work's title or alias, exactly or within its typo budget, names that work, so it is
 * `wrong` for the target rather than `close` ("Cats" for "Cars", "Argo" for "Fargo").
 *
 * Pure: the caller reads the responses (the server caches them per container) and prepares them once;
 * a lookup is a map read for exact names and, for typos, a few reads of a symmetric-deletion index
 * (the forms whose first letters are within two deletions of the text's), then the same typo rule as
 * for the target on those few. The last text looked up is remembered, so that the lookup runs once per guess however
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
  /** The typos its letters allow (0, 1 or 2). */
  budget: number;
}

/** Prepared by `prepareCatalogue`; opaque to callers. */
export interface AnswerCatalogue {
  readonly size: number;
}

interface PreparedCatalogue extends AnswerCatalogue {
  works: readonly { id: string; sagaId: string | undefined }[];
  forms: readonly CatalogueForm[];
  /** Exact keys (with and without a leading article) → works. */
  exact: Map<string, number[]>;
  /** What a form's key prefix becomes with up to its budget of letters deleted (`deletions`) → the key's length → forms. */
  near: Map<string, Map<number, number[]>>;
  /** Per form, the lookup that last saw it (no form tried twice in one lookup). */
  seen: Uint32Array;
  lookups: number;
  lastText: string | null;
  lastNamed: readonly NamedWork[];
}

/**
 * Letters of a key indexed (a symmetric-deletion index, as SymSpell's): two keys within k edits share
 * a string reached by deleting at most k letters from each one's first PREFIX letters.
 */
const PREFIX = 7;
/** Typos a text may have at most (two, from 9 letters: README "Typo budget"). */
const MAX_TYPOS = 2;

/** `text`, and every string made by deleting up to `max` of its letters. */
function deletions(text: string, max: number): Set<string> {
  const out = new Set([text]);
  let frontier = [text];
  for (let round = 0; round < max; round++) {
    const next: string[] = [];
    for (const item of frontier) {
      for (let i = 0; i < item.length; i++) {
        const shorter = item.slice(0, i) + item.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** Reads every title and alias of the catalogue once. */
export function prepareCatalogue(works: readonly CatalogueWork[]): AnswerCatalogue {
  const exact = new Map<string, number[]>();
  const near = new Map<string, Map<number, number[]>>();
  const forms: CatalogueForm[] = [];
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
      const budget = typoBudget(form.letters);
      const at = forms.push({ form, work: index, budget }) - 1;
      // A budget of none still lets a plural "s" go or come: one deletion.
      const keys = form.literal === undefined ? [form.key] : [form.key, form.literal.key];
      for (const key of keys) {
        for (const variant of deletions(key.slice(0, PREFIX), Math.max(budget, 1))) {
          let byLength = near.get(variant);
          if (byLength === undefined) near.set(variant, (byLength = new Map()));
          const list = byLength.get(key.length);
          if (list === undefined) byLength.set(key.length, [at]);
          else if (list[list.length - 1] !== at) list.push(at);
        }
      }
    }
  });
  const prepared: PreparedCatalogue = {
    size: works.length,
    works: works.map((work) => ({ id: work.id, sagaId: work.saga?.id })),
    forms,
    exact,
    near,
    seen: new Uint32Array(forms.length),
    lookups: 0,
    lastText: null,
    lastNamed: [],
  };
  return prepared;
}

function lookUp(readings: readonly TypedForm[], catalogue: PreparedCatalogue): NamedWork[] {
  const best = new Map<number, number>();
  const lookup = ++catalogue.lookups;
  for (const reading of readings) {
    const typed = reading.form;
    if (!reading.withoutNumbersOnly) for (const work of catalogue.exact.get(typed.key) ?? []) best.set(work, 0);
    const keys = typed.literal === undefined ? [typed.key] : [typed.key, typed.literal.key];
    for (const key of keys) {
      for (const variant of deletions(key.slice(0, PREFIX), MAX_TYPOS)) {
        const byLength = catalogue.near.get(variant);
        if (byLength === undefined) continue;
        // Typos never change a length by more than the budget and a plural: the index is by length too.
        for (let length = key.length - MAX_TYPOS - 1; length <= key.length + MAX_TYPOS + 1; length++) for (const at of byLength.get(length) ?? []) {
          if (catalogue.seen[at] === lookup) continue;
          catalogue.seen[at] = lookup;
          const { form, work, budget } = catalogue.forms[at]!;
          const spelled = typed.literal !== undefined || form.literal !== undefined;
          // Cheap tests first: the numbers, the length, then the whole keys' banded distance (a plural "s" aside).
          if (!spelled && (typed.numbers !== form.numbers || Math.abs(typed.key.length - form.key.length) > budget + 1)) continue;
          if (!spelled && osaDistance(typed.key, form.key, budget + 1) > budget + 1) continue;
          if (!applies(reading, form)) continue;
          let distance = typos(typed, form);
          if (spelled) distance = Math.min(distance, typos(typed.literal ?? typed, form.literal ?? form));
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
