import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import * as z from 'zod/mini';
import { BatchGetCommand, BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_POPUPS, responseSchema, seedGameSchema, shareBackdropOf, TABLE, type CatalogueProduct, type MenuItem, type Page, type Response, type SeedGame } from '@quiz/shared';
import { keys } from '@quiz/functions/data/keys';
import { gameItemSchema, type GameItem } from '@quiz/functions/data/games/items';
import { menuItemItem, pageItem } from '@quiz/functions/data/pages';
import { popupSeedItems } from '@quiz/functions/data/popups';
import { productItem, productSlugLockItems } from '@quiz/functions/data/products';
import { PRODUCTS } from '@quiz/functions/domain/catalogue';
import { referenceItem, responseItem } from '@quiz/functions/data/games/references';
import { readSeedPages } from './seed-pages';
import { imageFileName, publishedImage, type IllustrationSource, type PublishedImage } from '@quiz/functions/images/illustration-names';
import { renderIllustration } from '@quiz/functions/images/render-variants';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../seed');

export interface SeedContent {
  games: { game: SeedGame; imagePath: string }[];
  responses: Response[];
  /** Content pages and menu items (scripts/seed/pages/*.json, scripts/seed/menu.json). */
  pages: Page[];
  menu: MenuItem[];
  /** The shop's products (functions/src/domain/catalogue.ts `PRODUCTS`): none when absent. */
  products?: readonly CatalogueProduct[];
}

/** Reads and validates the seed quizzes (scripts/seed/games/<n>/quiz.json) and the response catalogue. */
export function readSeed(seedDir = SEED_DIR): SeedContent {
  const responsesFile = path.join(seedDir, 'responses.json');
  const responses = existsSync(responsesFile)
    ? z.array(responseSchema).parse(JSON.parse(readFileSync(responsesFile, 'utf8')))
    : [];
  const gamesDir = path.join(seedDir, 'games');
  const games = existsSync(gamesDir)
    ? readdirSync(gamesDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(gamesDir, d.name, 'quiz.json')))
        .map((d) => {
          const dir = path.join(gamesDir, d.name);
          const game = seedGameSchema.parse(JSON.parse(readFileSync(path.join(dir, 'quiz.json'), 'utf8')));
          return { game, imagePath: path.join(dir, game.image.file) };
        })
    : [];
  const known = new Set(responses.map((r) => r.id));
  for (const { game } of games) {
    for (const ref of game.references) {
      if (!known.has(ref.response)) throw new Error(`game ${game.id} reference ${ref.id}: unknown response ${ref.response}`);
    }
  }
  return { games, responses, ...readSeedPages(seedDir), products: PRODUCTS };
}

/** A seed quiz's illustration as the publisher takes it. */
export function illustrationOf({ game, imagePath }: SeedContent['games'][number]): IllustrationSource {
  return { fileName: game.image.file, body: readFileSync(imagePath), width: game.image.width, height: game.image.height };
}

/**
 * The stored form of a seed quiz (its META item), as the table holds it. Its image: the public names
 * of the illustration and its copies (content hashes: functions/src/images/illustration-names.ts).
 */
export function gameItem(game: SeedGame, image: PublishedImage): GameItem & Record<string, unknown> {
  const item = gameItemSchema.parse({
    id: game.id,
    uuid: game.uuid,
    number: game.number,
    status: game.status,
    premiumLevel: game.premiumLevel,
    difficulty: game.difficulty,
    themes: game.themes,
    language: game.language,
    title: game.title,
    slug: game.slug,
    description: game.description,
    image,
    refsCount: game.references.length,
  });
  return { ...keys.game(game.id), ...keys.gameListing(game.status, game.number), ...item };
}

async function batchWrite(db: DynamoDBDocumentClient, tableName: string, items: Record<string, unknown>[]) {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    // DynamoDB may leave part of a batch unprocessed under load: retry those until none remain.
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error('seed: DynamoDB kept items unprocessed');
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (out.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      if (requests.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
}

/**
 * Publishes the illustrations into `imagesDir` as a back-office upload will into the bucket: the
 * picture under its public name and its sized copies (functions/src/images/render-variants.ts).
 * Names are content hashes, so a picture whose files are all there is not encoded again (a start
 * with kept data costs nothing). Returns each game's stored image.
 */
export async function copySeedImages(content: SeedContent, imagesDir: string): Promise<Map<number, PublishedImage>> {
  mkdirSync(imagesDir, { recursive: true });
  const published = await Promise.all(
    content.games.map(async (entry) => {
      const source = illustrationOf(entry);
      const image = publishedImage(source);
      const backdrop = shareBackdropOf(image.src);
      const names = [image.src, image.variants.share.src, ...image.variants.widths.map(({ src }) => src), ...(backdrop ? [backdrop] : [])].map(imageFileName);
      if (!names.every((name) => existsSync(path.join(imagesDir, name)))) {
        for (const file of (await renderIllustration(source, { shareBackdrop: true })).files) writeImageFile(imagesDir, file.name, file.body);
      }
      return [entry.game.id, image] as const;
    }),
  );
  return new Map(published);
}

/**
 * Writes one file; an SVG also pre-compressed, which the local server sends to browsers that accept
 * it, as CloudFront compresses on the fly in AWS (SVG text shrinks about eight-fold; raster formats
 * are compressed already).
 */
function writeImageFile(imagesDir: string, name: string, body: Buffer): void {
  const target = path.join(imagesDir, name);
  writeFileSync(target, body);
  if (name.endsWith('.svg')) {
    writeFileSync(`${target}.br`, brotliCompressSync(body));
    writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }));
  }
}

