import { describe, expect, it } from 'vitest';
import {
  AWS_LIMITS, awsLimits, CALL_COSTS, callRates, capacityPlan, DESIGN_MARGIN, designPlayers, functionMs, movesOf, perPlayer, reservedCallsOf, STAGING_PLAYERS,
  throttleLimits,
} from '../lib/capacity-model';
import { routeList } from '@quiz/shared';
import { stageConfig } from '../lib/stages';
import { PROD_SETTINGS, testApp } from './helpers';

/** docs/capacity.md: the stages' throttles and reservations are derived from the capacity model, not chosen. */
describe('the capacity model (docs/capacity.md)', () => {
  const prod = stageConfig(testApp({ stage: 'prod', ...PROD_SETTINGS }));
  const staging = stageConfig(testApp({ stage: 'staging' }));

  it('"The stages\' limits": prod\'s throttles and reserved concurrency are the plan at the design players', () => {
    const plan = capacityPlan(designPlayers(), { reserve: true });
    expect(prod.apiThrottle).toEqual(plan.apiThrottle);
    expect(prod.routeThrottle).toEqual(plan.routeThrottle);
    expect(prod.concurrency.players).toEqual(plan.reserved);
    expect(prod.concurrency.accountLimit).toBe(AWS_LIMITS.accountConcurrency);
  });

  it('"The stages\' limits": staging\'s throttles are the plan at its testers, and it reserves nothing', () => {
    const plan = capacityPlan(STAGING_PLAYERS, { reserve: false });
    expect(staging.apiThrottle).toEqual(plan.apiThrottle);
    expect(staging.routeThrottle).toEqual(plan.routeThrottle);
    expect(staging.concurrency.players).toEqual({});
  });

  it('"The first limit": prod is built for the first of AWS\'s limits less the margin', () => {
    const [first, ...others] = awsLimits();
    expect(designPlayers()).toBe(Math.floor(first!.players * DESIGN_MARGIN));
    for (const other of others) expect(other.players).toBeGreaterThanOrEqual(first!.players);
  });

  it('"The first limit": a crowd meets one of the stage\'s throttles (a 429) before any of AWS\'s limits', () => {
    const [firstThrottle] = throttleLimits(prod);
    expect(firstThrottle!.players).toBeGreaterThanOrEqual(designPlayers());
    expect(firstThrottle!.players).toBeLessThan(awsLimits()[0]!.players);
  });

  it('at the design players every route\'s rate fits its throttle, the stage\'s the sum', () => {
    const rates = callRates(designPlayers());
    expect(rates.startPlay).toBeLessThanOrEqual(prod.routeThrottle.startPlay.rateLimit);
    for (const move of ['guess', 'hint', 'reveal', 'finishPlay'] as const) {
      expect(routeList.find((route) => route.name === move)?.needs.throttle, move).toBe('moves');
      expect(rates[move], move).toBeLessThanOrEqual(prod.routeThrottle.moves.rateLimit);
    }
    expect(rates.postScores).toBeLessThanOrEqual(prod.routeThrottle.writes.rateLimit);
    expect(Object.values(rates).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(prod.apiThrottle.rateLimit);
  });

  it('at the stage\'s throttles AWS\'s own limits still hold (the 429s come first)', () => {
    expect(prod.apiThrottle.rateLimit).toBeLessThan(AWS_LIMITS.apiGatewayAccountRps);
    // The whole stage's rate, at the design players' mix, writes less than a new table takes.
    expect((prod.apiThrottle.rateLimit / perPlayer.rps) * perPlayer.wcu).toBeLessThanOrEqual(AWS_LIMITS.newTableWcu * 1.1);
  });

  it('each hot call\'s reservation covers its concurrency at the design players, with room', () => {
    const rates = callRates(designPlayers());
    for (const [name, reserved] of Object.entries(prod.concurrency.players)) {
      const cost = CALL_COSTS[name as keyof typeof CALL_COSTS];
      expect(reserved, name).toBeGreaterThanOrEqual((2 * rates[name as keyof typeof rates] * functionMs(cost)) / 1000);
    }
  });

  it('takes the hot calls and the moves from the routes\' records: a reservation without a measured cost is refused', () => {
    expect(Object.keys(prod.concurrency.players).sort()).toEqual(routeList.filter((route) => route.needs.reservedConcurrency).map((route) => route.name).sort());
    expect(reservedCallsOf([{ name: 'guess', needs: { reservedConcurrency: true } }])).toEqual(['guess']);
    expect(() => reservedCallsOf([{ name: 'listMenu', needs: { reservedConcurrency: true } }])).toThrow(/listMenu/);
    expect(movesOf([{ name: 'hint', needs: { throttle: 'moves' } }, { name: 'playRun', needs: { throttle: 'moves' } }, { name: 'init', needs: {} }])).toEqual(['hint']);
  });
});
