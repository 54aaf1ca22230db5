/**
 * The functions that start another function (the publish button's call, the warm-up after a deploy):
 * DynamoDB's client as in ./dynamodb-sdk.ts, Lambda's, and Cognito's as in ./staff-sdk.ts (the publish
 * names who asked for it: lib/staff-name.ts), bundled into one module of the SDK layer
 * (`@quiz/ops-sdk`) on one SDK core. Every value the code imports from these packages must be exported
 * here (functions/test/unit/sdk-layer.test.ts).
 */
export * from './staff-sdk';
export { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
