/**
 * The capacity model (docs/capacity.md): what one play costs, as measured on the local runtime by
 * `npx tsx scripts/src/bench/players.ts --profile`, what AWS allows, and from both the stage's
 * throttles and reserved concurrency (stages.ts takes them from `capacityPlan`: one source). A new
 * measure changes the figures here, and the stages follow. Which calls are throttled together and which
 * reserve concurrency is said by each call's record (shared/src/route-needs.ts `throttle`, `reservedConcurrency`).
 */
import { routeList, type RouteDef } from '@quiz/shared';

/** The players' calls of a play, by route name (shared/src/routes.ts). */
export type PlayerCall = 'catalogue' | 'init' | 'startPlay' | 'guess' | 'hint' | 'reveal' | 'finishPlay' | 'postScores';

export interface CallCost {
  /** How many times one play makes the call (the benchmark's player: docs/capacity.md "A play"). */
  readonly perPlay: number;
  /** DynamoDB calls the function makes (players.ts --profile), and the capacity units they consume. */
  readonly dbCalls: number;
  readonly rcu: number;
  readonly wcu: number;
}

/**
 * Per call, measured (docs/capacity.md "Per call"). A play: the landing's catalogue (cached by
 * CloudFront: it reaches the API once per cache period, not per play), a start, 11.5 questions of
 * which 55 % found at once, 20 % missed once then found, 15 % hinted then found, 10 % revealed;
 * the finish, the score posted, the init.
 */
export const CALL_COSTS: Readonly<Record<PlayerCall, CallCost>> = {
  catalogue: { perPlay: 0, dbCalls: 2, rcu: 1.5, wcu: 0 },
  init: { perPlay: 1, dbCalls: 1, rcu: 1.3, wcu: 0 },
  startPlay: { perPlay: 1, dbCalls: 5.5, rcu: 1, wcu: 5.5 },
  // 12.65 guesses, each 2 GetItem and 1.15 UpdateItem (2 RCU, 2.15 WCU): the play's save, a rate lease every 10
  // guesses (1.5 keys). A miss's count (2.3 a play) is one more WCU, written by the stream's aggregation off the
  // request path (at most one per miss; fewer when a batch holds the same text twice): in the WCU, not the calls.
  guess: { perPlay: 12.65, dbCalls: 3.15, rcu: 2, wcu: 2.33 },
  hint: { perPlay: 1.7, dbCalls: 3, rcu: 2, wcu: 2 },
  reveal: { perPlay: 1.15, dbCalls: 4, rcu: 2, wcu: 3 },
  finishPlay: { perPlay: 1, dbCalls: 3, rcu: 2, wcu: 2 },
  postScores: { perPlay: 1, dbCalls: 3.5, rcu: 2, wcu: 11 },
};

/**
 * How long a player takes for one play, the landing to the score (a 3-minute clock that most
 * players do not use up, and the reading in between): an assumption until the product's own
 * figures (plays started per active player) replace it.
 */
export const PLAY_CYCLE_SECONDS = 120;

/**
 * A warm function's time in AWS: its DynamoDB round trips (single-digit milliseconds each in the
 * region) plus the handler's own work. The local runtime's figures are not AWS's: DynamoDB Local
 * answers in tens of milliseconds on a busy laptop.
 */
export const DB_ROUND_TRIP_MS = 8;
export const HANDLER_MS = 10;
export const functionMs = (call: CallCost) => HANDLER_MS + DB_ROUND_TRIP_MS * call.dbCalls;

/** AWS's default quotas in a region (docs/capacity.md "What AWS allows"). */
export const AWS_LIMITS = {
  /** Lambda concurrent executions of the account; 100 always stay unreserved. */
  accountConcurrency: 1000,
  unreservedMinimum: 100,
  /** API Gateway (HTTP APIs) requests per second of the account in the region. */
  apiGatewayAccountRps: 10_000,
  /** A new on-demand DynamoDB table, before it has ever scaled: writes and reads per second. */
  newTableWcu: 4000,
  newTableRcu: 12_000,
  /** One partition (one item's key takes at most this many writes a second). */
  partitionWcu: 1000,
} as const;

const calls = Object.entries(CALL_COSTS) as [PlayerCall, CallCost][];

