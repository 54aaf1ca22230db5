import {
  CognitoIdentityProviderClient,
  ListGroupsCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportKey, exportUserPool, handler, USER_POOL_EXPORT_FORMAT, type UserPoolExport } from '../../src/jobs/user-pool-export';

const cognito = mockClient(CognitoIdentityProviderClient);
const s3 = mockClient(S3Client);
const POOL = 'eu-west-3_Pool1';

const user = (n: number, extra: Record<string, string> = {}) => ({
  Username: `google_${n}`,
  Attributes: [
    { Name: 'sub', Value: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
    { Name: 'email', Value: `player${n}@mail.test` },
    ...Object.entries(extra).map(([Name, Value]) => ({ Name, Value })),
  ],
  Enabled: n !== 3,
  UserStatus: 'EXTERNAL_PROVIDER' as const,
  UserCreateDate: new Date(Date.UTC(2026, 0, n)),
});

beforeEach(() => {
  cognito.reset();
  s3.reset();
  // Two pages of users, two pages of groups, the admin group's members on two pages.
  cognito.on(ListUsersCommand, { UserPoolId: POOL }).resolves({ Users: [user(1, { name: 'Ada' }), user(2)], PaginationToken: 'p2' });
  cognito.on(ListUsersCommand, { UserPoolId: POOL, PaginationToken: 'p2' }).resolves({ Users: [user(3), { Username: 'broken', Attributes: [] }] });
  cognito.on(ListGroupsCommand, { UserPoolId: POOL }).resolves({ Groups: [{ GroupName: 'admin', Description: 'Back-office role admin' }], NextToken: 'g2' });
  cognito.on(ListGroupsCommand, { UserPoolId: POOL, NextToken: 'g2' }).resolves({ Groups: [{ GroupName: 'designer' }] });
  cognito.on(ListUsersInGroupCommand, { UserPoolId: POOL, GroupName: 'admin' }).resolves({ Users: [user(1)], NextToken: 'm2' });
  cognito.on(ListUsersInGroupCommand, { UserPoolId: POOL, GroupName: 'admin', NextToken: 'm2' }).resolves({ Users: [user(3)] });
  cognito.on(ListUsersInGroupCommand, { UserPoolId: POOL, GroupName: 'designer' }).resolves({ Users: [user(1)] });
});

afterEach(() => {
  delete process.env.USER_POOL_ID;
  delete process.env.EXPORT_BUCKET;
  delete process.env.EXPORT_PREFIX;
});

describe('the user pool export (docs/operating.md "Restore")', () => {
  it('reads every page of users, of groups and of each group\'s members into one object', async () => {
    const exported = await exportUserPool(new CognitoIdentityProviderClient({}), POOL, new Date('2026-11-29T03:30:00.000Z'));
    expect(exported).toMatchObject({ format: USER_POOL_EXPORT_FORMAT, userPoolId: POOL, exportedAt: '2026-11-29T03:30:00.000Z' });
    expect(exported.groups).toEqual([{ name: 'admin', description: 'Back-office role admin' }, { name: 'designer' }]);
    expect(exported.users.map((u) => u.username)).toEqual(['google_1', 'google_2', 'google_3']);
    expect(exported.users[0]).toEqual({
      sub: '00000000-0000-4000-8000-000000000001',
      username: 'google_1',
      email: 'player1@mail.test',
      attributes: { sub: '00000000-0000-4000-8000-000000000001', email: 'player1@mail.test', name: 'Ada' },
      groups: ['admin', 'designer'],
      enabled: true,
      status: 'EXTERNAL_PROVIDER',
      created: '2026-01-01T00:00:00.000Z',
    });
    expect(exported.users[2]).toMatchObject({ groups: ['admin'], enabled: false });
    expect(exported.users[1]!.groups).toEqual([]);
  });

  it('asks ListUsers for its largest page (60), not the default', async () => {
    await exportUserPool(new CognitoIdentityProviderClient({}), POOL);
    expect(cognito.commandCalls(ListUsersCommand)[0]!.args[0].input.Limit).toBe(60);
  });

  it('leaves out a user Cognito gave without a sub (it could be neither restored nor matched to the table)', async () => {
    const exported = await exportUserPool(new CognitoIdentityProviderClient({}), POOL);
    expect(exported.users.some((u) => u.username === 'broken')).toBe(false);
  });

  it('names each run\'s object by day and time under the prefix', () => {
    expect(exportKey('user-pool/', new Date('2026-11-29T03:30:00.123Z'))).toBe('user-pool/2026-11-29/users-2026-11-29T03-30-00-123Z.json');
  });

  it('the handler writes the export as JSON to the bucket under the prefix', async () => {
    process.env.USER_POOL_ID = POOL;
    process.env.EXPORT_BUCKET = 'exports-bucket';
    process.env.EXPORT_PREFIX = 'user-pool/';
    s3.on(PutObjectCommand).resolves({});
    const result = await handler();
    expect(result).toMatchObject({ users: 3, groups: 2 });
    const put = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(put).toMatchObject({ Bucket: 'exports-bucket', ContentType: 'application/json' });
    expect(put.Key).toMatch(/^user-pool\/\d{4}-\d\d-\d\d\/users-.+\.json$/);
    expect(result.key).toBe(put.Key);
    const body = JSON.parse(put.Body as string) as UserPoolExport;
    expect(body.users).toHaveLength(3);
  });

  it('the handler refuses to run without its pool, bucket and prefix (a run must never write nowhere)', async () => {
    process.env.USER_POOL_ID = POOL;
    await expect(handler()).rejects.toThrow(/USER_POOL_ID, EXPORT_BUCKET and EXPORT_PREFIX must be set/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('a failed page fails the run: no partial export is written', async () => {
    process.env.USER_POOL_ID = POOL;
    process.env.EXPORT_BUCKET = 'exports-bucket';
    process.env.EXPORT_PREFIX = 'user-pool/';
    cognito.on(ListUsersCommand, { UserPoolId: POOL, PaginationToken: 'p2' }).rejects(new Error('TooManyRequestsException'));
    await expect(handler()).rejects.toThrow(/TooManyRequests/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});
