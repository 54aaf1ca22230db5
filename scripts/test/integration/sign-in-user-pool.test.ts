import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ResourceNotFoundException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, signInThroughPicker, tokenRequest, type SignInStandIn } from '../../src/local/sign-in';
import { claimsOf, startStandInWithFunctions } from './sign-in-helpers';

/**
 * The stand-in answers the user pool operations the admin's user directory calls, in
 * Cognito's JSON 1.1 protocol: the real SDK client, pointed at it, and the functions' own interface
 * (functions/src/lib/user-directory.ts through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER) work on it.
 */

const WEB = 'http://127.0.0.1:3998';
let standIn: SignInStandIn;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  ({ standIn } = await startStandInWithFunctions(3998));
  Object.assign(process.env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: standIn.apiUrl });
  cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: standIn.apiUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  cognito.destroy();
  await standIn.stop();
});

const signIn = (name: string, groups: ('designer' | 'tester' | 'admin')[] = []) =>
  signInThroughPicker({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: `${WEB}/auth-success`, name, groups });

describe('the stand-in remembers who signed in and answers Cognito\'s user operations', () => {
  it('ListUsers finds a person who signed in, by name prefix (any case), email or sub; not a stranger', async () => {
    const tokens = await signIn('Katherine Johnson');
    const { sub, username } = claimsOf(tokens.access_token);
    const byName = await cognito.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID, Filter: 'name ^= "katherine"' }));
    expect(byName.Users?.map((u) => u.Username)).toEqual([username]);
    expect(byName.Users?.[0]).toMatchObject({ UserStatus: 'EXTERNAL_PROVIDER', Enabled: true });
    expect(byName.Users?.[0]?.UserCreateDate).toBeInstanceOf(Date);
    const bySub = await cognito.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID, Filter: `sub = "${sub}"` }));
    expect(bySub.Users?.[0]?.Attributes).toEqual(expect.arrayContaining([{ Name: 'sub', Value: sub }, { Name: 'name', Value: 'Katherine Johnson' }]));
    const none = await cognito.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID, Filter: 'name ^= "Nobody Here"' }));
    expect(none.Users).toEqual([]);
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: username }));
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: 'katherine.johnson@google.example.com' }]));
  });

  it('a group an admin adds is in the person\'s next token (refresh) and holds at their next sign-in; a removal too', async () => {
    const tokens = await signIn('Dorothy Vaughan');
    const { username } = claimsOf(tokens.access_token);
    expect(claimsOf(tokens.access_token)['cognito:groups']).toBeUndefined();
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: username, GroupName: 'tester' }));
    const groups = await cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: username }));
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['tester']);

    const refreshed = await tokenRequest(standIn.url, { grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: tokens.refresh_token! });
    expect(claimsOf(String(refreshed.json.access_token))['cognito:groups']).toEqual(['tester']);
    // Signing in again without ticking anything keeps what the admin gave.
    expect(claimsOf((await signIn('Dorothy Vaughan')).access_token)['cognito:groups']).toEqual(['tester']);

    await cognito.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: username, GroupName: 'tester' }));
    expect(claimsOf((await signIn('Dorothy Vaughan')).access_token)['cognito:groups']).toBeUndefined();
    // The picker's ticks add groups (a local shortcut for an admin's grant), never remove one.
    expect(claimsOf((await signIn('Dorothy Vaughan', ['designer'])).access_token)['cognito:groups']).toEqual(['designer']);
  });

  it('refuses an unknown person, group or pool, and an unsigned call, with Cognito\'s error types', async () => {
    await expect(cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: 'google_0' }))).rejects.toBeInstanceOf(UserNotFoundException);
    const { username } = claimsOf((await signIn('Mary Jackson')).access_token);
    await expect(cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: username, GroupName: 'root' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(cognito.send(new ListUsersCommand({ UserPoolId: 'us-east-1_Other' }))).rejects.toBeInstanceOf(ResourceNotFoundException);
    await expect(cognito.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID, Filter: 'custom:x = "y"' }))).rejects.toThrow(/filter/);
    const unsigned = await fetch(standIn.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: JSON.stringify({ UserPoolId: LOCAL_USER_POOL_ID }),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
  });

  it('the functions\' user directory works unchanged against it (the endpoint from the environment)', async () => {
    const { sub } = claimsOf((await signIn('Annie Easley')).access_token);
    const directory = await import('@quiz/functions/lib/user-directory');
    const [found] = await directory.searchUsers('annie');
    expect(found).toMatchObject({ sub, name: 'Annie Easley', email: 'annie.easley@google.example.com' });
    expect((await directory.findUserBySub(sub))?.username).toBe(found!.username);
    expect(await directory.setRoles(found!.username, ['tester'])).toMatchObject({ added: ['tester'], removed: [] });
    expect(await directory.rolesOf(found!.username)).toEqual(['tester']);
  });
});
