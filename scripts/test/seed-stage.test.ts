import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { IMMUTABLE_CACHE_CONTROL, TABLE } from '@quiz/shared';
import { readSeed } from '../src/seed/load-seed';
import { seedStage } from '../src/seed/seed-stage';

// One quiz keeps the rendering of illustrations short; the other content is the whole seed's.
const full = readSeed();
const content = { ...full, games: full.games.slice(0, 1) };
const game = content.games[0]!.game;

function stage(present: 'nothing' | 'the quiz' = 'nothing') {
  const ssm = mockClient(SSMClient);
  ssm.on(GetParameterCommand, { Name: '/quiz-staging/table-name' }).resolves({ Parameter: { Value: 'quiz-staging-table' } });
  ssm.on(GetParameterCommand, { Name: '/quiz-staging/images-bucket' }).resolves({ Parameter: { Value: 'quiz-staging-site' } });
  const s3 = mockClient(S3Client);
  s3.on(PutObjectCommand).resolves({});
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-3' }));
  const dynamo = mockClient(db);
  dynamo.on(BatchWriteCommand).resolves({});
  dynamo.on(BatchGetCommand).resolves({
    Responses: { 'quiz-staging-table': present === 'the quiz' ? [{ [TABLE.partitionKey]: `GAME#${game.id}` }] : [] },
  });
  const clients = { ssm: new SSMClient({ region: 'eu-west-3' }), s3: new S3Client({ region: 'eu-west-3' }), db };
  const written = () => dynamo.commandCalls(BatchWriteCommand).flatMap((c) => c.args[0].input.RequestItems!['quiz-staging-table']!.map((r) => r.PutRequest!.Item!));
  return { ssm, s3, dynamo, clients, written };
}

describe('the tests\' seed content loaded into staging by one command (npm run seed:stage)', () => {
  it('finds the stage\'s table and bucket in SSM, uploads the illustration and its copies, then writes the items', async () => {
    const { s3, clients, written } = stage();
    const result = await seedStage({ stage: 'staging' }, clients, content);
    expect(result).toMatchObject({ tableName: 'quiz-staging-table', bucket: 'quiz-staging-site', games: 1, references: game.references.length });
    const uploads = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input);
    expect(uploads.length).toBe(result.images);
    expect(uploads.length).toBeGreaterThan(1);
    for (const upload of uploads) {
      expect(upload.Bucket).toBe('quiz-staging-site');
      expect(upload.Key).toMatch(/^images\/[^/]+\.(webp|jpg|jpeg|png|svg)$/);
      expect(upload.CacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(upload.ContentType).toMatch(/^image\//);
    }
    // The game's item names the uploaded picture.
    const gameItem = written().find((item) => item[TABLE.partitionKey] === `GAME#${game.id}` && item[TABLE.sortKey] === 'META')!;
    expect(uploads.map((u) => u.Key)).toContain(`images/${String((gameItem.image as { src: string }).src).split('/').pop()}`);
    expect(written().filter((item) => String(item[TABLE.sortKey]).startsWith('REF#'))).toHaveLength(game.references.length);
  });

  it('by default writes only what the table lacks (a tester\'s edit of a seed quiz stays); --overwrite writes it again', async () => {
    const kept = stage('the quiz');
    const topUp = await seedStage({ stage: 'staging' }, kept.clients, content);
    expect(topUp.games).toBe(0);
    expect(kept.written().some((item) => item[TABLE.partitionKey] === `GAME#${game.id}`)).toBe(false);
    expect(kept.s3.commandCalls(PutObjectCommand)).toHaveLength(0);

    const again = stage('the quiz');
    const overwritten = await seedStage({ stage: 'staging', overwrite: true }, again.clients, content);
    expect(overwritten.games).toBe(1);
    expect(again.dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(again.written().some((item) => item[TABLE.partitionKey] === `GAME#${game.id}`)).toBe(true);
  });

  it('refuses prod (players are there) and names the missing parameter of a stage not deployed', async () => {
    const { clients, s3, dynamo } = stage();
    await expect(seedStage({ stage: 'prod' }, clients, content)).rejects.toThrow(/testers' stages \(staging\), not prod/);
    const missing = stage();
    missing.ssm.on(GetParameterCommand, { Name: '/quiz-staging/table-name' }).rejects(Object.assign(new Error('not found'), { name: 'ParameterNotFound' }));
    await expect(seedStage({ stage: 'staging' }, missing.clients, content)).rejects.toThrow(/No SSM parameter \/quiz-staging\/table-name: is stage staging deployed/);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
