import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCodeFile, repositoryFiles, ROOT } from './repository-files';

/**
 * Docs and comments name only paths that exist (STYLE.md 16, docs/adr/README.md): every repo-relative path
 * in a tracked Markdown file or a code comment, every relative Markdown link, and the heading of every
 * `docs/x.md "Section"` reference. A dead reference sends a newcomer nowhere; this test names each one.
 */

/** Where a repo-relative path starts: the workspaces and the folders beside them. */
const ROOTS = ['shared', 'functions', 'infra', 'web', 'scripts', 'docs', '.ci'];

/** Made by a build or a run, never tracked: named in docs as what a command produces. */
const GENERATED = [/^web\/dist(\/|$)/, /^cdk\.out(\/|$)/, /^\.local(\/|$)/, /(^|\/)node_modules(\/|$)/, /^web\/test-results(\/|$)/];

const PATH = new RegExp(
  String.raw`(?<![\w.@/-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\w@.\-/]*[\w/])` +
    // A section named after a Markdown path: `docs/game.md "Limits"`, maybe escaped inside a string.
    String.raw`(?:[ \t]*\\?"([^"\\\n]+)\\?")?`,
  'g',
);
/** A placeholder, a glob or a brace list: a pattern of paths, not a path. */
const TEMPLATE_AFTER = /^[<{*[…]/;

/** `README "Section"` names the nearest README above the file; `data README` the table's. */
const README_SECTION = /(?<![\w/.-])(data )?README(?:\.md)?`?[ \t]*\\?"([^"\\\n]+)\\?"/g;

interface Reference {
  readonly path: string;
  readonly section?: string;
}

/** The repo-relative paths (and sections) a text names, templates left out. */
function referencesIn(text: string): Reference[] {
  const found: Reference[] = [];
  for (const match of text.matchAll(PATH)) {
    const end = (match.index ?? 0) + match[1]!.length;
    if (TEMPLATE_AFTER.test(text.slice(end, end + 1))) continue;
    const path = match[1]!.replace(/\.+$/, '');
    const section = path.endsWith('.md') ? match[2]?.replace(/\s+/g, ' ').trim() : undefined;
    found.push(section ? { path, section } : { path });
  }
  return found;
}

/** The README sections a file's text names, each resolved to its README. */
function readmeSectionsIn(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  for (const match of text.matchAll(README_SECTION)) {
    let folder = dirname(file);
    while (folder !== '.' && !existsSync(join(ROOT, folder, 'README.md'))) folder = dirname(folder);
    const section = match[2]!.replace(/\s+/g, ' ').trim();
    const nearest = match[1] ? 'functions/src/data/README.md' : folder === '.' ? 'README.md' : `${folder}/README.md`;
    // A README without the section may mean the repository's own (`README "Adding a route"` from infra/test).
    const path = existsSync(join(ROOT, nearest)) && !hasSection(nearest, section) && hasSection('README.md', section) ? 'README.md' : nearest;
    found.push({ path, section });
  }
  return found;
}

/** A code file's comments, joined so that a reference wrapped over two comment lines reads whole. */
function commentsOf(source: string): string {
  const parts: string[] = [];
  let inBlock = false;
  for (const line of source.split('\n')) {
    const trimmed = line.trim();
    if (!inBlock && trimmed.startsWith('/*')) inBlock = true;
    if (inBlock) {
      parts.push(trimmed.replace(/^\/\*+/, '').replace(/\*+\/$/, '').replace(/^\*+/, '').trim());
      if (trimmed.includes('*/')) inBlock = false;
      continue;
    }
    // `//` after `:` is a URL's, not a comment's.
    const at = line.search(/(?<!:)\/\/ /);
    if (at >= 0) parts.push(line.slice(at + 2).trim());
    else parts.push('\n');
  }
  return parts.join(' ');
}

/** Markdown's relative links, resolved from the file's folder (code spans and blocks show syntax, not links). */
function linksIn(file: string, text: string): string[] {
  const links: string[] = [];
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1]!.split('#')[0]!;
    if (!target || /^[a-z]+:/i.test(target)) continue;
    links.push(normalize(join(dirname(file), target)).replace(/\\/g, '/'));
  }
  return links;
}

