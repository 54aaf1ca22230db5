import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { CATALOGUE_PATH, LOCALES, type Locale } from '@quiz/shared';
import { logger } from '../lib/logger';
import { WARM_UP_PING } from '../lib/warm-up';

/**
 * SPEC §2 /utils/warmup-cache, an operator's call (docs/adr/0027-warm-up-after-a-deploy.md): after
 * a deploy, every API function pays its cold start, all at once, and the public catalogue of each
 * language is asked for through CloudFront, so that the edge holds it before the first player asks.
 * Not an HTTP route: the deploy runs it (a CDK Trigger) and an operator may, with their AWS
 * credentials (`aws lambda invoke`). It never fails: a deploy is not undone for a cold cache; the
 * report says what was warmed.
 */

export interface WarmUpReport {
  functions: { name: string; ok: boolean; ms: number; error?: string }[];
  /** Each language's catalogue through the site (CloudFront's X-Cache when it says), or why not. */
  catalogue: { locale: Locale; status: number | null; cache: string | null; ms: number; error?: string }[] | { skipped: string };
}

export interface WarmUpDependencies {
  /** The site's origin (https://…), when the stage knows it. */
  siteUrl: string | undefined;
  functionNames: readonly string[];
  /** Invokes one function with the warm-up's ping. */
  ping(name: string): Promise<void>;
  fetch: typeof fetch;
  now?: () => number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Pings every function at once, then asks for each catalogue (served by the functions just warmed). */
export async function warmUp({ siteUrl, functionNames, ping, fetch, now = Date.now }: WarmUpDependencies): Promise<WarmUpReport> {
  const timed = async <T>(run: () => Promise<T>) => {
    const started = now();
    try {
      return { value: await run(), ms: now() - started };
    } catch (error) {
      return { error: messageOf(error), ms: now() - started };
    }
  };
  const functions = await Promise.all(
    functionNames.map(async (name) => {
      const result = await timed(() => ping(name));
      return 'error' in result ? { name, ok: false, ms: result.ms, error: result.error } : { name, ok: true, ms: result.ms };
    }),
  );
  const catalogue = siteUrl
    ? await Promise.all(
        LOCALES.map(async (locale) => {
          const result = await timed(() => fetch(new URL(`${CATALOGUE_PATH}?l=${locale}`, siteUrl), { headers: { accept: 'application/json' } }));
          if ('error' in result) return { locale, status: null, cache: null, ms: result.ms, error: result.error };
          await result.value.body?.cancel();
          return { locale, status: result.value.status, cache: result.value.headers.get('x-cache'), ms: result.ms };
        }),
      )
    : { skipped: 'the stage has no site domain yet (-c domainName= or -c webDomain=)' };
  return { functions, catalogue };
}

const lambda = new LambdaClient({});

/** Invokes a function and waits for its answer: its cold start is paid before the report. */
async function pingFunction(name: string): Promise<void> {
  const answer = await lambda.send(new InvokeCommand({ FunctionName: name, Payload: new TextEncoder().encode(JSON.stringify(WARM_UP_PING)) }));
  if (answer.FunctionError) throw new Error(`${name}: ${answer.FunctionError}`);
}

/** The deploy's Trigger and `aws lambda invoke` call this; its payload is ignored. */
export async function handler(): Promise<WarmUpReport> {
  const report = await warmUp({
    siteUrl: process.env.SITE_URL || undefined,
    functionNames: (process.env.WARM_FUNCTIONS ?? '').split(',').filter(Boolean),
    ping: pingFunction,
    fetch,
  });
  const failed = report.functions.filter((f) => !f.ok).length;
  logger.info('warm-up done', { functions: report.functions.length, failed, catalogue: report.catalogue });
  return report;
}
