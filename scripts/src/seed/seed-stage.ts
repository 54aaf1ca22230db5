import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cacheControlFor, IMAGES_PREFIX, STAGE_PARAMETERS } from '@quiz/shared';
import { contentTypeOf } from '@quiz/functions/images/render-variants';
import { loadSeed, missingSeed, readSeed, type SeedContent } from './load-seed';

/** The stages testers may fill with the tests' seed content: never prod, where players are. */
export const SEEDABLE_STAGES = ['staging'] as const;

export interface SeedStageOptions {
  readonly stage: string;
  /** Write every seed item again, over what testers changed; by default only what the table lacks. */
  readonly overwrite?: boolean;
}

export interface SeedStageClients {
  readonly ssm: SSMClient;
  readonly s3: S3Client;
  readonly db: DynamoDBDocumentClient;
}

export interface SeedStageResult {
  readonly tableName: string;
  readonly bucket: string;
  readonly games: number;
  readonly references: number;
  readonly responses: number;
  readonly pages: number;
  /** Image files uploaded (each illustration and its sized copies). */
  readonly images: number;
}

async function parameter(ssm: SSMClient, name: string, stage: string): Promise<string> {
  try {
    const value = (await ssm.send(new GetParameterCommand({ Name: name }))).Parameter?.Value;
    if (value) return value;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ParameterNotFound') throw error;
  }
  throw new Error(`No SSM parameter ${name}: is stage ${stage} deployed in this account and region (AWS_PROFILE, AWS_REGION)?`);
}

/**
 * Loads the seed content (scripts/seed: the quizzes, responses, pages, menu, products and popups the
 * tests and `npm start` use) into a deployed stage, for testers: the items into its table, the
 * illustrations and their copies into its bucket's images/ (content-hashed names, cached a year, as
 * a back-office publish writes them). The stage's names come from its SSM parameters. By default
 * only what the table lacks is written (a tester's edits stay); `overwrite` writes it all again.
 */
export async function seedStage(options: SeedStageOptions, clients: SeedStageClients, content: SeedContent = readSeed()): Promise<SeedStageResult> {
  if (!(SEEDABLE_STAGES as readonly string[]).includes(options.stage)) {
    throw new Error(`The seed content is for testers' stages (${SEEDABLE_STAGES.join(', ')}), not ${options.stage}`);
  }
  const prefix = `quiz-${options.stage}`;
  const tableName = await parameter(clients.ssm, STAGE_PARAMETERS.tableName(prefix), options.stage);
  const bucket = await parameter(clients.ssm, STAGE_PARAMETERS.imagesBucket(prefix), options.stage);
  const toLoad = options.overwrite ? content : await missingSeed(clients.db, tableName, content);
  // The illustrations are rendered as the local runtime renders them, then uploaded: the table names
  // them by content hash, so an image is in the bucket before any item points at it.
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-seed-images-'));
  try {
    let images = 0;
    const loaded = await loadSeed(clients.db, tableName, imagesDir, toLoad, {
      beforeItems: async () => {
        // Pre-compressed twins are the local server's; CloudFront compresses on its own.
        for (const name of readdirSync(imagesDir).filter((file) => !/\.(br|gz)$/.test(file))) {
          await clients.s3.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: `${IMAGES_PREFIX.slice(1)}${name}`,
              Body: readFileSync(path.join(imagesDir, name)),
              ContentType: contentTypeOf(name),
              CacheControl: cacheControlFor(IMAGES_PREFIX),
            }),
          );
          images += 1;
        }
      },
    });
    return { tableName, bucket, ...loaded, images };
  } finally {
    rmSync(imagesDir, { recursive: true, force: true });
  }
}
