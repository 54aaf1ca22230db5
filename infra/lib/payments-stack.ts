import { join } from 'node:path';
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { tableGrants } from '@quiz/shared/table-grants';
import { FunctionUrlAuthType, type CfnFunction, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { deadLetterQueue } from './constructs/dead-letter-queue';
import { schedulerRole } from './constructs/scheduler-role';
import { ApiFunction } from './constructs/api-function';
import { REPO_ROOT } from './paths';
import type { StageConfig } from './stages';

export interface PaymentsStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The functions' common environment needs the pool's ids (the webhook itself reads no token). */
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

export const STRIPE_WEBHOOK_ENTRY = join(REPO_ROOT, 'functions', 'src', 'webhooks', 'stripe.ts');
export const EXPIRE_PURCHASES_ENTRY = join(REPO_ROOT, 'functions', 'src', 'jobs', 'expire-purchases.ts');
/** How often ended purchases move to `expired` (access itself never waits for it). */
export const EXPIRY_RATE = Duration.minutes(15);
/**
 * The expiry's run: one update after the other (about 10 ms each in AWS), stopped 5 s before this
 * timeout and the rest left to the next run (functions/src/jobs/expire-purchases.ts): a minute is
 * thousands of purchases, far more than end in 15 minutes.
 */
export const EXPIRY_TIMEOUT = Duration.minutes(1);

/**
 * Payments (docs/premium.md "In AWS"): the secret holding Stripe's keys, and the webhook function
 * behind its own Lambda function URL (Stripe calls it directly: no CloudFront behaviour, no API
 * Gateway authorizer; the function verifies Stripe's signature on every body itself).
 */
export class PaymentsStack extends Stack {
  /** `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`: placeholders until an operator sets them. */
  readonly stripeSecret: Secret;
  readonly webhook: ApiFunction;
  readonly webhookUrl: FunctionUrl;
  readonly expiry: ApiFunction;
  /** The expiry schedule's dead-letter queue: invocations it could not make (MonitoringStack alarms on it). */
  readonly expiryDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: PaymentsStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

    this.stripeSecret = new Secret(this, 'StripeSecret', {
      secretName: `${stage.prefix}/stripe`,
      description: `Stripe secret key and webhook signing secret of ${stage.prefix} (set them: docs/operating.md "Secrets")`,
      // CDK makes the JSON shape; the values are Stripe's, put in by an operator after the first deploy.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: 'set me', webhookSecret: 'set me' }),
        generateStringKey: 'placeholder',
      },
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(this.stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: "Stripe's keys are rolled in Stripe's dashboard, then put here; Secrets Manager cannot rotate them itself.",
    });

    const functionDefaults = {
      table,
      environment: {
        TABLE_NAME: table.tableName,
        COGNITO_USER_POOL_ID: props.userPool.userPoolId,
        COGNITO_CLIENT_ID: props.userPoolClient.userPoolClientId,
        STAGE: stage.name,
        POWERTOOLS_SERVICE_NAME: 'quiz',
      },
      memorySize: stage.lambdaMemorySize,
      timeout: stage.lambdaTimeout,
      logRetention: stage.logRetention,
      logRemovalPolicy: stage.removalPolicy,
      tracing: stage.tracing,
    };
    this.webhook = new ApiFunction(this, 'StripeWebhook', {
      ...functionDefaults,
      environment: { ...functionDefaults.environment, STRIPE_SECRETS_ARN: this.stripeSecret.secretArn },
      entry: STRIPE_WEBHOOK_ENTRY,
      description: 'Stripe webhook: verified events applied once',
      // Its URL is public: a ceiling keeps a flood from the players' shared concurrency (stages.ts).
      reservedConcurrency: stage.concurrency.webhook,
      // Fulfilment writes the event id, the purchase and the profile in one transaction.
      tableGrant: tableGrants.stripeWebhook,
    });
    this.stripeSecret.grantRead(this.webhook.role);
    this.webhookUrl = this.webhook.function.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });

    // The expiry schedule: applied purchases whose time has ended become `expired`.
    this.expiry = new ApiFunction(this, 'ExpirePurchases', {
      ...functionDefaults,
      timeout: EXPIRY_TIMEOUT,
      entry: EXPIRE_PURCHASES_ENTRY,
      description: 'Scheduled: ended purchases move to expired',
      tableGrant: tableGrants.expirePurchases,
    });
    const role = schedulerRole(this, 'ExpirySchedulerRole', `Invokes the purchase expiry of ${stage.prefix}`);
    // An invocation the scheduler could not make, after its retries, is kept here (and alarmed on).
    this.expiryDeadLetters = deadLetterQueue(this, 'ExpiryDeadLetters', 'the expiry schedule (the invocations it could not make)');
    new Schedule(this, 'ExpirySchedule', {
      description: `Purchases of ${stage.prefix} whose time has ended move to expired`,
      schedule: ScheduleExpression.rate(EXPIRY_RATE),
      // A missed run is caught up by the next one: no need for EventBridge's day of retries.
      target: new LambdaInvoke(this.expiry.function, {
        role, retryAttempts: 2, maxEventAge: Duration.minutes(10), deadLetterQueue: this.expiryDeadLetters,
      }),
    });
    const expiryId = Stack.of(this).getLogicalId(this.expiry.function.node.defaultChild as CfnFunction);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${expiryId}.Arn>:*]`,
      reason: "aws-cdk-lib's Lambda target grants lambda:InvokeFunction on the expiry function and its versions (`arn:*`); nothing else.",
    });

    new CfnOutput(this, 'StripeWebhookUrl', {
      value: this.webhookUrl.url,
      description: "Stripe's webhook endpoint (Dashboard → Developers → Webhooks): checkout.session.*, charge.refunded, charge.dispute.created",
    });
    new CfnOutput(this, 'StripeSecretName', { value: this.stripeSecret.secretName, description: 'Put Stripe\'s keys here' });
  }
}
