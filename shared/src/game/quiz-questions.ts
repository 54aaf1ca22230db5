/**
 * QUIZ mode asks one question at a time (docs/game.md "QUIZ: one question at a time"): the next
 * question is the next reference still open after the one asked, in the quiz's order, coming back
 * round to the skipped ones.
 */

/**
 * The next id in `order` after `fromId` (null: from the start) for which `isOpen` holds, coming
 * back round; `fromId` itself only when it is the last one open; null when none is.
 */
export function nextOpenQuestion(order: readonly string[], isOpen: (id: string) => boolean, fromId: string | null): string | null {
  const start = fromId === null ? -1 : order.indexOf(fromId);
  for (let step = 1; step <= order.length; step++) {
    const id = order[(start + step + order.length) % order.length]!;
    if (isOpen(id)) return id;
  }
  return null;
}
