import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { STAGE_PARAMETERS, TABLE } from '@quiz/shared';
import type { StageConfig } from './stages';

/**
 * The SSM parameter holding the table's name: what operators' scripts read to find a stage's table
 * (scripts/src/seed/seed-stage.ts) without CloudFormation's outputs.
 */
export const tableNameParameterName = STAGE_PARAMETERS.tableName;

export interface DataStackProps extends StackProps {
  readonly stage: StageConfig;
}

/** The single DynamoDB table (shape in shared/src/table.ts; access patterns in functions/src/data/README.md). */
export class DataStack extends Stack {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;

    const table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      // Traffic is spiky (a game shared on social media) and low on average: on-demand, no capacity planning.
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE.ttlAttribute,
      // The AWS-managed key (aws/dynamodb): encrypted at rest, and callers need no KMS grant.
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: stage.deletionProtection,
      removalPolicy: stage.removalPolicy,
      // The statistics are aggregated off the score path from the table's changes, old and new
      // (functions/src/data/README.md "Statistics off the score path"; constructs/stats-aggregator.ts).
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
    });
    table.addGlobalSecondaryIndex({
      indexName: TABLE.gsi1.name,
      partitionKey: { name: TABLE.gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.gsi1.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
    this.table = table;

    new CfnOutput(this, 'TableName', { value: table.tableName });
    new StringParameter(this, 'TableNameParameter', {
      parameterName: tableNameParameterName(stage.prefix),
      stringValue: table.tableName,
      description: `Picture quiz (${stage.name}): the table's name, for operators' scripts (seed of staging)`,
    });
  }
}
