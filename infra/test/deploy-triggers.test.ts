import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Trigger } from 'aws-cdk-lib/triggers';
import { PAGE_INDEX_FILE, SITE_BUILD_FILE } from '@quiz/shared';
import { REPO_ROOT } from '../lib/paths';
import type { QuizStacks } from '../lib/quiz-app';
import { TRIGGER_PROVIDER_ID } from '../lib/constructs/trigger-provider-logs';
import { buildStage, type CfnResource } from './helpers';

/** A web build with everything that brings a Trigger: the pages' index (the sync) and the build record (the publish). */
const webDist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>quiz</title>');
writeFileSync(join(webDist, PAGE_INDEX_FILE), '["pages/en.html"]');
writeFileSync(join(webDist, SITE_BUILD_FILE), '{}');

/** The Triggers docs/operating.md "The deploy's three Triggers" explains, by their construct path in the web stack. */
const DOCUMENTED_TRIGGERS = ['PageStoreSync/AfterUpload', 'Publish/AfterDeploy', 'WarmUpAfterDeploy'];

const RETENTION_DAYS = { prod: 90, staging: 14 } as const;

describe.each(['staging', 'prod'] as const)('docs/operating.md "The deploy\'s three Triggers" (%s)', (stage) => {
  let stacks: QuizStacks;
  let web: Template;
  beforeAll(() => {
    stacks = buildStage(stage, {}, { webDistDir: webDist }).stacks;
    web = Template.fromStack(stacks.web);
  });

  it('the web stack runs exactly the three Triggers the runbook explains', () => {
    const triggers = stacks.web.node.findAll().filter((c) => c instanceof Trigger);
    web.resourceCountIs('Custom::Trigger', DOCUMENTED_TRIGGERS.length);
    expect(triggers.map((c) => c.node.path.split('/').slice(1).join('/')).sort()).toEqual(DOCUMENTED_TRIGGERS);
    const runbook = readFileSync(join(REPO_ROOT, 'docs', 'operating.md'), 'utf8').split(/^### /m).find((part) => part.startsWith("The deploy's three Triggers"))!;
    for (const path of DOCUMENTED_TRIGGERS) expect(runbook, path).toContain(`| \`${path}\` |`);
  });

  it(`the function that runs them logs to a log group of the stack, kept ${RETENTION_DAYS[stage]} days like the functions' (not Lambda's, never expiring)`, () => {
    const provider = stacks.web.node.findChild(TRIGGER_PROVIDER_ID).node.findChild('Handler') as CfnElement;
    const handler = web.toJSON().Resources[stacks.web.getLogicalId(provider)] as CfnResource;
    const logGroupRef = (handler.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup;
    const logGroup = web.toJSON().Resources[logGroupRef.Ref] as CfnResource;
    expect(logGroup.Type).toBe('AWS::Logs::LogGroup');
    expect(logGroup.Properties.RetentionInDays).toBe(RETENTION_DAYS[stage]);
    expect(logGroup.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
    // It exists before the provider first runs.
    expect(handler.DependsOn).toContain(logGroupRef.Ref);
  });
});
