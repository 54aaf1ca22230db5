import { describe, expect, it } from 'vitest';
import { matchAnswer } from '../../src/answers';
import type { Response } from '../../src/schemas/content';
import { type PeerSource, agrees, peerCases } from './peer-tables';

/**
 * Our verdicts on the public test tables of CynanBot, quiz-answer-validator and helga-jeopardy
 * (shared/src/answers/README.md "Other quiz matchers"): each case's verdict is asserted, and it must agree with the peer's
 * unless a written policy says why not. The agreement is printed, never asserted as a number.
 */

function responseOf(answer: { titles: string[]; aliases?: string[] }): Response {
  const aliases = answer.aliases ?? [];
  return { id: 'peer', theme: 'movie', titles: { en: answer.titles, fr: answer.titles }, aliases: { en: aliases, fr: aliases } };
}

describe('the three peers\' public tables: agree with each case, or a written policy says why not', () => {
  it.each(peerCases.map((c) => [c.typed, c.answer.titles[0], c.source, c.peer, c.ours, c] as const))(
    '%j for %j (%s says %s): ours is %s',
    (_typed, _title, _source, _peer, _ours, c) => {
      const verdict = matchAnswer(c.typed, responseOf(c.answer), 'en').verdict;
      expect(verdict).toBe(c.ours);
      expect(agrees(c.peer, verdict), c.policy ?? 'no policy written for a difference').toBe(c.policy === undefined);
    },
  );

  it('prints the agreement per peer and in all', () => {
    const tally = new Map<PeerSource | 'all', [agreed: number, cases: number]>();
    for (const c of peerCases) {
      const agreed = agrees(c.peer, matchAnswer(c.typed, responseOf(c.answer), 'en').verdict) ? 1 : 0;
      for (const key of [c.source, 'all'] as const) {
        const [a, n] = tally.get(key) ?? [0, 0];
        tally.set(key, [a + agreed, n + 1]);
      }
    }
    const lines = [...tally].map(([key, [a, n]]) => `${key}: ${a}/${n} (${((100 * a) / n).toFixed(1)} %)`);
    console.info(`Agreement with the peers' tables: ${lines.join(', ')}`);
    expect(tally.get('all')?.[1]).toBe(peerCases.length);
  });
});
