import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import type { Plugin as VitePlugin } from 'vite';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import {
  cacheControlFor, fragmentSecurityHeaders, shareIdOfPath, SHARE_FILES_DIR, SHARE_IMAGE_CONTENT_TYPES, type ShareImageFormat, IMAGES_PREFIX, isAppRoute, isLocale, LOCALE_COOKIE, PAGE_CACHE_CONTROL, resolveSitePath, securityHeaders, SITE_BUILD_FILE, type AuthConfig, type ErrorBody, siteApiPath, type SiteBuildInfo,
} from '@quiz/shared';
import { createApiRouter, MalformedPathError } from './api-router';
import { lambdaContext, readBody, toApiGatewayEvent, writeLambdaResult } from './lambda-adapter';
import { handleWarmUp, WARMUP_CACHE_PATH } from './warm-up';
import { handleLocalUpload, LOCAL_UPLOAD_PATH } from './uploads';
import { localBuildOrigin, withServedOrigin } from './site-origin';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const WEB_ROOT = path.join(REPO_ROOT, 'web');

export interface LocalServerOptions {
  port: number;
  /** Where the seed loader put the illustrations (served under /images). */
  imagesDir: string;
  /**
   * `vite`: the web app through Vite's dev middleware; `dist`: the production build in web/dist;
   * `none`: the API and images only (benchmarks).
   */
  web: 'vite' | 'dist' | 'none';
  /**
   * End-to-end tests only: mounts POST /__test/plays/{playId}/age {"seconds": n}, which moves a
   * play's clock back as if it had started n seconds earlier (a time-out without waiting three
   * minutes, without touching other tests' plays), and POST /__test/premium {"secondsLeft": n} with a
   * player's token, which sets when their premium ends; and the operator's warm-up, POST
   * /utils/warmup-cache with an admin's token (./warm-up.ts); and POST /__test/test-games {"from": id},
   * which copies a seed game under a new id and uuid in test status and answers them.
   * Only this local server has them.
   */
  testControls?: boolean;
  /**
   * The web app's sign-in settings for the origin it is served from, served at GET /auth-config.json
   * (in AWS the web stack writes that file beside the build).
   */
  authConfig?: (origin: string) => AuthConfig;
  /**
   * Where score shares' pages and images are written: `/share/{id}` and `/q/{id}` answer
   * `{id}.html`, `/shares/{id}.jpg` the image (`.png` for a share made before the JPEG), as
   * CloudFront answers them from the site bucket.
   */
  sharesDir?: string;
  /**
   * With Vite (`web: 'vite'`): this run's pre-rendered pages (./dev-site.ts), known once the server
   * listens; the pages the app does not route (content pages, competition rules, sitemap, robots, the
   * 404 page with its status) are answered from there, after their first rendering.
   */
  devSite?: () => DevSite | undefined;
}

export interface DevSite {
  dir: string;
  ready: Promise<void>;
}

/** Where the local server takes Stripe's webhook events (in AWS: the webhook function's own URL). */
export const LOCAL_STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

const handlerCache = new Map<string, Promise<Handler>>();

/** Imports a route's handler module on first use (after the environment is set, as a cold start would). */
function loadHandler(name: string): Promise<Handler> {
  let loaded = handlerCache.get(name);
  if (!loaded) {
    loaded = import(`@quiz/functions/handlers/${name}`).then((m: { handler: Handler }) => m.handler);
    handlerCache.set(name, loaded);
  }
  return loaded;
}

/**
 * The web app's middleware. With Vite, its live-reload websocket rides on `server` (this server's
 * own port): in middleware mode Vite would otherwise open one on the fixed port 24678, which a
 * second checkout started beside the first (another PORT) cannot have, and whose page would then
 * reload from the first one's changes, or not at all.
 */
