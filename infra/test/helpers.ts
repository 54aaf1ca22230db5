import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { ApiStack } from '../lib/api-stack';
import { REPO_ROOT } from '../lib/paths';
import { buildQuizApp, type QuizAppOptions, type QuizStacks } from '../lib/quiz-app';
import type { StageName } from '../lib/stages';

/** The feature flags and context of cdk.json, so tests synthesize what `cdk synth` does. */
export const CDK_JSON_CONTEXT: Record<string, unknown> = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

/** A distribution host as `-c webDomain=` gives it after a first deploy (keeps the no-host warning quiet). */
export const WEB_DOMAIN = 'd111111abcdef8.cloudfront.net';

/** The settings prod cannot synthesize without (infra/stage-settings.ts is empty for prod in the repo). */
/** A second backup vault, in another region than TEST_REGION (prod requires one: docs/operating.md "Restore"). */
export const BACKUP_COPY_VAULT_ARN = 'arn:aws:backup:eu-central-1:210987654321:backup-vault:quiz-prod-copies';

export const PROD_SETTINGS = {
  webDomain: WEB_DOMAIN, authDomainPrefix: 'picture-quiz-prod-test', alarmEmail: 'ops@example.com', backupCopyVaultArn: BACKUP_COPY_VAULT_ARN,
  // A pager's endpoint beside the e-mail (stages.ts `alarmHttpsUrl`), so the synth tests see both subscriptions.
  alarmHttpsUrl: 'https://events.pagerduty.com/integration/0123456789abcdef0123456789abcdef/enqueue',
  // And a Slack channel through AWS Chatbot (stages.ts `alarmSlack`).
  alarmSlack: 'T0123ABCD/C0456EFGH',
};

/**
 * The stage's region in tests (the CLI would give CDK_DEFAULT_REGION): every stack needs one, since
 * the edge's are in us-east-1 (quiz-app.ts `environment`). `extra` may name another, or `region: ''` for none.
 */
export const TEST_REGION = 'eu-west-3';

/**
 * A test app: cdk.json's context plus `extra`, with asset bundling skipped (the CLI bundles for real).
 * A prod app gets PROD_SETTINGS unless `extra` names its own (or `bare`: none, to test the refusal).
 */
export function testApp(extra: Record<string, unknown> = {}, { bare = false } = {}): App {
  const settings = extra.stage === 'prod' && !bare ? PROD_SETTINGS : {};
  return new App({ context: { ...CDK_JSON_CONTEXT, region: TEST_REGION, ...settings, ...extra, 'aws:cdk:bundling-stacks': [] } });
}

/** Every stack of one stage, built once per test file (in beforeAll). */
export function buildStage(
  stage: StageName,
  extraContext: Record<string, unknown> = {},
  options: QuizAppOptions = {},
): { app: App; stacks: QuizStacks } {
  const app = testApp({ stage, webDomain: WEB_DOMAIN, ...extraContext });
  return { app, stacks: buildQuizApp(app, options) };
}

const sharedStages = new Map<string, { app: App; stacks: QuizStacks }>();

/**
 * One stage's stacks as `buildStage` gives them, built once per test worker and shared by every file
 * that only reads them: synthesizing the whole app costs half a minute on a busy two-core machine, and
 * the infra project runs with `isolate: false` (vitest.config.ts), so this module and its cache outlive
 * a file (docs/testing.md "Durations"). A test that changes the app (an aspect, a construct) or builds
 * it with a directory of its own calls `buildStage`.
 */
export function sharedStage(
  stage: StageName,
  extraContext: Record<string, unknown> = {},
  options: QuizAppOptions = {},
): { app: App; stacks: QuizStacks } {
  const key = JSON.stringify([stage, extraContext, options]);
  let built = sharedStages.get(key);
  if (!built) {
    built = buildStage(stage, extraContext, options);
    sharedStages.set(key, built);
  }
  return built;
}

/** A custom domain and a well-formed (fake) us-east-1 certificate, as `-c domainName= -c certificateArn=`. */
export const CUSTOM_DOMAIN = {
  // A public name (a reserved one such as example.com is refused for prod: stages.ts `hostRefusal`).
  domainName: 'quiz.picture-quiz-test.fr',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
};

export type CfnResource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; DependsOn?: string[] };

/**
 * The API stack's template with its nested stacks' resources (the back-office's functions and the
 * players' live in nested stacks, their routes in the API's), for assertions over every function.
 */
export function apiTemplate(api: ApiStack): Template {
  const parts = [api, api.backOffice, api.players].map((stack) => Template.fromStack(stack).toJSON() as { Resources?: Record<string, unknown> });
  return Template.fromJSON({ ...parts[0], Resources: Object.assign({}, ...parts.map((part) => part.Resources ?? {})) });
}
