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
