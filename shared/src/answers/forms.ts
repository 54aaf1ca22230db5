import type { Response } from '../schemas/content';
import {
  type Form,
  type Token,
  formOf,
  fold,
  formOfWords,
  isLeadingFiller,
  isNumber,
  stripLeadingArticle,
  tokenize,
} from './normalize';

/**
 * Everything a typed answer may be compared with, derived once per response object (WeakMap) so that
 * a guess costs a few set lookups and a handful of bounded distances.
 *
 * Accepted forms of a work: each title and alias of either language, and the distinctive parts of a
 * title a person would type on their own —
 * - a part after a separator (":", "–", "—", " - "), e.g. "The Empire Strikes Back", when it has two
 *   naming words or when what it leaves out is shared with another work of the saga ("Alien:
 *   Resurrection" → "Resurrection");
 * - a part before a separator, e.g. "Star Wars: Episode V", when it names something (two naming words
 *   or five letters), what it leaves out reads as a subtitle (two naming words: "Mission: Impossible"
 *   gives neither "Mission" nor "Impossible") and it is not shared with another work of the saga;
 * - what follows the beginning a title shares with the other works of its saga, when it has two
 *   naming words ("Harry Potter and the Chamber of Secrets" → "Chamber of Secrets"), alone or after
 *   that beginning ("Harry Potter Chamber of Secrets").
 * Never a part that is, or begins, another work of the saga ("Star Wars" for episode V): such a
 * shared beginning is kept aside to answer `close`.
 */

/** What a typed answer is compared with, for one work (or all the other works of a saga). */
export interface WorkForms {
  /** Every accepted form, for typos and the similarity percent. */
  forms: Form[];
  /** Keys accepted as they are (forms, plus titles and aliases with their leading article). */
  keys: Set<string>;
  /** The keys of forms without any number: a typed trailing "1" is ignored against them ("Rocky I"). */
  keysWithoutNumbers: Set<string>;
  /** Forms by the length of their key (and of their literal key): typos never change a length by more than 2. */
  byLength: Map<number, Form[]>;
}

export interface PreparedResponse {
  target: WorkForms;
  /** The other works of the saga: typed, they answer `other_opus`. */
  otherWorks: WorkForms;
  /** Beginnings shared with the other works of the saga ("Harry Potter", "Star Wars"): `close`. */
  sagaPrefixes: WorkForms;
  /** Keys of the refused forms: names one typo away that are another work or person, `wrong` before typos. */
  refused: Set<string>;
  /** Words its titles and aliases write as acronyms ("hd", "dvd", "et", "usa"), lower case: see `acronymsOf`. */
  acronyms: Set<string>;
}

/** "E.T.", "U.S.A.", or a word of 2–6 capitals ("VHS", "HD-DVD", "IKEA"), as written. */
const ACRONYM = /(?<![\p{L}\p{N}])(?:(?:\p{Lu}\.){2,}|\p{Lu}{2,6}(?![\p{L}\p{N}]))/gu;

/**
 * The acronyms of a work's names, lower case and without dots: a player may type one in full ("Video
 * Home System" for "VHS", README "Acronyms"). Read from the names as written (capitals), since the
 * canonical form has lost them.
 */
function acronymsOf(names: readonly string[]): Set<string> {
  const acronyms = new Set<string>();
  for (const name of names) {
    for (const [match] of name.matchAll(ACRONYM)) acronyms.add(fold(match.replace(/\./g, '').toLowerCase()));
  }
  return acronyms;
}

const SEGMENT_SEPARATOR = /\s*[:：]\s*|\s*[–—|]\s*|\s+-\s+/u;
/** Parts of a title beyond this many are kept together with the last one. */
const MAX_SEGMENTS = 4;

interface SegmentSubset {
  form: Form;
  included: readonly number[];
  omitted: readonly number[];
  count: number;
}

