import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startDynamoLocal } from './dynamo';
import { ensureTable } from './table';
import { startLocalServer, REPO_ROOT, type DevSite, type LocalServerOptions } from './server';
import { createDevSiteDir } from './dev-site';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, startSignInStandIn, type MintOptions } from './sign-in';
import { copySeedImages, loadSeed, missingSeed, readSeed } from '../seed/load-seed';
import { LOCAL_STRIPE_WEBHOOK_PATH } from './server';
import { startStripeSimulator, type StripeSimulator } from './stripe/simulator';

export const LOCAL_DIR = path.join(REPO_ROOT, '.local');
/** LOCAL_TABLE_NAME: another table (the benchmarks' suite runs each in its own table of one shared DynamoDB Local). */
export const LOCAL_TABLE = process.env.LOCAL_TABLE_NAME || 'quiz-local';

export interface RuntimeOptions {
  port: number;
  web: LocalServerOptions['web'];
  /** Keep the data under .local/dynamodb between runs (false: in memory, gone at exit). */
  persist: boolean;
  /** Wipe the kept data first. */
  fresh: boolean;
  /** Test-only controls (the clock): see LocalServerOptions. */
  testControls?: boolean;
  /**
   * Multiplies the per-minute limits per caller (end-to-end tests and benchmarks play from one
   * address far faster than a person). Default 1: `npm start` has the production limits.
   */
  rateLimitScale?: number;
  /** Port of the sign-in stand-in; 0 or busy: a free port. */
  signInPort?: number;
  log?: (line: string) => void;
}

/** Local stand-ins for what the functions get from Lambda's environment in AWS. */
function setFunctionEnvironment(dynamoEndpoint: string, localJwksUrl: string, cognitoEndpoint: string, rateLimitScale: number) {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    // The admin's user directory (functions/src/lib/user-directory.ts): the stand-in answers Cognito's API.
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoEndpoint,
    TABLE_NAME: LOCAL_TABLE,
    STAGE: 'local',
    // The sign-in stand-in's pool and client; the functions fetch its keys from LOCAL_JWKS_URL.
    COGNITO_USER_POOL_ID: LOCAL_USER_POOL_ID,
    COGNITO_CLIENT_ID: LOCAL_CLIENT_ID,
    LOCAL_JWKS_URL: localJwksUrl,
    POWERTOOLS_SERVICE_NAME: 'quiz',
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    // The product's figures are for CloudWatch: nobody reads them here.
    POWERTOOLS_METRICS_DISABLED: 'true',
    NODE_NO_WARNINGS: '1',
    RATE_LIMIT_SCALE: String(rateLimitScale),
    // Designers' pictures (functions/src/images/picture-store.ts): written beside the seed's images,
    // uploads signed with a secret of this run.
    LOCAL_IMAGES_DIR: path.join(LOCAL_DIR, 'images'),
    LOCAL_UPLOADS_SECRET: randomBytes(24).toString('base64url'),
    // Score shares: each share's page and preview image, written once when it is made and
    // served by the local server as CloudFront serves the site bucket's shares/; the landing script's
    // name comes from the production build (absent without --dist: the page then links plainly).
    LOCAL_SHARES_DIR: path.join(LOCAL_DIR, 'shares'),
    LOCAL_WEB_DIST: path.join(REPO_ROOT, 'web', 'dist'),
  });
}

/** How often `npm start` runs the purchase expiry (docs/premium.md "Expiry"). */
const EXPIRY_TICK_MS = 60_000;
/** How often the table's stream is read into the statistics (AWS: Lambda's batching window of a second). */
const STATS_STREAM_TICK_MS = 200;

async function isEmpty(db: DynamoDBDocumentClient): Promise<boolean> {
  const { Items } = await db.send(new ScanCommand({ TableName: LOCAL_TABLE, Limit: 1 }));
  return !Items?.length;
}

/**
 * Starts the whole game locally: DynamoDB Local, the table, the seed content, the sign-in stand-in
 * (Cognito's hosted UI and keys), the one HTTP server.
 */
