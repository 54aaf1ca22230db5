import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rootConfig from '../../vitest.config';
import config, { PHONE_TAG } from '../../web/playwright.config';

/**
 * docs/testing.md "Which project a test runs in". Vitest: a file of a unit project starts no server,
 * no child process and no browser (those run in the integration projects), so that `npm run test:unit`
 * stays under a minute. Playwright: every end-to-end test runs on the desktop project; one runs on the
 * phone project too only when tagged `@phone`.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every file under `dir` (relative to the repository) whose name matches `name`. */
function filesUnder(dir: string, name: RegExp, { recursive = true } = {}): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** What starts a server, a child process or a browser (the local runtime's starters included). */
const STARTS_SOMETHING =
  /\b(startLocalServer|startRuntime|startDynamoLocal|startStandInWithFunctions|startSignInStandIn|createServer|execFile|execFileSync|spawn|spawnSync|fork)\(|\.listen\(|from '(node:)?child_process'|from '(playwright|@playwright\/test|lighthouse|chrome-launcher)'/;

/** The files of the unit projects (vitest.config.ts: shared, scripts, functions-unit, web). */
const unitFiles = () => [
  ...filesUnder('shared/test', /\.test\.ts$/),
  ...filesUnder('scripts/test', /\.test\.ts$/, { recursive: false }),
  ...filesUnder('functions/test/unit', /\.test\.ts$/),
  ...filesUnder('web/src', /\.test\.tsx?$/),
];

describe('which vitest project a test runs in', () => {
  it('no file of a unit project starts a server, a child process or a browser (they go to the integration projects)', () => {
    // This file names what it looks for.
    const files = unitFiles().filter((file) => file !== path.relative(repoRoot, import.meta.filename));
    expect(files.length).toBeGreaterThan(100);
    const starting = files.filter((file) => STARTS_SOMETHING.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(starting).toEqual([]);
  });

  it('the rule sees a server, a process and a browser', () => {
    for (const code of ["silent.listen(0, '127.0.0.1')", "import { execFile } from 'node:child_process';", 'await startRuntime({})', "import { chromium } from 'playwright';"]) {
      expect(STARTS_SOMETHING.test(code), code).toBe(true);
    }
    expect(STARTS_SOMETHING.test("expect(url.startsWith('/en')).toBe(true)")).toBe(false);
  });
});

/** A vitest project of the root config, by name (the web project's own config is read below). */
function vitestProject(name: string) {
  const projects = (rootConfig.test?.projects ?? []) as { test?: { name?: string; pool?: string; isolate?: boolean; setupFiles?: string[]; sequence?: { groupOrder?: number } } }[];
  return projects.find((project) => typeof project === 'object' && project.test?.name === name)?.test;
}

/** A DOM a test file would build, or ask vitest for, besides the web project's one. */
const OWN_DOM = /new JSDOM\(|from '(jsdom|happy-dom)'|@vitest-environment (?!node\b)/;

describe('one jsdom per file at most (docs/testing.md "Which project a test runs in")', () => {
  it('the web project sets its jsdom up once per worker (files not isolated), each file with our modules afresh', () => {
    // web/vite.config.ts is the app's build config too (a function of Vite's command): its `test` part, as text.
    const webTest = readFileSync(path.join(repoRoot, 'web/vite.config.ts'), 'utf8').split(/^\s*test: \{$/m)[1] ?? '';
    expect(webTest).toMatch(/^\s*name: 'web',$/m);
    expect(webTest).toMatch(/^\s*environment: 'jsdom',$/m);
    expect(webTest).toMatch(/^\s*pool: 'threads',$/m);
    expect(webTest).toMatch(/^\s*isolate: false,$/m);
    // The fresh start comes first, before the setup imports the app's modules.
    expect(webTest).toMatch(/^\s*setupFiles: \['src\/test\/fresh-file\.ts', /m);
  });

  it('no unit file builds a DOM of its own or asks for an environment other than node', () => {
    const own = unitFiles()
      .filter((file) => file !== path.relative(repoRoot, import.meta.filename))
      .filter((file) => OWN_DOM.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(own).toEqual([]);
  });

  it('no web file asks for an environment of its own (a file in another one would start a new worker and jsdom)', () => {
    const asking = filesUnder('web/src', /\.test\.tsx?$/).filter((file) => /@vitest-environment /.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(asking).toEqual([]);
  });

  it('the rule sees a DOM built by hand and one asked for', () => {
    for (const code of ["const dom = new JSDOM('<p>')", "import { Window } from 'happy-dom';", '// @vitest-environment jsdom']) expect(OWN_DOM.test(code), code).toBe(true);
    expect(OWN_DOM.test('// @vitest-environment node')).toBe(false);
  });
});

describe('the node unit projects share a worker between files (docs/testing.md "Durations")', () => {
  it.each(['shared', 'scripts', 'functions-unit'])('%s runs its files in threads, not isolated, each file with our modules and environment afresh', (name) => {
    const project = vitestProject(name);
    expect(project?.pool).toBe('threads');
    expect(project?.isolate).toBe(false);
    expect(project?.setupFiles).toEqual(['shared/test/fresh-file.ts']);
  });

  it('each unit project is a group of its own, so that a worker never switches project (a new worker and environment each time)', () => {
    const groups = ['shared', 'scripts', 'functions-unit'].map((name) => vitestProject(name)?.sequence?.groupOrder);
    // The web project (web/vite.config.ts) keeps the default group, 0.
    expect(new Set([0, ...groups]).size).toBe(4);
  });
});

describe('the infra project builds a stage\'s app once per worker (infra/test/helpers.ts sharedStage)', () => {
  it('runs its files without isolation, so the shared stages outlive a file', () => {
    expect(vitestProject('infra')?.isolate).toBe(false);
  });
});

const e2eDir = path.join(repoRoot, 'web/e2e');
const projectNamed = (name: string) => config.projects?.find((project) => project.name === name);

/** Each test's source, from its `test(` line to the next one (enough to read its tag and its body). */
function testsOf(source: string): string[] {
  return source.split(/^(?=\s*test\()/m).filter((chunk) => /^\s*test\(/.test(chunk));
}

describe('which Playwright project an end-to-end test runs in', () => {
  it('the desktop project runs every test; the phone project only the tests tagged @phone', () => {
    expect(projectNamed('desktop')?.grep).toBeUndefined();
    expect(projectNamed('desktop')?.grepInvert).toBeUndefined();
    expect(projectNamed('phone')?.grep).toBe(PHONE_TAG);
    expect(PHONE_TAG.test('a title @phone')).toBe(true);
    expect(PHONE_TAG.test('a title')).toBe(false);
    expect(PHONE_TAG.test('a title @phoneless')).toBe(false);
  });

  it('a test that does its work on the phone project only is tagged @phone (else it would run nowhere)', () => {
    const untagged = readdirSync(e2eDir)
      .filter((file) => file.endsWith('.spec.ts'))
      .flatMap((file) => testsOf(readFileSync(path.join(e2eDir, file), 'utf8')).map((test) => ({ file, test })))
      .filter(({ test }) => /project\.name !== 'phone'|project\.name === 'desktop'\)\s*return|skip\(\w+\.project\.name === 'desktop'/.test(test))
      .filter(({ test }) => !test.split('\n')[0]!.includes("'@phone'"))
      .map(({ file, test }) => `${file}: ${test.trim().split('\n')[0]}`);
    expect(untagged).toEqual([]);
  });
});
