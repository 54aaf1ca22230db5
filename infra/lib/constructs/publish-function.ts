import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IDistribution, IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { tableGrants } from '@quiz/shared/table-grants';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct, type IConstruct } from 'constructs';
import { PAGE_INDEX_FILE, SITE_BUILD_FILE, STATIC_PAGES_DIR } from '@quiz/shared';
import { REPO_ROOT } from '../paths';
import type { StageConfig } from '../stages';
import { ApiFunction } from './api-function';
import { PUBLISH_SITE_EXTERNAL } from './function-bundle';

export const PUBLISH_SITE_ENTRY = join(REPO_ROOT, 'functions', 'src', 'jobs', 'publish-site-worker.ts');

/**
 * The publish function's name: fixed, so that the api stack's POST /api/desk/publish can invoke it by
 * name without a reference to this (web) stack, which already depends on the api stack.
 */
export const publishFunctionName = (stage: Pick<StageConfig, 'prefix'>) => `${stage.prefix}-publish-site`;

/** What the publish may do with the page store: read its ETag, write the keys of the pages that came and went. */
export const PUBLISH_PAGE_STORE_ACTIONS = ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:UpdateKeys'];

export interface PublishFunctionProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly siteBucket: IBucket;
  readonly distribution: IDistribution;
  readonly store: IKeyValueStore;
  /**
   * The web build: when given, a Trigger runs a publish after its upload (the build's pages come from
   * the seed; the publish brings back the table's). @default no publish at deploy
   */
  readonly webDist?: string;
  /** What the publish at deploy runs after (the pages' upload, the page store's sync). */
  readonly executeAfter?: IConstruct[];
}

/**
 * The publish (docs/back-office.md "Publishing"): renders the static pages again from the table and
 * brings the site bucket, the page store and CloudFront's caches to them. Least privilege: the table
 * read, its publish record and the publish lock written (shared/src/table-grants.ts `publishJob`); in the site bucket, the pages prefix, the sitemap, robots.txt
 * and the page index written, the build's index.html and pages-build.json read, nothing else; that one
 * page store; invalidations of that one distribution.
 */
export class PublishFunction extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: PublishFunctionProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'publishSite', {
      entry: PUBLISH_SITE_ENTRY,
      functionName: publishFunctionName(props.stage),
      tracing: props.stage.tracing,
      description: 'Publish: the static pages rendered again from the table, written to the site bucket, the page store and CloudFront told',
      table: props.table,
      // Reads the site's data; records its publish and holds the publish lock.
      tableGrant: tableGrants.publishJob,
      environment: {
        TABLE_NAME: props.table.tableName,
        // The functions' environment asks for the pool (env.ts); the publish checks no token.
        COGNITO_USER_POOL_ID: 'none_publish',
        COGNITO_CLIENT_ID: 'none',
        POWERTOOLS_SERVICE_NAME: 'quiz',
        STAGE: props.stage.name,
        SITE_BUCKET: props.siteBucket.bucketName,
        DISTRIBUTION_ID: props.distribution.distributionId,
        PAGE_STORE_ARN: props.store.keyValueStoreArn,
        // A new build (new asset names) is a new version, which the deploy's Trigger runs.
        ...(props.webDist && existsSync(join(props.webDist, SITE_BUILD_FILE))
          ? { PAGES_BUILD_DIGEST: createHash('sha256').update(readFileSync(join(props.webDist, SITE_BUILD_FILE))).digest('hex').slice(0, 16) }
          : {}),
      },
      memorySize: 1024,
      timeout: Duration.minutes(5),
      logRetention: props.stage.logRetention,
      logRemovalPolicy: props.stage.removalPolicy,
      externalModules: PUBLISH_SITE_EXTERNAL,
      withRenderer: true,
    });
    const role = this.function.role;
    const bucket = props.siteBucket;
    const written = [bucket.arnForObjects(`${STATIC_PAGES_DIR}/*`), bucket.arnForObjects('sitemap.xml'), bucket.arnForObjects('robots.txt')];
    role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [...written, bucket.arnForObjects('index.html'), bucket.arnForObjects(SITE_BUILD_FILE)] }));
    role.addToPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [...written, bucket.arnForObjects(PAGE_INDEX_FILE)] }));
    role.addToPolicy(new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [bucket.arnForObjects(`${STATIC_PAGES_DIR}/*`)] }));
    role.addToPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': [`${STATIC_PAGES_DIR}/*`] } } }),
    );
    role.addToPolicy(new PolicyStatement({ actions: PUBLISH_PAGE_STORE_ACTIONS, resources: [props.store.keyValueStoreArn] }));
    role.addToPolicy(new PolicyStatement({ actions: ['cloudfront:CreateInvalidation'], resources: [props.distribution.distributionArn] }));
    const bucketId = Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnElement);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${STATIC_PAGES_DIR}/*]`,
      reason: 'The publish writes, reads and deletes the pre-rendered pages, whose names come from the data (one per page and language): the pages prefix of the site bucket only, nothing else in it.',
    });

    if (props.webDist && existsSync(join(props.webDist, SITE_BUILD_FILE))) {
      new Trigger(this, 'AfterDeploy', {
        handler: this.function.function,
        executeAfter: props.executeAfter ?? [],
        executeOnHandlerChange: true,
        timeout: Duration.minutes(5),
      });
    }
  }
}
