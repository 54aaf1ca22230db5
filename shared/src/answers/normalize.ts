import { MAX_ANSWER_LENGTH } from '../schemas/plays';
import { isOrdinalWord, longRomanValue, readSpelledNumbers } from './numbers';

/**
 * Text → canonical words. Both a typed answer and every title go through here, so that they meet on
 * the same ground: lower case, no accents or ligatures, no punctuation, no leading article, no
 * "and"/"et"/"&" between words, numerals (roman, number words, ordinals) as digits.
 */

/** Leading articles dropped in both languages (whatever the player's locale). */
const ARTICLES = new Set(['the', 'a', 'an', 'le', 'la', 'les', 'l', 'un', 'une', 'des']);
/** "&", "and" and "et" are the same thing between two words, and nothing at all. */
const CONNECTORS = new Set(['and', 'et']);
/** Words that only announce a number ("Part II", "épisode 4", "Vol. 1", "No. 5", "n° 5"): dropped before one. */
const NUMBER_LABELS = new Set([
  'episode', 'part', 'partie', 'chapter', 'chapitre', 'volume', 'vol', 'tome', 'book', 'livre', 'season', 'saison',
  'no', 'n', 'number', 'num', 'numero',
]);
/** Words that do not make a title distinctive on their own (with articles, labels and numbers). */
const FILLERS = new Set([
  'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'with', 'de', 'du', 'd', 'au', 'aux', 'en', 'a', 'pour',
  'par', 'sur', 'dans', 'avec', 'vs', 'versus',
]);
/** Ordinal endings once split from their digits ("2e partie", "3rd", "1er"). */
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th', 'e', 'er', 're', 'ere', 'eme', 'ieme', 'nde']);

const ROMAN: ReadonlyMap<string, string> = new Map([
  ['ii', '2'], ['iii', '3'], ['iv', '4'], ['vi', '6'], ['vii', '7'], ['viii', '8'], ['ix', '9'],
  ['xi', '11'], ['xii', '12'], ['xiii', '13'], ['xiv', '14'], ['xv', '15'], ['xvi', '16'], ['xvii', '17'],
  ['xviii', '18'], ['xix', '19'], ['xx', '20'],
]);
/** One-letter numerals are words too ("I, Robot", "V for Vendetta", "X-Men"): numbers only where a title puts one. */
const SHORT_ROMAN: ReadonlyMap<string, string> = new Map([['i', '1'], ['v', '5'], ['x', '10']]);

/** Articles that may stand between a name and its ordinal ("Richard the Third", "Louis le Quatorzième"). */
const ORDINAL_ARTICLES = new Set(['the', 'le', 'la']);

/**
 * Standard abbreviations, read as the word they stand for (either may be typed): "Mr. Bean" is
 * "Mister Bean", "Dr. No" is "Doctor No", "St-Tropez" is "Saint-Tropez".
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['mr', 'mister'], ['mrs', 'missus'], ['dr', 'doctor'], ['jr', 'junior'], ['sr', 'senior'], ['st', 'saint'],
  ['ste', 'sainte'], ['mt', 'mount'], ['docteur', 'doctor'],
]);

/** British spellings, read as the American ones (the titles of a work differ by country, players by habit). */
const BRITISH_SPELLINGS: ReadonlyMap<string, string> = new Map(
  [
    ['colour', 'color'], ['favourite', 'favorite'], ['grey', 'gray'], ['theatre', 'theater'], ['centre', 'center'],
    ['honour', 'honor'], ['labour', 'labor'], ['neighbour', 'neighbor'], ['harbour', 'harbor'], ['humour', 'humor'],
    ['armour', 'armor'], ['rumour', 'rumor'], ['flavour', 'flavor'], ['behaviour', 'behavior'], ['valour', 'valor'],
    ['saviour', 'savior'], ['vapour', 'vapor'], ['defence', 'defense'], ['offence', 'offense'], ['licence', 'license'],
    ['traveller', 'traveler'], ['programme', 'program'], ['catalogue', 'catalog'], ['metre', 'meter'], ['fibre', 'fiber'],
    ['calibre', 'caliber'], ['jewellery', 'jewelry'], ['pyjamas', 'pajamas'], ['aluminium', 'aluminum'],
    ['moustache', 'mustache'], ['plough', 'plow'], ['tyre', 'tire'], ['cheque', 'check'], ['sceptre', 'scepter'],
    ['spectre', 'specter'], ['sombre', 'somber'], ['lustre', 'luster'], ['marvellous', 'marvelous'], ['colours', 'colors'],
    ['theatres', 'theaters'], ['neighbours', 'neighbors'], ['travellers', 'travelers'], ['centres', 'centers'],
    ['harbours', 'harbors'], ['rumours', 'rumors'], ['spectres', 'specters'], ['tyres', 'tires'], ['favourites', 'favorites'],
  ],
);

/** Letters that NFKD does not decompose. */
const LIGATURES: Readonly<Record<string, string>> = {
  'œ': 'oe', 'æ': 'ae', 'ß': 'ss', 'ø': 'o', 'đ': 'd', 'ł': 'l', 'ı': 'i', 'þ': 'th', 'ð': 'd',
};

