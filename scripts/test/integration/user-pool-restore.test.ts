import { AdminAddUserToGroupCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '@quiz/functions/data/keys';
import { exportUserPool, type UserPoolExport } from '@quiz/functions/jobs/user-pool-export';
import { playerTag, rankKey, shardOf } from '@quiz/functions/rules/competition-board';
import { TABLE } from '@quiz/shared';
import { startDynamoLocal, type LocalDynamo } from '../../src/local/dynamo';
import { LOCAL_CLIENT_ID, signInThroughPicker, startSignInStandIn, type SignInStandIn } from '../../src/local/sign-in';
import { ensureTable } from '../../src/local/table';
import { remapSubs } from '../../src/restore/sub-remap';
import { parseExport, restoreUsers, type SubMapFile } from '../../src/restore/user-pool-restore';
import { claimsOf } from './sign-in-helpers';

/**
 * A user pool lost and restored (docs/operating.md "Restore"), against the local stand-ins: the old
 * pool (the sign-in stand-in) exported by the export job's own code, the export restored into a new,
 * empty pool (a second stand-in), the table (DynamoDB Local) remapped from the old subs to the new, and
 * a player signing in again through the new pool lands on their own items.
 */
const WEB = 'http://127.0.0.1:3997';
const OLD_POOL = 'us-east-1_OldPool1';
const NEW_POOL = 'us-east-1_NewPool1';
const TABLE_NAME = 'restore-remap-test';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let oldPool: SignInStandIn;
let newPool: SignInStandIn;
let dynamo: LocalDynamo;
let db: DynamoDBDocumentClient;
const cognitoOf = (standIn: SignInStandIn) => new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: standIn.apiUrl, credentials });
const signIn = (standIn: SignInStandIn, name: string, provider?: 'Google' | 'Facebook') =>
  signInThroughPicker({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: `${WEB}/auth-success`, name, groups: [], ...(provider ? { provider } : {}) });

beforeAll(async () => {
  [oldPool, newPool, dynamo] = await Promise.all([
    startSignInStandIn({ userPoolId: OLD_POOL, webOrigins: [WEB] }),
    startSignInStandIn({ userPoolId: NEW_POOL, webOrigins: [WEB] }),
    startDynamoLocal({ dataDir: null }),
  ]);
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint, credentials });
  await ensureTable(client, TABLE_NAME);
  db = DynamoDBDocumentClient.from(client);
}, 60_000);
afterAll(async () => {
  await Promise.all([oldPool?.stop(), newPool?.stop(), dynamo?.stop()]);
});

