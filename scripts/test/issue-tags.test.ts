import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCodeFile, repositoryFiles, ROOT } from './repository-files';

/**
 * Code names the doc section it leans on, never an issue number (STYLE.md, docs/testing.md): the
 * tracker means nothing to a newcomer reading the code. This test lists every file:line of the
 * workspaces' code that names one: "issue 12", "Issue 12's", "issues 22 and 23", "issue #12", "(#12)".
 */

/** The workspaces whose code is read. */
const WORKSPACES = ['functions', 'infra', 'shared', 'web', 'scripts'];

/**
 * An issue number: the word "issue(s)" then a number (maybe `#`, maybe wrapped onto the next comment
 * line), or a bare `#12` tag in brackets. `GAME#12`, `Quiz #1` and colours (`#fff`) are not tags.
 */
const ISSUE_TAG = /\b[Ii]ssues?[ \t]*(?:\n[ \t]*(?:\*|\/\/)?[ \t]*)?#?\d+\b|\(#\d+\)/g;

/** Where a text names an issue number, as `line: the tag`. */
function issueTagsIn(text: string): string[] {
  return [...text.matchAll(ISSUE_TAG)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${line}: ${match[0].replace(/\s+/g, ' ')}`;
  });
}

// This file names issue tags on purpose, in its own fixtures.
const SELF = 'scripts/test/issue-tags.test.ts';

describe('code names doc sections, not issue numbers', () => {
  it('finds "issue 12", "Issue 12\'s", "issues 22 and 23", "issue #12", a tag wrapped over two lines and "(#12)", not GAME#12 nor Quiz #1', () => {
    const text = [
      '// issue 12: x',
      "describe('Issue 21\\'s budget', () => {});",
      '/* issues 22 and 23 */',
      'see issue #7',
      ' * a publish (issue',
      ' * 22) writes',
      'fixed (#39)',
      "const key = 'GAME#12'; // Quiz #1, colour #f4f1ea, the issues of a game",
    ].join('\n');
    expect(issueTagsIn(text)).toEqual(['1: issue 12', "2: Issue 21", '3: issues 22', '4: issue #7', '5: issue * 22', '7: (#39)']);
  });

  it('no file of functions/, infra/, shared/, web/ or scripts/ names an issue number', () => {
    const tagged = WORKSPACES.flatMap((folder) => repositoryFiles(folder)).filter(isCodeFile)
      .filter((file) => file !== SELF)
      .flatMap((file) => issueTagsIn(readFileSync(join(ROOT, file), 'utf8')).map((tag) => `${file}:${tag}`));
    expect(tagged).toEqual([]);
  });
});
