import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

/**
 * Starts a publish run without waiting for it (the call answers 202): in AWS an asynchronous
 * invocation of the publish function (PUBLISH_FUNCTION_NAME, set by CDK); locally the runner the
 * local runtime registered (scripts/src/local/publish.ts), in the same process, one run at a time.
 */
export type LocalPublishRunner = (publishId: string) => void;

let localRunner: LocalPublishRunner | undefined;
let lambda: LambdaClient | undefined;

export function setLocalPublishRunner(runner: LocalPublishRunner | undefined): void {
  localRunner = runner;
}

export async function startPublishRun(publishId: string): Promise<void> {
  const functionName = process.env.PUBLISH_FUNCTION_NAME;
  if (functionName) {
    lambda ??= new LambdaClient({});
    await lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: new TextEncoder().encode(JSON.stringify({ publishId })) }));
    return;
  }
  if (!localRunner) throw new Error('no publish runner: PUBLISH_FUNCTION_NAME is unset and no local runner is registered');
  localRunner(publishId);
}
