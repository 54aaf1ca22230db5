import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import {
  CATALOGUE_CACHE_CONTROL, CATALOGUE_MAX_TTL_SECONDS, CATALOGUE_PATH, catalogueInvalidationPaths, CONTENT_API_PATHS, HSTS_MAX_AGE_SECONDS, IMMUTABLE_CACHE_CONTROL, PAGE_CACHE_CONTROL,
  PERMISSIONS_POLICY, REFERRER_POLICY,
} from '@quiz/shared';
import { API_PATH_PATTERN, FRAGMENTS_PATH_PATTERN, IMAGES_PATH_PATTERN, WebStack } from '../lib/web-stack';
import { QR_QUIZ_PATH_PATTERN, QR_REQUEST_CODE, SITE_REQUEST_CODE, SITE_RESPONSE_CODE } from '../lib/site-routing';
import { PAGE_STORE_SYNC_ACTIONS } from '../lib/constructs/page-store-sync';
import { publishFunctionName, PUBLISH_PAGE_STORE_ACTIONS } from '../lib/constructs/publish-function';
import { functionTableGrants } from '@quiz/shared/table-grants';
import { stageConfig } from '../lib/stages';
import { buildStage, CUSTOM_DOMAIN, sharedStage, testApp, type CfnResource } from './helpers';

// Ids of the AWS-managed CloudFront policies (fixed by AWS, the same in every account).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** A web stack on its own, with a fake API domain: enough for what only this stack decides. */
function standaloneWeb(context: Record<string, unknown>, webDistDir: string): Template {
  return standaloneWebApp(context, webDistDir).template;
}

function standaloneWebApp(context: Record<string, unknown>, webDistDir: string) {
  const app = testApp(context);
  const stage = stageConfig(app);
  const stack = new WebStack(app, 'web', { stage, apiDomain: 'abc123.execute-api.eu-west-1.amazonaws.com', webDistDir });
  return { app, template: Template.fromStack(stack) };
}

