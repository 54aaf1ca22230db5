/** The items in an order shuffled by a seeded generator: reproducible, so a failing order can be run again. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const all = [...items];
  let state = seed;
  for (let i = all.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}
