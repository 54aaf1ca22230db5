/**
 * Benchmark (docs/measurements.md "Lighthouse"): Lighthouse (from npm) in Debian's Chromium, mobile preset (simulated
 * throttling), against the production build served by the local runtime, which compresses and sends
 * CloudFront's headers. Prints each page's scores, LCP, CLS, TBT and the JavaScript it downloads.
 *   npm run build && npx tsx scripts/src/bench/lighthouse.ts [runs=1]   (--quick: /en once, as CI runs it;
 *   --quiz: the quiz page alone)
 * Targets: landing pages performance ≥ 98, the other categories 100, LCP ≤ 1.5 s, CLS ≤ 0.02,
 * JavaScript before the click ≤ 15 KB gzip; the quiz page performance ≥ 97 (median of 3 on a quiet
 * machine; docs/measurements.md "Lighthouse"). Lighthouse multiplies the CPU time it sees: the machine's load
 * average is printed beside the figures, since a busy machine lowers them.
 */
import { loadavg } from 'node:os';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../local/dynamo';
import { startRuntime } from '../local/runtime';
import { REPO_ROOT, WEB_ROOT } from '../local/server';
import { percentile } from './stats';

// --quick (the suite): one run of the first landing page, so that the script cannot rot unseen.
const quick = process.argv.includes('--quick');
const quizOnly = process.argv.includes('--quiz');
const runs = quick ? 1 : Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 1);
if (!existsSync(path.join(WEB_ROOT, 'dist', 'index.html'))) throw new Error('Build the web app first: npm run build');

// A live free quiz of the seed, for its page.
const gamesDir = path.join(REPO_ROOT, 'scripts', 'seed', 'games');
const quiz = readdirSync(gamesDir)
  .map((dir) => JSON.parse(readFileSync(path.join(gamesDir, dir, 'quiz.json'), 'utf8')) as { number: number; status: string; premiumLevel: number; slug: { en: string } })
  .filter((q) => q.status === 'live' && q.premiumLevel === 0)
  .sort((a, b) => a.number - b.number)[0]!;

const runtime = await startRuntime({ port: await freePort(), web: 'dist', persist: false, fresh: false });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

interface Figures { performance: number; accessibility: number; bestPractices: number; seo: number; lcp: number; cls: number; tbt: number; scriptKb: number; failing: string[]; lcpParts: string }

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  const lhr = result!.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  // What keeps accessibility, best practices and SEO under 100, by audit id.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  );
  // What the LCP is and where its time goes (observed, unthrottled): which part to work on.
  const breakdown = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; items?: { subpart?: string; duration?: number }[]; selector?: string; snippet?: string }[] } | undefined)?.items ?? [];
  const parts = breakdown.find((item) => item.type === 'table')?.items ?? [];
  const element = breakdown.find((item) => item.type === 'node');
  const lcpParts = `${element?.snippet?.slice(0, 80) ?? '?'}: ${parts.map((part) => `${part.subpart} ${Math.round(part.duration ?? 0)} ms`).join(', ')}`;
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
    lcp: numeric('largest-contentful-paint'), cls: numeric('cumulative-layout-shift'), tbt: numeric('total-blocking-time'), scriptKb: scriptBytes / 1024, failing, lcpParts,
  };
}

try {
  // Landing pages (pre-rendered, targets: performance ≥ 98, LCP ≤ 1.5 s) and a quiz page (≥ 95, LCP ≤ 2.0 s).
  const quizPage = `/quiz/en/${quiz.slug.en}`;
  const pages = quick ? ['/en'] : quizOnly ? [quizPage] : ['/en', '/fr', `/quiz-seo/en/${quiz.slug.en}`, quizPage];
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, local production build (compressed, CloudFront's headers); load average ${load()}`);
  console.log(`  ${'page'.padEnd(34)} perf  a11y  best   seo     LCP    CLS    TBT   JS (transfer)`);
  for (const page of pages) {
    const figures: Figures[] = [];
    for (let i = 0; i < runs; i++) figures.push(await audit(`${runtime.url}${page}`));
    const median = (key: Exclude<keyof Figures, 'failing' | 'lcpParts'>) => percentile(figures.map((f) => f[key]), 50);
    console.log(
      `  ${page.padEnd(34)} ${String(median('performance')).padStart(4)}  ${String(median('accessibility')).padStart(4)}  ${String(median('bestPractices')).padStart(4)}  ${String(median('seo')).padStart(4)}` +
        `  ${(median('lcp') / 1000).toFixed(2).padStart(5)} s  ${median('cls').toFixed(3)}  ${median('tbt').toFixed(0).padStart(3)} ms  ${median('scriptKb').toFixed(0).padStart(5)} KB`,
    );
    const failing = [...new Set(figures.flatMap((f) => f.failing))];
    if (failing.length > 0) console.log(`  ${''.padEnd(34)} failing: ${failing.join(', ')}`);
    console.log(`  ${''.padEnd(34)} LCP of the first run: ${figures[0]!.lcpParts}`);
    if (runs > 1) console.log(`  ${''.padEnd(34)} performance of each run: ${figures.map((f) => f.performance).join(', ')}; load average ${load()}`);
  }
} finally {
  chrome.kill();
  await runtime.stop();
}
