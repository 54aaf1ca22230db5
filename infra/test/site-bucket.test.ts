import { runInNewContext } from 'node:vm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { HASHED_ASSETS_PREFIX, IMAGES_PREFIX, PAGE_CACHE_CONTROL } from '@quiz/shared';
import { API_PATH_PATTERN, AUTH_CONFIG_KEY, IMAGES_PATH_PATTERN, WEB_DIST_EXCLUDES } from '../lib/web-stack';
import { KVS_IMPORT, SITE_RESPONSE_CODE } from '../lib/site-routing';
import type { QuizStacks } from '../lib/quiz-app';
import { buildStage, sharedStage, type CfnResource } from './helpers';

// The AWS-managed CachingOptimized policy (forwards no query string, no header, no cookie).
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const NO_DIST = { webDistDir: join(tmpdir(), 'no-such-web-dist') };

type Statement = { Effect: string; Principal?: unknown; Action: string | string[]; Resource: unknown; Condition?: unknown };
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

function siteBucketOf(stacks: QuizStacks): { id: string; bucket: CfnResource; template: Template } {
  const template = Template.fromStack(stacks.web);
  const id = stacks.web.getLogicalId(stacks.web.siteBucket.node.defaultChild as never);
  return { id, bucket: template.toJSON().Resources[id] as CfnResource, template };
}

function distributionConfig(template: Template) {
  const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as CfnResource;
  return distribution.Properties.DistributionConfig as {
    DefaultCacheBehavior: Record<string, unknown>;
    CacheBehaviors: Record<string, unknown>[];
    Origins: Record<string, unknown>[];
    CustomErrorResponses?: unknown;
  };
}

