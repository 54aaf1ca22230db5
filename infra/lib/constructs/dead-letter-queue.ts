import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * A dead-letter queue: encrypted, TLS only, kept `retention` (14 days by default). It is itself the last
 * destination, so cdk-nag's "no dead-letter queue" findings (AwsSolutions-SQS3, Serverless-SQSRedrivePolicy)
 * are acknowledged on it, `of` saying what it holds (infra/README.md "cdk-nag (AwsSolutions and Serverless)").
 * Each has an alarm (docs/operating.md "Alarms and what to do").
 */
export function deadLetterQueue(scope: Construct, id: string, of: string, retention = Duration.days(14)): Queue {
  const queue = new Queue(scope, id, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: retention });
  for (const finding of ['AwsSolutions-SQS3', 'Serverless-SQSRedrivePolicy']) {
    Validations.of(queue).acknowledge({ id: finding, reason: `This queue is itself the dead-letter destination of ${of}.` });
  }
  return queue;
}
