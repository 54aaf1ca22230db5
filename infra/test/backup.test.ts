import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AuthStack } from '../lib/auth-stack';
import { BackupStack } from '../lib/backup-stack';
import { BACKUP_RETENTION } from '../lib/constructs/table-backup';
import { USER_POOL_EXPORT_ACTIONS, USER_POOL_EXPORT_DAYS, USER_POOL_EXPORT_PREFIX } from '../lib/constructs/user-pool-export';
import { DataStack } from '../lib/data-stack';
import { stageConfig, type StageName } from '../lib/stages';
import { BACKUP_COPY_VAULT_ARN, TEST_REGION, testApp, type CfnResource } from './helpers';

const ENV = { account: '123456789012', region: TEST_REGION };

/** The data and backup stacks of one stage alone (the backup stack needs only the table). */
function backupOf(stage: StageName, context: Record<string, unknown> = {}) {
  const app = testApp({ stage, ...context });
  const config = stageConfig(app);
  const data = new DataStack(app, 'data', { env: ENV, stage: config });
  const auth = new AuthStack(app, 'auth', { env: ENV, stage: config });
  const backup = new BackupStack(app, 'backup', { env: ENV, stage: config, table: data.table, userPool: auth.userPool });
  return { data: Template.fromStack(data), backup: Template.fromStack(backup), config };
}

const rulesOf = (template: Template) => {
  const plans = Object.values(template.findResources('AWS::Backup::BackupPlan')) as CfnResource[];
  expect(plans).toHaveLength(1);
  return (plans[0]!.Properties.BackupPlan as { BackupPlanRule: Record<string, unknown>[] }).BackupPlanRule;
};

describe('table backups (docs/operating.md "Restore")', () => {
  const prod = backupOf('prod');
  const staging = backupOf('staging');

  it('prod: a daily rule kept 35 days and a monthly one kept a year, each copied to the second vault with the same retention', () => {
    const rules = rulesOf(prod.backup);
    expect(rules.map((r) => r.RuleName)).toEqual(['Daily', 'Monthly']);
    expect(rules[0]).toMatchObject({
      ScheduleExpression: 'cron(0 3 * * ? *)',
      Lifecycle: { DeleteAfterDays: 35 },
      CopyActions: [{ DestinationBackupVaultArn: BACKUP_COPY_VAULT_ARN, Lifecycle: { DeleteAfterDays: 35 } }],
    });
    expect(rules[1]).toMatchObject({
      ScheduleExpression: 'cron(0 4 1 * ? *)',
      Lifecycle: { DeleteAfterDays: 365 },
      CopyActions: [{ DestinationBackupVaultArn: BACKUP_COPY_VAULT_ARN, Lifecycle: { DeleteAfterDays: 365 } }],
    });
    expect(BACKUP_RETENTION.prod).toEqual({ dailyDays: 35, monthlyDays: 365 });
  });

  it('every rule backs up into the stage\'s own vault', () => {
    const vault = Object.keys(prod.backup.findResources('AWS::Backup::BackupVault'));
    expect(vault).toHaveLength(1);
    for (const rule of rulesOf(prod.backup)) expect(rule.TargetBackupVault).toEqual({ 'Fn::GetAtt': [vault[0], 'BackupVaultName'] });
  });

  it('the selection names the stage\'s table, and nothing else', () => {
    const selections = Object.values(prod.backup.findResources('AWS::Backup::BackupSelection')) as CfnResource[];
    expect(selections).toHaveLength(1);
    const resources = (selections[0]!.Properties.BackupSelection as { Resources: unknown[]; ListOfTags?: unknown }).Resources;
    expect(resources).toHaveLength(1);
    expect(JSON.stringify(resources[0])).toMatch(/"StackName":"data"/);
    const tableId = Object.keys(prod.data.findResources('AWS::DynamoDB::Table'))[0]!;
    expect(JSON.stringify(resources[0])).toContain(`FnGetAtt${tableId}Arn`);
  });

  it('the vault is encrypted with its own rotated key, and prod retains both (staging removes them)', () => {
    const keyId = Object.keys(prod.backup.findResources('AWS::KMS::Key'))[0]!;
    prod.backup.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    prod.backup.hasResource('AWS::Backup::BackupVault', {
      Properties: { BackupVaultName: 'quiz-prod-table', EncryptionKeyArn: { 'Fn::GetAtt': [keyId, 'Arn'] } },
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    prod.backup.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
    staging.backup.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Delete' });
  });

  it('staging: a daily rule kept a week, no copy unless its setting names a vault', () => {
    const rules = rulesOf(staging.backup);
    expect(rules).toEqual([expect.objectContaining({ RuleName: 'Daily', Lifecycle: { DeleteAfterDays: 7 } })]);
    expect(rules[0]!.CopyActions).toBeUndefined();
    const copied = rulesOf(backupOf('staging', { backupCopyVaultArn: BACKUP_COPY_VAULT_ARN }).backup);
    expect(copied[0]).toMatchObject({ CopyActions: [{ DestinationBackupVaultArn: BACKUP_COPY_VAULT_ARN }] });
  });

  it('backupCopyVaultArn: prod requires it; it must be a backup vault\'s ARN in another region or account', () => {
    expect(() => stageConfig(testApp({ stage: 'prod', backupCopyVaultArn: '' }))).toThrow(/missing settings[^]*backupCopyVaultArn/);
    for (const wrong of [
      'arn:aws:s3:::some-bucket',
      'arn:aws:backup:eu-central-1:123456789012:backup-plan:abc',
      'arn:aws:backup:eu-central-1:1234:backup-vault:copies',
      'quiz-prod-copies',
    ]) {
      expect(() => stageConfig(testApp({ stage: 'staging', backupCopyVaultArn: wrong }))).toThrow(/backupCopyVaultArn must be a backup vault's ARN/);
    }
    const besideItself = `arn:aws:backup:${TEST_REGION}:${ENV.account}:backup-vault:copies`;
    expect(() => backupOf('staging', { backupCopyVaultArn: besideItself })).toThrow(/another region or account/);
    expect(() => backupOf('staging', { backupCopyVaultArn: `arn:aws:backup:${TEST_REGION}:210987654321:backup-vault:copies` })).not.toThrow();
  });

  it('AWS Backup may restore with its role (the runbook\'s restore into a new table)', () => {
    prod.backup.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({ Statement: [Match.objectLike({ Principal: { Service: 'backup.amazonaws.com' } })] }),
      ManagedPolicyArns: Match.arrayWith([Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('AWSBackupServiceRolePolicyForRestores')])] })]),
    });
  });
});

