/**
 * The functions that start another function (the publish button's call, the warm-up after a deploy):
 * DynamoDB's client as in ./dynamodb-sdk.ts and Lambda's, bundled into one module of the SDK layer
 * (`@quiz/ops-sdk`) on one SDK core. Every value the code imports from these packages must be exported
 * here (functions/test/unit/sdk-layer.test.ts).
 */
export * from './dynamodb-sdk';
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
