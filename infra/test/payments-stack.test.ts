import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { EXPIRY_TIMEOUT, type PaymentsStack } from '../lib/payments-stack';
import { sharedStage, type CfnResource } from './helpers';

describe.each(['staging', 'prod'] as const)('payments stack (%s): Stripe\'s secret and the webhook (docs/premium.md "In AWS")', (stage) => {
  let stack: PaymentsStack;
  let template: Template;
  beforeAll(() => {
    stack = sharedStage(stage).stacks.payments;
    template = Template.fromStack(stack);
  });

  it('keeps Stripe\'s keys in one Secrets Manager secret, created with placeholders for an operator to fill', () => {
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret')) as CfnResource[];
    expect(secrets).toHaveLength(1);
    expect(secrets[0]?.Properties).toMatchObject({
      Name: `quiz-${stage}/stripe`,
      GenerateSecretString: { SecretStringTemplate: JSON.stringify({ secretKey: 'set me', webhookSecret: 'set me' }) },
    });
  });

  it('puts the webhook behind a function URL with no AWS auth (Stripe signs every body; the function checks it)', () => {
    template.resourceCountIs('AWS::Lambda::Url', 1);
    template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Stripe webhook: verified events applied once',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
    });
    expect(Object.keys(template.findOutputs('StripeWebhookUrl'))).toHaveLength(1);
  });

  /** The actions a role's own policies allow. */
  function actionsOf(role: IRole): string[] {
    const roleId = Stack.of(stack).getLogicalId(role.node.defaultChild as never);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
    const actions = policies
      .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
      .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    return [...new Set(actions)].sort();
  }
  const tracing = stage === 'prod' ? ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'] : [];

  it('lets the webhook write its log, read and write the items of its table grant (table-grants.test.ts checks the keys), read its secret (and trace, in prod): nothing else', () => {
    expect(actionsOf(stack.webhook.role)).toEqual([
      'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem',
      'logs:CreateLogStream', 'logs:PutLogEvents',
      'secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue',
      // Prod traces its functions with X-Ray.
      ...tracing,
    ]);
    const roles = Object.values(template.findResources('AWS::IAM::Role')) as CfnResource[];
    for (const role of roles) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('names the secret in the webhook\'s environment, never its value', () => {
    const fn = (Object.values(template.findResources('AWS::Lambda::Function')) as CfnResource[]).filter(
      (f) => f.Properties.Description === 'Stripe webhook: verified events applied once',
    );
    const variables = (fn[0]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toContain('STRIPE_SECRETS_ARN');
    expect(JSON.stringify(variables)).not.toMatch(/sk_|whsec_/);
  });

  it('runs the purchase expiry every 15 minutes, retrying a little, with a role that may only invoke it', () => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Target: { RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 600 } },
    });
    // Query (gsi1, the applied purchases by end), UpdateItem (a purchase) and GetItem (the purchase
    // read back when its update's answer was lost: data README "Writes under retries"): its table grant.
    expect(actionsOf(stack.expiry.role)).toEqual([
      'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem',
      'logs:CreateLogStream', 'logs:PutLogEvents', ...tracing,
    ]);
    const schedulerRoles = (Object.values(template.findResources('AWS::IAM::Role')) as CfnResource[]).filter((r) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );
    expect(schedulerRoles).toHaveLength(1);
    const schedulerPolicies = (Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[]).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('lambda:InvokeFunction'),
    );
    expect(schedulerPolicies).toHaveLength(1);
    const statements = (schedulerPolicies[0]?.Properties.PolicyDocument as { Statement: { Action: unknown }[] }).Statement;
    expect(statements.map((s) => s.Action)).toEqual(['lambda:InvokeFunction', 'sqs:SendMessage']);
  });

  it('caps the webhook (prod: 5 concurrent executions; staging reserves nothing)', () => {
    const webhook = (Object.values(template.findResources('AWS::Lambda::Function')) as CfnResource[]).find(
      (f) => f.Properties.Description === 'Stripe webhook: verified events applied once',
    );
    expect(webhook?.Properties.ReservedConcurrentExecutions).toBe(stage === 'prod' ? 5 : undefined);
  });

  it('hardens the schedule: its role only for this account\'s schedules, a dead-letter queue, a timeout that fits its run', () => {
    const [role] = (Object.values(template.findResources('AWS::IAM::Role')) as CfnResource[]).filter((r) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
    );
    const trust = JSON.stringify(role!.Properties.AssumeRolePolicyDocument);
    expect(trust).toMatch(/"aws:SourceAccount":\{"Ref":"AWS::AccountId"\}/);
    expect(trust).toMatch(/"aws:SourceArn"[^]*:schedule-group\/default/);
    const queueId = stack.getLogicalId(stack.expiryDeadLetters.node.defaultChild as CfnQueue);
    template.hasResourceProperties('AWS::Scheduler::Schedule', { Target: { DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } } } });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const expiry = (Object.values(template.findResources('AWS::Lambda::Function')) as CfnResource[]).find(
      (f) => f.Properties.Description === 'Scheduled: ended purchases move to expired',
    );
    expect(expiry?.Properties.Timeout).toBe(EXPIRY_TIMEOUT.toSeconds());
  });
});
