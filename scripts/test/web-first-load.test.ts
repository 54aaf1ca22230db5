import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a page's first load carries is what main.tsx and the page's first chunk import statically
 * (a dynamic `import()` is a chunk of its own, fetched later). docs/adr/0001-quiz-page-weight.md:
 * the popups' engine, store and host come after the first page or at the first trigger, so neither
 * the app's entry nor the quiz page's first chunk may reach them through static imports.
 */
const src = path.resolve(import.meta.dirname, '../../web/src');

// `import … from '…'`, `import '…'`, `export … from '…'`; not `import type`, not `import('…')`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Every source module of web/src reachable from `entry` through static imports. */
function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, 'utf8').matchAll(STATIC_IMPORT)) {
    const file = resolveModule(entry, specifier!);
    if (file) staticClosure(file, seen);
  }
  return seen;
}

const relative = (files: Set<string>) => [...files].map((file) => path.relative(src, file).split(path.sep).join('/'));

describe('the first load (docs/adr/0001-quiz-page-weight.md)', () => {
  const popupModules = ['lib/popups/popups.ts', 'lib/popups/engine.ts', 'components/popups/popup-host.tsx'];

  it.each([
    ['the app entry (every page)', 'main.tsx'],
    ["the quiz page's first chunk", 'features/game/routes/quiz-route.tsx'],
  ])("%s does not carry the popups' engine, store or host", (_name, entry) => {
    const closure = relative(staticClosure(path.join(src, entry)));
    // The walk itself works: the entry reaches what fires popups, but only through triggers.ts.
    expect(closure).toContain(entry === 'main.tsx' ? 'lib/popups/triggers.ts' : 'lib/popups/pay-offer.ts');
    expect(closure.filter((file) => popupModules.includes(file))).toEqual([]);
  });
});