export async function startRuntime(options: RuntimeOptions) {
  const log = options.log ?? (() => undefined);
  const dataDir = options.persist ? path.join(LOCAL_DIR, 'dynamodb') : null;
  if (dataDir && options.fresh) {
    const { rmSync } = await import('node:fs');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const dynamo = await startDynamoLocal({ dataDir });
  let signIn: Awaited<ReturnType<typeof startSignInStandIn>> | undefined;
  let stripeSimulator: StripeSimulator | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let statsPoller: { stop(): Promise<void>; drain(): Promise<number> } | undefined;
  try {
    signIn = await startSignInStandIn({ port: options.signInPort ?? 0 });
    log(`sign-in stand-in: ${signIn.url} (tokens issued as ${signIn.issuer})`);
    setFunctionEnvironment(dynamo.endpoint, signIn.jwksUrl, signIn.apiUrl, options.rateLimitScale ?? 1);
    // Payments: Stripe's test mode when its keys are set, else the simulator (same code, same webhook).
    let appUrl = '';
    if (!process.env.STRIPE_SECRET_KEY) {
      stripeSimulator = await startStripeSimulator({ webhookUrl: () => `${appUrl}${LOCAL_STRIPE_WEBHOOK_PATH}` });
      Object.assign(process.env, {
        STRIPE_SECRET_KEY: stripeSimulator.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeSimulator.webhookSecret,
        STRIPE_API_URL: stripeSimulator.url,
      });
      log(`payments: the local Stripe simulator (${stripeSimulator.url}); set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe's test mode`);
    } else {
      log(`payments: Stripe (forward its events with \`stripe listen --forward-to <this URL>${LOCAL_STRIPE_WEBHOOK_PATH}\`)`);
    }
    const client = new DynamoDBClient({});
    const db = DynamoDBDocumentClient.from(client);
    const imagesDir = path.join(LOCAL_DIR, 'images');
    const table = await ensureTable(client, LOCAL_TABLE);
    log(`table ${LOCAL_TABLE}: ${table}`);
    if (await isEmpty(db)) {
      const seeded = await loadSeed(db, LOCAL_TABLE, imagesDir);
      log(`seed loaded: ${seeded.games} games, ${seeded.references} references, ${seeded.responses} responses, ${seeded.pages} pages`);
    } else {
      // Kept data: the illustrations may be gone from .local/images, so copy them again (names are
      // content hashes), and add the seed quizzes the table does not hold yet.
      const seed = readSeed();
      await copySeedImages(seed, imagesDir);
      const missing = await missingSeed(db, LOCAL_TABLE, seed);
      if (missing.games.length || missing.responses.length || missing.pages.length) {
        const seeded = await loadSeed(db, LOCAL_TABLE, imagesDir, missing);
        log(`seed topped up: ${seeded.games} new games, ${seeded.responses} new responses, ${seeded.pages} new pages`);
      }
    }
    client.destroy();
    const standIn = signIn;
    // Without --dist, this run's pre-rendered pages (./dev-site.ts), in a folder named once the origin is known.
    let devSite: (DevSite & { remove(): void }) | undefined;
    const server = await startLocalServer({
      port: options.port,
      imagesDir,
      web: options.web,
      testControls: options.testControls,
      authConfig: (origin) => standIn.authConfig(origin),
      sharesDir: path.join(LOCAL_DIR, 'shares'),
      devSite: () => devSite,
    });
    // The callbacks the stand-in accepts: this server's /auth-success and /logout, by IP and by name.
    appUrl = server.url;
    // Publishing without a redeploy: the publish job, run in this process, writes into web/dist, or
    // without --dist into this run's folder of pages, which it renders first at start.
    const site = options.web === 'vite' ? createDevSiteDir(server.url) : undefined;
    const { registerLocalPublisher } = await import('./publish');
    const publisher = registerLocalPublisher({
      siteDir: options.web === 'dist' ? path.join(REPO_ROOT, 'web', 'dist') : (site?.dir ?? null),
      renderAtStart: site !== undefined,
      log,
    });
    if (site) devSite = { ...site, ready: publisher.ready };
    // The expiry schedule, as EventBridge Scheduler runs it in AWS (every 15 minutes there).
    const { expirePurchases } = await import('@quiz/functions/jobs/expire-purchases');
    expiryTimer = setInterval(() => void expirePurchases().catch((error: unknown) => log(`expiry: ${String(error)}`)), EXPIRY_TICK_MS);
    expiryTimer.unref();
    // The statistics off the score path: the table's stream read into the aggregating function, as
    // its event source mapping does in AWS (functions/src/data/README.md "Statistics off the score path").
    const { startStatsStreamPoller } = await import('./stats-stream');
    statsPoller = startStatsStreamPoller(LOCAL_TABLE, { intervalMs: STATS_STREAM_TICK_MS, log });
    const poller = statsPoller;
    const { port } = new URL(server.url);
    standIn.registerWebOrigin(server.url);
    standIn.registerWebOrigin(`http://localhost:${port}`);
    return {
      url: server.url,
      dynamoEndpoint: dynamo.endpoint,
      signInUrl: standIn.url,
      /** Fault injection (benchmarks): the database goes away while the server keeps answering. */
      stopDatabase: () => dynamo.stop(),
      /** Fault injection (benchmarks): DynamoDB Local's process, to pause (SIGSTOP) and resume (SIGCONT). */
      dynamoPid: dynamo.pid,
      /** Tests: the simulator, when no Stripe key was set. */
      stripeSimulator,
      /** Tests and benchmarks: applies every stream record written so far to the statistics, now. */
      drainStats: () => poller.drain(),
      /** Tests: tokens of a new player, as a sign-in through the stand-in would give. */
      mintTokens: (mint?: MintOptions) => standIn.mintTokens(mint),
      async stop() {
        clearInterval(expiryTimer);
        await poller.stop();
        await publisher.close();
        await server.close();
        devSite?.remove();
        await stripeSimulator?.stop();
        await standIn.stop();
        await dynamo.stop();
      },
    };
  } catch (error) {
    clearInterval(expiryTimer);
    await statsPoller?.stop();
    await stripeSimulator?.stop();
    await signIn?.stop();
    await dynamo.stop();
    throw error;
  }
}
