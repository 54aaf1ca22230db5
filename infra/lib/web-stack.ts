import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, DefaultStackSynthesizer, Duration, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  KeyValueStore,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  type ResponseCustomHeader,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type CfnBucket, type LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { Effect, Policy, PolicyStatement, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import {
  CATALOGUE_MAX_TTL_SECONDS, CATALOGUE_PATH, CONTENT_API_PATHS, contentSecurityPolicy, fragmentContentSecurityPolicy, fragmentSecurityHeaders, HASHED_ASSETS_PREFIX, HSTS_MAX_AGE_SECONDS, IMAGES_PREFIX, IMMUTABLE_CACHE_CONTROL, ORIGIN_VERIFY_HEADER, PAGE_CACHE_CONTROL, PAGE_INDEX_FILE, PERMISSIONS_POLICY,
  type AuthConfig,
  SITE_BUILD_FILE,
} from '@quiz/shared';
import { WEB_DIST_DIR } from './paths';
import { PageStoreSync } from './constructs/page-store-sync';
import { PublishFunction } from './constructs/publish-function';
import { TriggerProviderLogs } from './constructs/trigger-provider-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { originSecretReference } from './api-stack';
import { QR_QUIZ_PATH_PATTERN, QR_REQUEST_CODE, SITE_REQUEST_CODE, SITE_RESPONSE_CODE } from './site-routing';
import type { StageConfig } from './stages';

export interface WebStackProps extends StackProps {
  readonly stage: StageConfig;
  /** `<id>.execute-api.<region>.amazonaws.com`: the origin of /api/*. */
  readonly apiDomain: string;
  /** The web build to upload. @default web/dist */
  readonly webDistDir?: string;
  /**
   * Sign-in settings the web app reads from /auth-config.json (deploy-time values of the auth stack),
   * written beside the build. @default no /auth-config.json
   */
  readonly authConfig?: AuthConfig;
  /**
   * The origins of the sign-in service the page calls (OIDC discovery, keys, tokens): the content
   * security policy's connect-src. @default none
   */
  readonly signInOrigins?: string[];
  /**
   * The warm-up function (api stack): run by a Trigger once this stack is deployed (distribution and
   * pages, whose upload invalidates the edge), so the first players meet warm functions and a cached
   * catalogue. @default no warm-up at deploy
   */
  readonly warmUp?: LambdaFunction;
  /**
   * The roles of the picture calls (their record's bucket access `pictures`, shared/src/route-needs.ts): granted the
   * uploads prefix and the images folder of the site bucket here, so that the api stack never
   * refers to this one. @default none
   */
  readonly pictureRoles?: readonly IRole[];
  /**
   * The roles of the score share calls (their record's bucket access `shares`, shared/src/route-needs.ts):
   * each writes a share's page and preview image under shares/, reads the illustration under images/ and
   * the build's pages-build.json.
   */
  readonly shareRoles?: readonly IRole[];
  /** The SSM parameter name the picture calls read the bucket's name from (api-stack.ts). */
  readonly imagesBucketParameterName?: string;
  /** The site's origin when known (https://…): the only one allowed to post uploads to the bucket. @default any origin */
  readonly siteOrigin?: string;
  /**
   * The table: given, the stack holds the publish function (docs/back-office.md "Publishing"), which
   * renders the pages from it. @default no publish function
   */
  readonly table?: ITable;
  /**
   * The AWS WAF web ACL (scope CLOUDFRONT, us-east-1: edge-stack.ts) the distribution uses, by ARN.
   * @default none (a stack built on its own in tests; the app always gives one)
   */
  readonly webAclId?: string;
  /**
   * The origin secret (api stack): CloudFront sends it to the API in ORIGIN_VERIFY_HEADER, and the
   * functions refuse any request without it (docs/adr/0039-api-only-through-cloudfront.md).
   * @default no header (the functions, in AWS, then refuse every request)
   */
  readonly originSecret?: ISecret;
}

/** Where the web app reads its sign-in settings (the local server serves the same path). */
export const AUTH_CONFIG_KEY = 'auth-config.json';

/** The path pattern CloudFront sends to the HTTP API; every other path is the web app in S3. */
/** Files of web/dist that are never uploaded. */
export const WEB_DIST_EXCLUDES = ['**/*.map', '.vite'];

/**
 * The site bucket's lifecycle (docs/adr/0041-versioned-site-bucket.md): an upload never finalized
 * is removed after a day, its removed version a day later; any other overwritten or deleted object's
 * previous version is kept `noncurrentDays` (a designer's picture can be brought back meanwhile), and
 * then the delete marker left alone goes too; a multipart upload left unfinished is aborted after a day.
 */
export const SITE_BUCKET_LIFECYCLE = (noncurrentDays: number): LifecycleRule[] => [
  { id: 'Uploads', prefix: 'uploads/', expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
  {
    id: 'NoncurrentVersions',
    noncurrentVersionExpiration: Duration.days(noncurrentDays),
    expiredObjectDeleteMarker: true,
    abortIncompleteMultipartUploadAfter: Duration.days(1),
  },
];

export const API_PATH_PATTERN = '/api/*';
/** SPEC §2 fragments (/frag/quiz_slide/{uuid}). */
export const FRAGMENTS_PATH_PATTERN = '/frag/*';
/** Illustrations and their sized copies (shared/src/image-variants.ts IMAGES_PREFIX). */
export const IMAGES_PATH_PATTERN = `${IMAGES_PREFIX}*`;

/**
 * Single-page app routing at the edge: a path whose last segment has no extension (`/`, `/game/12`,
 * `/fr/shop`) is a client-side route, so S3 serves /index.html; files (`/assets/x.js`) pass through.
 */
/** The site: a private bucket behind CloudFront (origin access control), and /api/* to the HTTP API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly logBucket: Bucket;
  readonly deployment?: BucketDeployment;
  readonly responseHeaders: ResponseHeadersPolicy;
  /** The pre-rendered pages the edge knows of: one key per file under pages/ (site-routing.ts). */
  readonly pageStore: KeyValueStore;
  /** Keeps the page store equal to the build's page index, at each deploy (when the build has one). */
  readonly pageStoreSync?: PageStoreSync;
  /** The publish function, when the stack was given the table. */
  readonly publish?: PublishFunction;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    // Receives the site bucket's server access logs and CloudFront's standard logs. CloudFront's
    // legacy log delivery writes with ACLs, hence OBJECT_WRITER ownership (public access still blocked).
    this.logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(stage.logBucketRetentionDays) }],
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop and another bucket would only move the finding.',
    });

    // The web app and the game images. Private: only CloudFront reads it, through origin access control.
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // images/ holds the designers' published pictures, which exist nowhere else: an overwritten or
      // deleted object keeps its previous version for the stage's noncurrentVersionDays
      // (docs/adr/0041-versioned-site-bucket.md).
      versioned: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: stage.removalPolicy,
      // Designers' pictures are posted straight to uploads/ with a presigned POST (docs/back-office.md "The picture"): the
      // signature authorises each upload; no cookie or credential rides along, so CORS only opens POST.
      cors: [{ allowedMethods: [HttpMethods.POST], allowedOrigins: [props.siteOrigin ?? '*'], allowedHeaders: ['*'], maxAge: 3000 }],
      lifecycleRules: SITE_BUCKET_LIFECYCLE(stage.noncurrentVersionDays),
    });
    if (props.pictureRoles?.length && props.imagesBucketParameterName) {
      const parameter = new StringParameter(this, 'ImagesBucketName', {
        parameterName: props.imagesBucketParameterName,
        stringValue: this.siteBucket.bucketName,
        description: `Picture quiz (${stage.name}): the bucket the designers' pictures go to`,
      });
      const policy = new Policy(this, 'PictureAccess', {
        roles: [...props.pictureRoles],
        statements: [
          new PolicyStatement({ effect: Effect.ALLOW, actions: ['ssm:GetParameter'], resources: [parameter.parameterArn] }),
          // Presigned POSTs are signed with the upload call's role: it must itself be allowed to put there.
          new PolicyStatement({
            effect: Effect.ALLOW,
            actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
            resources: [this.siteBucket.arnForObjects('uploads/*')],
          }),
          new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [this.siteBucket.arnForObjects('images/*')] }),
        ],
      });
      const siteBucketId = this.resolve(this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket)) as string;
      const reason = 'Uploads get a random key under uploads/ and published pictures a content-hash name under images/: the prefix is the narrowest resource.';
      Validations.of(policy).acknowledge(
        { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/uploads/*]`, reason },
        { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/images/*]`, reason },
      );
      if (props.shareRoles?.length) {
        // Score shares: written once under shares/ (outside pages/, which a publish
        // prunes; the deploy prunes nothing), served from there by the default behaviour.
        const shares = new Policy(this, 'ShareAccess', {
          roles: [...props.shareRoles],
          statements: [
            new PolicyStatement({ effect: Effect.ALLOW, actions: ['ssm:GetParameter'], resources: [parameter.parameterArn] }),
            new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [this.siteBucket.arnForObjects('shares/*')] }),
            new PolicyStatement({
              effect: Effect.ALLOW,
              actions: ['s3:GetObject'],
              resources: [this.siteBucket.arnForObjects('images/*'), this.siteBucket.arnForObjects(SITE_BUILD_FILE)],
            }),
          ],
        });
        const shareReason = 'A share gets a random 128-bit id under shares/, and reads published pictures (content-hash names) under images/: the prefix is the narrowest resource.';
        Validations.of(shares).acknowledge(
          { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/shares/*]`, reason: shareReason },
          { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/images/*]`, reason: shareReason },
        );
      }
    }

    // Which pages the build made: CloudFront cannot ask S3, so the functions ask this store (its keys
    // are written by PageStoreSync below at each deploy, and by a publish; no ImportSource: it could
    // never be updated).
    this.pageStore = new KeyValueStore(this, 'PageStore', {
      comment: `Picture quiz (${stage.name}): the pre-rendered page files (key pages/….html), for the page routing`,
    });

    // Page paths: a pre-rendered page, the app's shell, or the 404 page with its status (site-routing.ts).
    const siteRequest = new CloudFrontFunction(this, 'SiteRequest', {
      comment: 'Page paths: the pre-rendered page, the app shell, or the 404 page',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SITE_REQUEST_CODE),
      keyValueStore: this.pageStore,
    });
    // QR quiz links (SPEC §2 /qr-quiz/{hash}): the API answers them (a redirect), under /api/qr-quiz/.
    const qrRequest = new CloudFrontFunction(this, 'QrQuizRequest', {
      comment: 'QR quiz links: /qr-quiz/{hash} to the API call that redirects to the quiz',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(QR_REQUEST_CODE),
    });
    const siteResponse = new CloudFrontFunction(this, 'SiteResponse', {
      comment: 'The 404 page answers with status 404',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SITE_RESPONSE_CODE),
      keyValueStore: this.pageStore,
    });

    const apiOrigin = new HttpOrigin(props.apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The version the functions expect first (stages.ts originSecretVersions), resolved at deploy:
      // the template holds a dynamic reference, never the value.
      ...(props.originSecret ? { customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecretReference(props.originSecret, stage.originSecretVersions[0]) } } : {}),
    });

    // The site's security headers, the same the local server sends (shared/src/web-headers.ts).
    // The picture upload posts to the bucket itself (presigned POST).
    const csp = contentSecurityPolicy([...(props.signInOrigins ?? []), `https://${this.siteBucket.bucketRegionalDomainName}`]);
    this.responseHeaders = securityHeadersPolicy(this, 'SiteHeaders', `Picture quiz (${stage.name}): security headers`, csp);
    // Illustrations and their copies: content-hashed names (shared/src/image-variants.ts), so a year,
    // immutable, whatever Cache-Control the object was uploaded with (the back-office's or the seed's).
    const imageHeaders = securityHeadersPolicy(this, 'ImageHeaders', `Picture quiz (${stage.name}): images, cached a year`, csp, [
      { header: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL, override: true },
    ]);
    // Quiz slide fragments (SPEC §2): their own policy (no script, framing by https pages), not indexed.
    const fragmentHeaders = securityHeadersPolicy(
      this,
      'FragmentHeaders',
      `Picture quiz (${stage.name}): quiz slide fragments`,
      fragmentContentSecurityPolicy(),
      [{ header: 'X-Robots-Tag', value: fragmentSecurityHeaders()['x-robots-tag']!, override: true }],
      { framed: true },
    );
    const imagesCache = new CachePolicy(this, 'ImagesCache', {
      comment: `Picture quiz (${stage.name}): content-hashed images, kept a year at the edge`,
      minTtl: Duration.days(365),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // The public catalogue is the one API answer CloudFront keeps: for as long as the
    // function's Cache-Control says (CATALOGUE_CACHE_CONTROL), never more than the max TTL. Its key is
    // the language alone: no header, cookie or token reaches the function, so nothing personal can
    // enter the shared copy. A publish invalidates catalogueInvalidationPaths() (shared/src/web-headers.ts).
    const catalogueCache = new CachePolicy(this, 'CatalogueCache', {
      comment: `Picture quiz (${stage.name}): the public catalogue, by language, as long as the API says`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(CATALOGUE_MAX_TTL_SECONDS),
      queryStringBehavior: CacheQueryStringBehavior.allowList('l'),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const certificate = stage.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', stage.certificateArn)
      : undefined;

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Picture quiz (${stage.name})`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeaders,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: siteRequest },
          { eventType: FunctionEventType.VIEWER_RESPONSE, function: siteResponse },
        ],
        compress: true,
      },
      additionalBehaviors: {
        // SVG is compressed on the way (about eight-fold); CloudFront leaves WebP and JPEG as they are.
        [IMAGES_PATH_PATTERN]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: imagesCache,
          responseHeadersPolicy: imageHeaders,
          compress: true,
        },
        // The same page routing as the default behaviour (it picks the fragment's file by language and
        // turns a missing one into a 404), with the fragments' headers.
        [FRAGMENTS_PATH_PATTERN]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: fragmentHeaders,
          functionAssociations: [
            { eventType: FunctionEventType.VIEWER_REQUEST, function: siteRequest },
            { eventType: FunctionEventType.VIEWER_RESPONSE, function: siteResponse },
          ],
          compress: true,
        },
        // Listed before /api/*: CloudFront takes the first pattern that matches.
        // The content pages and the menu are as public: the same policy, keyed by language only.
        ...Object.fromEntries(
          [CATALOGUE_PATH, ...CONTENT_API_PATHS].map((pathPattern) => [
            pathPattern,
            {
              origin: apiOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: catalogueCache,
              responseHeadersPolicy: this.responseHeaders,
              compress: true,
            },
          ]),
        ),
        // A QR quiz link is a page path answered by the API: never cached (the quiz may go live or be
        // hidden; the answer sets the language cookie), every viewer header but Host (the cookie).
        [QR_QUIZ_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeaders,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: qrRequest }],
          compress: true,
        },
        [API_PATH_PATTERN]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway routes on its own host name), all cookies and
          // query strings, plus CloudFront's viewer headers, among them CloudFront-Viewer-Country,
          // which the geo call reads to pick the currency.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeaders,
          compress: true,
        },
      },
      domainNames: stage.domainName ? [stage.domainName] : undefined,
      certificate,
      // Only meaningful with our own certificate; the cloudfront.net certificate's policy is fixed by AWS.
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Players are mostly in Europe and North America (English and French); others are served from there.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclId,
    });

    // A missing file is S3's 404, not its 403 (docs/adr/0040-missing-files-answer-404.md): S3 tells a
    // caller that may list the bucket that a key does not exist, so this distribution may list it,
    // as it may read it (the same condition as origin access control's own statement). No listing
    // can be asked through CloudFront: no behaviour sends the bucket's root path (the page routing
    // rewrites every default path to an object) nor a query string (their cache policies forward none).
    this.siteBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontMayListForHonest404',
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:ListBucket'],
        resources: [this.siteBucket.bucketArn],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The game is open worldwide; the viewer country only picks the currency, it restricts nothing.',
    });
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain for this stage: the *.cloudfront.net default certificate has a security policy AWS fixes ' +
          '(TLSv1). With -c domainName/certificateArn the distribution requires TLSv1.2_2021.',
      });
    }

    // Synth must work before the web app is built: upload web/dist only when it exists.
    const webDist = props.webDistDir ?? WEB_DIST_DIR;
    if (existsSync(webDist)) {
      // Hashed assets first, cached a year; then the pages that name them (revalidated; CloudFront keeps
      // them a minute, and this deploy invalidates them). Old assets stay for pages still open.
      const assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(webDist, { exclude: WEB_DIST_EXCLUDES })],
        destinationBucket: this.siteBucket,
        exclude: ['*'],
        include: [`${HASHED_ASSETS_PREFIX.slice(1)}*`],
        cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
        prune: false,
        memoryLimit: 512,
      });
      this.deployment = new BucketDeployment(this, 'DeployWeb', {
        // The sign-in settings hold deploy-time values (pool, client, hosted-UI domain): jsonData writes
        // them at deploy, so the same build runs in every stage.
        // Source maps would publish the source beside the bundle (the build makes none; this keeps a stray
        // one out), and the build manifest names our source files: neither goes to players.
        sources: [Source.asset(webDist, { exclude: WEB_DIST_EXCLUDES }), ...(props.authConfig ? [Source.jsonData(AUTH_CONFIG_KEY, props.authConfig)] : [])],
        destinationBucket: this.siteBucket,
        exclude: [`${HASHED_ASSETS_PREFIX.slice(1)}*`],
        cacheControl: [CacheControl.fromString(PAGE_CACHE_CONTROL)],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        // Game images live in the same bucket and are not in web/dist: never delete what the build lacks.
        prune: false,
        memoryLimit: 512,
      });
      this.deployment.node.addDependency(assets);
      acknowledgeBucketDeploymentHandler(this, this.siteBucket);
      // A build without pre-rendered pages (vite build alone) has no index: the store is left as it is.
      if (existsSync(join(webDist, PAGE_INDEX_FILE))) {
        this.pageStoreSync = new PageStoreSync(this, 'PageStoreSync', {
          stage,
          store: this.pageStore,
          siteBucket: this.siteBucket,
          webDist,
          executeAfter: [this.deployment],
        });
      }
    }

    if (props.table) {
      this.publish = new PublishFunction(this, 'Publish', {
        stage, table: props.table, siteBucket: this.siteBucket, distribution: this.distribution, store: this.pageStore,
        ...(this.deployment ? { webDist, executeAfter: [this.deployment, ...(this.pageStoreSync ? [this.pageStoreSync] : [])] } : {}),
      });
    }

    if (props.warmUp) {
      // Runs when the warm-up function gets a new version: its DEPLOY_DIGEST changes with the web
      // build and the functions' code (quiz-app.ts), so after every deploy that ships something.
      // cdk-nag finds nothing to acknowledge in the Trigger's provider (infra/test/cdk-nag.test.ts).
      new Trigger(this, 'WarmUpAfterDeploy', {
        handler: props.warmUp,
        executeAfter: [this.distribution, ...(this.deployment ? [this.deployment] : [])],
        executeOnHandlerChange: true,
        timeout: Duration.minutes(2),
      });
    }
    // After every Trigger: the function that runs them logs with the stage's retention.
    new TriggerProviderLogs(this, 'TriggerProviderLogs', { retention: stage.logRetention, removalPolicy: stage.removalPolicy });

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'SiteUrl', {
      value: `https://${stage.domainName ?? this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'PageStoreArn', {
      value: this.pageStore.keyValueStoreArn,
      description: 'The CloudFront KeyValueStore of the pre-rendered pages (a publish puts or deletes a page\'s key here)',
    });
  }
}

/**
 * A response headers policy with the site's security headers (shared/src/web-headers.ts) and its own
 * content security policy, plus `extraHeaders` (a Cache-Control that overrides the object's).
 */
function securityHeadersPolicy(
  scope: Construct,
  id: string,
  comment: string,
  csp: string,
  extraHeaders: ResponseCustomHeader[] = [],
  { framed = false }: { framed?: boolean } = {},
): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      // A fragment may be framed (its CSP's frame-ancestors says by whom): no X-Frame-Options then.
      ...(framed ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }, ...extraHeaders] },
  });
}