/** A Markdown file's sections: its headings, and the bold lead of a paragraph or list item (`- **Limits**: …`). */
function sectionsOf(file: string): string[] {
  const sections: string[] = [];
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1] ?? /^(?:[-*] )?\*\*([^*]+)\*\*/.exec(line)?.[1];
    if (heading) sections.push(heading.replace(/`/g, '').trim());
  }
  return sections;
}

/** A section named whole, or by its first words (`"Plausibility"` for "Plausibility of a posted score"). */
function hasSection(file: string, section: string): boolean {
  const wanted = section.replace(/`/g, '').replace(/[.:]$/, '');
  return sectionsOf(file).some((name) => name === wanted || (name.startsWith(wanted) && /^[ :,.(]/.test(name.slice(wanted.length))));
}

/** What is wrong with one reference, or null. */
function deadReference(reference: Reference): string | null {
  if (GENERATED.some((pattern) => pattern.test(reference.path))) return null;
  if (!existsSync(join(ROOT, reference.path))) return `${reference.path} does not exist`;
  if (reference.section && !hasSection(reference.path, reference.section)) {
    return `${reference.path} has no section "${reference.section}"`;
  }
  return null;
}

const tracked = repositoryFiles();
const markdown = tracked.filter((file) => file.endsWith('.md'));
// This file names dead paths on purpose, in its own fixtures.
const code = tracked.filter((file) => isCodeFile(file) && file !== 'scripts/test/doc-paths.test.ts');

/** Every dead reference of the repository, as `file: what`. */
function deadReferences(): string[] {
  const dead: string[] = [];
  const check = (file: string, references: Reference[]) => {
    for (const reference of references) {
      const problem = deadReference(reference);
      if (problem) dead.push(`${file}: ${problem}`);
    }
  };
  for (const file of markdown) {
    // A TypeScript block is an example to copy: the files it names are the reader's to create.
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/```(?:ts|tsx|typescript)\n[\s\S]*?```/g, '');
    check(file, referencesIn(text.replace(/\n/g, ' ')));
    check(file, readmeSectionsIn(file, text.replace(/\n/g, ' ')));
    check(file, linksIn(file, text).map((path) => ({ path })));
  }
  for (const file of code) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    check(file, referencesIn(commentsOf(source)));
    check(file, readmeSectionsIn(file, commentsOf(source)));
    // A doc named in a test's title or a message is a reference too.
    check(file, referencesIn(source).filter((reference) => reference.path.endsWith('.md')));
  }
  return [...new Set(dead)];
}

describe('docs and comments name only paths that exist (docs/adr/README.md)', () => {
  it('finds a dead path, a dead section and a dead link, and leaves templates and generated paths alone', () => {
    const text = [
      'see scripts/src/test-all.ts and docs/game.md "No such section", docs/game.md "Limits",',
      'functions/src/handlers/<name>.ts, web/src/locales/{en,fr}/x.json, web/dist/pages-index.json,',
      'https://example.com/docs/nothing.md and shared/src/routes.ts.',
    ].join(' ');
    const dead = referencesIn(text).map(deadReference).filter(Boolean);
    expect(dead).toEqual(['scripts/src/test-all.ts does not exist', 'docs/game.md has no section "No such section"']);
    expect(linksIn('docs/adr/README.md', '[a](0001-gone.md) [b](../game.md#limits) [c](https://x.y/z.md)')).toEqual([
      'docs/adr/0001-gone.md',
      'docs/game.md',
    ]);
    expect(readmeSectionsIn('shared/src/answers/match.ts', 'README "Typo budget", data README "Writes under retries"')).toEqual([
      { path: 'shared/src/answers/README.md', section: 'Typo budget' },
      { path: 'functions/src/data/README.md', section: 'Writes under retries' },
    ]);
    expect(readmeSectionsIn('infra/test/x.test.ts', 'README "Quick start", README "No such part"')).toEqual([
      { path: 'README.md', section: 'Quick start' },
      { path: 'infra/README.md', section: 'No such part' },
    ]);
    expect(commentsOf('const url = "https://a.b/c"; // see docs/x.md\n/**\n * docs/game.md "What a guess\n * may reveal"\n */')).toContain(
      'docs/game.md "What a guess may reveal"',
    );
  });

  it('every path a Markdown file or a code comment names exists, with the section it names', () => {
    expect(deadReferences()).toEqual([]);
  });
});
