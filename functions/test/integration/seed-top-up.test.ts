import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../src/data/keys';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { loadSeed, missingSeed, type SeedContent } from '../../../scripts/src/seed/load-seed';

let db: DynamoDBDocumentClient;
let tableName: string;
const imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-images-'));
const fullSeed: SeedContent = seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg'));

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  // A table kept from an earlier `npm start`: the seed of then had games 1 and 2 only.
  await loadSeed(db, tableName, imagesDir, { ...fullSeed, games: fullSeed.games.filter(({ game }) => game.id !== 3) });
  await db.send(new UpdateCommand({
    TableName: tableName, Key: keys.game(1),
    UpdateExpression: 'SET title.en = :edited', ExpressionAttributeValues: { ':edited': 'Edited by a designer' },
  }));
});

describe('a kept local table gets the seed quizzes added since (npm start after a pull)', () => {
  it('finds only the quiz the table lacks', async () => {
    const missing = await missingSeed(db, tableName, fullSeed);
    expect(missing.games.map(({ game }) => game.id)).toEqual([3]);
    expect(missing.responses).toEqual([]);
  });

  it('adds it with its references, and leaves what the table held as it was', async () => {
    await loadSeed(db, tableName, imagesDir, await missingSeed(db, tableName, fullSeed));
    const added = await db.send(new GetCommand({ TableName: tableName, Key: keys.game(3) }));
    expect(added.Item).toMatchObject({ id: 3, refsCount: 4 });
    const reference = await db.send(new GetCommand({ TableName: tableName, Key: keys.reference(3, 'r04') }));
    expect(reference.Item).toMatchObject({ gameId: 3, response: 'work' });
    const kept = await db.send(new GetCommand({ TableName: tableName, Key: keys.game(1) }));
    expect(kept.Item?.title.en).toBe('Edited by a designer');
    const again = await missingSeed(db, tableName, fullSeed);
    expect(again.games).toEqual([]);
  });
});

describe('a kept local table gets the shop\'s products (products live in the table)', () => {
  it('adds the seed\'s products it lacks, with their slug locks, and leaves an edited one as it was', async () => {
    const { PRODUCTS } = await import('../../src/domain/catalogue');
    const withProducts: SeedContent = { ...fullSeed, products: PRODUCTS };
    expect((await missingSeed(db, tableName, withProducts)).products?.map((p) => p.id)).toEqual([1]);
    await loadSeed(db, tableName, imagesDir, await missingSeed(db, tableName, withProducts));
    expect((await db.send(new GetCommand({ TableName: tableName, Key: keys.product(1) }))).Item).toMatchObject({ status: 'validated', version: 1 });
    expect((await db.send(new GetCommand({ TableName: tableName, Key: keys.productSlug('fr', 'pack-xl') }))).Item).toMatchObject({ productId: 1 });
    await db.send(new UpdateCommand({
      TableName: tableName, Key: keys.product(1),
      UpdateExpression: 'SET title.en = :edited', ExpressionAttributeValues: { ':edited': 'Edited by an admin' },
    }));
    expect((await missingSeed(db, tableName, withProducts)).products).toEqual([]);
  });
});
