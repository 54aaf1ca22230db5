import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSitePath, routes, SITE_BUILD_FILE, type Page, type RenderSite, type SiteBuildInfo } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as PublishSite from '../../src/jobs/publish-site';
import type { SiteStore } from '../../src/jobs/publish-site';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { asFunction } from '../helpers/table-calls';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import { keys } from '../../src/data/keys';

/**
 * docs/back-office.md "Publishing": a change a player can see is on the site after a publish, without a
 * redeploy. The real job (publishSite) with the build's own renderer (web/src/app/static-pages/site.tsx),
 * against DynamoDB Local and a temporary folder standing for the served build.
 */
const key = createSigningKey();
const dist = mkdtempSync(path.join(tmpdir(), 'quiz-publish-'));
const build: SiteBuildInfo = {
  siteUrl: 'https://quiz.example.com',
  assets: { appScripts: ['/assets/app.js'], appStyles: ['/assets/app.css'], landingScript: '/assets/landing.js', landingStyles: [], quizStyles: [] },
};
const page = (over: Partial<Page>): Page => ({
  id: 'press-en', translationKey: 'press', type: 'page', status: 'published', locale: 'en', path: '/en/press',
  title: 'Press', description: 'Press kit', body: [{ kind: 'paragraph', content: ['Write to us.'] }], version: 1, updatedAt: '2026-11-26T10:00:00.000Z', ...over,
});

let db: Awaited<ReturnType<typeof useIntegrationTable>>['db'];
let tableName: string;
let job: typeof PublishSite;
let store: SiteStore;
let render: RenderSite;
let handlers: Record<'publishSite' | 'getPublish' | 'listPublishes' | 'updatePage' | 'getAdminPage' | 'createMenuItem' | 'deleteMenuItem' | 'createPage', LambdaHandler>;

const exists = (address: string) => resolveSitePath(address, { rememberedLocale: 'en', hasStaticPage: (file) => existsSync(path.join(dist, file)) });
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  const fixture = seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg'));
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), {
    ...fixture,
    pages: [page({}), page({ id: 'press-fr', locale: 'fr', path: '/fr/presse', title: 'Presse', description: 'Dossier de presse' })],
  });
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Quiz</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, SITE_BUILD_FILE), JSON.stringify(build));
  // A path in a variable: the functions' typecheck does not compile the web's JSX (vitest does).
  const renderer = '../../../web/src/app/static-pages/site.tsx';
  render = ((await import(/* @vite-ignore */ renderer)) as { renderSite: RenderSite }).renderSite;
  const publish = await import('../../src/jobs/publish-site');
  // The publish function's table calls are checked against its grant (table-grants.ts).
  job = { ...publish, publishSite: asFunction('publishJob', publish.publishSite), runPublish: asFunction('publishJob', publish.runPublish) };
  store = (await import('../../src/jobs/dir-site-store')).dirSiteStore(dist);
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  handlers = {
    publishSite: (await import('../../src/handlers/publishSite')).handler,
    getPublish: (await import('../../src/handlers/getPublish')).handler,
    listPublishes: (await import('../../src/handlers/listPublishes')).handler,
    updatePage: (await import('../../src/handlers/updatePage')).handler,
    getAdminPage: (await import('../../src/handlers/getAdminPage')).handler,
    createMenuItem: (await import('../../src/handlers/createMenuItem')).handler,
    deleteMenuItem: (await import('../../src/handlers/deleteMenuItem')).handler,
    createPage: (await import('../../src/handlers/createPage')).handler,
  };
}, 60_000);