/** A title read once: its canonical form and the forms of its segments and their combinations. */
interface TitleInfo {
  full: Form | null;
  /** The key with the leading article kept ("thematrix"): matched exactly only. */
  unstrippedKey: string | null;
  segments: (Form | null)[];
  subsets: SegmentSubset[];
  /** What this title blocks in a sibling: its keys (whole, with article, every combination of parts)… */
  keys: string[];
  /** …and the keys of its beginnings, in words. */
  prefixes: string[];
}

function readTitle(title: string): TitleInfo {
  const tokens = tokenize(title);
  const stripped = stripLeadingArticle(tokens, 'written');
  const full = formOf(stripped);
  const unstrippedKey = stripped !== tokens ? (formOf(tokens)?.key ?? null) : null;
  const raw = title.split(SEGMENT_SEPARATOR).filter((part) => part.trim() !== '');
  if (raw.length > MAX_SEGMENTS) raw.splice(MAX_SEGMENTS - 1, raw.length, raw.slice(MAX_SEGMENTS - 1).join(' '));
  const writtenTokens = raw.map((part) => tokenize(part));
  const segmentTokens: (readonly Token[])[] = writtenTokens.map((part) => stripLeadingArticle(part, 'written'));
  const segments = segmentTokens.map((part) => formOf(part));
  const subsets: SegmentSubset[] = [];
  if (raw.length >= 2) {
    const count = raw.length;
    for (let mask = 1; mask < 1 << count; mask++) {
      const included: number[] = [];
      const omitted: number[] = [];
      for (let i = 0; i < count; i++) (mask & (1 << i) ? included : omitted).push(i);
      // Each part without its article ("Star Wars Empire Strikes Back"), and as written after the first one.
      const form = formOf(included.flatMap((i) => segmentTokens[i] ?? []));
      if (form !== null) subsets.push({ form, included, omitted, count });
      const asWritten = formOf(included.flatMap((i, n) => (n === 0 ? segmentTokens[i] : writtenTokens[i]) ?? []));
      if (asWritten !== null && asWritten.key !== form?.key) subsets.push({ form: asWritten, included, omitted, count });
    }
  }
  const keys: string[] = [];
  const prefixes: string[] = [];
  if (full !== null) {
    keys.push(full.key, ...subsets.map((subset) => subset.form.key));
    if (unstrippedKey !== null) keys.push(unstrippedKey);
    let prefix = '';
    for (const word of full.words) {
      prefix += word;
      prefixes.push(prefix);
    }
  }
  return { full, unstrippedKey, segments, subsets, keys, prefixes };
}

/** What the other works of a saga look like from one work: to tell shared parts from distinctive ones. */
interface Siblings {
  /** Keys of their titles and of every combination of their segments. */
  keys: Set<string>;
  /** Keys of every beginning (in words) of their titles. */
  prefixes: Set<string>;
  /** Their titles' canonical words. */
  titles: (readonly string[])[];
}

function siblingsOf(works: readonly (readonly string[])[], read: (title: string) => TitleInfo): Siblings {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const titles: (readonly string[])[] = [];
  for (const work of works) {
    for (const title of work) {
      const info = read(title);
      if (info.full === null) continue;
      for (const key of info.keys) keys.add(key);
      for (const prefix of info.prefixes) prefixes.add(prefix);
      titles.push(info.full.words);
    }
  }
  return { keys, prefixes, titles };
}

