import { beforeAll, describe, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { TABLE } from '@quiz/shared';
import { DataStack, tableNameParameterName } from '../lib/data-stack';
import { stageConfig } from '../lib/stages';
import { testApp } from './helpers';

describe.each(['staging', 'prod'] as const)('data stack (%s)', (stage) => {
  let template: Template;
  beforeAll(() => {
    const app = testApp({ stage });
    template = Template.fromStack(new DataStack(app, 'data', { stage: stageConfig(app) }));
  });

  it('names its table in SSM, where the seed command for testers finds it', () => {
    template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: tableNameParameterName(`quiz-${stage}`),
      Type: 'String',
      Value: { Ref: Match.stringLikeRegexp('^Table') },
    });
  });

  it('has exactly one table, keyed pk/sk as shared/src/table.ts says', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: TABLE.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.sortKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi1.partitionKey, AttributeType: 'S' },
        { AttributeName: TABLE.gsi1.sortKey, AttributeType: 'S' },
      ]),
    });
  });

  it('has the gsi1 index projecting all attributes', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: [
        {
          IndexName: TABLE.gsi1.name,
          KeySchema: [
            { AttributeName: TABLE.gsi1.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE.gsi1.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('bills on demand, with point-in-time recovery, TTL and encryption at rest', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it(stage === 'prod' ? 'is protected from deletion and retained' : 'can be deleted with the stage', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: stage === 'prod' ? 'Retain' : 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: stage === 'prod' }),
    });
  });
});
