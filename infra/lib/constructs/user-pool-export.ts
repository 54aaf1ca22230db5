import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths';
import type { StageConfig } from '../stages';
import { deadLetterQueue } from './dead-letter-queue';
import { schedulerRole } from './scheduler-role';
import { ApiFunction } from './api-function';
import type { SdkLayerModuleName } from './function-bundle';

export const USER_POOL_EXPORT_ENTRY = join(REPO_ROOT, 'functions', 'src', 'jobs', 'user-pool-export.ts');
/** Its Cognito client comes from the SDK layer's staff module (S3's is the runtime's). */
export const USER_POOL_EXPORT_SDK_MODULE = 'staff' satisfies SdkLayerModuleName;
/** Where the exports go in their bucket (the function may write there and nowhere else). */
export const USER_POOL_EXPORT_PREFIX = 'user-pool/';
/** The pool's operations the export calls, on that pool only. */
export const USER_POOL_EXPORT_ACTIONS = ['cognito-idp:ListUsers', 'cognito-idp:ListGroups', 'cognito-idp:ListUsersInGroup'];
/** Daily, an hour before the table's backup (constructs/table-backup.ts): the two describe nearly the same moment. */
export const USER_POOL_EXPORT_HOUR_UTC = 2;
/**
 * How long an export is kept (it holds e-mail addresses: no longer than the table's daily backups it
 * matches, docs/operating.md "Restore"), then deleted with its versions.
 */
export const USER_POOL_EXPORT_DAYS: Record<StageConfig['name'], number> = { prod: 35, staging: 7 };

export interface UserPoolExportProps {
  readonly stage: StageConfig;
  readonly userPool: IUserPool;
}

/**
 * The user pool's daily export (docs/operating.md "Restore"): a function that lists the users and the
 * groups' members and writes one JSON object to a private, KMS-encrypted, versioned bucket whose objects
 * expire; invoked by EventBridge Scheduler (a trust policy limited to this account's schedules, a
 * dead-letter queue for a run it could not start).
 */
export class UserPoolExport extends Construct {
  readonly bucket: Bucket;
  readonly function: ApiFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: UserPoolExportProps) {
    super(scope, id);
    const { stage, userPool } = props;
    const stack = Stack.of(this);

    const key = new Key(this, 'BucketKey', {
      description: `Encrypts the user-pool exports of ${stage.prefix}`,
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });
    const days = USER_POOL_EXPORT_DAYS[stage.name];
    this.bucket = new Bucket(this, 'Bucket', {
      encryption: BucketEncryption.KMS,
      encryptionKey: key,
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      lifecycleRules: [{ expiration: Duration.days(days), noncurrentVersionExpiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'One function writes it once a day and operators read it in a restore; its key\'s use (every read decrypts) is in CloudTrail.',
    });

    this.function = new ApiFunction(this, 'Function', {
      entry: USER_POOL_EXPORT_ENTRY,
      description: 'Scheduled: the user pool\'s users and groups exported to S3',
      environment: {
        USER_POOL_ID: userPool.userPoolId,
        EXPORT_BUCKET: this.bucket.bucketName,
        EXPORT_PREFIX: USER_POOL_EXPORT_PREFIX,
        POWERTOOLS_SERVICE_NAME: 'quiz',
      },
      // Tens of thousands of users at 60 a page under Cognito's request quota: minutes, not seconds.
      memorySize: 1024,
      timeout: Duration.minutes(10),
      logRetention: stage.logRetention,
      logRemovalPolicy: stage.removalPolicy,
      tracing: stage.tracing,
      sdk: USER_POOL_EXPORT_SDK_MODULE,
    });
    this.function.role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: USER_POOL_EXPORT_ACTIONS, resources: [userPool.userPoolArn] }));
    this.function.role.addToPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:PutObject'], resources: [this.bucket.arnForObjects(`${USER_POOL_EXPORT_PREFIX}*`)] }),
    );
    key.grant(this.function.role, 'kms:GenerateDataKey');
    Validations.of(this.function.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.bucket.node.defaultChild as never)}.Arn>/${USER_POOL_EXPORT_PREFIX}*]`,
      reason: 'Each run writes a new object named by its date and time, under the exports\' prefix only (s3:PutObject, nothing else).',
    });

    const role = schedulerRole(this, 'SchedulerRole', `Invokes the user-pool export of ${stage.prefix}`);
    this.deadLetters = deadLetterQueue(this, 'DeadLetters', 'the user-pool export\'s schedule (the runs it could not start)');
    new Schedule(this, 'Schedule', {
      description: `The user pool of ${stage.prefix} exported to S3`,
      schedule: ScheduleExpression.cron({ hour: String(USER_POOL_EXPORT_HOUR_UTC), minute: '0' }),
      // A missed day is caught up by the next; an hour of retries covers a short outage.
      target: new LambdaInvoke(this.function.function, {
        role, retryAttempts: 3, maxEventAge: Duration.hours(1), deadLetterQueue: this.deadLetters,
      }),
    });
    const functionId = stack.getLogicalId(this.function.function.node.defaultChild as CfnFunction);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason: "aws-cdk-lib's Lambda target grants lambda:InvokeFunction on the export function and its versions (`arn:*`); nothing else.",
    });
  }
}