/** Every file of a folder, relative paths. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

type Behavior = Record<string, unknown>;
const directivesOf = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('web stack', () => {
  let template: Template;
  let config: Record<string, unknown>;
  beforeAll(() => {
    template = Template.fromStack(sharedStage('staging', {}, { webDistDir: join(tmpdir(), 'no-such-web-dist') }).stacks.web);
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as CfnResource;
    config = distribution.Properties.DistributionConfig as Record<string, unknown>;
  });

  it('keeps every bucket private, SSL-only and encrypted', () => {
    const buckets = Object.values(template.findResources('AWS::S3::Bucket')) as CfnResource[];
    expect(buckets.length).toBeGreaterThan(0);
    for (const bucket of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
      expect(bucket.Properties.AccessControl).toBeUndefined();
    }
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy')) as CfnResource[];
    for (const policy of policies) {
      const statements = (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      for (const s of statements.filter((st) => st.Effect === 'Allow')) {
        expect(JSON.stringify(s.Principal), 'an Allow to everyone').not.toMatch(/"\*"/);
      }
    }
  });

  it('logs the site bucket and CloudFront to the log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: Match.anyValue(), LogFilePrefix: 's3/site/' },
      // The game images (infra/test/site-bucket.test.ts).
      VersioningConfiguration: { Status: 'Enabled' },
    });
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('reads the site bucket through origin access control only', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    const origins = config.Origins as Record<string, unknown>[];
    const s3 = origins.filter((o) => o.S3OriginConfig);
    expect(s3).toHaveLength(1);
    expect(s3[0]?.OriginAccessControlId).toBeDefined();
    expect(s3[0]?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('sends /api/* to the HTTP API over HTTPS, uncached, with every viewer header but Host', () => {
    const behaviors = config.CacheBehaviors as Behavior[];
    const api = behaviors.find((b) => b.PathPattern === API_PATH_PATTERN);
    expect(api).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^SiteHeaders/) },
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']),
    });
    const origin = (config.Origins as Record<string, unknown>[]).find((o) => o.Id === api?.TargetOriginId);
    expect(origin?.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('sends the QR quiz links (SPEC §2 /qr-quiz/{hash}) to the HTTP API, uncached, through the function that names their API call', () => {
    const behaviors = config.CacheBehaviors as Behavior[];
    const qr = behaviors.find((b) => b.PathPattern === QR_QUIZ_PATH_PATTERN);
    const api = behaviors.find((b) => b.PathPattern === API_PATH_PATTERN);
    expect(qr).toMatchObject({
      TargetOriginId: api?.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: ['GET', 'HEAD'],
    });
    const associations = (qr as { FunctionAssociations?: { EventType: string; FunctionARN: unknown }[] }).FunctionAssociations ?? [];
    expect(associations.map((a) => a.EventType)).toEqual(['viewer-request']);
    const functions = template.findResources('AWS::CloudFront::Function') as Record<string, CfnResource>;
    const [qrFunction] = Object.entries(functions).filter(([id]) => id.startsWith('QrQuizRequest'));
    expect(qrFunction?.[1].Properties.FunctionCode).toBe(QR_REQUEST_CODE);
    expect(associations[0]?.FunctionARN).toEqual({ 'Fn::GetAtt': [qrFunction?.[0], 'FunctionARN'] });
  });

  it('caches the content pages and the menu (SPEC §7 /api/pages/{type}) as the catalogue is, before /api/*', () => {
    const behaviors = config.CacheBehaviors as Behavior[];
    const paths = behaviors.map((b) => b.PathPattern);
    const catalogue = behaviors.find((b) => b.PathPattern === CATALOGUE_PATH);
    for (const path of CONTENT_API_PATHS) {
      expect(paths.indexOf(path), path).toBeGreaterThanOrEqual(0);
      expect(paths.indexOf(path), path).toBeLessThan(paths.indexOf(API_PATH_PATTERN));
      expect(behaviors.find((b) => b.PathPattern === path)).toEqual({ ...catalogue, PathPattern: path });
    }
  });

  it('caches the public catalogue as briefly as the function says, keyed by language only, before /api/*', () => {
    const behaviors = config.CacheBehaviors as Behavior[];
    const paths = behaviors.map((b) => b.PathPattern);
    expect(paths.indexOf(CATALOGUE_PATH)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(CATALOGUE_PATH)).toBeLessThan(paths.indexOf(API_PATH_PATTERN));
    const catalogue = behaviors.find((b) => b.PathPattern === CATALOGUE_PATH);
    const api = behaviors.find((b) => b.PathPattern === API_PATH_PATTERN);
    expect(catalogue).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      TargetOriginId: api?.TargetOriginId,
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: { Ref: expect.stringMatching(/^CatalogueCache/) },
      Compress: true,
    });
    // No origin request policy: the function receives only what the cache key holds, never a token or cookie.
    expect(catalogue).not.toHaveProperty('OriginRequestPolicyId');
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: CATALOGUE_MAX_TTL_SECONDS,
        Name: Match.anyValue(),
        Comment: Match.anyValue(),
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['l'] },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  it('names what a publish must invalidate: the catalogue in every language', () => {
    expect(catalogueInvalidationPaths()).toEqual([`${CATALOGUE_PATH}*`]);
    // The function's own Cache-Control lets CloudFront keep it, and no longer than the behaviour allows.
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(CATALOGUE_CACHE_CONTROL)?.[1]);
    expect(sMaxAge).toBeGreaterThan(0);
    expect(sMaxAge).toBeLessThanOrEqual(CATALOGUE_MAX_TTL_SECONDS);
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/^public/);
  });

  it('serves the site by default over HTTPS with security headers and the page routing at the edge', () => {
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^SiteHeaders/) },
      FunctionAssociations: [
        { EventType: 'viewer-request', FunctionARN: expect.anything() },
        { EventType: 'viewer-response', FunctionARN: expect.anything() },
      ],
    });
    for (const code of [SITE_REQUEST_CODE, SITE_RESPONSE_CODE]) {
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionConfig: Match.objectLike({
          Runtime: 'cloudfront-js-2.0',
          // Both ask the page store whether a page exists (site-routing.ts).
          KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PageStore'), 'Arn'] } }],
        }),
        FunctionCode: code,
      });
    }
    // No custom error responses: they would replace the API's own 403 and 404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('sends the site\'s security headers: a CSP without inline scripts, HSTS, no framing, nosniff, referrer and permissions policies', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<string, CfnResource>;
    const site = Object.entries(policies).find(([id]) => id.startsWith('SiteHeaders'))?.[1];
    const config = (site?.Properties.ResponseHeadersPolicyConfig ?? {}) as Record<string, any>;
    const security = config.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\./);
    expect(security.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Preload: true, Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: REFERRER_POLICY, Override: true });
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]);
  });

  it('serves /images/* (the image routes) from the bucket, a year at the edge and immutable in browsers, compressed, with the security headers', () => {
    expect(IMAGES_PATH_PATTERN).toBe('/images/*');
    const behaviors = config.CacheBehaviors as Behavior[];
    const images = behaviors.find((b) => b.PathPattern === IMAGES_PATH_PATTERN);
    expect(images).toMatchObject({
      TargetOriginId: (config.DefaultCacheBehavior as Behavior).TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: { Ref: expect.stringMatching(/^ImagesCache/) },
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^ImageHeaders/) },
      Compress: true,
    });
    // No page routing on images: a missing one is S3's answer, never a page.
    expect(images).not.toHaveProperty('FunctionAssociations');
    const year = 365 * 24 * 3600;
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MinTTL: year,
        DefaultTTL: year,
        MaxTTL: year,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ QueryStringsConfig: { QueryStringBehavior: 'none' }, CookiesConfig: { CookieBehavior: 'none' } }),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        CustomHeadersConfig: { Items: Match.arrayWith([{ Header: 'Cache-Control', Value: IMMUTABLE_CACHE_CONTROL, Override: true }]) },
        SecurityHeadersConfig: Match.objectLike({ FrameOptions: { FrameOption: 'DENY', Override: true } }),
      }),
    });
  });

  it('serves /frag/* (SPEC §2 quiz slide) through the page routing, with a fragment\'s policy: no script, framing by https pages, not indexed', () => {
    const behaviors = config.CacheBehaviors as Behavior[];
    const fragments = behaviors.find((b) => b.PathPattern === FRAGMENTS_PATH_PATTERN);
    expect(fragments).toMatchObject({
      TargetOriginId: (config.DefaultCacheBehavior as Behavior).TargetOriginId,
      AllowedMethods: ['GET', 'HEAD'],
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^FragmentHeaders/) },
      FunctionAssociations: (config.DefaultCacheBehavior as Behavior).FunctionAssociations,
      Compress: true,
    });
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<string, CfnResource>;
    const policy = Object.entries(policies).find(([id]) => id.startsWith('FragmentHeaders'))?.[1];
    const headers = (policy?.Properties.ResponseHeadersPolicyConfig ?? {}) as Record<string, any>;
    const csp = directivesOf(headers.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toBeUndefined();
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https:']);
    expect(headers.SecurityHeadersConfig.FrameOptions).toBeUndefined();
    expect(headers.CustomHeadersConfig.Items).toContainEqual({ Header: 'X-Robots-Tag', Value: 'noindex', Override: true });
  });

  it('runs the warm-up (SPEC §2 /utils/warmup-cache) once the site is deployed, as a Trigger of its function\'s current version', () => {
    const trigger = Object.values(template.findResources('Custom::Trigger')) as CfnResource[];
    expect(trigger).toHaveLength(1);
    expect(JSON.stringify(trigger[0]!.Properties.HandlerArn)).toMatch(/warmupCache.*CurrentVersion/);
    expect(trigger[0]!.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^Distribution/)]));
  });

  it('compresses what it serves', () => {
    expect(config.DefaultCacheBehavior).toMatchObject({ Compress: true });
    for (const behavior of config.CacheBehaviors as Behavior[]) expect(behavior.Compress).toBe(true);
  });

  it('uses the cloudfront.net certificate without a custom domain', () => {
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
  });

  it('serves a custom domain with its certificate and TLS 1.2 or later', () => {
    const custom = standaloneWeb({ stage: 'prod', ...CUSTOM_DOMAIN }, join(tmpdir(), 'no-such-web-dist'));
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [CUSTOM_DOMAIN.domainName],
        ViewerCertificate: {
          AcmCertificateArn: CUSTOM_DOMAIN.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('uploads web/dist only when it exists', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
    const withDist = standaloneWeb({ stage: 'staging' }, dist);
    withDist.resourceCountIs('Custom::CDKBucketDeployment', 2);
    withDist.hasResourceProperties('Custom::CDKBucketDeployment', { Prune: false, DistributionPaths: ['/*'] });
  });

  it('caches hashed assets a year (immutable) and pages a minute at the edge, revalidated by browsers', () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
    const deployments = Object.values(standaloneWeb({ stage: 'staging' }, dist).findResources('Custom::CDKBucketDeployment')) as CfnResource[];
    const assets = deployments.find((d) => (d.Properties.Include as string[] | undefined)?.includes('assets/*'));
    const pages = deployments.find((d) => d !== assets);
    expect(assets?.Properties).toMatchObject({ Exclude: expect.arrayContaining(['*']), SystemMetadata: { 'cache-control': IMMUTABLE_CACHE_CONTROL }, Prune: false });
    expect(assets?.Properties.DistributionPaths).toBeUndefined();
    expect(pages?.Properties).toMatchObject({ Exclude: expect.arrayContaining(['assets/*']), SystemMetadata: { 'cache-control': PAGE_CACHE_CONTROL } });
    // The pages name the assets: they go up after them.
    expect(pages?.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^DeployAssets/)]));
  });

  it('never uploads source maps nor the build manifest (no source published)', () => {
    const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
    writeFileSync(join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc.js.map'), '{"sourcesContent":["secret"]}');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    const { app } = standaloneWebApp({ stage: 'staging' }, dist);
    const outdir = app.synth().directory;
    const staged = readdirSync(outdir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith('asset.'))
      .map((e) => join(outdir, e.name))
      .filter((dir) => filesUnder(dir).includes('index.html'));
    expect(staged).toHaveLength(1);
    expect(filesUnder(staged[0]!).sort()).toEqual(['assets/app-abc.js', 'index.html']);
  });

  describe('the page store (docs/adr/0019-pre-rendered-pages.md): the edge knows which pages the build made', () => {
    function webWithIndex(index: string[]) {
      const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
      writeFileSync(join(dist, 'pages-index.json'), JSON.stringify(index));
      return standaloneWeb({ stage: 'staging' }, dist);
    }
    const envOf = (t: Template) => {
      const fn = Object.values(t.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: Match.objectLike({ PAGE_STORE_ARN: Match.anyValue() }) } } })) as CfnResource[];
      expect(fn).toHaveLength(1);
      return (fn[0]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    };

    it('is a key-value store without an import source (CloudFormation could never update it: the deploy syncs its keys)', () => {
      const stores = Object.values(template.findResources('AWS::CloudFront::KeyValueStore')) as CfnResource[];
      expect(stores).toHaveLength(1);
      expect(stores[0]!.Properties.ImportSource).toBeUndefined();
      template.hasOutput('PageStoreArn', { Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PageStore'), 'Arn'] } });
    });

    it('is synced after the pages\' upload by a Trigger of the sync function\'s current version', () => {
      const t = webWithIndex(['pages/en.html']);
      const triggers = Object.values(t.findResources('Custom::Trigger')) as CfnResource[];
      expect(triggers).toHaveLength(1);
      expect(JSON.stringify(triggers[0]!.Properties.HandlerArn)).toMatch(/syncPageIndex.*CurrentVersion/);
      expect(triggers[0]!.DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^DeployWeb/)]));
      expect(envOf(t)).toMatchObject({ SITE_BUCKET: { Ref: expect.stringMatching(/^SiteBucket/) }, PAGE_STORE_ARN: { 'Fn::GetAtt': [expect.stringMatching(/^PageStore/), 'Arn'] } });
    });

    it('runs again when the index changes, and only then (its hash is in the function\'s environment)', () => {
      const digest = (index: string[]) => envOf(webWithIndex(index)).PAGE_INDEX_DIGEST;
      expect(digest(['pages/en.html'])).toBe(digest(['pages/en.html']));
      expect(digest(['pages/en.html'])).not.toBe(digest(['pages/en.html', 'pages/fr.html']));
    });

    it('may touch that store only, with the three calls a sync makes, and read the index only in the bucket', () => {
      const t = webWithIndex(['pages/en.html']);
      const policies = Object.values(t.findResources('AWS::IAM::Policy')) as CfnResource[];
      const sync = policies.filter((p) => JSON.stringify(p.Properties.Roles).includes('syncPageIndex'));
      expect(sync).toHaveLength(1);
      const statements = (sync[0]!.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement;
      const store = statements.filter((st) => JSON.stringify(st.Action).includes('cloudfront-keyvaluestore'));
      expect(store).toEqual([expect.objectContaining({ Action: PAGE_STORE_SYNC_ACTIONS, Resource: { 'Fn::GetAtt': [expect.stringMatching(/^PageStore/), 'Arn'] } })]);
      const s3 = statements.filter((st) => JSON.stringify(st.Action).includes('s3:'));
      expect(s3).toHaveLength(1);
      expect(s3[0]!.Action).toBe('s3:GetObject');
      expect(JSON.stringify(s3[0]!.Resource)).toMatch(/\/pages-index\.json"/);
      // Nothing else but its own logs.
      const others = statements.filter((st) => !store.includes(st) && !s3.includes(st));
      expect(others.flatMap((st) => [st.Action].flat()).every((action) => action.startsWith('logs:'))).toBe(true);
    });

    it('is left alone by a build without an index (vite build alone)', () => {
      const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
      standaloneWeb({ stage: 'staging' }, dist).resourceCountIs('Custom::Trigger', 0);
    });
  });

  describe('the publish function (docs/back-office.md "Publishing")', () => {
    type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
    const publishStatements = () => {
      const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
      const own = policies.filter((p) => JSON.stringify(p.Properties.Roles).includes('PublishpublishSite'));
      expect(own).toHaveLength(1);
      return (own[0]!.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    };
    const actionsOf = (statements: Statement[]) => statements.flatMap((st) => [st.Action].flat());

    it('has a fixed name the api stack invokes it by, the bucket, distribution and store in its environment', () => {
      const fns = Object.values(template.findResources('AWS::Lambda::Function')) as CfnResource[];
      const publish = fns.find((fn) => fn.Properties.FunctionName === publishFunctionName(stageConfig(testApp({ stage: 'staging' }))));
      expect(publish).toBeDefined();
      const variables = (publish!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(['SITE_BUCKET', 'DISTRIBUTION_ID', 'PAGE_STORE_ARN', 'TABLE_NAME']));
    });

    it('writes the site bucket\'s pages prefix, the sitemap, robots.txt and the page index only; reads the build\'s shell; lists the pages prefix only', () => {
      const s3 = publishStatements().filter((st) => actionsOf([st]).some((a) => a.startsWith('s3:')));
      // The object paths each action is granted on, after the bucket's ARN.
      const resources = (action: string) =>
        s3.filter((st) => actionsOf([st]).includes(action)).flatMap((st) => [st.Resource].flat()).map((r) => JSON.stringify(r).match(/"(\/[^"]*)"\]\]\}$/)?.[1] ?? 'bucket').sort();
      expect(resources('s3:PutObject')).toEqual(['/pages-index.json', '/pages/*', '/robots.txt', '/sitemap.xml']);
      expect(resources('s3:DeleteObject')).toEqual(['/pages/*']);
      expect(resources('s3:GetObject')).toEqual(['/index.html', '/pages-build.json', '/pages/*', '/robots.txt', '/sitemap.xml']);
      const list = s3.find((st) => actionsOf([st]).includes('s3:ListBucket'));
      expect(list?.Condition).toEqual({ StringLike: { 's3:prefix': ['pages/*'] } });
      expect(actionsOf(s3).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    });

    it('writes that page store only, and invalidates that distribution only', () => {
      const statements = publishStatements();
      const store = statements.filter((st) => JSON.stringify(st.Action).includes('cloudfront-keyvaluestore'));
      expect(store).toEqual([expect.objectContaining({ Action: PUBLISH_PAGE_STORE_ACTIONS, Resource: { 'Fn::GetAtt': [expect.stringMatching(/^PageStore/), 'Arn'] } })]);
      const invalidation = statements.filter((st) => JSON.stringify(st.Action).includes('cloudfront:'));
      expect(invalidation).toHaveLength(1);
      expect(invalidation[0]!.Action).toBe('cloudfront:CreateInvalidation');
      expect(JSON.stringify(invalidation[0]!.Resource)).toMatch(/distribution\/.*Distribution/);
      // Besides: its logs, the table as its grant says (shared/src/table-grants.ts publishJob; keys checked in table-grants.test.ts), nothing else.
      const rest = actionsOf(statements).filter((a) => !a.startsWith('s3:') && !a.startsWith('cloudfront'));
      const granted = [...Object.keys(functionTableGrants.publishJob.table), 'Query'].map((action) => `dynamodb:${action}`);
      expect(rest.every((a) => a.startsWith('logs:') || granted.includes(a))).toBe(true);
    });

    it('runs a publish after the deploy\'s upload and page-store sync (the build\'s pages come from the seed: the publish brings back the table\'s), again with each new build', () => {
      const dist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>quiz</title>');
      writeFileSync(join(dist, 'pages-index.json'), JSON.stringify(['pages/en.html']));
      writeFileSync(join(dist, 'pages-build.json'), JSON.stringify({ siteUrl: 'https://quiz.example.com', assets: {} }));
      const t = Template.fromStack(buildStage('staging', {}, { webDistDir: dist }).stacks.web);
      const triggers = Object.values(t.findResources('Custom::Trigger')) as CfnResource[];
      const publish = triggers.filter((trigger) => JSON.stringify(trigger.Properties.HandlerArn).includes('PublishpublishSite'));
      expect(publish).toHaveLength(1);
      expect(JSON.stringify(publish[0]!.DependsOn)).toMatch(/DeployWeb.*PageStoreSync|PageStoreSync.*DeployWeb/);
      const fns = Object.values(t.findResources('AWS::Lambda::Function')) as CfnResource[];
      const fn = fns.find((f) => f.Properties.FunctionName === 'quiz-staging-publish-site');
      expect((fn!.Properties.Environment as { Variables: Record<string, unknown> }).Variables.PAGES_BUILD_DIGEST).toMatch(/^[0-9a-f]{16}$/);
    });
  });
});
