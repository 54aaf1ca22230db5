/**
 * Load benchmark (docs/capacity.md "Measured on the local runtime"): `players` simulated players,
 * half of them signed in through the local sign-in, playing whole quizzes through the local runtime
 * (API only, in memory, in a process of its own) for `seconds`, with a think time between calls:
 * the catalogue, a play start, every question of the quiz (a find, a miss then a find, a hint then
 * a find, or a reveal), the finish, the score posted, the init. Prints calls per second, p50/p90/p99
 * per call, every non-2xx by status; checks the site and game played counts moved exactly by the
 * scores stored; and says where the time went: the server's event loop and CPU, DynamoDB (time in
 * its calls, and the same call mix replayed against DynamoDB Local alone), conflicts and retries.
 *   npx tsx scripts/src/bench/players.ts [players=20] [seconds=30] [--think=300] [--warm-up=10] [--pause-db=2]
 *   --think       mean think time between a player's calls, in ms (each is drawn in 0.5×–1.5×)
 *   --warm-up     seconds the same players play before the measured run (default 10; the JIT compilers of
 *                 DynamoDB Local's JVM and of Node are busy for the first seconds, which no deployed
 *                 stack sees), not measured
 *   --pause-db    pauses DynamoDB Local (SIGSTOP, then SIGCONT) for that many seconds mid-run
 *   --quick       2 players for 3 s (the suite runs it so that the benchmark cannot rot)
 *   --profile     instead: one anonymous and one signed-in player play a quiz each, alone and without
 *                 thinking, and each call's DynamoDB calls and capacity units are printed
 *                 (docs/capacity.md "Per call")
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Locale, PlayState, ScoreServer } from '@quiz/shared';
import { readSeed } from '../seed/load-seed';
import { forkRuntime, replayAlone, type ForkedRuntime, type ProbeStats } from './runtime-probe';
import { scoreOfPlay, signedInPlayer, type Api } from './score-plays';
import { siteAndGameCounts, settledCounts } from './played-counters';
import { percentile, printTable } from './stats';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    think: { type: 'string', default: '300' }, 'warm-up': { type: 'string', default: '10' }, 'pause-db': { type: 'string' }, quick: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const playerCount = quick || values.profile ? 2 : Number(positionals[0] ?? 20);
const seconds = quick ? 3 : Number(positionals[1] ?? 30);
const thinkMs = Number(values.think);
const warmUpMs = quick || values.profile ? 0 : Number(values['warm-up']) * 1000;
const pauseDbMs = values['pause-db'] === undefined ? 0 : Number(values['pause-db'] || 2) * 1000;
const profiling = values.profile;

/** A question of a free live seed quiz as a player who knows it answers: a click in its zone and its title. */
interface Question { refId: string; point: { x: number; y: number }; title: Record<Locale, string> }
interface Quiz { id: number; questions: Question[] }

function freeQuizzes(): Quiz[] {
  const seed = readSeed();
  const titles = new Map(seed.responses.map((r) => [r.id, { en: r.titles.en[0]!, fr: r.titles.fr[0]! }]));
  return seed.games
    .filter(({ game }) => game.status === 'live' && game.premiumLevel === 0)
    .map(({ game }) => ({
      id: game.id,
      questions: game.references.flatMap((ref) =>
        ref.zone?.kind === 'rect'
          ? [{ refId: ref.id, point: { x: ref.zone.x + ref.zone.w / 2, y: ref.zone.y + ref.zone.h / 2 }, title: titles.get(ref.response)! }]
          : []),
    }));
}

/** Latencies per call, and every answer that was not a 2xx, by call and status. */
const timings = new Map<string, number[]>();
const failures = new Map<string, number>();
let callsMade = 0;

interface Player { api: Api; locale: Locale; agent: http.Agent }

const playerAgent = (n: number) => new http.Agent({ keepAlive: true, localAddress: `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}` });

/**
 * One HTTP call of a player, from the player's own loopback address (127.0.0.2, .3, …: Linux routes
 * the whole 127/8 to this machine), as players come from addresses of their own: the per-address
 * limits (docs/game.md "Limits") count each apart, not all players as one.
 */
