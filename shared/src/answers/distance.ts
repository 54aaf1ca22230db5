/**
 * Optimal string alignment distance (restricted Damerau–Levenshtein): insertions, deletions,
 * substitutions and a swap of two adjacent letters each cost one edit, and no substring is edited twice.
 *
 * Written here rather than taken from npm: the packages that count a swap as one edit were either
 * unmaintained (`damerau-levenshtein`, last release 2022, allocates an n×n matrix per call and answers
 * the first string's length instead of the distance once the diagonal passes 4) or a whole
 * string-similarity suite (`cmpstr`: a class per call, a global cache and profiler, ~6 µs per call,
 * and self-registering modules that would ride into the web bundle through `@quiz/shared`).
 * Two ways: Hyyrö's bit-vector algorithm (one pass over the text per 32 characters of the shorter
 * string) for whole distances, and a matrix restricted to the diagonal band for small budgets (the
 * typo checks, at most 2). The test checks both against the textbook full-matrix recurrence.
 */

// Reused rows (three of distances, one of codes): the function stays pure (nothing a call leaves
// there is read by the next one), without allocating per call.
let rows: [Int32Array, Int32Array, Int32Array, Int32Array] = [
  new Int32Array(64), new Int32Array(64), new Int32Array(64), new Int32Array(64),
];

/**
 * The OSA distance between `a` and `b`, or `max + 1` as soon as it is known to exceed `max`
 * (so a caller that only needs "within the budget?" pays for little more than the budget).
 */
