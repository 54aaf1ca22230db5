/**
 * The DynamoDB part of the AWS SDK as the functions use it, bundled into a module of the Lambda layer
 * (`@quiz/dynamodb-sdk`, infra/lib/constructs/sdk-layer.ts) that every function's bundle requires
 * instead of the runtime's @aws-sdk/client-dynamodb and @aws-sdk/lib-dynamodb: one minified,
 * tree-shaken CommonJS file loads in about a third of the time Node takes to resolve, parse and compile
 * the runtime's ~900 KB of SDK sources (docs/adr/0024-function-size-sdk-layer.md).
 *
 * The functions' code keeps importing the two SDK packages (tests mock them; the local runtime runs the
 * sources); only their bundles are aliased here. So every value a function imports from either package
 * must be exported below: functions/test/unit/sdk-layer.test.ts reads every import and fails
 * on one that is missing, which would otherwise be `undefined` at run time.
 */
export { ConditionalCheckFailedException, DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
export {
  BatchGetCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
