import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const gamesDir = path.resolve(import.meta.dirname, '../../scripts/seed/games');

interface SeedQuiz {
  id: number;
  number: number;
  status: string;
  premiumLevel: 0 | 1 | 10;
  title: { en: string; fr: string };
  slug: { en: string; fr: string };
}

/** The seed quizzes as written on disk: what the home page must show, read rather than hard-coded. */
export function liveSeedQuizzes(): SeedQuiz[] {
  return readdirSync(gamesDir)
    .map((dir) => JSON.parse(readFileSync(path.join(gamesDir, dir, 'quiz.json'), 'utf8')) as SeedQuiz)
    .filter((q) => q.status === 'live')
    .sort((a, b) => a.number - b.number);
}

/**
 * What no public page of a quiz may name: the titles of its references' responses, in both
 * languages. Titles of three letters or fewer (Up, It, Ça) are everyday words and left out.
 */
export function answerTitlesOf(gameDir: string): string[] {
  const seed = path.resolve(gamesDir, '..');
  const quiz = JSON.parse(readFileSync(path.join(gamesDir, gameDir, 'quiz.json'), 'utf8')) as { references: { response: string }[] };
  const responses = new Map(
    (JSON.parse(readFileSync(path.join(seed, 'responses.json'), 'utf8')) as { id: string; titles: Record<'en' | 'fr', string[]> }[]).map((r) => [r.id, r]),
  );
  return quiz.references
    .flatMap(({ response }) => [...responses.get(response)!.titles.en, ...responses.get(response)!.titles.fr])
    .filter((title) => title.length > 3);
}

/** A title as a whole word, whatever its case. */
export const asWholeWord = (title: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu');