async function webMiddleware(
  mode: LocalServerOptions['web'], server: http.Server, origin: () => string, devSite: LocalServerOptions['devSite'],
): Promise<{ middleware: Middleware; close(): Promise<void> }> {
  if (mode === 'none') return { middleware: (_req, _res, next) => next(), close: async () => undefined };
  if (mode === 'dist') {
    const dist = path.join(WEB_ROOT, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('web/dist has no build of the web app: run `npm run build` first, or start without --dist.');
    }
    // Hashed assets for a year, pages revalidated (as CloudFront serves them).
    const files = sirv(dist, {
      etag: true,
      extensions: [],
      setHeaders: (res, pathname) => res.setHeader('cache-control', cacheControlFor(pathname)),
    });
    return { middleware: sitePages(dist, files, origin), close: async () => undefined };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    // `ws.server` is Vite 8's name for `hmr.server` (now deprecated).
    server: { middlewareMode: true, ws: { server } },
    appType: 'spa',
    plugins: [missingFilesAre404()],
  });
  return { middleware: devSitePages(devSite ?? (() => undefined), vite.middlewares), close: () => vite.close() };
}

/**
 * A file Vite does not have (`/assets/nope.js`) is a 404, as CloudFront answers it (S3's 404:
 * docs/adr/0040-missing-files-answer-404.md), not the app's shell that Vite's single-page fallback
 * would send. Runs after that fallback (a post hook), which has rewritten the URL to /index.html
 * only when nothing else served the request.
 */
function missingFilesAre404(): VitePlugin {
  return {
    name: 'quiz-missing-files-are-404',
    configureServer(vite) {
      return () => {
        vite.middlewares.use((req, res, next) => {
          const original = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost').pathname;
          if (req.url === '/index.html' && /\.[a-z0-9]+$/i.test(original) && !original.endsWith('.html')) {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
            return;
          }
          next();
        });
      };
    },
  };
}

/** Root files a publish rewrites (docs/back-office.md "Publishing"). */
const PUBLISHED_ROOT_FILES = new Set(['/sitemap.xml', '/robots.txt']);

const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

const contentTypeOf = (file: string) =>
  file.endsWith('.xml') ? 'application/xml; charset=utf-8' : file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8';

/**
 * A page path answered from a folder of pre-rendered pages (shared/src/site-routes.ts), read at each
 * request (a publish rewrites them); `rewrite` moves the build's local origin to the server's
 * (./site-origin.ts). `app` answers a path for the app's shell; `next` a page the folder lacks.
 */
function sendSitePath(
  req: IncomingMessage, res: ServerResponse, next: () => void, dir: string, rewrite: (body: string) => string, app: (file: string) => void,
): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const pathname = url.pathname;
  const send = (file: string, status: number) =>
    readFile(path.join(dir, file), 'utf8').then(
      (body) => {
        res.writeHead(status, { 'content-type': contentTypeOf(file), 'cache-control': cacheControlFor(pathname) });
        res.end(req.method === 'HEAD' ? undefined : rewrite(body));
      },
      () => next(),
    );
  if (PUBLISHED_ROOT_FILES.has(pathname)) {
    void send(pathname, 200);
    return;
  }
  const remembered = LOCALE_COOKIE_VALUE.exec(req.headers.cookie ?? '')?.[1];
  const requested = url.searchParams.get('l');
  const answer = resolveSitePath(pathname, {
    rememberedLocale: isLocale(remembered) ? remembered : null,
    requestedLocale: isLocale(requested) ? requested : null,
    hasStaticPage: (file) => existsSync(path.join(dir, file)),
  });
  if (answer.kind === 'fragment') {
    sendFragment(req, res, dir, answer.file);
    return;
  }
  // Answered by the API before the pages (startLocalServer): never reached.
  if (answer.kind === 'api') {
    next();
    return;
  }
  if (answer.kind === 'app') app('index.html');
  else void send(answer.file, answer.kind === 'notFound' ? 404 : 200);
}

