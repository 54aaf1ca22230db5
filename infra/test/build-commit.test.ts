import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildCommit, COMMIT_TAG, type Git } from '../lib/build-commit';
import type { QuizStacks } from '../lib/quiz-app';
import { sharedStage, type CfnResource } from './helpers';

const SHA = '0123456789abcdef0123456789abcdef01234567';

/** A git that answers `rev-parse HEAD` with SHA and `status --porcelain` with `status`. */
const fakeGit = (status: string): Git => (args) => (args[0] === 'rev-parse' ? SHA : status);

describe('docs/operating.md "After a deploy": the commit a stage was built from', () => {
  it('is the checkout\'s HEAD, marked "-dirty" when the tree has changes not committed', () => {
    expect(buildCommit(undefined, fakeGit(''))).toBe(SHA);
    expect(buildCommit(undefined, fakeGit(' M infra/lib/api-stack.ts'))).toBe(`${SHA}-dirty`);
    expect(buildCommit('', fakeGit('?? notes.txt'))).toBe(`${SHA}-dirty`);
  });

  it('is the context commit when given (a build from an archive), and "unknown" without git', () => {
    expect(buildCommit('abc1234', fakeGit(' M x'))).toBe('abc1234');
    expect(buildCommit(undefined, () => { throw new Error('not a git repository'); })).toBe('unknown');
  });

  it('refuses a context commit that is no commit id, saying what it must be', () => {
    for (const bad of ['main', 'HEAD~1', 'abc', 'ABCDEF1234', `${SHA}0`, 'abc1234; rm -rf /', 42]) {
      expect(() => buildCommit(bad, fakeGit('')), String(bad)).toThrow(/Context commit must be a git commit id \(7 to 40 hex digits/);
    }
  });

  it('this checkout\'s own synth names its HEAD (git is asked for real)', () => {
    expect(buildCommit(undefined)).toMatch(/^[0-9a-f]{40}(-dirty)?$/);
  });
});

describe.each(['prod', 'staging'] as const)('every stack of %s is tagged with the commit, and the api stack names it', (stage) => {
  let stacks: QuizStacks;
  let assembly: CloudAssembly;
  beforeAll(() => {
    const built = sharedStage(stage, { commit: SHA });
    stacks = built.stacks;
    assembly = built.app.synth();
  });

  it('tags each stack (CloudFormation passes stack tags on to the resources)', () => {
    const all = [stacks.data, stacks.auth, stacks.payments, stacks.api, stacks.web, stacks.monitoring, stacks.edge, stacks.edgeMonitoring];
    // The tags the CLI gives CloudFormation for each stack (the cloud assembly's).
    for (const stack of all) expect(assembly.getStackByName(stack.stackName).tags[COMMIT_TAG], stack.stackName).toBe(SHA);
    // Not written into each resource: a new commit alone changes no resource's template.
    const fn = Object.values(Template.fromStack(stacks.payments).findResources('AWS::Lambda::Function'))[0] as CfnResource;
    expect(JSON.stringify(fn.Properties.Tags)).not.toContain(SHA);
  });

  it('outputs Commit from the api stack', () => {
    Template.fromStack(stacks.api).hasOutput('Commit', { Value: SHA });
    expect(Stack.of(stacks.api).stackName).toBe(`quiz-${stage}-api`);
  });
});
