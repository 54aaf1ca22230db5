import { describe, expect, it } from 'vitest';
import { osaDistance, similarity, typoBudget } from '../../src/answers/distance';

/** The textbook optimal-string-alignment recurrence, full matrix, no shortcut: the reference. */
function referenceOsa(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}

/** A small deterministic generator (no clock, no Math.random): the same strings on every run. */
function* randomPairs(count: number, longest = 12, letters = 'abcde'): Generator<[string, string]> {
  let seed = 42;
  const next = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const word = (): string => {
    const length = Math.floor(next() * longest);
    let text = '';
    for (let i = 0; i < length; i++) text += letters[Math.floor(next() * letters.length)];
    return text;
  };
  for (let i = 0; i < count; i++) {
    const a = word();
    // Half the pairs are near each other: a few random edits of the same word.
    let b = next() < 0.5 ? word() : a;
    for (let edits = Math.floor(next() * 3); edits > 0; edits--) {
      const at = Math.floor(next() * (b.length + 1));
      const op = Math.floor(next() * 4);
      if (op === 0) b = b.slice(0, at) + 'x' + b.slice(at);
      else if (op === 1) b = b.slice(0, at) + b.slice(at + 1);
      else if (op === 2) b = b.slice(0, at) + 'y' + b.slice(at + 1);
      else b = b.slice(0, at) + b.slice(at + 1, at + 2) + b.slice(at, at + 1) + b.slice(at + 2);
    }
    yield [a, b];
  }
}

describe('optimal string alignment distance (a swap of two adjacent letters is one edit)', () => {
  it.each([
    ['', '', 0],
    ['alien', 'alien', 0],
    ['', 'jaws', 4],
    ['jaws', '', 4],
    ['alien', 'aliens', 1],
    ['alien', 'alein', 1],
    ['friends', 'freinds', 1],
    ['thriller', 'triller', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3], // 2 for unrestricted Damerau–Levenshtein: OSA edits no substring twice
    ['abcdef', 'badcfe', 3],
    ['pokemon', 'pokemno', 1],
    ['starwars', 'starwras', 1],
  ])('%j ↔ %j is %i', (a, b, distance) => {
    expect(osaDistance(a, b)).toBe(distance);
    expect(osaDistance(b, a)).toBe(distance);
  });

  it('agrees with the full-matrix recurrence on 3,000 deterministic pairs of short words', () => {
    for (const [a, b] of randomPairs(3000)) expect(osaDistance(a, b)).toBe(referenceOsa(a, b));
  });

  it('agrees with it on both sides of the 32-character bit-vector blocks, accented letters included', () => {
    for (const [a, b] of randomPairs(2000, 45, 'abcdeéœ3')) expect(osaDistance(a, b)).toBe(referenceOsa(a, b));
    for (const [a, b] of randomPairs(300, 140, 'abcdefgh')) expect(osaDistance(a, b)).toBe(referenceOsa(a, b));
  });

  it('stops at max + 1 once the distance exceeds max, and is exact within it', () => {
    for (const [a, b] of randomPairs(1000, 40)) {
      const exact = referenceOsa(a, b);
      for (const max of [0, 1, 2]) expect(osaDistance(a, b, max)).toBe(exact <= max ? exact : max + 1);
    }
  });

  it('handles long texts without blowing up', () => {
    expect(osaDistance('a'.repeat(5000), 'b'.repeat(5000), 2)).toBe(3);
    expect(osaDistance('ab'.repeat(300), 'ba'.repeat(300))).toBe(referenceOsa('ab'.repeat(300), 'ba'.repeat(300)));
  });
});

describe('typo budget by letters (none up to 4, one from 5, two from 9)', () => {
  it.each([[0, 0], [3, 0], [4, 0], [5, 1], [8, 1], [9, 2], [40, 2]])('%i letters allow %i typos', (letters, budget) => {
    expect(typoBudget(letters)).toBe(budget);
  });
});

describe('similarity (1 − distance / longer length)', () => {
  it.each([
    ['alien', 'alien', 1],
    ['alien', 'aliens', 5 / 6],
    ['abc', 'xyz', 0],
    ['jaws', 'jams', 0.75],
    ['', '', 1],
  ])('%j ~ %j = %d', (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 10);
  });
});
