import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Directory from '../../src/lib/user-directory';
import { useUnitEnvironment } from '../helpers/unit-env';

useUnitEnvironment();
const cognito = mockClient(CognitoIdentityProviderClient);
let directory: typeof Directory;

beforeAll(async () => {
  directory = await import('../../src/lib/user-directory');
});
beforeEach(() => cognito.reset());

const ada = {
  Username: 'google_1001',
  Attributes: [{ Name: 'sub', Value: '11111111-1111-4111-8111-111111111111' }, { Name: 'name', Value: 'Ada Lovelace' }, { Name: 'email', Value: 'ada@google.example.com' }],
  UserStatus: 'EXTERNAL_PROVIDER' as const,
  Enabled: true,
  UserCreateDate: new Date('2026-11-01T10:00:00Z'),
};

describe('user directory: one interface over Cognito (ListUsers, Admin*Group*, AdminGetUser)', () => {
  it('searches by name and by email prefix in the pool of COGNITO_USER_POOL_ID, one person once', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [ada] });
    const users = await directory.searchUsers('Ada');
    expect(users).toEqual([{
      username: 'google_1001', sub: '11111111-1111-4111-8111-111111111111', name: 'Ada Lovelace', email: 'ada@google.example.com',
      status: 'EXTERNAL_PROVIDER', enabled: true, createdAt: '2026-11-01T10:00:00.000Z',
    }]);
    const filters = cognito.commandCalls(ListUsersCommand).map((c) => c.args[0].input);
    expect(filters).toEqual([
      { UserPoolId: 'us-east-1_Unit1', Filter: 'name ^= "Ada"', Limit: 25 },
      { UserPoolId: 'us-east-1_Unit1', Filter: 'email ^= "Ada"', Limit: 25 },
    ]);
  });

  it('an email searches the email only; a sub looks that one person up exactly', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    await directory.searchUsers('ada@google');
    await directory.searchUsers('11111111-1111-4111-8111-111111111111');
    expect(cognito.commandCalls(ListUsersCommand).map((c) => c.args[0].input.Filter)).toEqual([
      'email ^= "ada@google"', 'sub = "11111111-1111-4111-8111-111111111111"',
    ]);
  });

  it('escapes quotes and backslashes inside a filter value', () => {
    expect(directory.filterValue('a"b\\c')).toBe('"a\\"b\\\\c"');
  });

  it('reads one person (AdminGetUser); an unknown one is undefined', async () => {
    cognito.on(AdminGetUserCommand, { Username: 'google_1001' }).resolves({ Username: ada.Username, UserAttributes: ada.Attributes, Enabled: true, UserStatus: 'EXTERNAL_PROVIDER' as const });
    cognito.on(AdminGetUserCommand, { Username: 'nobody' }).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    expect(await directory.getUser('google_1001')).toMatchObject({ sub: '11111111-1111-4111-8111-111111111111', name: 'Ada Lovelace' });
    expect(await directory.getUser('nobody')).toBeUndefined();
  });

  it('roles are the back-office groups the person is in, every page read', async () => {
    cognito.on(AdminListGroupsForUserCommand)
      .resolvesOnce({ Groups: [{ GroupName: 'tester' }, { GroupName: 'eu-west-1_X_Google' }], NextToken: 'more' })
      .resolvesOnce({ Groups: [{ GroupName: 'designer' }] });
    expect(await directory.rolesOf('google_1001')).toEqual(['designer', 'tester']);
    expect(cognito.commandCalls(AdminListGroupsForUserCommand)[1]!.args[0].input).toMatchObject({ Username: 'google_1001', NextToken: 'more' });
  });

  it('setting roles adds the missing groups and removes the others, and says what changed', async () => {
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'designer' }] });
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});
    const change = await directory.setRoles('google_1001', ['tester', 'admin']);
    expect(change).toEqual({ before: ['designer'], after: ['tester', 'admin'], added: ['tester', 'admin'], removed: ['designer'] });
    expect(cognito.commandCalls(AdminAddUserToGroupCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: 'us-east-1_Unit1', Username: 'google_1001', GroupName: 'tester' },
      { UserPoolId: 'us-east-1_Unit1', Username: 'google_1001', GroupName: 'admin' },
    ]);
    expect(cognito.commandCalls(AdminRemoveUserFromGroupCommand).map((c) => c.args[0].input.GroupName)).toEqual(['designer']);
  });

  it('lists exactly the operations the API\'s IAM policy grants', () => {
    expect(directory.USER_DIRECTORY_OPERATIONS).toEqual(['ListUsers', 'AdminGetUser', 'AdminListGroupsForUser', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup']);
  });
});
