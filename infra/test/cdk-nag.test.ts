import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyViolation, Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { QuizStacks } from '../lib/quiz-app';
import { buildStage, CUSTOM_DOMAIN } from './helpers';
import { acknowledgementsOf, readmeAcknowledgementRows, type Acknowledgement } from './acknowledgements';

/** "RuleId at construct path" lines, readable in a failed assertion. */
function findings(stack: Stack, violations: readonly PolicyViolation[]): string[] {
  return violations.flatMap((v) =>
    v.violatingResources.map((r) => `${stack.stackName}: ${v.ruleName} at ${r.constructPath ?? '?'} — ${v.description}`),
  );
}

// A region and no account (`cdk synth` without credentials: helpers.ts TEST_REGION), and with an account
// and region as the CLI gives them: cdk-nag then sees literal partitions and regions in ARNs.
const ENV = { account: '123456789012', region: 'eu-west-3' };
const VARIANTS = [
  ['staging', {}, undefined],
  ['staging', {}, ENV],
  ['prod', {}, undefined],
  ['prod', CUSTOM_DOMAIN, ENV],
] as const;

// A web build with its page index, so that the BucketDeployment and the page-store sync (and what
// they bring) are checked too.
const webDist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>quiz</title>');
writeFileSync(join(webDist, 'pages-index.json'), '["pages/en.html"]');

/** Every variant's acknowledgements, for the README's table (last describe below). */
const acknowledged: Acknowledgement[] = [];

describe.each(VARIANTS)('cdk-nag AwsSolutions and Serverless (%s %o %o)', (stage, context, env) => {
  let stacks: QuizStacks;
  let packs: { validateScope: AwsSolutionsChecks['validateScope'] }[];
  beforeAll(() => {
    const built = buildStage(stage, context, { webDistDir: webDist, env });
    stacks = built.stacks;
    packs = [new AwsSolutionsChecks(built.app), new ServerlessChecks(built.app)];
    acknowledged.push(...acknowledgementsOf(built.app));
  });

  it.each(['data', 'auth', 'backup', 'payments', 'api', 'web', 'monitoring', 'edge', 'edgeMonitoring'] as const)('finds nothing unacknowledged in the %s stack', (name) => {
    const stack = stacks[name];
    for (const pack of packs) {
      const report = pack.validateScope(stack);
      expect(findings(stack, report.violations)).toEqual([]);
      expect(report.success).toBe(true);
    }
  });
});

// After the variants above (a file's describes run in order): their acknowledgements.
describe('infra/README.md "cdk-nag (AwsSolutions and Serverless)": its table lists every acknowledgement in the code, and no other', () => {
  const rows = readmeAcknowledgementRows();

  it('has a row for each acknowledged finding, naming the construct it sits on', () => {
    expect(acknowledged.length).toBeGreaterThan(0);
    const missing = acknowledged.filter((ack) => !rows.some((row) => row.ids.includes(ack.id) && ack.owners.some((owner) => row.where.includes(owner))));
    expect([...new Set(missing.map((ack) => `${ack.id} on ${ack.owners.join('/')}`))]).toEqual([]);
  });

  it('lists no finding that the code no longer acknowledges', () => {
    const ids = new Set(acknowledged.map((ack) => ack.id));
    expect(rows.flatMap((row) => row.ids).filter((id) => !ids.has(id))).toEqual([]);
  });
});