/**
 * Pages of the production build as CloudFront answers them (shared/src/site-routes.ts): a file of the
 * build (a path with an extension) as it is; a page path gets its pre-rendered page, else the app's
 * shell for a route of the app, else the 404 page in the path's language, with status 404.
 */
function sitePages(dist: string, files: Middleware, origin: () => string): Middleware {
  let built: { origin: string | null } | undefined;
  const rewrite = (body: string) => {
    built ??= { origin: localBuildOrigin(readSiteBuild(dist)?.siteUrl) };
    return withServedOrigin(body, built.origin, origin());
  };
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (/\.[a-z0-9]+$/i.test(pathname) && !PUBLISHED_ROOT_FILES.has(pathname)) {
      files(req, res, next);
      return;
    }
    sendSitePath(req, res, next, dist, rewrite, (file) => {
      readFile(path.join(dist, file), 'utf8').then((body) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControlFor(pathname) });
        res.end(req.method === 'HEAD' ? undefined : rewrite(body));
      }, () => next());
    });
  };
}

/** What the build wrote beside its pages (its origin), or undefined when it wrote nothing readable. */
function readSiteBuild(dist: string): SiteBuildInfo | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dist, SITE_BUILD_FILE), 'utf8')) as SiteBuildInfo;
  } catch {
    return undefined;
  }
}

/** Vite's own addresses (its client, modules by id, dependencies), some without an extension. */
const VITE_OWN_PATH = /^\/(@|node_modules\/|src\/)/;

/**
 * `npm start` without --dist (docs/adr/0004-local-runtime.md): the app's routes
 * and Vite's files go to Vite as before; every other page path is answered from this run's rendered
 * pages (content pages, competition rules, sitemap, robots), and a path nothing answers gets the
 * 404 page with status 404, as with --dist. Their first rendering is awaited (a few seconds after start).
 */
function devSitePages(devSite: () => DevSite | undefined, vite: Middleware): Middleware {
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const site = devSite();
    const isFile = (/\.[a-z0-9]+$/i.test(pathname) && !PUBLISHED_ROOT_FILES.has(pathname)) || VITE_OWN_PATH.test(pathname);
    if (!site || isFile || isAppRoute(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      vite(req, res, next);
      return;
    }
    site.ready.then(
      () => sendSitePath(req, res, () => vite(req, res, next), site.dir, (body) => body, () => vite(req, res, next)),
      () => vite(req, res, next),
    );
  };
}

/**
 * A quiz slide fragment (SPEC §2) with the headers CloudFront's /frag/* behaviour sends: its own
 * content security policy, framing allowed; an unknown uuid is a bare 404 (no page around it).
 */
function sendFragment(req: IncomingMessage, res: ServerResponse, dist: string, file: string | null): void {
  for (const [name, value] of Object.entries(fragmentSecurityHeaders())) res.setHeader(name, value);
  res.removeHeader('x-frame-options');
  const notFound = () => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL }).end('Not found');
  if (!file) {
    notFound();
    return;
  }
  readFile(path.join(dist, file)).then((body) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL });
    res.end(req.method === 'HEAD' ? undefined : body);
  }, notFound);
}

/**
 * A score share's page (`/share/{id}`, `/q/{id}`: the same page) or preview image
 * (`/shares/{id}.jpg`, `.png` for one made before the JPEG), as written when the share was made;
 * anything else under /shares/ and an unknown id are a 404. Nothing is rendered here.
 */