/**
 * Writes the seed content to the table, with the illustrations copied into `imagesDir`;
 * `beforeItems` runs between the two (a deployed stage's seed uploads the images there first).
 */
export async function loadSeed(
  db: DynamoDBDocumentClient,
  tableName: string,
  imagesDir: string,
  content: SeedContent = readSeed(),
  hooks: { beforeItems?: () => Promise<void> } = {},
): Promise<{ games: number; references: number; responses: number; pages: number }> {
  const images = await copySeedImages(content, imagesDir);
  await hooks.beforeItems?.();
  const items: Record<string, unknown>[] = [];
  for (const { game } of content.games) {
    const image = images.get(game.id);
    if (!image) throw new Error(`seed: game ${game.id} has no published illustration`);
    items.push(gameItem(game, image));
    game.references.forEach((ref, order) => {
      items.push(referenceItem(game.id, { ...ref, order }));
    });
  }
  for (const response of content.responses) items.push(responseItem(response));
  for (const page of content.pages) items.push(pageItem(page));
  for (const item of content.menu) items.push(menuItemItem(item));
  for (const product of content.products ?? []) {
    items.push(productItem({ ...product, images: {}, version: 1 }), ...productSlugLockItems(product));
  }
  // The popups the site starts with (docs/popups.md): the admin edits them from there.
  items.push(...popupSeedItems(DEFAULT_POPUPS, '2026-01-01T00:00:00.000Z'));
  await batchWrite(db, tableName, items);
  return {
    pages: content.pages.length,
    games: content.games.length,
    references: content.games.reduce((n, g) => n + g.game.references.length, 0),
    responses: content.responses.length,
  };
}

/** The partition keys among `itemKeys` that the table holds (BatchGet, 100 keys a request). */
async function presentKeys(db: DynamoDBDocumentClient, tableName: string, itemKeys: Record<string, string>[]): Promise<Set<string>> {
  const present = new Set<string>();
  for (let i = 0; i < itemKeys.length; i += 100) {
    let Keys = itemKeys.slice(i, i + 100);
    for (let attempt = 0; Keys.length > 0; attempt++) {
      if (attempt > 8) throw new Error('seed: DynamoDB kept keys unprocessed');
      const out = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys, ProjectionExpression: TABLE.partitionKey } } }),
      );
      for (const item of out.Responses?.[tableName] ?? []) present.add(String(item[TABLE.partitionKey]));
      Keys = (out.UnprocessedKeys?.[tableName]?.Keys ?? []) as typeof Keys;
      if (Keys.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
  return present;
}

/**
 * The part of the seed a kept local table lacks: the quizzes and responses it has no item for, so
 * that quizzes added to the seed appear after a pull without wiping the player's local data. What
 * the table already holds is left as it is (a designer may have edited it).
 */
export async function missingSeed(
  db: DynamoDBDocumentClient,
  tableName: string,
  content: SeedContent = readSeed(),
): Promise<SeedContent> {
  const present = await presentKeys(db, tableName, [
    ...content.games.map(({ game }) => keys.game(game.id)),
    ...content.responses.map((response) => keys.response(response.id)),
    ...content.pages.map((page) => keys.page(page.id)),
    ...(content.products ?? []).map((product) => keys.product(product.id)),
  ]);
  const absent = (key: Record<string, string>) => !present.has(String(key[TABLE.partitionKey]));
  return {
    games: content.games.filter(({ game }) => absent(keys.game(game.id))),
    responses: content.responses.filter((response) => absent(keys.response(response.id))),
    pages: content.pages.filter((page) => absent(keys.page(page.id))),
    // Menu items share one partition: they are written again only with a table that has no page at all.
    menu: content.pages.every((page) => absent(keys.page(page.id))) ? content.menu : [],
    products: (content.products ?? []).filter((product) => absent(keys.product(product.id))),
  };
}
