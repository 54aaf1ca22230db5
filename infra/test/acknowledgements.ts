import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IConstruct } from 'constructs';
import { REPO_ROOT } from '../lib/paths';

/** One acknowledged finding (`Validations.of(scope).acknowledge`) and the construct it sits on. */
export interface Acknowledgement {
  /** The finding's id as infra/README.md writes it: logical ids without their hash, the asset bucket's name generic. */
  readonly id: string;
  /** The construct ids of its path (stack and generic ids left out), one of which the table's "where" names. */
  readonly owners: readonly string[];
}

const GENERIC_IDS = new Set(['Role', 'Resource', 'Function', 'Default', 'DefaultPolicy']);

/** A finding id with what changes between synths (hashes, account, region, partition) made generic. */
export function normalizeFindingId(id: string): string {
  return id
    .replace(/^Annotation::/, '')
    .replace(/<([A-Za-z][A-Za-z0-9]*?)[0-9A-F]{8}\.Arn>/g, '<$1.Arn>')
    .replace(/arn:[^:\]]+:s3:::cdk-[a-z0-9]+-assets-[^/\]]+\//g, 'arn:<partition>:s3:::cdk-<qualifier>-assets-<account>-<region>/');
}

/** Every acknowledgement recorded on the constructs under `root` (aws-cdk-lib keeps them as metadata). */
export function acknowledgementsOf(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === 'aws:cdk:acknowledged-rules' && entry.data)
      .flatMap((entry) => Object.keys(entry.data as Record<string, string>))
      .map((id) => ({
        id: normalizeFindingId(id),
        owners: construct.node.scopes.slice(2).map((scope) => scope.node.id.replace(/[0-9A-F]{32}.*$/, '')).filter((owner) => !GENERIC_IDS.has(owner)),
      })),
  );
}

/** A row of infra/README.md "cdk-nag (AwsSolutions and Serverless)": the finding ids of its first cell (in backticks) and its "where" cell. */
export interface AcknowledgementRow {
  readonly ids: readonly string[];
  readonly where: string;
}

/** The acknowledgement table of infra/README.md "cdk-nag (AwsSolutions and Serverless)". */
export function readmeAcknowledgementRows(readme = readFileSync(join(REPO_ROOT, 'infra', 'README.md'), 'utf8')): AcknowledgementRow[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('cdk-nag'));
  if (!section) throw new Error('infra/README.md has no section "cdk-nag"');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [finding = '', where = ''] = line.slice(1).split(' | ');
      return { ids: [...finding.matchAll(/`([^`]+)`/g)].map((match) => match[1]!), where };
    });
}