function commonPrefixLength(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

class FormSet implements WorkForms {
  forms: Form[] = [];
  keys = new Set<string>();
  keysWithoutNumbers = new Set<string>();
  byLength = new Map<number, Form[]>();
  private seen = new Set<string>();

  add(form: Form | null): void {
    if (form === null || this.seen.has(form.key)) return;
    this.seen.add(form.key);
    this.forms.push(form);
    this.addKey(form.key, form.numbers === '');
    this.index(form.key.length, form);
    if (form.literal !== undefined && form.literal.key.length !== form.key.length) this.index(form.literal.key.length, form);
  }

  private index(length: number, form: Form): void {
    const forms = this.byLength.get(length);
    if (forms === undefined) this.byLength.set(length, [form]);
    else forms.push(form);
  }

  addKey(key: string, withoutNumbers: boolean): void {
    this.keys.add(key);
    if (withoutNumbers) this.keysWithoutNumbers.add(key);
  }
}

/** The accepted forms of one work, and the beginnings it shares with its siblings, into `accepted` and `shared`. */
function deriveWork(
  titles: readonly string[],
  aliases: readonly string[],
  siblingWorks: readonly (readonly string[])[],
  read: (title: string) => TitleInfo,
  accepted: FormSet,
  shared: FormSet | null,
): void {
  const siblings = siblingsOf(siblingWorks, read);
  const isShared = (form: Form | null): boolean =>
    form !== null && (siblings.keys.has(form.key) || siblings.prefixes.has(form.key));

  for (const text of [...titles, ...aliases]) {
    const info = read(text);
    if (info.full === null) continue;
    accepted.add(info.full);
    if (info.unstrippedKey !== null) accepted.addKey(info.unstrippedKey, info.full.numbers === '');
    if (!titles.includes(text)) continue; // aliases are short forms already
    for (const name of characterNames(text, info.full.words)) if (!isShared(name)) accepted.add(name);

    for (const subset of info.subsets) {
      const { form, included, omitted, count } = subset;
      if (omitted.length === 0) {
        accepted.add(form); // the whole title, each part without its own article
        continue;
      }
      if (isShared(form)) {
        if (form.significant > 0) shared?.add(form);
        continue;
      }
      if (form.significant === 0) continue;
      const omittedForms = omitted.map((i) => info.segments[i] ?? null);
      if (included.includes(count - 1)) {
        if (form.significant >= 2 || omittedForms.some(isShared)) accepted.add(form);
      } else {
        const omittedNaming = omittedForms.reduce((sum, part) => sum + (part?.significant ?? 0), 0);
        if ((form.significant >= 2 || form.letters >= 5) && omittedNaming >= 2) accepted.add(form);
      }
    }

    // What follows the beginning shared with the saga.
    const words = info.full.words;
    let longest = 0;
    for (const sibling of siblings.titles) longest = Math.max(longest, commonPrefixLength(words, sibling));
    for (let k = 1; k <= Math.min(longest, words.length - 1); k++) {
      const prefix = formOfWords(words.slice(0, k));
      if (prefix.significant > 0) shared?.add(prefix);
    }
    if (longest > 0 && longest < words.length) {
      let from = longest;
      // "Rocky III, l'œil du tigre" → "œil du tigre": the number says which opus, the rest says it too.
      while (from < words.length - 1 && (isLeadingFiller(words[from]!) || isNumber(words[from]!))) from++;
      let rest = formOfWords(words.slice(from));
      // "Alien, le huitième passager" → "8 passager": an ordinal that qualifies the next word stays with it.
      const numbered = words.slice(longest).findIndex((word) => isNumber(word)) + longest;
      if (rest.significant < 2 && numbered >= longest && numbered < from && rest.significant >= 1) rest = formOfWords(words.slice(numbered));
      if ((rest.significant >= 2 || (rest.significant >= 1 && isNumber(rest.words[0]!))) && !isShared(rest)) {
        accepted.add(rest);
        let to = longest;
        while (to > 1 && isLeadingFiller(words[to - 1]!)) to--;
        accepted.add(formOfWords([...words.slice(0, to), ...rest.words]));
      }
    }
  }
}

/**
 * Words of a title that tell a person's story, so that the name after them is a character's:
 * "The Curious Case of Benjamin Button", "Le Fabuleux Destin d'Amélie Poulain", "Le Journal de
 * Bridget Jones". Without them a name-like end is not read as one ("The Wolf of Wall Street").
 */
const STORY_WORDS = new Set([
  'case', 'life', 'story', 'tale', 'diary', 'adventures', 'adventure', 'legend', 'secret', 'war', 'trial', 'death',
  'destin', 'histoire', 'journal', 'vie', 'aventures', 'aventure', 'legende', 'guerre', 'proces', 'mort', 'memoires',
]);
const STORY_LINKS = new Set(['of', 'de', 'd', 'du']);
/** A name of two or three words before a possessive at the start: "Ferris Bueller's Day Off". */
const POSSESSIVE_NAME = /^(?:the\s+)?((?:[\p{L}-]+\s+){1,2}[\p{L}-]+?)['’]s?\s+\S/iu;

/** A character's full name standing in a long title (two or three naming words), if the title has one. */
function characterNames(title: string, words: readonly string[]): Form[] {
  const names: Form[] = [];
  const isName = (run: readonly string[]) => run.length >= 2 && run.length <= 3 && run.every(isSignificantWord);
  // "… <story word> [adjective] of <Name Name>" at the end.
  for (let i = words.length - 3; i >= 1; i--) {
    if (!STORY_LINKS.has(words[i]!)) continue;
    const run = words.slice(i + 1);
    const before = words.slice(Math.max(0, i - 2), i);
    if (isName(run) && before.some((word) => STORY_WORDS.has(word))) names.push(formOfWords(run));
    break;
  }
  const possessive = POSSESSIVE_NAME.exec(title.trim());
  if (possessive?.[1]) {
    const form = formOf(tokenize(possessive[1]));
    if (form !== null && isName(form.words) && form.words.length < words.length) names.push(form);
  }
  return names;
}

function isSignificantWord(word: string): boolean {
  return !isNumber(word) && !isLeadingFiller(word) && word.length >= 2;
}

function prepareResponse(response: Response): PreparedResponse {
  const cache = new Map<string, TitleInfo>();
  const read = (title: string): TitleInfo => {
    let info = cache.get(title);
    if (info === undefined) {
      info = readTitle(title);
      cache.set(title, info);
    }
    return info;
  };
  const ownTitles = [...response.titles.en, ...response.titles.fr];
  const otherTitles = (response.saga?.otherWorks ?? []).map((work) => [...work.en, ...work.fr]);

  const target = new FormSet();
  const sagaPrefixes = new FormSet();
  deriveWork(ownTitles, [...response.aliases.en, ...response.aliases.fr], otherTitles, read, target, sagaPrefixes);

  const otherWorks = new FormSet();
  otherTitles.forEach((titles, index) => {
    const siblings = [ownTitles, ...otherTitles.filter((_, other) => other !== index)];
    deriveWork(titles, [], siblings, read, otherWorks, null);
  });
  // "<saga> 2" names "<saga> 2: subtitle": the part before the subtitle, when it ends with its number.
  otherTitles.flat().forEach((title) => {
    const info = read(title);
    const opening = info.segments[0];
    if (info.segments.length >= 2 && opening && opening.significant > 0 && isNumber(opening.words[opening.words.length - 1]!)) {
      if (!target.keys.has(opening.key)) otherWorks.add(opening);
    }
  });
  const refused = new Set<string>();
  for (const text of [...(response.refused?.en ?? []), ...(response.refused?.fr ?? [])]) {
    const key = read(text).full?.key;
    if (key !== undefined && !target.keys.has(key)) refused.add(key);
  }
  const acronyms = acronymsOf([...ownTitles, ...response.aliases.en, ...response.aliases.fr]);
  return { target, otherWorks, sagaPrefixes, refused, acronyms };
}

const byObject = new WeakMap<Response, PreparedResponse>();
/**
 * The same forms for a response read again (a new object with the same content, e.g. parsed anew
 * from the database on each request): a bounded memo, oldest first out.
 */
const byContent = new Map<string, PreparedResponse>();
export const FORMS_CACHE_SIZE = 2000;

/** The forms of a response, derived once per response object (and per content, within FORMS_CACHE_SIZE). */
export function formsOf(response: Response): PreparedResponse {
  let forms = byObject.get(response);
  if (forms !== undefined) return forms;
  const content = JSON.stringify([response.titles, response.aliases, response.saga?.otherWorks ?? null, response.refused ?? null]);
  forms = byContent.get(content);
  if (forms === undefined) {
    forms = prepareResponse(response);
    if (byContent.size >= FORMS_CACHE_SIZE) byContent.delete(byContent.keys().next().value!);
    byContent.set(content, forms);
  }
  byObject.set(response, forms);
  return forms;
}