const DIGITS = /^\p{N}+$/u;
const THREE_DIGITS = /^[0-9]{3}$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const APOSTROPHE = /['’‘`´ʼ]/;
const APOSTROPHES = /['’‘`´ʼ]/g;
const ELISION = /(^|[^\p{L}\p{N}])(qu|jusqu|lorsqu|puisqu|[ldjmnstc])['’‘`´ʼ]/gu;
const ACRONYM = /(?<![\p{L}\p{N}])(?:\p{L}\.)+\p{L}\.?(?![\p{L}\p{N}])/gu;
const ASCII_DIGIT = /[0-9]/;
const ANY_DIGIT = /\p{N}/u;
const ASCII_LETTER_DIGIT = /(?<=[a-z])(?=[0-9])|(?<=[0-9])(?=[a-z])/g;
const LETTER_DIGIT = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu;
const ASCII_SEPARATORS = /[^a-z0-9]+/;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** One word of a text: as written (lower case, accents kept) and folded to plain letters and digits. */
export interface Token {
  written: string;
  folded: string;
}

/** Comparable words of a text, their concatenation (spacing ignored) and what the rules need. */
export interface Words {
  words: readonly string[];
  /** The words glued together: what exact matching compares. */
  key: string;
  /** The number words, in order, joined by commas: numbers must match exactly. */
  numbers: string;
  /** Letters in the key (digits aside): the typo budget of the whole text. */
  letters: number;
}

/** A text ready to compare: canonical words, plus the literal words when number words were read as digits. */
export interface Form extends Words {
  /** Same words with the number words still spelled out, so that a typo in "eleven" can be forgiven. */
  literal?: Words;
  /** Words that name something (not articles, fillers, labels or numbers). */
  significant: number;
}

export function isNumber(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || (code > 57 && code < 128)) return false;
    if (code >= 128) return DIGITS.test(word);
  }
  return true;
}

export function isSignificant(word: string): boolean {
  return word.length >= 2 && !isNumber(word) && !ARTICLES.has(word) && !FILLERS.has(word)
    && !CONNECTORS.has(word) && !NUMBER_LABELS.has(word);
}

/** Words that may open a part of a title without naming anything: "the", "and", "of", "à la" … */
export function isLeadingFiller(word: string): boolean {
  return ARTICLES.has(word) || FILLERS.has(word) || CONNECTORS.has(word);
}

export function fold(text: string): string {
  return text
    .replace(/[œæßøđłıþð]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/**
 * Splits a text into words. Apostrophes glue ("Schindler's" → schindlers) except after a French
 * elided word (l', d', qu' …), dots glue acronyms (E.T. → et), any other punctuation separates,
 * and so does a change between letters and digits (Alien³ → alien 3).
 */
export function tokenize(text: string): Token[] {
  let lower = text.toLowerCase();
  // Most texts are plain ASCII: the same steps with cheaper patterns, and nothing to fold.
  const ascii = PRINTABLE_ASCII.test(lower);
  if (!ascii) lower = lower.normalize('NFC');
  if (lower.includes('&')) lower = lower.replace(/&/g, ' and ');
  if (APOSTROPHE.test(lower)) lower = lower.replace(ELISION, '$1$2 ').replace(APOSTROPHES, '');
  if (lower.includes('.')) lower = lower.replace(ACRONYM, (acronym) => acronym.replace(/\./g, ''));
  if (ascii ? ASCII_DIGIT.test(lower) : ANY_DIGIT.test(lower)) {
    lower = lower.replace(ascii ? ASCII_LETTER_DIGIT : LETTER_DIGIT, ' ');
  }
  const tokens: Token[] = [];
  for (const written of lower.split(ascii ? ASCII_SEPARATORS : SEPARATORS)) {
    if (written === '') continue;
    if (ascii || PRINTABLE_ASCII.test(written)) {
      tokens.push({ written, folded: written });
      continue;
    }
    // Folding may itself produce separators (½ → 1⁄2): split again.
    for (const folded of fold(written).split(SEPARATORS)) {
      if (folded !== '') tokens.push({ written, folded });
    }
  }
  return tokens;
}

/**
 * How a leading article is recognised: on the written word for titles (so "Là-haut" and "À bout de
 * souffle" keep their adverb and preposition), on the folded word for what a player types (who may
 * skip accents; the unstripped form is kept beside it, see `typedForms`).
 */
export type ArticleMode = 'written' | 'folded';

/** Drops a leading article when something follows it. */
export function stripLeadingArticle(tokens: readonly Token[], mode: ArticleMode): readonly Token[] {
  const first = tokens[0];
  if (tokens.length < 2 || first === undefined) return tokens;
  const word = mode === 'written' ? first.written : first.folded;
  return ARTICLES.has(word) ? tokens.slice(1) : tokens;
}

/** The canonical form of words already split (and whose leading article was dealt with). */
export function formOf(tokens: readonly Token[]): Form | null {
  // Ordinals: "2e", "3rd" are the number; an article between a name and its ordinal goes
  // ("Richard the Third", "Henry the 8th", "Louis le Quatorzième").
  const plain: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.folded;
    const next = tokens[i + 1]?.folded;
    if (i > 0 && ORDINAL_ARTICLES.has(word) && next !== undefined && isOrdinalAt(tokens, i + 1)) continue;
    if (isNumber(word)) {
      // Thousands written in groups ("1.200.000", "20 000", "50,000"): one number.
      let digits = word;
      while (word.length <= 3 && THREE_DIGITS.test(tokens[i + 1]?.folded ?? '')) digits += tokens[++i]!.folded;
      plain.push(digits);
      const after = tokens[i + 1]?.folded;
      // "2e", "3rd", "1er", and a decade's "s" ("1950s", "the 80's").
      if (after !== undefined && (ORDINAL_SUFFIXES.has(after) || after === 's')) i++;
      continue;
    }
    plain.push(word);
  }
  // "and"/"et" between two words.
  const joined = plain.filter((word, i) => !(CONNECTORS.has(word) && i > 0 && i < plain.length - 1));
  if (joined.length === 0) return null;

  const canonical: string[] = [];
  const literal: string[] = [];
  let spelled = false;
  const parts = readSpelledNumbers(joined);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (typeof part !== 'string') {
      canonical.push(part.digits);
      literal.push(...part.words);
      spelled = true;
      continue;
    }
    const word = part;
    const before = parts[i - 1];
    let numeral = ROMAN.get(word);
    if (numeral === undefined && SHORT_ROMAN.has(word)) {
      // "Rocky I", "Rocky V", "Final Fantasy X" or "Episode I" — never a first word.
      const isLast = i === parts.length - 1 && parts.length > 1;
      if (isLast || (typeof before === 'string' && NUMBER_LABELS.has(before))) numeral = SHORT_ROMAN.get(word);
    }
    numeral ??= longRomanValue(word)?.toString();
    if (numeral !== undefined) {
      canonical.push(numeral);
      literal.push(numeral);
      continue;
    }
    const usual = ABBREVIATIONS.get(word) ?? BRITISH_SPELLINGS.get(word) ?? word;
    canonical.push(isNumber(usual) ? withoutLeadingZeros(usual) : usual);
    literal.push(isNumber(usual) ? withoutLeadingZeros(usual) : usual);
  }
  const form = formOfWords(dropNumberLabels(canonical));
  if (spelled) form.literal = wordsOf(dropNumberLabels(literal));
  return form;
}

/** An ordinal at `i`: a spelled one ("third", "huitième"), a roman or a digit with its ending ("III", "8th"). */
function isOrdinalAt(tokens: readonly Token[], i: number): boolean {
  const word = tokens[i]?.folded;
  if (word === undefined) return false;
  if (isOrdinalWord(word) || ROMAN.has(word)) return true;
  if (SHORT_ROMAN.has(word)) return i === tokens.length - 1;
  const next = tokens[i + 1]?.folded;
  return isNumber(word) && next !== undefined && ORDINAL_SUFFIXES.has(next);
}

/** A form from words that are already canonical (a part of another form). */
export function formOfWords(words: readonly string[]): Form {
  return { ...wordsOf(words), significant: words.filter(isSignificant).length };
}

/** "007" → "7": a number is its value. */
function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=.)/u, '');
}