/**
 * BucketDeployment runs a deploy-time function provided by aws-cdk-lib (a singleton child of the stack,
 * not of the deployment) whose role, policy and runtime we do not choose. Acknowledged on that function
 * only, finding by finding, so that nothing else in the stack is covered.
 */
function acknowledgeBucketDeploymentHandler(stack: Stack, siteBucket: Bucket): void {
  const siteBucketId = stack.resolve(stack.getLogicalId(siteBucket.node.defaultChild as CfnBucket)) as string;
  // cdk-nag writes what the stack knows literally (partition and region once the CLI sets a region),
  // and unknown pseudo parameters as <AWS::Name>.
  const known = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
  const partition = known(stack.partition, 'Partition');
  const assetBucket = `arn:${partition}:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${known(stack.account, 'AccountId')}-${known(stack.region, 'Region')}`;
  const generated = 'generated by aws-cdk-lib for the BucketDeployment handler, which runs only during deploys';
  const iam5 = [
    ['Action::s3:GetObject*', `read the CDK asset bucket (${generated})`],
    ['Action::s3:GetBucket*', `read the CDK asset bucket (${generated})`],
    ['Action::s3:List*', `list the asset and site buckets (${generated})`],
    ['Action::s3:DeleteObject*', `write the site bucket (${generated})`],
    ['Action::s3:Abort*', `multipart uploads to the site bucket (${generated})`],
    [`Resource::${assetBucket}/*`, `the CDK asset bucket (${generated})`],
    [`Resource::<${siteBucketId}.Arn>/*`, `objects of the site bucket, its destination (${generated})`],
    ['Resource::*', `cloudfront:CreateInvalidation after the upload (${generated})`],
  ] as const;
  for (const handler of stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'))) {
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `The basic execution managed policy is ${generated}.`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `The runtime (Python, it runs the AWS CLI) is ${generated}; it serves no traffic.`,
      },
      ...iam5.map(([finding, reason]) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason: `Wildcard to ${reason}.` })),
      { id: 'Serverless-LambdaLatestVersion', reason: `The runtime is ${generated}.` },
      { id: 'Serverless-LambdaTracing', reason: `Its tracing is ${generated}; it runs once a deploy, not on a player's path.` },
      { id: 'Serverless-LambdaDLQ', reason: `CloudFormation invokes it and fails the deploy when it fails; it is ${generated}.` },
    );
  }
}
