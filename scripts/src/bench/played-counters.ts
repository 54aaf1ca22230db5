/**
 * The site's and each game's played counts as a visitor reads them (GET /api/catalogue), for the
 * load benchmark's exactness check. Where the counts are kept may change (an aggregation off the
 * score path applies them a moment later): this reads what players see, and waits for it to settle.
 */
import { performance } from 'node:perf_hooks';
import type { Catalogue } from '@quiz/shared';

export interface PlayedCounts { site: number; games: Map<number, number> }

export async function siteAndGameCounts(url: string): Promise<PlayedCounts> {
  const res = await fetch(`${url}/api/catalogue?l=en`);
  if (!res.ok) throw new Error(`the catalogue answered ${res.status}`);
  const catalogue = (await res.json()) as Catalogue;
  return {
    site: catalogue.siteStats.playedCount,
    // Keyed by the game's id.
    games: new Map(Object.entries(catalogue.games).map(([id, g]) => [Number(id), g.playedCount])),
  };
}

/** How long the counts may take to catch up with the scores stored (an asynchronous aggregation). */
const SETTLE_MS = 15_000;

/**
 * Reads the counts until they moved from `before` by exactly `expected` (the scores the server said
 * it stored, per game; plus, for each of `unsure`'s scores, posted but never acknowledged, 0 or 1),
 * or until SETTLE_MS passed; says which moved wrong.
 */
export async function settledCounts(
  url: string,
  before: PlayedCounts,
  expected: { site: number; games: Map<number, number>; unsure?: Map<number, number> },
) {
  const started = performance.now();
  const unsure = expected.unsure ?? new Map<number, number>();
  const fits = (moved: number, stored: number, maybe: number) => moved >= stored && moved <= stored + maybe;
  for (;;) {
    const now = await siteAndGameCounts(url);
    const site = now.site - before.site;
    const movedOf = (id: number) => (now.games.get(id) ?? 0) - (before.games.get(id) ?? 0);
    const wrongGames = [...new Set([...now.games.keys(), ...expected.games.keys()])]
      .filter((id) => !fits(movedOf(id), expected.games.get(id) ?? 0, unsure.get(id) ?? 0))
      .map((id) => `game ${id}: moved ${movedOf(id)}, expected ${expected.games.get(id) ?? 0}${unsure.get(id) ? ` (+ up to ${unsure.get(id)})` : ''}`);
    const exact = fits(site, expected.site, [...unsure.values()].reduce((a, b) => a + b, 0)) && wrongGames.length === 0;
    if (exact || performance.now() - started > SETTLE_MS) return { site, exact, wrongGames, settledMs: performance.now() - started, counts: now };
    await new Promise((r) => setTimeout(r, 250));
  }
}
