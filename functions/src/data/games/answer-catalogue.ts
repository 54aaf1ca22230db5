import * as z from 'zod/mini';
import { prepareCatalogue, TABLE, type AnswerCatalogue } from '@quiz/shared';
import { logger } from '../../lib/logger';
import { queryAll, tableName } from '../client';
import { keys } from '../keys';

/**
 * The catalogue of famous works the typed-answer matcher consults (shared/src/answers/README.md
 * "Another famous work"): every response's titles, aliases and saga, read from the response listing
 * (gsi1 `RESPONSES`), prepared once and kept by the warm function. A guess's handler loads it before
 * judging; `getGameContent` hands the copy held to the judge (`GameContent.catalogue`).
 */

/** How long a warm function keeps the catalogue before reading it again (a new response is a work like any other). */
const CATALOGUE_MS = 10 * 60_000;

const names = z.object({ en: z.array(z.string()), fr: z.array(z.string()) });
const catalogueWorkSchema = z.object({
  id: z.string(),
  titles: names,
  aliases: z.optional(names),
  saga: z.optional(z.object({ id: z.string() })),
});

/** Access pattern: every response's names (gsi1 `RESPONSES`), only the attributes the matcher reads. */
async function readAnswerCatalogue(): Promise<AnswerCatalogue> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: '#pk = :pk',
    ProjectionExpression: '#id, #titles, #aliases, #saga',
    ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#id': 'id', '#titles': 'titles', '#aliases': 'aliases', '#saga': 'saga' },
    ExpressionAttributeValues: { ':pk': keys.responsesListingPk },
  });
  // A malformed item is one famous work fewer, never a failed guess.
  return prepareCatalogue(items.flatMap((item) => {
    const work = catalogueWorkSchema.safeParse(item);
    return work.success ? [work.data] : [];
  }));
}

let held: AnswerCatalogue | undefined;
let reading: { at: number; catalogue: Promise<AnswerCatalogue | undefined> } | undefined;

/**
 * The catalogue, read at most once per CATALOGUE_MS by this function instance. Once one is held, a
 * stale copy answers at once while the new one is read (a guess never waits for a refresh); a failed
 * read keeps the copy held, or none: the matcher then judges without it.
 */
export function loadAnswerCatalogue(now = Date.now()): Promise<AnswerCatalogue | undefined> {
  if (reading && now - reading.at < CATALOGUE_MS) return held ? Promise.resolve(held) : reading.catalogue;
  const catalogue = readAnswerCatalogue().then(
    (read) => (held = read),
    (error: unknown) => {
      logger.warn('answer catalogue not read', { error: error instanceof Error ? error.message : String(error) });
      reading = undefined;
      return held;
    },
  );
  reading = { at: now, catalogue };
  return held ? Promise.resolve(held) : catalogue;
}

/** The catalogue this function instance holds (loaded by `loadAnswerCatalogue`), if any. */
export function heldAnswerCatalogue(): AnswerCatalogue | undefined {
  return held;
}

/** Tests: forget the catalogue held. */
export function forgetAnswerCatalogue(): void {
  held = undefined;
  reading = undefined;
}