/** Requests per second of each call when `players` play at once. */
export function callRates(players: number): Record<PlayerCall, number> {
  return Object.fromEntries(calls.map(([name, c]) => [name, (players * c.perPlay) / PLAY_CYCLE_SECONDS])) as Record<PlayerCall, number>;
}

/** Per player and per second: API requests, WCU, RCU and Lambda concurrency (Little's law: rate × duration). */
export const perPlayer = {
  rps: calls.reduce((n, [, c]) => n + c.perPlay, 0) / PLAY_CYCLE_SECONDS,
  wcu: calls.reduce((n, [, c]) => n + c.perPlay * c.wcu, 0) / PLAY_CYCLE_SECONDS,
  rcu: calls.reduce((n, [, c]) => n + c.perPlay * c.rcu, 0) / PLAY_CYCLE_SECONDS,
  concurrency: calls.reduce((n, [, c]) => n + (c.perPlay * functionMs(c)) / 1000, 0) / PLAY_CYCLE_SECONDS,
};

/**
 * The concurrent players at which each of AWS's own limits is reached, lowest first. No item on the
 * score path is shared between players (functions/src/data/README.md): a partition is never first.
 */
export function awsLimits(): { limit: string; players: number }[] {
  return [
    { limit: 'DynamoDB writes of a new on-demand table (4,000 WCU/s)', players: AWS_LIMITS.newTableWcu / perPlayer.wcu },
    { limit: 'DynamoDB reads of a new on-demand table (12,000 RCU/s)', players: AWS_LIMITS.newTableRcu / perPlayer.rcu },
    { limit: 'API Gateway account requests (10,000/s)', players: AWS_LIMITS.apiGatewayAccountRps / perPlayer.rps },
    {
      limit: 'Lambda account concurrency (1,000, 100 unreserved)',
      players: (AWS_LIMITS.accountConcurrency - AWS_LIMITS.unreservedMinimum) / perPlayer.concurrency,
    },
  ]
    .map((l) => ({ ...l, players: Math.floor(l.players) }))
    .sort((a, b) => a.players - b.players);
}

/**
 * The players a stage is built for: the first of AWS's limits, less a margin, so that the stage's own
 * throttles (a clean 429 with Retry-After, before any of AWS's throttling) are what a crowd meets.
 */
export const DESIGN_MARGIN = 0.8;
export const designPlayers = () => Math.floor(awsLimits()[0]!.players * DESIGN_MARGIN);

interface Throttle { readonly rateLimit: number; readonly burstLimit: number }

/** Rounded up to a multiple of 5, at least `min`. */
const roundUp = (n: number, min = 5) => Math.max(min, Math.ceil(n / 5) * 5);
/** Bursts take two seconds' worth: a class starting its plays on the same signal. */
const throttle = (rate: number, min = 5): Throttle => ({ rateLimit: roundUp(rate, min), burstLimit: 2 * roundUp(rate, min) });

const isPlayerCall = (name: string): name is PlayerCall => Object.hasOwn(CALL_COSTS, name);

/** The measured calls whose record puts them in the play moves' throttle: the busiest decides. */
export const movesOf = (routes: readonly Pick<RouteDef, 'name' | 'needs'>[]): PlayerCall[] =>
  routes.filter((route) => route.needs.throttle === 'moves').map((route) => route.name).filter(isPlayerCall);

/**
 * The calls whose record asks for reserved concurrency; each must have a measured cost here (a
 * reservation is sized from it), else the plan refuses to be built.
 */
export function reservedCallsOf(routes: readonly Pick<RouteDef, 'name' | 'needs'>[]): PlayerCall[] {
  const names = routes.filter((route) => route.needs.reservedConcurrency).map((route) => route.name);
  const unmeasured = names.filter((name) => !isPlayerCall(name));
  if (unmeasured.length) throw new Error(`Reserved concurrency needs a measured cost in CALL_COSTS (capacity-model.ts): ${unmeasured.join(', ')}`);
  return names as PlayerCall[];
}

const MOVES = movesOf(routeList);
const RESERVED_CALLS = reservedCallsOf(routeList);

export interface CapacityPlan {
  readonly players: number;
  readonly apiThrottle: Throttle;
  readonly routeThrottle: { readonly startPlay: Throttle; readonly moves: Throttle; readonly writes: Throttle };
  /** Reserved concurrency per call (none when `reserve` is false). */
  readonly reserved: Readonly<Record<string, number>>;
}

