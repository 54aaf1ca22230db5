import { describe, expect, it } from 'vitest';
import { nextOpenQuestion } from '../src/game/quiz-questions';

describe('nextOpenQuestion (docs/game.md "QUIZ: one question at a time": "Next" and the question after an answer)', () => {
  const order = ['r1', 'r2', 'r3', 'r4'];
  const openOf = (open: string[]) => (id: string) => open.includes(id);
  const open = openOf(['r2', 'r4']);

  it.each([
    ['the first open one to start', null, 'r2'],
    ['the next open one after the current', 'r2', 'r4'],
    ['back round to the start after the last', 'r4', 'r2'],
    ['past settled ones', 'r3', 'r4'],
  ] as const)('%s', (_, from, expected) => {
    expect(nextOpenQuestion(order, open, from)).toBe(expected);
  });

  it('stays on the only open one, and is null when none is left', () => {
    expect(nextOpenQuestion(order, openOf(['r2']), 'r2')).toBe('r2');
    expect(nextOpenQuestion(order, openOf([]), 'r2')).toBeNull();
  });
});