describe('a user pool restored from its export, and the table remapped to the new subs', () => {
  let exported: UserPoolExport;
  let map: SubMapFile;
  let ada: { sub: string; username: string };
  let grace: { sub: string; username: string };

  it('the export job lists the old pool\'s users with their groups and provider identities', async () => {
    const adaToken = claimsOf((await signIn(oldPool, 'Ada Lovelace')).id_token!);
    ada = { sub: adaToken.sub as string, username: adaToken['cognito:username'] as string };
    const graceToken = claimsOf((await signIn(oldPool, 'Grace Hopper', 'Facebook')).id_token!);
    grace = { sub: graceToken.sub as string, username: graceToken['cognito:username'] as string };
    await cognitoOf(oldPool).send(new AdminAddUserToGroupCommand({ UserPoolId: OLD_POOL, Username: ada.username, GroupName: 'designer' }));

    // Written and read back as the job writes it to S3.
    exported = parseExport(JSON.stringify(await exportUserPool(cognitoOf(oldPool), OLD_POOL)));
    expect(exported.users.map((u) => [u.sub, u.groups])).toEqual([[ada.sub, ['designer']], [grace.sub, []]]);
    expect(JSON.parse(exported.users[0]!.attributes.identities!)).toEqual([expect.objectContaining({ providerName: 'Google' })]);
  });

  it('the users step creates each user in the new pool, e-mail verified, groups kept, and writes old sub → new sub', async () => {
    const written: SubMapFile[] = [];
    map = await restoreUsers({ cognito: cognitoOf(newPool), userPoolId: NEW_POOL, exported, onUser: (m) => void written.push(structuredClone(m)) });
    expect(Object.keys(map.subs)).toEqual([ada.sub, grace.sub]);
    expect(map.subs[ada.sub]).not.toBe(ada.sub);
    expect(map.skipped).toEqual([]);
    expect(written).toHaveLength(2); // saved after each user: an interrupted run resumes
    const created = newPool.directory.all();
    expect(created.map((e) => [e.user.sub, e.user.email, e.user.emailVerified, [...e.groups]])).toEqual([
      [map.subs[ada.sub], 'ada.lovelace@google.example.com', true, ['designer']],
      [map.subs[grace.sub], 'grace.hopper@facebook.example.com', true, []],
    ]);
  });

  it('a player signing in again with their provider is the restored user: the new sub, their groups', async () => {
    const again = claimsOf((await signIn(newPool, 'Ada Lovelace')).id_token!);
    expect(again.sub).toBe(map.subs[ada.sub]);
    expect(again['cognito:groups']).toEqual(['designer']);
    expect(claimsOf((await signIn(newPool, 'Grace Hopper', 'Facebook')).id_token!).sub).toBe(map.subs[grace.sub]);
  });

  it('run again (resumed), it creates nobody twice', async () => {
    const again = await restoreUsers({ cognito: cognitoOf(newPool), userPoolId: NEW_POOL, exported, resumeFrom: map });
    expect(again.subs).toEqual(map.subs);
    expect(newPool.directory.all()).toHaveLength(2);
  });

  it('an export that lost its sub map midway (users made, map not written) adopts the users made', async () => {
    const adopted = await restoreUsers({ cognito: cognitoOf(newPool), userPoolId: NEW_POOL, exported });
    expect(adopted.subs).toEqual(map.subs);
    expect(newPool.directory.all()).toHaveLength(2);
  });

  it('refuses a file that is not an export, and a pool without the export\'s groups, before creating anyone', async () => {
    expect(() => parseExport('{"format":"something-else"}')).toThrow(/Not a user-pool export/);
    expect(() => parseExport('{"format":')).toThrow(/not JSON/);
    const withOddGroup = { ...exported, groups: [...exported.groups, { name: 'superusers' }] };
    await expect(restoreUsers({ cognito: cognitoOf(newPool), userPoolId: NEW_POOL, exported: withOddGroup })).rejects.toThrow(/lacks the groups superusers/);
    await expect(restoreUsers({ cognito: cognitoOf(newPool), userPoolId: NEW_POOL, exported, resumeFrom: { ...map, toUserPoolId: 'us-east-1_Other' } })).rejects.toThrow(/resume from/);
  });

  it('a user without an e-mail is skipped and listed (this pool signs in by e-mail), a disabled one stays disabled', async () => {
    const third = await startSignInStandIn({ userPoolId: 'us-east-1_ThirdPool1', webOrigins: [WEB] });
    try {
      const lone = { ...exported.users[1]!, sub: '11111111-1111-4111-8111-111111111111', email: null };
      const off = { ...exported.users[0]!, enabled: false };
      const result = await restoreUsers({ cognito: cognitoOf(third), userPoolId: 'us-east-1_ThirdPool1', exported: { ...exported, userPoolId: OLD_POOL, users: [off, lone] } });
      expect(result.skipped).toEqual([expect.objectContaining({ sub: lone.sub, why: expect.stringMatching(/no e-mail/) })]);
      const user = await cognitoOf(third).send(new AdminGetUserCommand({ UserPoolId: 'us-east-1_ThirdPool1', Username: third.directory.all()[0]!.user.username }));
      expect(user.Enabled).toBe(false);
    } finally {
      await third.stop();
    }
  });

  it('the remap step moves every item keyed or indexed by an old sub to the new one, board entries to their new shard', async () => {
    const oldSub = ada.sub;
    const newSub = map.subs[oldSub]!;
    const competitionId = 'c-2026-spring';
    const shards = 4;
    const oldShard = shardOf(oldSub, shards);
    const rk = rankKey({ score: 87.5, durationMs: 61_000, startedAt: Date.UTC(2026, 3, 2), sub: oldSub });
    const items = [
      { ...keys.userProfile(oldSub), sub: oldSub, name: 'Ada', version: 3 },
      { ...keys.userScore(oldSub, 12, 'play-1'), score: 80 },
      { ...keys.play('play-1'), sub: oldSub, gameId: 12 },
      { ...keys.auditEntry(keys.userPk(oldSub), '2026-04-01T00:00:00.000Z', 'a1'), ...keys.auditByActor(oldSub, '2026-04-01T00:00:00.000Z'), actor: oldSub },
      { ...keys.runCounter(`sub:${oldSub}`, 12), runs: 2 },
      { ...keys.competition(competitionId), boardShards: shards },
      { ...keys.boardEntry(competitionId, oldShard, oldSub), ...keys.boardListing(competitionId, oldShard, rk), rankKey: rk, sub: oldSub, tag: playerTag(oldSub), name: null },
      { ...keys.userProfile(grace.sub), sub: grace.sub, name: 'Grace', version: 1 },
      { ...keys.game(12), title: 'untouched', playedCount: 4 },
    ];
    for (const Item of items) await db.send(new PutCommand({ TableName: TABLE_NAME, Item }));

    const report = await remapSubs({ db, tableName: TABLE_NAME, subs: map.subs });
    expect(report).toMatchObject({ scanned: items.length, moved: 6, rewritten: 1 });

    const all = (await db.send(new ScanCommand({ TableName: TABLE_NAME }))).Items ?? [];
    expect(JSON.stringify(all)).not.toContain(oldSub);
    expect(JSON.stringify(all)).not.toContain(grace.sub);
    const get = async (key: Record<string, string>) => (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item;
    expect(await get(keys.userProfile(newSub))).toMatchObject({ sub: newSub, name: 'Ada', version: 3 });
    expect(await get(keys.userScore(newSub, 12, 'play-1'))).toMatchObject({ score: 80 });
    expect(await get(keys.play('play-1'))).toMatchObject({ sub: newSub });
    expect(await get(keys.runCounter(`sub:${newSub}`, 12))).toMatchObject({ runs: 2 });
    const entry = await get(keys.boardEntry(competitionId, shardOf(newSub, shards), newSub));
    expect(entry).toMatchObject({
      [TABLE.gsi1.partitionKey]: keys.boardListingPk(competitionId, shardOf(newSub, shards)),
      [TABLE.gsi1.sortKey]: rk.replace(oldSub, newSub),
      tag: playerTag(newSub),
    });
    expect(await get(keys.game(12))).toMatchObject({ title: 'untouched', playedCount: 4 });

    // Run again (an interrupted remap resumed): nothing names an old sub, nothing changes.
    expect(await remapSubs({ db, tableName: TABLE_NAME, subs: map.subs })).toMatchObject({ rewritten: 0, moved: 0 });
  });
});
