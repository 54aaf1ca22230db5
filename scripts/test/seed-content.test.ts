import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { gameThemes, responseSchema, seedGameSchema } from '../../shared/src/schemas/content';
import { matchAnswer } from '../../shared/src/answers';
import { frenchTypographyIssues } from '../../shared/test/french-typography';
import type { Response, SeedGame, Zone } from '../../shared/src/schemas/content';

/** The seed content: responses.json and one folder per game holding quiz.json and its illustration. */
const SEED_DIR = join(import.meta.dirname, '..', 'seed');
const GAMES_DIR = join(SEED_DIR, 'games');
const MAX_SVG_BYTES = 60 * 1024;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const responses: Response[] = z.array(responseSchema).parse(readJson(join(SEED_DIR, 'responses.json')));
const responsesById = new Map(responses.map((r) => [r.id, r]));

const gameDirs = readdirSync(GAMES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
  .map((d) => d.name)
  .sort((a, b) => Number(a) - Number(b));

const games: { dir: string; game: SeedGame; svg: string }[] = gameDirs.map((dir) => {
  const game = seedGameSchema.parse(readJson(join(GAMES_DIR, dir, 'quiz.json')));
  const svg = readFileSync(join(GAMES_DIR, dir, game.image.file), 'utf8');
  return { dir, game, svg };
});

/** Every name a player may type for a response, lowercased. */
function namesOf(response: Response): string[] {
  return [...response.titles.en, ...response.titles.fr, ...response.aliases.en, ...response.aliases.fr].map((n) =>
    n.toLowerCase(),
  );
}

function boundingBox(zone: Zone): { x0: number; y0: number; x1: number; y1: number } {
  if (zone.kind === 'rect') return { x0: zone.x, y0: zone.y, x1: zone.x + zone.w, y1: zone.y + zone.h };
  const xs = zone.points.map((p) => p[0]);
  const ys = zone.points.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

describe('seed content: responses', () => {
  it('parses with the response schema and holds at least one response', () => {
    expect(responses.length).toBeGreaterThan(0);
  });

  it('has unique response ids', () => {
    const ids = responses.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never lists a title or alias of the response itself among the other works of its saga', () => {
    for (const response of responses) {
      if (!response.saga) continue;
      const own = new Set(namesOf(response));
      for (const work of response.saga.otherWorks) {
        for (const title of [...work.en, ...work.fr]) {
          expect(own.has(title.toLowerCase()), `${response.id}: ${title}`).toBe(false);
        }
      }
    }
  });
});


describe('seed content: the catalogue', () => {
  it('holds at least ten quizzes, numbered by their folders', () => {
    expect(gameDirs.length).toBeGreaterThanOrEqual(10);
    expect(gameDirs.map(Number)).toEqual(gameDirs.map((_, i) => i + 1));
  });

  it('gives every theme at least two quizzes', () => {
    for (const theme of gameThemes) {
      const count = games.filter((g) => g.game.themes.includes(theme)).length;
      expect(count, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses the three difficulties, at least three premium quizzes and a joker', () => {
    expect(new Set(games.map((g) => g.game.difficulty))).toEqual(new Set([1, 2, 3]));
    expect(games.filter((g) => g.game.premiumLevel === 10).length).toBeGreaterThanOrEqual(3);
    expect(games.filter((g) => g.game.premiumLevel === 1).length).toBeGreaterThanOrEqual(1);
    expect(games.filter((g) => g.game.premiumLevel === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('writes French displayed texts with French typography (’, « », no-break spaces)', () => {
    const texts: [string, string][] = responses.flatMap((r) => r.titles.fr.map((t) => [`${r.id} title`, t] as [string, string]));
    for (const { dir, game } of games) {
      texts.push([`${dir} title`, game.title.fr], [`${dir} description`, game.description.fr]);
      for (const ref of game.references) {
        texts.push([`${dir} ${ref.id} hint`, ref.hints.main.fr], [`${dir} ${ref.id} backup hint`, ref.hints.backup.fr]);
        for (const choice of ref.choices.fr) texts.push([`${dir} ${ref.id} choice`, choice]);
      }
    }
    const wrong = texts.flatMap(([where, text]) => frenchTypographyIssues(text).map((issue) => `${where}: ${issue} in "${text}"`));
    expect(wrong).toEqual([]);
  });

  it('keeps the straight-apostrophe form of a French title as an alias, so typing either is read the same', () => {
    for (const r of responses) {
      for (const title of r.titles.fr.filter((t) => t.includes('’'))) {
        expect(r.aliases.fr, r.id).toContain(title.replace(/’/g, "'").replace(/\u00a0/g, ' '));
      }
    }
  });

  it('refuses a French text with a straight apostrophe or no no-break space (the check can fail)', () => {
    expect(frenchTypographyIssues("Le Magicien d'Oz")).toHaveLength(1);
    expect(frenchTypographyIssues('Qui a tué Laura Palmer ?')).toHaveLength(1);
    expect(frenchTypographyIssues('« Just do it\u00a0»')).toHaveLength(1);
    expect(frenchTypographyIssues('«\u00a0Just do it\u00a0», qui a tué Laura Palmer\u00a0?')).toEqual([]);
  });
});

describe('seed content: games', () => {

  it('gives each game a unique id, number and slug per locale', () => {
    const ids = games.map((g) => g.game.id);
    const numbers = games.map((g) => g.game.number);
    expect(new Set(ids).size).toBe(games.length);
    expect(new Set(numbers).size).toBe(games.length);
    for (const locale of ['en', 'fr'] as const) {
      const slugs = games.map((g) => g.game.slug[locale]);
      expect(new Set(slugs).size).toBe(games.length);
    }
    for (const { dir, game } of games) expect(String(game.id)).toBe(dir);
  });

  it('gives each game its own random public uuid (SPEC §2 /frag/quiz_slide/{uuid}), version 4, never derived from its id', () => {
    const uuids = games.map((g) => g.game.uuid);
    expect(new Set(uuids).size).toBe(games.length);
    for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  for (const dir of gameDirs) {
    describe(`game ${dir}`, () => {
      const entry = () => games.find((g) => g.dir === dir)!;

      it('parses with the seed game schema and has its illustration next to it', () => {
        const { game } = entry();
        expect(existsSync(join(GAMES_DIR, dir, game.image.file))).toBe(true);
        expect(game.image).toMatchObject({ width: 1600, height: 1000 });
      });

      it('has 10 to 14 references, one zoneless and one zoneonly among them', () => {
        const { game } = entry();
        expect(game.references.length).toBeGreaterThanOrEqual(10);
        expect(game.references.length).toBeLessThanOrEqual(14);
        expect(game.references.some((r) => r.type === 'zoneless')).toBe(true);
        expect(game.references.some((r) => r.type === 'zoneonly')).toBe(true);
      });

      it('has unique reference ids, each pointing at an existing response, never the same twice', () => {
        const { game } = entry();
        const ids = game.references.map((r) => r.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const ref of game.references) {
          expect(responsesById.has(ref.response), `${ref.id} -> ${ref.response}`).toBe(true);
        }
        const answers = game.references.map((r) => r.response);
        expect(new Set(answers).size).toBe(answers.length);
      });

      it('keeps every zone inside the picture', () => {
        const { game } = entry();
        for (const ref of game.references) {
          if (!ref.zone) continue;
          const box = boundingBox(ref.zone);
          expect(box.x1, ref.id).toBeLessThanOrEqual(1);
          expect(box.y1, ref.id).toBeLessThanOrEqual(1);
          expect(box.x1 - box.x0, ref.id).toBeGreaterThan(0);
          expect(box.y1 - box.y0, ref.id).toBeGreaterThan(0);
        }
      });

      it('offers three distinct wrong QUIZ choices that never name the right response', () => {
        const { game } = entry();
        for (const ref of game.references) {
          const names = new Set(namesOf(responsesById.get(ref.response)!));
          for (const locale of ['en', 'fr'] as const) {
            const choices = ref.choices[locale].map((c) => c.toLowerCase());
            expect(new Set(choices).size, `${ref.id} ${locale}`).toBe(3);
            for (const choice of choices) {
              expect(names.has(choice), `${ref.id} ${locale}: ${choice}`).toBe(false);
            }
          }
        }
      });

      it('reads every title and alias of a reference as correct, and as correct for no other reference of the picture', () => {
        const { game } = entry();
        const inPicture = game.references.map((r) => responsesById.get(r.response)!);
        const problems: string[] = [];
        for (const response of inPicture) {
          for (const name of [...response.titles.en, ...response.titles.fr, ...response.aliases.en, ...response.aliases.fr]) {
            if (matchAnswer(name, response, 'en').verdict !== 'correct') problems.push(`"${name}" is not read as ${response.id}`);
            for (const other of inPicture) {
              if (other.id !== response.id && matchAnswer(name, other, 'en').verdict === 'correct') {
                problems.push(`"${name}" of ${response.id} is also read as ${other.id}`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
      });

      it('offers QUIZ choices that the reading of typed answers would not take for the right one', () => {
        const { game } = entry();
        const problems: string[] = [];
        for (const ref of game.references) {
          const response = responsesById.get(ref.response)!;
          for (const choice of [...ref.choices.en, ...ref.choices.fr]) {
            if (matchAnswer(choice, response, 'en').verdict === 'correct') problems.push(`${ref.id}: "${choice}"`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('never gives an answer away in its hints or its title', () => {
        const { game } = entry();
        const gameTitle = `${game.title.en} ${game.title.fr}`.toLowerCase();
        for (const ref of game.references) {
          const response = responsesById.get(ref.response)!;
          const titles = [...response.titles.en, ...response.titles.fr].map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
          const hints = [ref.hints.main.en, ref.hints.main.fr, ref.hints.backup.en, ref.hints.backup.fr].join(' ').toLowerCase();
          for (const title of titles) expect(hints.includes(title), `${ref.id}: ${title}`).toBe(false);
        }
        for (const ref of game.references) {
          for (const name of namesOf(responsesById.get(ref.response)!).filter((n) => n.length >= 4)) {
            expect(gameTitle.includes(name), name).toBe(false);
          }
        }
      });

      it('keeps its illustration free of spoilers (anti-spoiler rule)', () => {
        const { game, svg } = entry();
        const lower = svg.toLowerCase();
        for (const tag of ['<title', '<desc', '<metadata', '<text', '<!--']) {
          expect(lower.includes(tag), tag).toBe(false);
        }
        for (const ref of game.references) {
          for (const name of namesOf(responsesById.get(ref.response)!).filter((n) => n.length >= 4)) {
            expect(lower.includes(name), `${ref.id}: "${name}" appears in the SVG`).toBe(false);
          }
        }
      });

      it('is a 1600x1000 SVG of reasonable size', () => {
        const { svg } = entry();
        expect(svg.trimStart().startsWith('<svg')).toBe(true);
        expect(svg).toContain('viewBox="0 0 1600 1000"');
        expect(Buffer.byteLength(svg, 'utf8')).toBeLessThanOrEqual(MAX_SVG_BYTES);
        expect(svg).not.toMatch(/<(script|image|foreignObject)\b/i);
        expect(svg).not.toMatch(/(href|src)\s*=\s*["'](https?:|data:|\/\/)/i);
      });
    });
  }
});
