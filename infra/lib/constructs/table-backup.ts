import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault, type BackupPlanCopyActionProps } from 'aws-cdk-lib/aws-backup';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import type { StageConfig, StageName } from '../stages';

/**
 * How long each backup is kept, per stage (docs/operating.md "Restore"): a daily one for a month or a week
 * (what point-in-time recovery's 35 days also cover, but in a vault of its own and copied away), and in
 * prod a monthly one for a year (a mistake noticed late: a deleted quiz found missing at the season's end).
 */
export const BACKUP_RETENTION: Record<StageName, { readonly dailyDays: number; readonly monthlyDays?: number }> = {
  prod: { dailyDays: 35, monthlyDays: 365 },
  staging: { dailyDays: 7 },
};

/** When the daily backup starts (UTC): the quietest hour of a French-speaking audience. */
export const DAILY_BACKUP_HOUR_UTC = 3;

export interface TableBackupProps {
  readonly stage: StageConfig;
  readonly table: ITable;
}

/**
 * AWS Backup of the table (docs/operating.md "Restore"): a vault of the stage's encrypted with its own KMS
 * key (retained with the stage's stateful resources), a plan whose every rule copies its recovery point
 * to the stage's second vault (`backupCopyVaultArn`, another region or account), and a selection of the
 * table alone. Point-in-time recovery (data-stack.ts) stays the first way back; these backups survive
 * the table's deletion and, copied, the loss of the region or the account.
 */
export class TableBackup extends Construct {
  readonly vault: BackupVault;
  readonly plan: BackupPlan;
  /** The role AWS Backup backs up and restores the table with (the runbook's `start-restore-job --iam-role-arn`). */
  readonly role: IRole;

  constructor(scope: Construct, id: string, props: TableBackupProps) {
    super(scope, id);
    const { stage, table } = props;
    refuseCopyBesideItself(scope, stage.backupCopyVaultArn);

    const key = new Key(this, 'VaultKey', {
      description: `Encrypts the table backups of ${stage.prefix}`,
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });
    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: `${stage.prefix}-table`,
      encryptionKey: key,
      // Prod keeps the vault (and its recovery points) when the stack goes; staging's goes with it.
      removalPolicy: stage.removalPolicy,
    });

    const retention = BACKUP_RETENTION[stage.name];
    const copyTo = (deleteAfter: Duration): BackupPlanCopyActionProps[] | undefined =>
      stage.backupCopyVaultArn
        ? [{ destinationBackupVault: BackupVault.fromBackupVaultArn(this, `CopyVault${deleteAfter.toDays()}`, stage.backupCopyVaultArn), deleteAfter }]
        : undefined;
    const daily = Duration.days(retention.dailyDays);
    const rules = [
      new BackupPlanRule({
        ruleName: 'Daily',
        scheduleExpression: Schedule.cron({ hour: String(DAILY_BACKUP_HOUR_UTC), minute: '0' }),
        startWindow: Duration.hours(1),
        completionWindow: Duration.hours(4),
        deleteAfter: daily,
        copyActions: copyTo(daily),
      }),
      ...(retention.monthlyDays
        ? [
            new BackupPlanRule({
              ruleName: 'Monthly',
              scheduleExpression: Schedule.cron({ day: '1', hour: String(DAILY_BACKUP_HOUR_UTC + 1), minute: '0' }),
              startWindow: Duration.hours(1),
              completionWindow: Duration.hours(4),
              deleteAfter: Duration.days(retention.monthlyDays),
              copyActions: copyTo(Duration.days(retention.monthlyDays)),
            }),
          ]
        : []),
    ];
    this.plan = new BackupPlan(this, 'Plan', { backupPlanName: `${stage.prefix}-table`, backupVault: this.vault, backupPlanRules: rules });
    const selection = this.plan.addSelection('Table', {
      backupSelectionName: `${stage.prefix}-table`,
      resources: [BackupResource.fromDynamoDbTable(table)],
      // The restore runbook restores into a new table with AWS Backup's own service role.
      allowRestores: true,
    });
    // AWS Backup's own service-role policies, kept by AWS for the service as it adds resource types: the
    // role is assumable by backup.amazonaws.com only, and the plan selects one table.
    this.role = selection.grantPrincipal as IRole;
    for (const policy of ['AWSBackupServiceRolePolicyForBackup', 'AWSBackupServiceRolePolicyForRestores']) {
      Validations.of(selection).acknowledge({
        id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/${policy}]`,
        reason: `AWS Backup's service-role policy ${policy}, assumable by backup.amazonaws.com only; the plan selects the table alone.`,
      });
    }
  }
}

/** The copy must leave the stage's region or account, else it protects against nothing the vault does not. */
function refuseCopyBesideItself(scope: Construct, arn: string | undefined): void {
  if (!arn) return;
  const { region, account } = Stack.of(scope);
  const [, , , copyRegion, copyAccount] = arn.split(':');
  if (!Token.isUnresolved(region) && !Token.isUnresolved(account) && copyRegion === region && copyAccount === account) {
    throw new Error(`backupCopyVaultArn must be in another region or account than the stage's (${region}, ${account}), got ${arn}`);
  }
}
