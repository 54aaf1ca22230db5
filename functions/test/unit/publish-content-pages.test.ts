import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentPublishPlan, PAGE_CACHE_CONTROL, type PublicPage } from '@quiz/shared';
import type { publishContentFiles as PublishContentFiles } from '../../src/jobs/publish-content-pages';
import { useUnitEnvironment } from '../helpers/unit-env';

const s3 = mockClient(S3Client);
const cloudFront = mockClient(CloudFrontClient);
let publishContentFiles: typeof PublishContentFiles;
const target = { bucket: 'site-bucket', distributionId: 'E123' };

const page = (overrides: Partial<PublicPage>): PublicPage => ({
  id: 'terms-of-sales-fr', translationKey: 'terms-of-sales', type: 'page', locale: 'fr', path: '/fr/conditions-generales-vente', alias: '/cgv',
  title: 'CGV', description: 'CGV', body: [], translations: {}, updatedAt: '2026-11-20T09:00:00.000Z', ...overrides,
});
const salesFr = page({});
const salesEn = page({ id: 'terms-of-sales-en', locale: 'en', path: '/en/terms-of-sales' });
const kit = page({ id: 'kit-en', translationKey: 'kit', locale: 'en', path: '/en/kit', alias: undefined });

beforeAll(async () => {
  useUnitEnvironment();
  ({ publishContentFiles } = await import('../../src/jobs/publish-content-pages'));
});

beforeEach(() => {
  s3.reset();
  cloudFront.reset();
  s3.on(DeleteObjectsCommand).resolves({});
  cloudFront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1', Status: 'InProgress', CreateTime: new Date(), InvalidationBatch: undefined } });
});

describe('what a publish changes (contentPublishPlan; SPEC §3 page status)', () => {
  it('a page back to draft: its files are removed and its addresses invalidated, with the menus and the sitemap', () => {
    const plan = contentPublishPlan([salesEn, salesFr, kit], [salesEn, kit], ['terms-of-sales']);
    expect([...plan.render]).toEqual(['terms-of-sales']);
    expect(plan.remove).toEqual(['pages/cgv.fr.html', 'pages/fr/conditions-generales-vente.html']);
    expect(plan.invalidate).toEqual(['/cgv', '/en/terms-of-sales', '/fr/conditions-generales-vente', '/menu/en', '/menu/fr', '/sitemap.xml']);
  });

  it('a page moved to another path: the old file goes, the new one is rendered', () => {
    const plan = contentPublishPlan([kit], [{ ...kit, path: '/en/press-kit' }], ['kit']);
    expect(plan.remove).toEqual(['pages/en/kit.html']);
    expect(plan.invalidate).toContain('/en/kit');
    expect(plan.invalidate).toContain('/en/press-kit');
  });

  it('an edit that keeps the page published removes nothing and touches no other page', () => {
    const plan = contentPublishPlan([salesEn, salesFr, kit], [salesEn, salesFr, kit], ['kit']);
    expect(plan.remove).toEqual([]);
    expect(plan.invalidate).not.toContain('/cgv');
  });
});

describe('the publish job: the site bucket and CloudFront, without a redeploy', () => {
  it('writes the rendered files as the deploy does, deletes the withdrawn ones, then invalidates addresses and objects', async () => {
    const plan = contentPublishPlan([salesEn, salesFr], [salesEn], ['terms-of-sales']);
    const files = [{ file: 'pages/en/terms-of-sales.html', body: '<!doctype html>' }, { file: 'sitemap.xml', body: '<urlset/>' }];
    const result = await publishContentFiles(plan, files, target);

    expect(s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'site-bucket', Key: 'pages/en/terms-of-sales.html', Body: '<!doctype html>', ContentType: 'text/html; charset=utf-8', CacheControl: PAGE_CACHE_CONTROL },
      { Bucket: 'site-bucket', Key: 'sitemap.xml', Body: '<urlset/>', ContentType: 'application/xml; charset=utf-8', CacheControl: PAGE_CACHE_CONTROL },
    ]);
    expect(s3.commandCalls(DeleteObjectsCommand)[0]!.args[0].input.Delete?.Objects).toEqual([{ Key: 'pages/cgv.fr.html' }, { Key: 'pages/fr/conditions-generales-vente.html' }]);
    const batch = cloudFront.commandCalls(CreateInvalidationCommand)[0]!.args[0].input.InvalidationBatch!;
    expect(batch.Paths?.Items).toEqual(expect.arrayContaining([
      '/cgv', '/fr/conditions-generales-vente', '/menu/en', '/sitemap.xml',
      '/pages/en/terms-of-sales.html', '/pages/cgv.fr.html', '/pages/fr/conditions-generales-vente.html',
    ]));
    expect(batch.Paths?.Quantity).toBe(batch.Paths?.Items?.length);
    expect(new Set(batch.Paths?.Items).size).toBe(batch.Paths?.Items?.length);
    expect(result).toEqual({ written: 2, removed: 2, invalidationId: 'I1' });
  });

  it('invalidates nothing before every file is written: a failed write stops the job', async () => {
    s3.on(PutObjectCommand).rejects(new Error('AccessDenied'));
    await expect(publishContentFiles({ remove: [], invalidate: ['/en/kit'] }, [{ file: 'pages/en/kit.html', body: 'x' }], target)).rejects.toThrow('AccessDenied');
    expect(cloudFront.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });

  it('fails when the bucket kept a withdrawn page (a draft must never stay served)', async () => {
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'pages/en/kit.html', Code: 'AccessDenied' }] });
    await expect(publishContentFiles({ remove: ['pages/en/kit.html'], invalidate: [] }, [], target)).rejects.toThrow(/pages\/en\/kit\.html/);
    expect(cloudFront.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });
});