function send(player: Player, method: string, path: string, headers: Record<string, string>, body: string | undefined) {
  return new Promise<{ status: number; text: string; setCookie: string[] }>((resolve, reject) => {
    const req = http.request(`${player.api.url}${path}`, { method, headers, agent: player.agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function call<T>(player: Player, name: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T | null }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (player.api.token) headers.authorization = `Bearer ${player.api.token}`;
  if (player.api.cookie) headers.cookie = player.api.cookie;
  if (profiling) await runtime.reset();
  const t0 = performance.now();
  // 0: no answer at all (connection refused or reset).
  let status = 0;
  let json: T | null = null;
  try {
    const res = await send(player, method, path, headers, body === undefined ? undefined : JSON.stringify(body));
    player.api.cookie ??= res.setCookie[0]?.split(';')[0];
    status = res.status;
    try {
      json = JSON.parse(res.text) as T;
    } catch {
      json = null;
    }
  } catch {
    // Counted below as "no answer".
  }
  callsMade++;
  const list = timings.get(name) ?? [];
  list.push(performance.now() - t0);
  timings.set(name, list);
  if (profiling) addProfile(name, (await runtime.stats()).stats);
  if (status < 200 || status > 299) failures.set(`${name} ${status || 'no answer'}`, (failures.get(`${name} ${status || 'no answer'}`) ?? 0) + 1);
  return { status, json };
}

const think = () => (profiling ? Promise.resolve() : new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random()))));

/** --profile: per call, its DynamoDB calls by operation and the capacity units they would consume. */
const profile = new Map<string, { calls: number; ops: Record<string, number>; rcu: number; wcu: number }>();
function addProfile(name: string, stats: ProbeStats) {
  const entry = profile.get(name) ?? { calls: 0, ops: {}, rcu: 0, wcu: 0 };
  entry.calls++;
  for (const [op, s] of Object.entries(stats.db)) {
    entry.ops[op] = (entry.ops[op] ?? 0) + s.calls;
    entry.rcu += s.rcu;
    entry.wcu += s.wcu;
  }
  profile.set(name, entry);
}

function printProfile(plays: number) {
  const per = (n: number, calls: number) => (n / calls).toFixed(1).replace(/\.0$/, '');
  printTable('per call, one player alone (DynamoDB calls, capacity units estimated as AWS would count them, latency p50 ms)', [...profile.entries()].sort().map(([name, e]) => [
    name,
    `${per(e.rcu, e.calls).padStart(4)} RCU ${per(e.wcu, e.calls).padStart(4)} WCU ${percentile(timings.get(name) ?? [], 50).toFixed(0).padStart(5)} ms   ` +
      Object.entries(e.ops).map(([op, n]) => `${op} ${per(n, e.calls)}`).join(', '),
  ]));
  const all = [...profile.values()];
  printTable(`per play (the mean of ${plays})`, [
    ['API calls', per(all.reduce((n, e) => n + e.calls, 0), plays)],
    ['RCU', per(all.reduce((n, e) => n + e.rcu, 0), plays)],
    ['WCU', per(all.reduce((n, e) => n + e.wcu, 0), plays)],
  ]);
}
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** How many times a score is posted before the player gives up (the page keeps it for later). */
const POST_ATTEMPTS = 5;

/** Scores the server said it stored, per game: what the played counts must have moved by. */
const stored = new Map<number, number>();
/** Scores posted POST_ATTEMPTS times without an answer: each may or may not have been recorded. */
const unacknowledged = new Map<number, number>();

/** One whole quiz as a player plays it, from the landing page to the score posted. */
async function playQuiz(player: Player, quiz: Quiz) {
  await call(player, 'catalogue', 'GET', `/api/catalogue?l=${player.locale}`);
  await think();
  const started = await call<{ play: PlayState }>(player, 'startPlay', 'POST', '/api/plays', { gameId: quiz.id, locale: player.locale });
  if (!started.json?.play) return;
  const { playId } = started.json.play;
  const guess = (name: string, q: Question, text: string) =>
    call(player, name, 'POST', `/api/plays/${playId}/guesses`, { point: q.point, pointer: 'mouse', text });
  for (const q of [...quiz.questions].sort(() => Math.random() - 0.5)) {
    await think();
    const kind = Math.random();
    if (kind < 0.2) {
      await guess('guess (miss)', q, 'qwxz');
      await think();
    } else if (kind < 0.35) {
      await call(player, 'hint', 'POST', `/api/plays/${playId}/hints`, { refId: q.refId });
      await think();
    } else if (kind < 0.45) {
      await call(player, 'reveal', 'POST', `/api/plays/${playId}/reveals`, { refId: q.refId });
      continue;
    }
    await guess('guess (find)', q, q.title[player.locale]);
  }
  await think();
  const finished = await call<{ play: PlayState }>(player, 'finish', 'POST', `/api/plays/${playId}/finish`, { endRun: true });
  if (!finished.json?.play) return;
  const score: ScoreServer = scoreOfPlay(finished.json.play);
  // As the page does: a score not acknowledged stays unsynced and is posted again (a write that
  // landed but whose answer was lost is then "known", not counted twice).
  let acknowledged = false;
  for (let attempt = 1; attempt <= POST_ATTEMPTS && !acknowledged; attempt++) {
    const posted = await call<{ received?: { stored: number; known: number } }>(player, 'postScores', 'POST', '/api/post_scores', [score]);
    if (posted.status >= 200 && posted.status < 500 && posted.status !== 0) {
      // Known on a retry: the earlier attempt was recorded (and counted) though its answer was a 5xx.
      const counted = (posted.json?.received?.stored ?? 0) + (attempt > 1 ? posted.json?.received?.known ?? 0 : 0);
      stored.set(quiz.id, (stored.get(quiz.id) ?? 0) + counted);
      acknowledged = true;
    } else {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  // Never acknowledged: recorded or not, nobody knows; the check allows it either way.
  if (!acknowledged) unacknowledged.set(quiz.id, (unacknowledged.get(quiz.id) ?? 0) + 1);
  await call(player, 'init', 'GET', '/api/init');
}

const runtime: ForkedRuntime = await forkRuntime(1000, { estimateCapacity: profiling });
const players: Player[] = [];
try {
  const quizzes = freeQuizzes();
  for (let i = 0; i < playerCount; i++) {
    const api: Api = i % 2 ? await signedInPlayer(runtime, `Load player ${i}`) : { url: runtime.url };
    players.push({ api, locale: i % 4 < 2 ? 'en' : 'fr', agent: playerAgent(i) });
  }
  /** Every player plays whole quizzes, arriving over the first second, until `ms` have passed. */
  const playAll = (ms: number) => {
    const deadline = performance.now() + ms;
    return players.map(async (player, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / playerCount));
      while (performance.now() < deadline) await playQuiz(player, pick(quizzes));
    });
  };
  // Warm-up (module loading, the content cache, the JIT compilers), not measured: one quick play
  // each way, then every player for --warm-up seconds.
  const warmQuiz = { ...quizzes[0]!, questions: quizzes[0]!.questions.slice(0, 2) };
  const beforeWarmUp = await siteAndGameCounts(runtime.url);
  await playQuiz({ api: { url: runtime.url }, locale: 'en', agent: playerAgent(1000) }, warmQuiz);
  await playQuiz({ api: { ...players[players.length - 1]!.api, cookie: undefined }, locale: 'fr', agent: playerAgent(1001) }, warmQuiz);
  if (warmUpMs) await Promise.all(playAll(warmUpMs));
  // The warm-up's own scores are counted a moment later (the stream's aggregation): the run's
  // counts start once they have settled, or a late one would count as the run's.
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const before = (await settledCounts(runtime.url, beforeWarmUp, { site: sum(stored), games: stored, unsure: unacknowledged })).counts;
  timings.clear();
  failures.clear();
  stored.clear();
  unacknowledged.clear();
  profile.clear();
  callsMade = 0;
  await runtime.reset();
  if (profiling) {
    for (const player of players.slice(0, 2)) await playQuiz(player, quizzes[0]!);
    printProfile(2);
    await runtime.stop();
    process.exit(0);
  }

  const started = performance.now();
  const paused = pauseDbMs ? new Promise((r) => setTimeout(r, (seconds * 1000) / 2)).then(() => runtime.pauseDatabase(pauseDbMs)) : Promise.resolve();
  await Promise.all([paused, ...playAll(seconds * 1000)]);
  const wallS = (performance.now() - started) / 1000;
  const { stats, captured } = await runtime.stats();

  const expected = { site: sum(stored), games: stored, unsure: unacknowledged };
  const counts = await settledCounts(runtime.url, before, expected);

  const rows: [string, string][] = [...timings.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => [name, `${String(list.length).padStart(5)} calls   p50 ${percentile(list, 50).toFixed(0).padStart(5)}   p90 ${percentile(list, 90).toFixed(0).padStart(5)}   p99 ${percentile(list, 99).toFixed(0).padStart(5)}`]);
  const fivexx = [...failures.entries()].filter(([k]) => / 5\d\d$/.test(k)).reduce((n, [, v]) => n + v, 0);
  printTable(`${playerCount} players (half signed in), ${seconds} s, think ${thinkMs} ms, after a ${warmUpMs / 1000} s warm-up${pauseDbMs ? `, DynamoDB Local paused ${pauseDbMs / 1000} s mid-run` : ''}: latency per call (ms)`, [
    ['calls', `${callsMade} in ${wallS.toFixed(1)} s = ${(callsMade / wallS).toFixed(1)} calls/s`],
    ...rows,
  ]);
  printTable('answers that were not 2xx (call status: count)', failures.size
    ? [...failures.entries()].sort().map(([k, v]) => [k, String(v)])
    : [['none', '']]);
  printTable('counters (played counts moved by the scores stored)', [
    ['scores stored', `${expected.site}${unacknowledged.size ? ` (and ${sum(unacknowledged)} never acknowledged: recorded or not)` : ''}`],
    ['site playedCount moved by', `${counts.site} (exact: ${counts.exact ? 'yes' : 'NO'}; settled in ${counts.settledMs.toFixed(0)} ms)`],
    ['games that moved wrong', counts.wrongGames.length ? counts.wrongGames.join(', ') : 'none'],
  ]);

  const dbCalls = Object.values(stats.db).reduce((n, s) => n + s.calls, 0);
  const dbMs = Object.values(stats.db).reduce((n, s) => n + s.ms, 0);
  const serverMs = [...timings.values()].flat().reduce((a, b) => a + b, 0);
  printTable('where the time goes (server process)', [
    ['event-loop delay', `p50 ${stats.eventLoopDelayMs.p50.toFixed(1)} ms, p99 ${stats.eventLoopDelayMs.p99.toFixed(1)} ms, max ${stats.eventLoopDelayMs.max.toFixed(0)} ms`],
    ['CPU', `${((stats.cpuMs / stats.wallMs) * 100).toFixed(0)} % of one core; ${(stats.cpuMs / callsMade).toFixed(1)} ms per API call`],
    ['DynamoDB calls', `${dbCalls} (${(dbCalls / callsMade).toFixed(1)} per API call, ${(dbCalls / wallS).toFixed(0)}/s); ${(dbMs / dbCalls).toFixed(1)} ms each on average`],
    ['time in DynamoDB', `${((dbMs / serverMs) * 100).toFixed(0)} % of the summed API latency`],
    ...Object.entries(stats.db).sort(([, a], [, b]) => b.calls - a.calls).map(([op, s]): [string, string] => [
      `  ${op}`,
      `${s.calls} calls, ${(s.ms / s.calls).toFixed(1)} ms avg, status ${Object.entries(s.byStatus).map(([k, v]) => `${k}×${v}`).join(' ')}` +
        `${s.retries ? `, SDK retries ${s.retries}` : ''}${Object.keys(s.errorTypes).length ? `, ${Object.entries(s.errorTypes).map(([k, v]) => `${k}×${v}`).join(' ')}` : ''}`,
    ]),
  ]);
  const alone = await replayAlone(runtime.dynamoEndpoint, captured, playerCount);
  printTable(`DynamoDB Local alone: the same ${alone.calls} calls replayed, ${playerCount} at a time`, [
    ['throughput alone', `${alone.perSecond.toFixed(0)} calls/s (p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms)`],
    ['the run asked', `${(dbCalls / wallS).toFixed(0)} calls/s`],
    ['ratio asked / alone', (dbCalls / wallS / alone.perSecond).toFixed(2)],
  ]);
  const errors = runtime.output.filter((line) => /error/i.test(line));
  if (errors.length) printTable('server errors logged (first 5)', errors.slice(0, 5).map((line) => ['', line.slice(0, 200)]));
  if (!counts.exact) process.exitCode = 1;
  if (fivexx && !pauseDbMs) console.log(`\n  ${fivexx} × 5xx`);
} finally {
  await runtime.stop();
  for (const player of players) player.agent.destroy();
}
