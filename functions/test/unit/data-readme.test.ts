import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * functions/src/data/README.md "Access patterns" and "Writes under retries": each function a row names
 * is exported by the module it names (STYLE.md 7: the table and the functions agree), so a renamed or
 * moved function fails here until the README follows.
 */
const SRC = join(import.meta.dirname, '../../src');
const README = readFileSync(join(SRC, 'data/README.md'), 'utf8');

/** A module named in the README: `plays.ts`, `games/items.ts` (in data/), or `domain/…`, `jobs/…`. */
const pathOf = (module: string) => join(SRC, /^(domain|jobs|rules|lib)\//.test(module) ? module : `data/${module}`);

/**
 * The functions a cell names, by module: backticked names (`getGame(id)`, `writeOnce`) belong to the
 * next `(module.ts)` after them. Names with no module after them (a helper quoted in passing) are left out.
 */
export function namesByModule(cell: string): [module: string, name: string][] {
  const found: [string, string][] = [];
  let pending: string[] = [];
  for (const token of cell.matchAll(/`([A-Za-z][A-Za-z0-9]*)[^`]*`|\(([a-z/-]+\.ts)\)/g)) {
    if (token[1]) pending.push(token[1]);
    else if (token[2]) {
      found.push(...pending.map((name) => [token[2]!, name] as [string, string]));
      pending = [];
    }
  }
  return found;
}

function tableRows(heading: string): string[][] {
  const section = README.slice(README.indexOf(heading));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('|---'));
  const until = rows.findIndex((row, i) => i > 0 && row.startsWith('| # |'));
  return rows.slice(1, until > 0 ? until : undefined).map((row) => row.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '')));
}

/** Access patterns: column 3 names functions by module. */
const patternNames = tableRows('## Access patterns')
  .filter((cells) => /^\d+[a-z]?$/.test(cells[0] ?? ''))
  .flatMap((cells) => namesByModule(cells[2] ?? ''));

/** Writes under retries: column 1 is the module, column 2 its functions (some naming another module). */
const retryNames = tableRows('| file | function |')
  .filter((cells) => /\.ts$/.test(cells[0] ?? ''))
  .flatMap((cells) => namesByModule(`${cells[1]} (${cells[0]})`));

const exportsOf = (module: string) => {
  const text = readFileSync(pathOf(module), 'utf8');
  return new Set([...text.matchAll(/^export (?:async )?(?:function|const|class|interface|type) ([A-Za-z0-9]+)/gm)].map((m) => m[1]!));
};

describe('functions/src/data/README.md: the access-pattern table and the functions agree (STYLE.md 7)', () => {
  it('reads a cell: names go to the module after them', () => {
    expect(namesByModule('`getGameContent(id)`, `readGameContent(id)` (games/content.ts); `bumpContentVersion(id)` (games/items.ts)')).toEqual([
      ['games/content.ts', 'getGameContent'], ['games/content.ts', 'readGameContent'], ['games/items.ts', 'bumpContentVersion'],
    ]);
  });

  it('finds the rows of both tables', () => {
    expect(patternNames.length).toBeGreaterThan(80);
    expect(retryNames.length).toBeGreaterThan(20);
    expect(patternNames).toContainEqual(['games/items.ts', 'getGame']);
  });

  it.each([...patternNames, ...retryNames].map(([module, name]) => [`${module} ${name}`, module, name]))('%s is exported there', (_, module, name) => {
    expect(existsSync(pathOf(module)), module).toBe(true);
    expect([...exportsOf(module)]).toContain(name);
  });
});
