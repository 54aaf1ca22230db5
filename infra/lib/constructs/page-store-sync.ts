import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct, type IConstruct } from 'constructs';
import { PAGE_INDEX_FILE } from '@quiz/shared';
import { REPO_ROOT } from '../paths';
import type { StageConfig } from '../stages';
import { ApiFunction } from './api-function';
import { PAGE_INDEX_SYNC_EXTERNAL } from './function-bundle';

export const SYNC_PAGE_INDEX_ENTRY = join(REPO_ROOT, 'functions', 'src', 'jobs', 'sync-page-index.ts');

/** What the sync may do with the store: read its ETag, list its keys, write them in batches. */
export const PAGE_STORE_SYNC_ACTIONS = [
  'cloudfront-keyvaluestore:DescribeKeyValueStore',
  'cloudfront-keyvaluestore:ListKeys',
  'cloudfront-keyvaluestore:UpdateKeys',
];

export interface PageStoreSyncProps {
  readonly stage: StageConfig;
  readonly store: IKeyValueStore;
  readonly siteBucket: IBucket;
  /** The web build, holding pages-index.json (shared/src/page-index.ts). */
  readonly webDist: string;
  /** The upload of the pages (and of the index): the sync runs after it. */
  readonly executeAfter: IConstruct[];
}

/**
 * Syncs the edge's page store with the build's page index on each deploy that changes the index
 * (docs/adr/0019-pre-rendered-pages.md): a function reading `pages-index.json` from the site
 * bucket and writing the store's keys (functions/src/jobs/sync-page-index.ts), run by a CDK Trigger
 * after the upload. CloudFormation cannot keep the keys itself: a store's ImportSource is read once,
 * at creation, and cannot be updated.
 */
export class PageStoreSync extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: PageStoreSyncProps) {
    super(scope, id);
    // The index's hash in the environment: a new index makes a new function version, which the
    // Trigger runs (executeOnHandlerChange), as the warm-up's DEPLOY_DIGEST does.
    const digest = createHash('sha256').update(readFileSync(join(props.webDist, PAGE_INDEX_FILE))).digest('hex').slice(0, 16);
    this.function = new ApiFunction(this, 'syncPageIndex', {
      entry: SYNC_PAGE_INDEX_ENTRY,
      description: 'Deploy: the edge page store holds exactly the pre-rendered pages of pages-index.json',
      environment: {
        POWERTOOLS_SERVICE_NAME: 'quiz',
        STAGE: props.stage.name,
        SITE_BUCKET: props.siteBucket.bucketName,
        PAGE_STORE_ARN: props.store.keyValueStoreArn,
        PAGE_INDEX_DIGEST: digest,
      },
      memorySize: 256,
      timeout: Duration.minutes(2),
      logRetention: props.stage.logRetention,
      tracing: props.stage.tracing,
      logRemovalPolicy: props.stage.removalPolicy,
      externalModules: PAGE_INDEX_SYNC_EXTERNAL,
    });
    // Least privilege: that one store, those three actions; that one object of the bucket.
    this.function.role.addToPolicy(new PolicyStatement({ actions: PAGE_STORE_SYNC_ACTIONS, resources: [props.store.keyValueStoreArn] }));
    this.function.role.addToPolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [props.siteBucket.arnForObjects(PAGE_INDEX_FILE)] }));

    new Trigger(this, 'AfterUpload', {
      handler: this.function.function,
      executeAfter: props.executeAfter,
      executeOnHandlerChange: true,
      timeout: Duration.minutes(2),
    });
  }
}
