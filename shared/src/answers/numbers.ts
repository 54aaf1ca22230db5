/**
 * Spelled numbers, both languages, read as digits (README "Numerals"): "Ocean's Eleven" is
 * "Ocean's 11", "vingt et un" is 21, "quatre-vingt-dix" is 90, "Les Quatre Cents Coups" is "Les 400
 * Coups", "one hundred and one" is 101, "nineteen eighty-four" is 1984, "twenty-fifth" is 25.
 * Words are read after splitting (hyphens are spaces) and after "and"/"et" between two words went.
 */

/** What a number word may be followed by depends on its kind. */
type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';

interface NumberWord {
  value: number;
  kind: Kind;
  /** "third", "vingtième": the number ends there. */
  ordinal: boolean;
}

function kindOf(value: number): Kind {
  if (value < 10) return 'unit';
  if (value < 20) return 'teen';
  if (value < 100) return 'tens';
  return value === 100 ? 'hundred' : 'scale';
}

const CARDINALS: ReadonlyArray<readonly [string, number]> = [
  ['zero', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8],
  ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14], ['fifteen', 15],
  ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19], ['twenty', 20], ['thirty', 30], ['forty', 40],
  ['fifty', 50], ['sixty', 60], ['seventy', 70], ['eighty', 80], ['ninety', 90], ['hundred', 100], ['thousand', 1000],
  ['million', 1_000_000], ['millions', 1_000_000],
  ['un', 1], ['une', 1], ['deux', 2], ['trois', 3], ['quatre', 4], ['cinq', 5], ['sept', 7], ['huit', 8], ['neuf', 9],
  ['dix', 10], ['onze', 11], ['douze', 12], ['treize', 13], ['quatorze', 14], ['quinze', 15], ['seize', 16],
  ['vingt', 20], ['vingts', 20], ['trente', 30], ['quarante', 40], ['cinquante', 50], ['soixante', 60],
  ['septante', 70], ['huitante', 80], ['octante', 80], ['nonante', 90], ['cent', 100], ['cents', 100], ['mille', 1000],
];

const ORDINALS: ReadonlyArray<readonly [string, number]> = [
  ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['sixth', 6], ['seventh', 7], ['eighth', 8],
  ['ninth', 9], ['tenth', 10], ['eleventh', 11], ['twelfth', 12], ['thirteenth', 13], ['fourteenth', 14],
  ['fifteenth', 15], ['sixteenth', 16], ['seventeenth', 17], ['eighteenth', 18], ['nineteenth', 19], ['twentieth', 20],
  ['thirtieth', 30], ['fortieth', 40], ['fiftieth', 50], ['sixtieth', 60], ['seventieth', 70], ['eightieth', 80],
  ['ninetieth', 90], ['hundredth', 100], ['thousandth', 1000],
  ['premier', 1], ['premiere', 1], ['unieme', 1], ['deuxieme', 2], ['seconde', 2], ['second', 2], ['troisieme', 3],
  ['quatrieme', 4], ['cinquieme', 5], ['sixieme', 6], ['septieme', 7], ['huitieme', 8], ['neuvieme', 9],
  ['dixieme', 10], ['onzieme', 11], ['douzieme', 12], ['treizieme', 13], ['quatorzieme', 14], ['quinzieme', 15],
  ['seizieme', 16], ['vingtieme', 20], ['trentieme', 30], ['quarantieme', 40], ['cinquantieme', 50],
  ['soixantieme', 60], ['centieme', 100], ['millieme', 1000],
];

const WORDS = new Map<string, NumberWord>([
  ...CARDINALS.map(([word, value]) => [word, { value, kind: kindOf(value), ordinal: false }] as const),
  ...ORDINALS.map(([word, value]) => [word, { value, kind: kindOf(value), ordinal: true }] as const),
]);

/** Tens a unit may be glued to ("eightyfour", "twentyfifth"). */
const GLUED_TENS = CARDINALS.filter(([, value]) => value >= 20 && value < 100 && value % 10 === 0);

/** A number word, including a tens word glued to its unit ("eightyfour"). */
function numberWord(word: string): NumberWord | undefined {
  const known = WORDS.get(word);
  if (known !== undefined) return known;
  if (word.length < 7) return undefined;
  for (const [tens, value] of GLUED_TENS) {
    if (!word.startsWith(tens)) continue;
    const unit = WORDS.get(word.slice(tens.length));
    if (unit !== undefined && unit.kind === 'unit' && unit.value > 0) return { value: value + unit.value, kind: 'tens', ordinal: unit.ordinal };
  }
  return undefined;
}

/** "third", "huitième", "twentyfifth": an ordinal spelled out. */
export function isOrdinalWord(word: string): boolean {
  return numberWord(word)?.ordinal === true;
}

