/**
 * The back-office calls that read the user pool (infra/lib/route-needs.ts `userPoolActionsOf`): DynamoDB's
 * client as in ./dynamodb-sdk.ts and Cognito's, bundled into one module of the SDK layer
 * (`@quiz/staff-sdk`) so that both share one SDK core (36 KB more than DynamoDB's alone). Every value
 * the code imports from the three packages must be exported here (functions/test/unit/sdk-layer.test.ts).
 */
export * from './dynamodb-sdk';
export {
  AdminAddUserToGroupCommand, AdminGetUserCommand, AdminListGroupsForUserCommand, AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient, ListUsersCommand, UserNotFoundException,
  // The user pool's daily export (jobs/user-pool-export.ts).
  ListGroupsCommand, ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
