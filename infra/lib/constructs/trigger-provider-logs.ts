import { CfnResource, Stack, type RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The id aws-cdk-lib gives the one provider of a stack's Triggers (aws-cdk-lib/triggers). */
export const TRIGGER_PROVIDER_ID = 'AWSCDK.TriggerCustomResourceProviderCustomResourceProvider';

export interface TriggerProviderLogsProps {
  readonly retention: RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * A log group with the stage's retention for the function that runs a stack's Triggers (docs/operating.md
 * "Deploy"). aws-cdk-lib creates that function with no log group, so Lambda would make
 * `/aws/lambda/<its name>` that never expires: its logging config names this one instead. Call it once
 * the stack's Triggers exist; a stack without any gets nothing.
 */
export class TriggerProviderLogs extends Construct {
  readonly logGroup?: LogGroup;

  constructor(scope: Construct, id: string, props: TriggerProviderLogsProps) {
    super(scope, id);
    const handler = Stack.of(this).node.tryFindChild(TRIGGER_PROVIDER_ID)?.node.tryFindChild('Handler');
    if (!(handler instanceof CfnResource)) return;
    this.logGroup = new LogGroup(this, 'Logs', { retention: props.retention, removalPolicy: props.removalPolicy });
    handler.addPropertyOverride('LoggingConfig', { LogGroup: this.logGroup.logGroupName });
    // The function writes there with its role's managed policy (logs:* on its own log groups); the
    // group must exist before a Trigger first runs it.
    handler.node.addDependency(this.logGroup);
  }
}