describe.each([
  ['prod', 30],
  ['staging', 7],
] as const)('the site bucket of %s (docs/adr/0041-versioned-site-bucket.md)', (stage, days) => {
  let stacks: QuizStacks;
  beforeAll(() => {
    stacks = sharedStage(stage, {}, NO_DIST).stacks;
  });

  it(`is versioned, and keeps an overwritten or deleted object's previous version ${days} days (the stage's noncurrentVersionDays)`, () => {
    expect(stacks.stage.noncurrentVersionDays).toBe(days);
    const { bucket } = siteBucketOf(stacks);
    expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual({
      Id: 'NoncurrentVersions',
      Status: 'Enabled',
      NoncurrentVersionExpiration: { NoncurrentDays: days },
      ExpiredObjectDeleteMarker: true,
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
    });
    // No rule expires a current object but the uploads': published pictures stay.
    const expiring = rules.filter((r) => r.ExpirationInDays !== undefined || r.ExpirationDate !== undefined);
    expect(expiring).toEqual([expect.objectContaining({ Prefix: 'uploads/' })]);
  });

  it('still removes an upload never finalized after a day, and its removed version a day later', () => {
    const rules = (siteBucketOf(stacks).bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    expect(rules).toContainEqual({ Id: 'Uploads', Prefix: 'uploads/', Status: 'Enabled', ExpirationInDays: 1, NoncurrentVersionExpiration: { NoncurrentDays: 1 } });
  });

  it('gives no function of the app a way to delete a version for good: only the lifecycle does, and the deploy\'s upload handler (aws-cdk-lib\'s, prune off) holds s3:DeleteObject*', () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
    const withDist = buildStage(stage, {}, { webDistDir: dist }).stacks;
    const covers = (action: string) => new RegExp(`^${action.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
    const holders: string[] = [];
    for (const stack of [withDist.web, withDist.api, withDist.api.players, withDist.api.backOffice]) {
      const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
      for (const [id, policy] of Object.entries(policies)) {
        const statements = ((policy as CfnResource).Properties.PolicyDocument as { Statement: Statement[] }).Statement;
        for (const statement of statements) {
          const grants = ['s3:DeleteObjectVersion', 's3:PutBucketVersioning', 's3:PutLifecycleConfiguration'].some((a) => actionsOf(statement).some((p) => covers(p).test(a)));
          if (statement.Effect === 'Allow' && grants) holders.push(id);
        }
      }
    }
    expect(holders.length).toBeGreaterThan(0);
    for (const id of holders) expect(id).toMatch(/^CustomCDKBucketDeployment/);
    expect(Object.values(Template.fromStack(withDist.web).findResources('Custom::CDKBucketDeployment')).every((d) => (d as CfnResource).Properties.Prune === false)).toBe(true);
  });
});

describe('missing files (docs/adr/0040-missing-files-answer-404.md)', () => {
  let stacks: QuizStacks;
  let template: Template;
  beforeAll(() => {
    stacks = sharedStage('staging', {}, NO_DIST).stacks;
    template = Template.fromStack(stacks.web);
  });

  it('lets this distribution alone list the site bucket, so that S3 answers 404 for a missing key, not 403', () => {
    const { id } = siteBucketOf(stacks);
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => JSON.stringify((p as CfnResource).Properties.Bucket) === JSON.stringify({ Ref: id }),
    ) as CfnResource;
    const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    const listing = statements.filter((s) => s.Effect === 'Allow' && actionsOf(s).some((a) => /^s3:(List|\*)/.test(a)));
    expect(listing).toHaveLength(1);
    expect(listing[0]).toMatchObject({
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Action: 's3:ListBucket',
      Resource: { 'Fn::GetAtt': [id, 'Arn'] },
    });
    const distributionId = stacks.web.getLogicalId(stacks.web.distribution.node.defaultChild as never);
    expect(JSON.stringify(listing[0]!.Condition)).toMatch(new RegExp(`"StringEquals":\\{"AWS:SourceArn":.*:distribution/.*"Ref":"${distributionId}"`));
  });

  it('never lets a viewer ask for a listing: each behaviour to the bucket rewrites its path or has a prefix, and forwards no query string', () => {
    const config = distributionConfig(template);
    const bucketOrigins = new Set(config.Origins.filter((o) => o.S3OriginConfig).map((o) => o.Id));
    const toBucket = [config.DefaultCacheBehavior, ...config.CacheBehaviors].filter((b) => bucketOrigins.has(b.TargetOriginId));
    expect(toBucket.length).toBeGreaterThanOrEqual(3);
    const imagesCacheId = (b: Record<string, unknown>) => (b.CachePolicyId as { Ref?: string }).Ref;
    for (const behavior of toBucket) {
      const rewrites = JSON.stringify(behavior.FunctionAssociations ?? []).includes('viewer-request');
      const prefixed = typeof behavior.PathPattern === 'string' && /^\/[^*/]+\/\*$/.test(behavior.PathPattern);
      expect(rewrites || prefixed, JSON.stringify(behavior.PathPattern ?? 'default')).toBe(true);
      expect(behavior.OriginRequestPolicyId).toBeUndefined();
      if (behavior.CachePolicyId === CACHING_OPTIMIZED) continue;
      const policy = template.toJSON().Resources[imagesCacheId(behavior)!] as CfnResource;
      const config = policy.Properties.CachePolicyConfig as { ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: unknown } };
      expect(config.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    }
    expect(toBucket.map((b) => b.PathPattern)).toContain(IMAGES_PATH_PATTERN);
  });

  it('has no CloudFront custom error response: they apply to the whole distribution and would replace the API\'s JSON 403 and 404', () => {
    expect(distributionConfig(template).CustomErrorResponses).toBeUndefined();
    const api = distributionConfig(template).CacheBehaviors.find((b) => b.PathPattern === API_PATH_PATTERN)!;
    expect(api.FunctionAssociations).toBeUndefined();
  });

  /** The viewer response as CloudFront runs it (the page store is not asked for a file's path). */
  async function viewerStatus(uri: string, originStatus: number): Promise<number> {
    const cloudfront = { kvs: () => ({ exists: async () => false }) };
    const event = { request: { uri, cookies: {}, querystring: {} }, response: { statusCode: originStatus, statusDescription: 'origin' } };
    const response = (await runInNewContext(`${SITE_RESPONSE_CODE.replace(KVS_IMPORT, 'var cf = fakeCloudfront;')}\nhandler(event);`, { event, fakeCloudfront: cloudfront })) as { statusCode: number };
    return response.statusCode;
  }

  it.each([
    [`${HASHED_ASSETS_PREFIX}nope.js`, 404, 404],
    [`${HASHED_ASSETS_PREFIX}app-abc.js`, 200, 200],
    ['/nope.txt', 404, 404],
    [`/frag/quiz_slide/en/unknown.html`, 404, 404],
  ])('lets S3\'s answer for %s (%i) through as %i', async (uri, origin, viewer) => {
    expect(await viewerStatus(uri, origin)).toBe(viewer);
  });

  it('serves /images/* without any function: S3\'s 404 reaches the viewer as it is', () => {
    const images = distributionConfig(template).CacheBehaviors.find((b) => b.PathPattern === `${IMAGES_PREFIX}*`)!;
    expect(images.FunctionAssociations).toBeUndefined();
  });
});

describe('no-cache for HTML and the runtime config (docs/adr/0018-web-headers-and-caching.md)', () => {
  it('uploads the pages and /auth-config.json with a Cache-Control that makes browsers revalidate every time, and the edge keep them a minute at most', () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
    const stacks = buildStage('staging', {}, { webDistDir: dist }).stacks;
    const deployments = Object.values(Template.fromStack(stacks.web).findResources('Custom::CDKBucketDeployment')) as CfnResource[];
    // The deployment that writes the runtime config (jsonData: a second source) is the pages' one.
    const pages = deployments.filter((d) => (d.Properties.SourceMarkers as unknown[] | undefined)?.length === 2 || (d.Properties.SourceObjectKeys as unknown[]).length === 2);
    expect(pages).toHaveLength(1);
    // Its second source is /auth-config.json (AUTH_CONFIG_KEY), filled at deploy with the pool's and client's ids.
    expect(AUTH_CONFIG_KEY).toBe('auth-config.json');
    expect(JSON.stringify(pages[0]!.Properties.SourceMarkers)).toMatch(/UserPoolWebClient/);
    expect(pages[0]!.Properties.SystemMetadata).toEqual({ 'cache-control': PAGE_CACHE_CONTROL });
    const directives = new Map(PAGE_CACHE_CONTROL.split(',').map((d): [string, string | undefined] => { const [name, value] = d.trim().split('='); return [name!, value]; }));
    // RFC 9111: stale at once (max-age=0) and never used stale without a revalidation (must-revalidate): a browser's no-cache.
    expect(directives.get('max-age')).toBe('0');
    expect(directives.has('must-revalidate')).toBe(true);
    expect(directives.has('immutable')).toBe(false);
    // The shared cache (CloudFront) a minute; a deploy invalidates everything it uploaded.
    expect(directives.get('s-maxage')).toBe('60');
    expect(pages[0]!.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('never uploads source maps (the build\'s excludes hold *.map; web-stack.test.ts stages a build with one)', () => {
    expect(WEB_DIST_EXCLUDES).toContain('**/*.map');
  });
});
