import { Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';

/**
 * The role an EventBridge Scheduler schedule invokes its function with. Only this account's own schedules
 * (the default group) may take it: no other account's schedule can use it (the confused deputy).
 */
export function schedulerRole(scope: Construct, id: string, description: string): Role {
  const stack = Stack.of(scope);
  return new Role(scope, id, {
    assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
      conditions: {
        StringEquals: {
          'aws:SourceAccount': stack.account,
          'aws:SourceArn': stack.formatArn({ service: 'scheduler', resource: 'schedule-group', resourceName: 'default' }),
        },
      },
    }),
    description,
  });
}