/** "part 2" → "2", "episode 4" → "4": the label adds nothing once the number is there. */
function dropNumberLabels(words: readonly string[]): string[] {
  const kept = words.filter((word, i) => !(NUMBER_LABELS.has(word) && isNumber(words[i + 1] ?? '')));
  return kept.length > 0 ? kept : [...words];
}

export function wordsOf(words: readonly string[]): Words {
  const key = words.join('');
  let letters = 0;
  const numbers: string[] = [];
  for (const word of words) {
    if (isNumber(word)) numbers.push(word);
    else letters += word.length;
  }
  return { words, key, numbers: numbers.join(','), letters };
}

/** Canonical form of a whole text, its leading article dropped. */
export function canonicalForm(text: string, mode: ArticleMode): Form | null {
  return formOf(stripLeadingArticle(tokenize(text), mode));
}

/** Longest text read; the API refuses anything longer already (SPEC: MAX_ANSWER_LENGTH). */
export const MAX_MATCHED_LENGTH = MAX_ANSWER_LENGTH;

/**
 * A stable normalised form of a typed answer, to count the rejected guesses of a reference: two texts
 * get the same form exactly when the matcher cannot tell them apart (case, accents, ligatures,
 * punctuation, spacing, a leading article, "&"/"and"/"et", numerals). At most MAX_MATCHED_LENGTH
 * characters read and returned, so a long input gives a bounded key. Idempotent on ordinary texts.
 */
export function normalizeAnswer(text: string): string {
  const key = canonicalForm(text.slice(0, MAX_MATCHED_LENGTH), 'folded')?.key ?? '';
  // Folding may lengthen a text (ﷺ is 18 letters): the form stays a bounded key all the same.
  return key.slice(0, MAX_MATCHED_LENGTH);
}