/**
 * A hot call's reserved concurrency over its mean concurrency at the design point: a reservation is
 * also the function's ceiling, and DynamoDB answering four times slower, or a wave of cold starts,
 * multiplies the concurrency at the same request rate.
 */
export const RESERVE_HEADROOM = 4;

/** The players staging is built for: testers and the smoke suite (a new account's quota of 10 reserves nothing). */
export const STAGING_PLAYERS = 100;

/**
 * The throttles and reservations for `players` playing at once: each route's rate at that many
 * players (per route: API Gateway throttles each route on its own), the stage's the sum of all; each
 * hot call's reserved concurrency RESERVE_HEADROOM times its mean concurrency there.
 * A route's own throttle stays under the stage's (at least 5 requests a second each).
 */
export function capacityPlan(players: number, options: { reserve: boolean }): CapacityPlan {
  const rates = callRates(players);
  const total = Object.values(rates).reduce((a, b) => a + b, 0);
  const reserved: Record<string, number> = {};
  if (options.reserve) {
    for (const name of RESERVED_CALLS) {
      reserved[name] = roundUp((RESERVE_HEADROOM * rates[name] * functionMs(CALL_COSTS[name])) / 1000, 10);
    }
  }
  return {
    players,
    apiThrottle: throttle(total, 20),
    routeThrottle: {
      startPlay: throttle(rates.startPlay),
      moves: throttle(Math.max(...MOVES.map((name) => rates[name]))),
      writes: throttle(rates.postScores),
    },
    reserved,
  };
}

/** The concurrent players at which each of a plan's throttles is reached, lowest first (docs/capacity.md "The first limit"). */
export function throttleLimits(plan: Pick<CapacityPlan, 'apiThrottle' | 'routeThrottle'>): { limit: string; players: number }[] {
  const perPlay = (name: PlayerCall) => CALL_COSTS[name].perPlay / PLAY_CYCLE_SECONDS;
  const busiestMove = Math.max(...MOVES.map(perPlay));
  return [
    { limit: 'the stage\'s API throttle', players: plan.apiThrottle.rateLimit / perPlayer.rps },
    { limit: 'the startPlay route throttle', players: plan.routeThrottle.startPlay.rateLimit / perPlay('startPlay') },
    { limit: 'the moves route throttle (guess)', players: plan.routeThrottle.moves.rateLimit / busiestMove },
    { limit: 'the writes route throttle (postScores)', players: plan.routeThrottle.writes.rateLimit / perPlay('postScores') },
  ]
    .map((l) => ({ ...l, players: Math.floor(l.players) }))
    .sort((a, b) => a.players - b.players);
}

/**
 * The alarms' thresholds that follow the stage's capacity (docs/capacity.md "What the alarms watch"):
 * a rate alarm stays silent under the requests of QUIET_PLAYERS players (a quiet night's few errors are
 * not a rate), and "near" a limit is NEAR_LIMIT of it.
 */
export const QUIET_PLAYERS = 10;
export const NEAR_LIMIT = 0.8;
/** The period every such alarm sums over, in seconds (monitoring-stack.ts's five minutes). */
export const WATCH_PERIOD_SECONDS = 300;

export interface WatchThresholds {
  /** API requests in a period below which the 4xx and 429 rates do not alarm. */
  readonly minRequestsPerPeriod: number;
  /** API requests in a period at NEAR_LIMIT of the stage's throttle: the crowd nears the design point. */
  readonly nearThrottleRequestsPerPeriod: number;
  /** Concurrent executions claimed in the account at NEAR_LIMIT of its quota. */
  readonly nearAccountConcurrency: number;
}

/** A stage's watch thresholds, from its API throttle and its account's concurrency quota (stages.ts). */
export function watchThresholds(apiThrottle: { readonly rateLimit: number }, accountConcurrency: number): WatchThresholds {
  return {
    minRequestsPerPeriod: Math.ceil(perPlayer.rps * WATCH_PERIOD_SECONDS * QUIET_PLAYERS),
    nearThrottleRequestsPerPeriod: Math.floor(apiThrottle.rateLimit * WATCH_PERIOD_SECONDS * NEAR_LIMIT),
    nearAccountConcurrency: Math.floor(accountConcurrency * NEAR_LIMIT),
  };
}
