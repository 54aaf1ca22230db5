import type { ReferenceState } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import { nextOpen } from './session';

const state = (refId: string, status: ReferenceState['status']): ReferenceState => ({
  refId, status, title: null, zone: null, hints: [], hintsLeft: 2, errorsFree: 0, errorsQuiz: 0,
});

describe('nextOpen (QUIZ mode’s Next)', () => {
  const order = ['r1', 'r2', 'r3', 'r4'];
  const states = new Map([
    ['r1', state('r1', 'found')],
    ['r2', state('r2', 'open')],
    ['r3', state('r3', 'locked')],
    ['r4', state('r4', 'open')],
  ]);

  it.each([
    ['the first open one to start', null, 'r2'],
    ['the next open one after the current', 'r2', 'r4'],
    ['back round to the start after the last', 'r4', 'r2'],
    ['past settled ones', 'r3', 'r4'],
  ] as const)('%s', (_, from, expected) => {
    expect(nextOpen(order, states, from)).toBe(expected);
  });

  it('stays on the only open one, and is null when none is left', () => {
    const one = new Map([...states, ['r4', state('r4', 'revealed')]]);
    expect(nextOpen(order, one, 'r2')).toBe('r2');
    const none = new Map([...one, ['r2', state('r2', 'found')]]);
    expect(nextOpen(order, none, 'r2')).toBeNull();
  });
});