describe('publishing without a redeploy, against DynamoDB Local and a folder', () => {
  it('a first publish renders the whole site from the table: the live quizzes, the home, the published pages, the sitemap', async () => {
    const result = await job.publishSite(render, store);
    expect(result.removed).toBe(0);
    expect(result.written).toBe(result.rendered);
    expect(exists('/quiz-seo/en/quiz-1')).toEqual({ kind: 'static', file: 'pages/quiz-seo/en/quiz-1.html' });
    expect(exists('/quiz-seo/en/quiz-3').kind).toBe('notFound'); // in test: never on the site
    expect(exists('/en/press').kind).toBe('static');
    expect(read('sitemap.xml')).toContain('https://quiz.example.com/en/press');
    expect(JSON.parse(read('pages-index.json'))).toContain('pages/en/press.html');
  }, 60_000);

  it('publishing again with nothing changed writes nothing, and still refreshes the public API answers', async () => {
    const result = await job.publishSite(render, store);
    expect(result).toMatchObject({ written: 0, removed: 0 });
    expect(result.unchanged).toBe(result.rendered);
  }, 60_000);

  it('a game set live in the table: after a publish its /quiz-seo page exists in both languages and the home lists it', async () => {
    expect(read('pages/en.html')).not.toContain('Quiz 3 in English');
    await db.send(new UpdateCommand({
      TableName: tableName, Key: keys.game(3), UpdateExpression: 'SET #s = :live, gsi1pk = :pk',
      ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':live': 'live', ':pk': 'GAMES#live' },
    }));
    const result = await job.publishSite(render, store);
    expect(exists('/quiz-seo/en/quiz-3').kind).toBe('static');
    expect(exists('/quiz-seo/fr/quiz-3-fr').kind).toBe('static');
    expect(read('pages/en.html')).toContain('Quiz 3 in English');
    expect(read('pages/fr.html')).toContain('Quiz 3 en français');
    expect(read('sitemap.xml')).toContain('/quiz-seo/en/quiz-3');
    expect(result.removed).toBe(0);
    expect(result.written).toBeGreaterThan(4);
  }, 60_000);

  it('a page unpublished by an admin: after a publish its file is gone and its path answers 404, its translation loses its hreflang', async () => {
    const admin = signAccessToken(key, { 'cognito:groups': ['admin'] });
    const current = (await invoke(handlers.getAdminPage, apiEvent(routes.getAdminPage, { token: admin, pathParameters: { id: 'press-en' } }))).json.page as Page;
    const { version, updatedAt: _, ...fields } = current;
    const saved = await invoke(handlers.updatePage, apiEvent(routes.updatePage, { token: admin, pathParameters: { id: 'press-en' }, body: { page: { ...fields, status: 'draft' }, version } }));
    expect(saved.status).toBe(200);
    expect(read('pages/fr/presse.html')).toContain('hreflang="en"');

    const result = await job.publishSite(render, store);
    expect(result.removed).toBe(1);
    expect(existsSync(path.join(dist, 'pages/en/press.html'))).toBe(false);
    expect(exists('/en/press')).toEqual({ kind: 'notFound', file: 'pages/404/en.html', locale: 'en' });
    expect(read('pages/fr/presse.html')).not.toContain('hreflang="en"');
    expect(read('sitemap.xml')).not.toContain('/en/press');
    expect(JSON.parse(read('pages-index.json'))).not.toContain('pages/en/press.html');
  }, 60_000);

  it('a menu item removed by an admin: after a publish the menu page no longer lists it', async () => {
    const admin = signAccessToken(key, { 'cognito:groups': ['admin'] });
    const item = { id: 'shop-link', type: 'link', locale: 'en', label: 'Our shop window', target: '/en/press', order: 9 };
    const created = await invoke(handlers.createMenuItem, apiEvent(routes.createMenuItem, { token: admin, body: { item } }));
    expect(created.status).toBe(200);
    await job.publishSite(render, store);
    expect(read('pages/menu/en.html')).toContain('Our shop window');

    const removed = await invoke(handlers.deleteMenuItem, apiEvent(routes.deleteMenuItem, { token: admin, pathParameters: { locale: 'en', id: 'shop-link' }, query: { version: '1' } }));
    expect(removed.status).toBe(200);
    expect(read('pages/menu/en.html')).toContain('Our shop window');
    const result = await job.publishSite(render, store);
    expect(result.written).toBeGreaterThan(0);
    expect(read('pages/menu/en.html')).not.toContain('Our shop window');
  }, 60_000);

  it('a page with a picture: after a publish its page shows the picture with its web copies (srcset) and the alt text of its language', async () => {
    const admin = signAccessToken(key, { 'cognito:groups': ['admin'] });
    const image = {
      src: '/images/00112233445566ff.png', width: 1000, height: 600,
      variants: { widths: [320, 640, 960].map((width) => ({ src: `/images/00112233445566ff-${width}.webp`, width })), share: { src: '/images/00112233445566ff-1200.jpg', width: 1000, height: 600 } },
    };
    const created = await invoke(handlers.createPage, apiEvent(routes.createPage, { token: admin, body: { page: {
      id: 'stand-fr', translationKey: 'stand', type: 'page', status: 'published', locale: 'fr', path: '/fr/stand', title: 'Notre stand', description: 'Au salon',
      body: [{ kind: 'paragraph', content: ['Venez nous voir.'] }, { kind: 'image', image, alt: { en: 'Our stand at the fair', fr: 'Notre stand au salon' } }],
    } } }));
    expect(created.status).toBe(200);
    await job.publishSite(render, store);
    const html = read('pages/fr/stand.html');
    expect(html).toMatch(/<img[^>]*alt="Notre stand au salon"/);
    // HTML attribute names are case-insensitive (React's server renderer writes `srcSet`).
    expect(html.replace(/srcSet=/g, 'srcset=')).toContain('srcset="/images/00112233445566ff-320.webp 320w, /images/00112233445566ff-640.webp 640w, /images/00112233445566ff-960.webp 960w"');
    expect(html).toContain('src="/images/00112233445566ff.png"');
  }, 60_000);

  it('POST /api/desk/publish answers 202 with a queued publish; the run records its progress and counts', async () => {
    const { setLocalPublishRunner } = await import('../../src/lib/publish-runner');
    let finished: Promise<void> = Promise.resolve();
    setLocalPublishRunner((id) => {
      finished = job.runPublish(id, render, store);
    });
    const designer = signAccessToken(key, { 'cognito:groups': ['designer'], username: 'dana' });
    const answer = await invoke(handlers.publishSite, apiEvent(routes.publishSite, { token: designer }));
    expect(answer.status).toBe(202);
    expect(answer.json.publish).toMatchObject({ status: 'queued' });
    await finished;
    const { json } = await invoke(handlers.getPublish, apiEvent(routes.getPublish, { token: designer, pathParameters: { id: answer.json.publish.id } }));
    expect(json.publish).toMatchObject({ status: 'done', step: 'finished', written: 0, removed: 0 });
    const list = await invoke(handlers.listPublishes, apiEvent(routes.listPublishes, { token: designer }));
    expect(list.json.publishes[0].id).toBe(answer.json.publish.id);
    setLocalPublishRunner(undefined);
  }, 60_000);

  it('a player may not publish nor read publishes (403), an anonymous caller gets 401', async () => {
    const player = signAccessToken(key);
    expect((await invoke(handlers.publishSite, apiEvent(routes.publishSite, { token: player }))).status).toBe(403);
    expect((await invoke(handlers.listPublishes, apiEvent(routes.listPublishes, { token: player }))).status).toBe(403);
    expect((await invoke(handlers.publishSite, apiEvent(routes.publishSite))).status).toBe(401);
  });

  it('a failed run is recorded as failed with its reason, never left running', async () => {
    const { putPublish, getPublish } = await import('../../src/data/publishes');
    await putPublish({ id: 'broken', status: 'queued', requestedBy: { sub: 's', username: 'u' }, requestedAt: '2026-11-26T10:00:00.000Z' });
    await job.runPublish('broken', render, { ...store, readBuild: () => Promise.reject(new Error('no build in the bucket')) });
    expect(await getPublish('broken')).toMatchObject({ status: 'failed', error: 'no build in the bucket' });
  });

  it('publishes take turns: a run started while another runs waits for it, so older data never writes last', async () => {
    const { putPublish, getPublish } = await import('../../src/data/publishes');
    for (const id of ['first', 'second']) await putPublish({ id, status: 'queued', requestedBy: { sub: 's', username: 'u' }, requestedAt: '2026-11-26T10:00:00.000Z' });
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first run's build read stands for a slow render: it holds its turn until released.
    const first = job.runPublish('first', render, { ...store, readBuild: async () => { order.push('first starts'); await held; order.push('first ends'); return store.readBuild(); } });
    await expect.poll(() => order.length).toBe(1);
    const second = job.runPublish('second', render, { ...store, readBuild: () => { order.push('second starts'); return store.readBuild(); } }, undefined, { holdMs: 60_000, waitMs: 30_000, retryMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await getPublish('second')).toMatchObject({ status: 'queued' });
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(await getPublish('second')).toMatchObject({ status: 'done' });
  }, 60_000);

  it('a run that waited too long is recorded as failed, asking to publish again; a dead run\'s turn expires', async () => {
    const { putPublish, getPublish, takePublishLock, releasePublishLock } = await import('../../src/data/publishes');
    await putPublish({ id: 'late', status: 'queued', requestedBy: { sub: 's', username: 'u' }, requestedAt: '2026-11-26T10:00:00.000Z' });
    expect(await takePublishLock('stuck', 60_000)).toBe(true);
    await job.runPublish('late', render, store, undefined, { holdMs: 60_000, waitMs: 200, retryMs: 50 });
    expect(await getPublish('late')).toMatchObject({ status: 'failed', error: 'another publish was still running: publish again' });
    // A run that died holds its turn until it expires, no longer.
    expect(await takePublishLock('next', 60_000)).toBe(false);
    expect(await takePublishLock('next', 60_000, Date.now() + 61_000)).toBe(true);
    await releasePublishLock('stuck'); // not the holder any more: nothing happens
    expect(await takePublishLock('other', 60_000)).toBe(false);
    await releasePublishLock('next');
    expect(await takePublishLock('other', 60_000)).toBe(true);
    await releasePublishLock('other');
  });
});