function sendShareFile(req: IncomingMessage, res: ServerResponse, dir: string, pathname: string): void {
  const id = shareIdOfPath(pathname);
  const image = /^\/shares\/([A-Za-z0-9_-]{22})\.(jpg|png)$/.exec(pathname);
  const format = image?.[2] as ShareImageFormat | undefined;
  const file = id ? `${id}.html` : image ? `${image[1]}.${format}` : null;
  const notFound = () => res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL }).end('Not found');
  if (!file) {
    notFound();
    return;
  }
  readFile(path.join(dir, file)).then((body) => {
    res.writeHead(200, {
      'content-type': format ? SHARE_IMAGE_CONTENT_TYPES[format] : 'text/html; charset=utf-8',
      'cache-control': id ? PAGE_CACHE_CONTROL : 'public, max-age=31536000, immutable',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }, notFound);
}

/**
 * One local HTTP server on 127.0.0.1: every route of the route table, through the same handler
 * modules and the same API Gateway event shape as in AWS; the illustrations; and the web app.
 */
export async function startLocalServer(options: LocalServerOptions) {
  const route = createApiRouter();
  // Content-hashed names: cached a year, as CloudFront's /images/* behaviour sends them.
  const imageOptions = {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res: ServerResponse) => res.setHeader('cache-control', cacheControlFor(IMAGES_PREFIX)),
  };
  const images = sirv(options.imagesDir, { ...imageOptions, dev: false });
  // sirv lists the folder once at start (dev: false): a picture a designer uploads later is
  // found by a second look that reads the disk on each request.
  const newImages = sirv(options.imagesDir, { ...imageOptions, dev: true });

  async function handleApi(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    let match: ReturnType<typeof route>;
    try {
      match = route(method, url.pathname);
    } catch (error) {
      if (!(error instanceof MalformedPathError)) throw error;
      // The caller's mistake: a 400 in the API's error shape, never a crash of the local server.
      const body: ErrorBody = { error: { code: 'bad_request', message: `Bad request: ${error.message}` } };
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      return;
    }
    const body = await readBody(req);
    const routeKey = match ? `${match.route.method} ${match.route.path}` : '$default';
    const event = toApiGatewayEvent(req, body, routeKey, match?.pathParameters);
    const name = match?.route.name ?? 'routeNotFound';
    const handler = await loadHandler(name);
    writeLambdaResult(res, await handler(event, lambdaContext(name, event.requestContext.requestId)));
  }

  /** Stripe's webhook, through the same handler and event shape as its function URL in AWS. */
  async function handleStripeWebhook(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const event = toApiGatewayEvent(req, body, '$default', undefined);
    const { handler } = (await import('@quiz/functions/webhooks/stripe')) as { handler: Handler };
    writeLambdaResult(res, await handler(event, lambdaContext('stripeWebhook', event.requestContext.requestId)));
  }

  /** Test controls: the caller's premium ends `secondsLeft` from now (negative: it has ended). */
  async function handleSetPremium(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const { secondsLeft } = JSON.parse(body.toString() || '{}') as { secondsLeft?: unknown };
    if (typeof secondsLeft !== 'number' || !Number.isFinite(secondsLeft)) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"secondsLeft must be a number"}');
      return;
    }
    const { authenticate } = await import('@quiz/functions/lib/auth');
    const caller = await authenticate(toApiGatewayEvent(req, body, '$default', undefined), 'user').catch(() => null);
    if (caller?.kind !== 'user') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"a signed-in player\'s token is required"}');
      return;
    }
    const { setPremiumUntilForTests } = await import('@quiz/functions/data/users');
    await setPremiumUntilForTests(caller.sub, new Date(Date.now() + secondsLeft * 1000).toISOString());
    res.writeHead(204).end();
  }

  async function handleCopyTestGame(req: IncomingMessage, res: ServerResponse) {
    const { from } = JSON.parse((await readBody(req)).toString() || '{}') as { from?: unknown };
    if (typeof from !== 'number' || !Number.isInteger(from)) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"from must be a game id"}');
      return;
    }
    const { copyGameAsTestForTests } = await import('@quiz/functions/data/desk-review');
    const id = 900_000 + Math.floor(Math.random() * 99_999);
    const uuid = randomUUID();
    await copyGameAsTestForTests(from, id, uuid);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, uuid }));
  }

  async function handleAgePlay(req: IncomingMessage, res: ServerResponse, playId: string) {
    const { seconds } = JSON.parse((await readBody(req)).toString() || '{}') as { seconds?: unknown };
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"seconds must be a number"}');
      return;
    }
    const { agePlayForTests } = await import('@quiz/functions/data/plays');
    await agePlayForTests(playId, seconds);
    res.writeHead(204).end();
  }

  /**
   * The headers CloudFront adds (shared/src/web-headers.ts). The content security policy only with
   * the production build: Vite's development server injects inline scripts.
   */
  function setSiteHeaders(req: IncomingMessage, res: ServerResponse) {
    const config = options.authConfig?.(`http://${req.headers.host ?? ''}`);
    const signIn = config ? [...new Set([new URL(config.authority).origin, new URL(config.endSessionEndpoint).origin])] : [];
    for (const [name, value] of Object.entries(securityHeaders(signIn))) {
      if (name !== 'content-security-policy' || options.web === 'dist') res.setHeader(name, value);
    }
  }

  // br or gzip, as CloudFront compresses (small bodies are left as they are).
  const compress = compression();

  // Created before the web middleware, which attaches Vite's websocket to it; it listens once both are ready.
  const server = http.createServer();
  // The origin the pages' absolute addresses name (./site-origin.ts): known once the server listens.
  let servedOrigin = '';
  const web = await webMiddleware(options.web, server, () => servedOrigin, options.devSite);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    setSiteHeaders(req, res);
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handleRequest(req, res));
  });

  function handleRequest(req: IncomingMessage, res: ServerResponse) {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const fail = (error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'internal_error', message: 'Local server error' } }));
    };
    const agePlay = options.testControls && req.method === 'POST' ? /^\/__test\/plays\/([\w-]+)\/age$/.exec(pathname) : null;
    if (agePlay?.[1]) {
      handleAgePlay(req, res, agePlay[1]).catch(fail);
    } else if (options.testControls && req.method === 'POST' && pathname === '/__test/test-games') {
      handleCopyTestGame(req, res).catch(fail);
    } else if (options.testControls && req.method === 'POST' && pathname === '/__test/premium') {
      handleSetPremium(req, res).catch(fail);
    } else if (pathname === WARMUP_CACHE_PATH) {
      // The operator's warm-up: only with the test controls, and only for an admin; else a 404.
      if (options.testControls) handleWarmUp(req, res, loadHandler).catch(fail);
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } else if (pathname === LOCAL_STRIPE_WEBHOOK_PATH && req.method === 'POST') {
      handleStripeWebhook(req, res).catch(fail);
    } else if (pathname === '/auth-config.json' && options.authConfig && (req.method === 'GET' || req.method === 'HEAD')) {
      const config = JSON.stringify(options.authConfig(`http://${req.headers.host ?? ''}`));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : config);
    } else if (pathname === LOCAL_UPLOAD_PATH && req.method === 'POST') {
      handleLocalUpload(req, res).catch(fail);
    } else if (options.sharesDir && (req.method === 'GET' || req.method === 'HEAD') && (shareIdOfPath(pathname) || pathname.startsWith(`/${SHARE_FILES_DIR}/`))) {
      sendShareFile(req, res, options.sharesDir, pathname);
    } else if (pathname.startsWith('/api/') || pathname === '/api') {
      handleApi(req, res).catch(fail);
    } else if (siteApiPath(pathname)) {
      // A site path the API answers (the QR quiz links), as CloudFront's /qr-quiz/* behaviour sends it.
      req.url = `${siteApiPath(pathname)}${(req.url ?? '').slice(pathname.length)}`;
      handleApi(req, res).catch(fail);
    } else if (pathname.startsWith(IMAGES_PREFIX)) {
      req.url = req.url?.slice(IMAGES_PREFIX.length - 1);
      images(req, res, () =>
        newImages(req, res, () => {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        }),
      );
    } else {
      web.middleware(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      });
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  servedOrigin = `http://127.0.0.1:${port}`;
  return {
    url: servedOrigin,
    async close() {
      await web.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