interface Run {
  value: number;
  /** Words read. */
  length: number;
  /** Only units, teens and tens (no hundred or scale): may pair as a year ("nineteen eighty"). */
  small: boolean;
  /** Begins with a teen or a tens word: may be a year's second half. */
  tensFirst: boolean;
  ordinal: boolean;
}

/** The longest number spelled from `start` ("quatre vingt dix sept" → 97), or null. */
function readRun(words: readonly string[], start: number): Run | null {
  if (start >= words.length) return null;
  const first = numberWord(words[start]!);
  if (first === undefined) return null;
  let total = 0;
  let current = 0;
  let last: Kind | null = null;
  let lastValue = 0;
  let i = start;
  let ordinal = false;
  let small = true;
  for (; i < words.length && !ordinal; i++) {
    const word = numberWord(words[i]!);
    if (word === undefined) break;
    const { value, kind } = word;
    let nextKind = kind;
    let nextValue = value;
    if (last === null) {
      if (kind === 'scale') total = value;
      else current = value;
    } else if (kind === 'tens' && value === 20 && last === 'unit' && lastValue === 4) {
      current += 76; // "quatre-vingt": the 4 was a factor
      nextValue = 80;
    } else if (kind === 'unit' && value > 0 && (last === 'tens' || last === 'hundred' || last === 'scale') && current % 10 === 0) {
      current += value;
    } else if (kind === 'unit' && last === 'teen' && lastValue === 10 && value >= 7) {
      current += value; // "dix-sept"
      nextKind = 'teen';
    } else if (kind === 'teen' && (last === 'hundred' || last === 'scale' || (last === 'tens' && (lastValue === 60 || lastValue === 80))) && current % 20 === 0) {
      current += value; // "cent douze", "soixante-dix", "quatre-vingt-treize"
    } else if (kind === 'tens' && (last === 'hundred' || last === 'scale') && current % 100 === 0) {
      current += value;
    } else if (kind === 'hundred' && last !== 'hundred' && current < 100) {
      current = (current === 0 ? 1 : current) * 100; // "deux cents", "nineteen hundred"
    } else if (kind === 'scale' && (last !== 'scale' || value > lastValue)) {
      total += (current === 0 ? 1 : current) * value;
      current = 0;
    } else {
      break;
    }
    if (kind === 'hundred' || kind === 'scale') small = false;
    last = nextKind;
    lastValue = nextValue;
    ordinal = word.ordinal;
  }
  return { value: total + current, length: i - start, small, tensFirst: first.kind === 'teen' || first.kind === 'tens', ordinal };
}

/** One word of the canonical form: a spelled number read as digits, with the words it was read from. */
export interface ReadNumber {
  digits: string;
  words: readonly string[];
}

/**
 * Spelled numbers of a list of words, read from the left: each entry is a number (its digits and the
 * words spelling it) or a word left as it is. Two spelled halves of a year pair up ("nineteen
 * eighty-four" is 1984, "twenty twenty" 2020) when both are 10–99 and the second starts with a teen
 * or a tens word.
 */
export function readSpelledNumbers(words: readonly string[]): (string | ReadNumber)[] {
  const out: (string | ReadNumber)[] = [];
  let i = 0;
  while (i < words.length) {
    const run = readRun(words, i);
    if (run === null) {
      out.push(words[i]!);
      i++;
      continue;
    }
    let { value, length } = run;
    if (run.small && !run.ordinal && value >= 10 && value < 100) {
      const next = readRun(words, i + length);
      if (next !== null && next.small && next.tensFirst && next.value >= 10 && next.value < 100) {
        value = value * 100 + next.value;
        length += next.length;
      }
    }
    out.push({ digits: String(value), words: words.slice(i, i + length) });
    i += length;
  }
  return out;
}

const ROMAN_VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
const ROMAN_LETTERS = /^[ivxlcdm]+$/;

/**
 * A roman numeral of four letters or more written the standard way ("mcmlxxxiv" → 1984), or
 * undefined: shorter ones are words too often ("mix", "dix", "cd", "dc") and have their own table.
 */
export function longRomanValue(word: string): number | undefined {
  if (word.length < 4 || !ROMAN_LETTERS.test(word)) return undefined;
  let value = 0;
  for (let i = 0; i < word.length; i++) {
    const here = ROMAN_VALUES[word[i]!]!;
    const next = ROMAN_VALUES[word[i + 1] ?? ''] ?? 0;
    value += here < next ? -here : here;
  }
  return value > 0 && value < 4000 && toRoman(value) === word ? value : undefined;
}

function toRoman(value: number): string {
  const table: [number, string][] = [
    [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'],
    [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
  ];
  let rest = value;
  let text = '';
  for (const [amount, letters] of table) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return text;
}
