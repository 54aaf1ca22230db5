import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TableBackup } from './constructs/table-backup';
import { UserPoolExport } from './constructs/user-pool-export';
import type { StageConfig } from './stages';

export interface BackupStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** The pool whose users are exported daily. */
  readonly userPool: IUserPool;
}

/**
 * What a restore starts from (docs/operating.md "Restore"): AWS Backup of the table, copied to a second
 * vault, and the user pool's daily export. Its own stack, after data and auth: a change here never touches the table or the pool.
 */
export class BackupStack extends Stack {
  readonly tableBackup: TableBackup;
  readonly userPoolExport: UserPoolExport;

  constructor(scope: Construct, id: string, props: BackupStackProps) {
    super(scope, id, props);
    const { stage, table } = props;
    this.tableBackup = new TableBackup(this, 'TableBackup', { stage, table });
    this.userPoolExport = new UserPoolExport(this, 'UserPoolExport', { stage, userPool: props.userPool });

    new CfnOutput(this, 'TableBackupVaultName', { value: this.tableBackup.vault.backupVaultName, description: 'The vault of the table\'s recovery points' });
    new CfnOutput(this, 'TableBackupVaultArn', { value: this.tableBackup.vault.backupVaultArn, description: 'Where a copied recovery point is copied back to before a restore' });
    new CfnOutput(this, 'TableBackupRoleArn', { value: this.tableBackup.role.roleArn, description: 'The role of `aws backup start-restore-job --iam-role-arn`' });
    new CfnOutput(this, 'UserPoolExportBucketName', { value: this.userPoolExport.bucket.bucketName, description: 'The user-pool exports (user-pool/<date>/…)' });
  }
}