export function osaDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  let start = 0;
  let endA = a.length;
  let endB = b.length;
  if (Math.abs(endA - endB) > max) return max + 1;
  // A common prefix or suffix never takes part in an optimal alignment's edits.
  while (start < endA && start < endB && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  if (n === 0) return m <= max ? m : max + 1;
  if (m === 0) return n <= max ? n : max + 1;
  if (max >= 3 || (n > 32 && m > 32)) {
    const distance = n <= m ? bitParallel(a, start, n, b, m) : bitParallel(b, start, m, a, n);
    return distance <= max ? distance : max + 1;
  }

  if (rows[0].length < m + 1) {
    const size = 2 * (m + 1);
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  // Locals, not module variables, in the hot loop.
  let [twoBack, previous, current] = rows;
  const codes = rows[3];
  for (let j = 0; j < m; j++) codes[j] = b.charCodeAt(start + j);
  for (let j = 0; j <= m; j++) previous[j] = j;
  // With a finite budget only the diagonal band |i − j| ≤ max can stay within it; cells beside the
  // band read as "over budget".
  const band = max < n || max < m ? max : n > m ? n : m;
  const over = band + 1;

  let caBefore = -1;
  for (let i = 1; i <= n; i++) {
    const ca = a.charCodeAt(start + i - 1);
    const from = i - band > 1 ? i - band : 1;
    const to = i + band < m ? i + band : m;
    current[0] = i;
    if (from > 1) current[from - 1] = over;
    let rowMin = from === 1 ? i : over;
    let left = current[from - 1]!;
    let diagonal = previous[from - 1]!;
    for (let j = from; j <= to; j++) {
      const cb = codes[j - 1]!;
      const up = previous[j]!;
      let value = ca === cb ? diagonal : diagonal + 1;
      if (up + 1 < value) value = up + 1;
      if (left + 1 < value) value = left + 1;
      if (ca !== cb && j > 1 && ca === codes[j - 2] && caBefore === cb) {
        const swap = twoBack[j - 2]! + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
      left = value;
      diagonal = up;
    }
    if (to < m) current[to + 1] = over;
    // Row minima never decrease, so once a whole row is over the budget the answer is too.
    if (rowMin > max) return max + 1;
    const recycled = twoBack;
    twoBack = previous;
    previous = current;
    current = recycled;
    caBefore = ca;
  }
  const distance = previous[m]!;
  return distance <= max ? distance : max + 1;
}

// Positions of each character in the pattern, as bits (ASCII in an array, the rest in a map).
const asciiMasks = new Int32Array(128);
const otherMasks = new Map<number, number>();

/**
 * Hyyrö's bit-vector algorithm for the OSA distance (2003), for a pattern of at most 32 characters:
 * one pass over the text, each step a handful of 32-bit operations.
 */
function bitParallel(pattern: string, from: number, length: number, text: string, textLength: number): number {
  return length <= 32
    ? bitParallelWord(pattern, from, length, text, textLength)
    : bitParallelBlocks(pattern, from, length, text, textLength);
}

function bitParallelWord(pattern: string, from: number, length: number, text: string, textLength: number): number {
  for (let i = 0; i < length; i++) {
    const code = pattern.charCodeAt(from + i);
    if (code < 128) asciiMasks[code]! |= 1 << i;
    else otherMasks.set(code, (otherMasks.get(code) ?? 0) | (1 << i));
  }
  const others = otherMasks.size > 0;
  const last = 1 << (length - 1);
  let vp = length === 32 ? -1 : (1 << length) - 1;
  let vn = 0;
  let d0 = 0;
  let previousMask = 0;
  let distance = length;
  for (let j = 0; j < textLength; j++) {
    const code = text.charCodeAt(from + j);
    const mask = code < 128 ? asciiMasks[code]! : others ? (otherMasks.get(code) ?? 0) : 0;
    const transposed = (((~d0 & mask) << 1) & previousMask);
    d0 = ((((mask & vp) + vp) ^ vp) | mask | vn | transposed);
    let hp = vn | ~(d0 | vp);
    let hn = d0 & vp;
    if (hp & last) distance++;
    if (hn & last) distance--;
    hp = (hp << 1) | 1;
    hn = hn << 1;
    vp = hn | ~(d0 | hp);
    vn = hp & d0;
    previousMask = mask;
  }
  for (let i = 0; i < length; i++) {
    const code = pattern.charCodeAt(from + i);
    if (code < 128) asciiMasks[code] = 0;
  }
  if (others) otherMasks.clear();
  return distance;
}

/**
 * The same over blocks of 32 pattern characters, carrying the horizontal deltas and the transposition
 * bit from one block to the next.
 */
function bitParallelBlocks(pattern: string, from: number, length: number, text: string, textLength: number): number {
  const blocks = Math.ceil(length / 32);
  const masks = new Map<number, Int32Array>();
  for (let i = 0; i < length; i++) {
    const code = pattern.charCodeAt(from + i);
    let mask = masks.get(code);
    if (mask === undefined) {
      mask = new Int32Array(blocks);
      masks.set(code, mask);
    }
    mask[i >>> 5]! |= 1 << (i & 31);
  }
  const none = new Int32Array(blocks);
  // Index 0 is a block before the first one, always empty.
  let oldVp = new Int32Array(blocks + 1).fill(-1);
  let oldVn = new Int32Array(blocks + 1);
  let oldD0 = new Int32Array(blocks + 1);
  let oldPm = new Int32Array(blocks + 1);
  let newVp = new Int32Array(blocks + 1);
  let newVn = new Int32Array(blocks + 1);
  let newD0 = new Int32Array(blocks + 1);
  let newPm = new Int32Array(blocks + 1);
  const last = 1 << ((length - 1) & 31);
  let distance = length;
  for (let j = 0; j < textLength; j++) {
    const mask = masks.get(text.charCodeAt(from + j)) ?? none;
    let hpCarry = 1;
    let hnCarry = 0;
    for (let w = 0; w < blocks; w++) {
      const vn = oldVn[w + 1]!;
      const vp = oldVp[w + 1]!;
      const d0Old = oldD0[w + 1]!;
      const pm = mask[w]!;
      const transposed = (((~d0Old & pm) << 1) | ((~oldD0[w]! & newPm[w]!) >>> 31)) & oldPm[w + 1]!;
      const x = pm | hnCarry;
      const d0 = (((x & vp) + vp) ^ vp) | x | vn | transposed;
      let hp = vn | ~(d0 | vp);
      let hn = d0 & vp;
      if (w === blocks - 1) {
        if (hp & last) distance++;
        if (hn & last) distance--;
      }
      const hpIn = hpCarry;
      hpCarry = hp >>> 31;
      hp = (hp << 1) | hpIn;
      const hnIn = hnCarry;
      hnCarry = hn >>> 31;
      hn = (hn << 1) | hnIn;
      newVp[w + 1] = hn | ~(d0 | hp);
      newVn[w + 1] = hp & d0;
      newD0[w + 1] = d0;
      newPm[w + 1] = pm;
    }
    [oldVp, newVp] = [newVp, oldVp];
    [oldVn, newVn] = [newVn, oldVn];
    [oldD0, newD0] = [newD0, oldD0];
    [oldPm, newPm] = [newPm, oldPm];
  }
  return distance;
}

const letterCounts = new Int32Array(64);

/**
 * A lower bound of the distance from letter counts alone (each letter in one text and not the other
 * needs an edit), in one pass: skips most distance computations that cannot beat the best so far.
 */
function countBound(a: string, b: string): number {
  letterCounts.fill(0);
  for (let i = 0; i < a.length; i++) letterCounts[a.charCodeAt(i) & 63]!++;
  for (let i = 0; i < b.length; i++) letterCounts[b.charCodeAt(i) & 63]!--;
  let extra = 0;
  let missing = 0;
  for (let i = 0; i < 64; i++) {
    const count = letterCounts[i]!;
    if (count > 0) extra += count;
    else missing -= count;
  }
  return Math.max(extra, missing);
}

/**
 * Typos forgiven in a word (or a whole answer) of this many letters (README "Typo budget"): none up
 * to 4, one from 5, two from 9.
 */
export function typoBudget(letters: number): number {
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/** Runs of a letter as one ("aladdin" → "aladin"). */
function squeezed(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) if (word[i] !== word[i - 1]) out += word[i];
  return out;
}

/**
 * Endings spelled the French way for the English ones (and back): one slip, not two or three
 * ("Jurassique" for "Jurassic", "Prédateur" for "Predator", "Symphonie" for "Symphony").
 */
const ENDINGS: readonly (readonly [string, string])[] = [
  ['iques', 'ics'], ['ique', 'ic'], ['isme', 'ism'], ['iste', 'ist'], ['eurs', 'ors'], ['eur', 'or'], ['aire', 'ary'],
  ['oire', 'ory'], ['ie', 'y'],
];
/** Plural endings, regular or not: one slip ("Pennies" for "Penny", "Churches", "Les Animaux" for "Animal"). */
const PLURALS: readonly (readonly [string, string])[] = [['ies', 'y'], ['aux', 'al'], ['es', '']];
/** Letters before a swapped ending: so that a short word is never read as an ending. */
const ENDING_STEM = 3;

/**
 * Slips between a typed word and a title's word, up to `budget` (`budget + 1` past it): the OSA
 * distance, except that three common slips count as one edit each, whatever their letters —
 * a letter doubled, undoubled or its doubling moved ("Alladin" for "Aladdin", "Apolo" for "Apollo"),
 * an ending spelled the other language's way ("Jurassique" for "Jurassic"), and a plural ending,
 * regular or not ("Pennies" for "Penny").
 */
export function slips(typed: string, word: string, budget: number): number {
  if (budget === 0) return osaDistance(typed, word, 0);
  // A slip saves at most two plain edits ("ique" for "ic" is three): farther than that, nothing to save.
  const plain = osaDistance(typed, word, budget + 2);
  if (plain <= 1 || plain > budget + 2) return plain <= budget ? plain : budget + 1;
  let best = plain;
  const typedSqueezed = squeezed(typed);
  const wordSqueezed = squeezed(word);
  if (typedSqueezed !== typed || wordSqueezed !== word) {
    const rest = osaDistance(typedSqueezed, wordSqueezed, budget - 1);
    if (rest + 1 < best) best = rest + 1;
  }
  for (const [one, other] of [...ENDINGS, ...PLURALS]) {
    for (const [from, to] of [[one, other], [other, one]] as const) {
      if (typed.length - from.length < ENDING_STEM || !typed.endsWith(from) || !word.endsWith(to)) continue;
      const rest = osaDistance(typed.slice(0, -from.length), word.slice(0, -to.length), budget - 1);
      if (rest + 1 < best) best = rest + 1;
    }
  }
  return best <= budget ? best : budget + 1;
}

/** 1 for equal strings, 0 for strings with nothing in common: 1 − distance / longer length. */
export function similarity(a: string, b: string, atLeast = 0): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  // The length difference alone bounds the similarity from above: skip what cannot beat `atLeast`.
  if (Math.min(a.length, b.length) / longer <= atLeast) return 0;
  const max = Math.floor((1 - atLeast) * longer);
  if (countBound(a, b) > max) return 0;
  const distance = osaDistance(a, b, max);
  return distance > max ? 0 : 1 - distance / longer;
}
