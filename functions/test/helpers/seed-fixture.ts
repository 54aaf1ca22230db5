import type { SeedContent } from '../../../scripts/src/seed/load-seed';
import type { SeedGame } from '@quiz/shared';

const reference = (id: string, response: string) => ({
  id,
  type: 'classic' as const,
  zone: { kind: 'rect' as const, x: 0.1, y: 0.1, w: 0.2, h: 0.2 },
  response,
  hints: { main: { en: 'A hint', fr: 'Un indice' }, backup: { en: 'Another', fr: 'Un autre' } },
  choices: { en: ['A', 'B', 'C'], fr: ['A', 'B', 'C'] },
});

function game(id: number, status: SeedGame['status'], themes: SeedGame['themes'], refs: number): SeedGame {
  return {
    id, uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, number: id, status, premiumLevel: 0, difficulty: 1, themes, language: 'auto',
    title: { en: `Quiz ${id} in English`, fr: `Quiz ${id} en français` },
    slug: { en: `quiz-${id}`, fr: `quiz-${id}-fr` },
    description: { en: 'Description', fr: 'Description FR' },
    image: { file: 'illustration.svg', width: 1600, height: 1000 },
    references: Array.from({ length: refs }, (_, i) => reference(`r${String(i + 1).padStart(2, '0')}`, 'work')),
  };
}

/** A small catalogue: two live games (movie, music) and one in test that players must not see. */
export function seedFixture(imagePath: string): SeedContent {
  return {
    games: [
      { game: game(2, 'live', ['music'], 3), imagePath },
      { game: game(1, 'live', ['movie'], 2), imagePath },
      { game: game(3, 'test', ['tv'], 4), imagePath },
    ],
    responses: [{ id: 'work', theme: 'movie', titles: { en: ['Work'], fr: ['Œuvre'] }, aliases: { en: [], fr: [] } }],
    pages: [],
    menu: [],
  };
}