describe('the user pool\'s daily export (docs/operating.md "Restore")', () => {
  const { backup } = backupOf('prod');
  const exportFunction = () => {
    const found = Object.entries(backup.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: { EXPORT_PREFIX: USER_POOL_EXPORT_PREFIX } } } }));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const policyOf = (roleRef: unknown) => {
    const [roleId] = (roleRef as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    const policies = Object.values(backup.findResources('AWS::IAM::Policy')).filter((p) => JSON.stringify((p as CfnResource).Properties.Roles) === JSON.stringify([{ Ref: roleId }]));
    return policies.flatMap((p) => ((p as CfnResource).Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
  };

  it('is run daily at 02:00 UTC by EventBridge Scheduler, with retries, a dead-letter queue and a role only this account\'s schedules may take', () => {
    const [functionId] = exportFunction();
    const schedules = Object.values(backup.findResources('AWS::Scheduler::Schedule')) as CfnResource[];
    expect(schedules).toHaveLength(1);
    const { ScheduleExpression, Target } = schedules[0]!.Properties as { ScheduleExpression: string; Target: Record<string, unknown> };
    expect(ScheduleExpression).toBe('cron(0 2 * * ? *)');
    expect(Target).toMatchObject({
      Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
      RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: { 'Fn::GetAtt': [expect.stringMatching(/DeadLetters/), 'Arn'] } },
    });
    const [roleId] = (Target.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    const role = backup.toJSON().Resources[roleId] as CfnResource;
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('"aws:SourceAccount":"123456789012"');
  });

  it('may list the pool\'s users, groups and members, on that pool only, and put objects under its prefix only: nothing else', () => {
    const [, fn] = exportFunction();
    const statements = policyOf((fn as CfnResource).Properties.Role).filter((s) => !JSON.stringify(s.Action).includes('logs:') && !JSON.stringify(s.Action).includes('xray:'));
    expect(statements.map((s) => s.Action)).toEqual([[...USER_POOL_EXPORT_ACTIONS].sort(), 's3:PutObject', 'kms:GenerateDataKey']);
    expect(JSON.stringify(statements[0]!.Resource)).toMatch(/UserPool[0-9A-F]+Arn/);
    expect(JSON.stringify(statements[1]!.Resource)).toContain(`/${USER_POOL_EXPORT_PREFIX}*`);
  });

  it('writes to a private, KMS-encrypted, versioned bucket whose exports expire, retained in prod', () => {
    const [, fn] = exportFunction();
    const bucketRef = ((fn as CfnResource).Properties.Environment as { Variables: { EXPORT_BUCKET: { Ref: string } } }).Variables.EXPORT_BUCKET.Ref;
    const bucket = backup.toJSON().Resources[bucketRef] as CfnResource;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: USER_POOL_EXPORT_DAYS.prod, NoncurrentVersionExpiration: { NoncurrentDays: 1 } })] },
    });
    backup.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketRef },
      PolicyDocument: Match.objectLike({ Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) }),
    });
  });
});
