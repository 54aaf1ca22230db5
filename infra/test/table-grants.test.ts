import { beforeAll, describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { routeList } from '@quiz/shared';
import { NO_TABLE, TABLE_ACTIONS, functionTableGrants, routeTableGrants, tableGrants, type TableGrant } from '@quiz/shared/table-grants';
import type { ApiFunction } from '../lib/constructs/api-function';
import type { QuizStacks } from '../lib/quiz-app';
import { apiTemplate, sharedStage, type CfnResource } from './helpers';

/**
 * Least privilege per function (docs/adr/0038-least-privilege-per-function.md): each
 * function's role holds exactly the table actions and partition key prefixes of its declaration in
 * shared/src/table-grants.ts, nothing on the table besides, and unbuilt routes hold nothing.
 */

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

/** IAM's limit on a role's inline policies, together (characters, whitespace aside). */
const ROLE_INLINE_POLICY_LIMIT = 10_240;
/** What an intrinsic (a reference to the table, a log group …) may weigh once resolved: a long ARN. */
const RESOLVED_REFERENCE_CHARS = 160;

const actionsOf = (st: Statement) => (Array.isArray(st.Action) ? st.Action : [st.Action]);
/** The reads of the table's stream that the stream aggregation's event source mapping needs (no item of the table). */
const STREAM_READS = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
/** A statement of stream reads (with tracing, CDK merges ListStreams into the X-Ray statement on `*`). */
const isStreamStatement = (st: Statement) => actionsOf(st).some((a) => STREAM_READS.includes(a));
const isTableStatement = (st: Statement) => actionsOf(st).some((a) => a.startsWith('dynamodb:') && !STREAM_READS.includes(a));

/** The policies attached to a function's role, in the template that holds it. */
function policiesOf(fn: ApiFunction, template: Template): { PolicyDocument: { Statement: Statement[] } }[] {
  const roleId = Stack.of(fn.role).getLogicalId(fn.role.node.defaultChild as never);
  return (Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[])
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .map((p) => p.Properties as { PolicyDocument: { Statement: Statement[] } });
}

/**
 * What a role's table statements allow, one line per action, resource and prefix: `GetItem table
 * USER#*`. Every table statement must carry exactly the LeadingKeys condition, on one resource.
 */
function grantedOf(statements: Statement[]): string[] {
  return statements.filter(isTableStatement).flatMap((st) => {
    expect(st.Effect).toBe('Allow');
    const resources = Array.isArray(st.Resource) ? st.Resource : [st.Resource];
    expect(resources, 'one resource per table statement').toHaveLength(1);
    const resource = JSON.stringify(resources[0]);
    const index = resource.includes('/index/gsi1') ? 'gsi1' : 'table';
    if (index === 'table') expect(resource).not.toMatch(/index|\*/);
    expect(Object.keys(st.Condition ?? {}).sort()).toEqual(['ForAllValues:StringLike', 'Null']);
    expect(st.Condition!.Null).toEqual({ 'dynamodb:LeadingKeys': 'false' });
    const patterns = st.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys'] as string[];
    return actionsOf(st).flatMap((action) => patterns.map((pattern) => `${action.replace('dynamodb:', '')} ${index} ${pattern}`));
  });
}

/** The same lines from a declaration. */
function declaredOf(grant: TableGrant): string[] {
  return [
    ...TABLE_ACTIONS.flatMap((action) => (grant.table?.[action] ?? []).map((prefix) => `${action} table ${prefix}*`)),
    ...(grant.gsi1 ?? []).map((prefix) => `Query gsi1 ${prefix}*`),
  ];
}

/** A policy's size as IAM counts it once CloudFormation has resolved it (whitespace aside). */
function resolvedSize(document: unknown): number {
  const intrinsic = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && /^(Ref|Fn::)/.test(Object.keys(value)[0]!);
  const resolve = (value: unknown): unknown => {
    if (intrinsic(value)) return 'x'.repeat(RESOLVED_REFERENCE_CHARS);
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  return JSON.stringify(resolve(document)).length;
}

describe.each(['staging', 'prod'] as const)('least privilege per function (%s)', (stage) => {
  let stacks: QuizStacks;
  let api: Template;
  /** Every function with a role of its own, by its declaration's name, with the template it lives in. */
  let functions: Map<string, { fn: ApiFunction; template: Template }>;

  beforeAll(() => {
    stacks = sharedStage(stage).stacks;
    api = apiTemplate(stacks.api);
    const payments = Template.fromStack(stacks.payments);
    const web = Template.fromStack(stacks.web);
    functions = new Map([
      ...[...stacks.api.functions].map(([name, fn]) => [name, { fn, template: api }] as const),
      ['warmupCache', { fn: stacks.api.warmUp, template: api }],
      ['stripeWebhook', { fn: stacks.payments.webhook, template: payments }],
      ['expirePurchases', { fn: stacks.payments.expiry, template: payments }],
      ['publishJob', { fn: stacks.web.publish!.function, template: web }],
      ['statsAggregator', { fn: stacks.api.statsAggregator.fn, template: api }],
    ]);
  });

  it('declares one grant per route of the route table, and one per other function: no more, no fewer', () => {
    expect(Object.keys(routeTableGrants).sort()).toEqual(routeList.map((r) => r.name).sort());
    expect([...functions.keys()].sort()).toEqual(Object.keys(tableGrants).sort());
    expect(Object.keys(functionTableGrants).sort()).toEqual(['expirePurchases', 'publishJob', 'routeNotFound', 'statsAggregator', 'stripeWebhook', 'warmupCache']);
  });

  it('gives every function\'s role exactly the table actions, resources and key prefixes of its declaration (table-grants.ts)', () => {
    for (const [name, { fn, template }] of functions) {
      const statements = policiesOf(fn, template).flatMap((p) => p.PolicyDocument.Statement).filter((st) => !isStreamStatement(st));
      const declared = declaredOf(tableGrants[name as keyof typeof tableGrants]);
      expect(grantedOf(statements).sort(), name).toEqual(declared.sort());
      // Query on gsi1 only where declared; never a Scan, never a table-wide action.
      expect(JSON.stringify(statements), name).not.toMatch(/dynamodb:(Scan|\*|Describe|Create|Delete[^I]|Update[^I])/);
    }
  });

  it('the catch-all and the warm-up hold no table statement at all', () => {
    for (const name of ['routeNotFound', 'warmupCache', 'persistCookie', 'geo']) {
      expect(tableGrants[name as keyof typeof tableGrants], name).toEqual(NO_TABLE);
      const { fn, template } = functions.get(name)!;
      expect(policiesOf(fn, template).flatMap((p) => p.PolicyDocument.Statement).filter(isTableStatement), name).toEqual([]);
    }
  });

  it('the play moves (guess, hint, reveal) only update: they cannot PutItem nor DeleteItem (their records say UpdateItem)', () => {
    for (const name of ['guess', 'hint', 'reveal'] as const) {
      const grant = routeTableGrants[name] as TableGrant;
      expect(grant.table?.PutItem, name).toBeUndefined();
      expect(grant.table?.DeleteItem, name).toBeUndefined();
      expect(grant.table?.BatchWriteItem, name).toBeUndefined();
      const { fn, template } = functions.get(name)!;
      const actions = policiesOf(fn, template).flatMap((p) => p.PolicyDocument.Statement).flatMap(actionsOf);
      expect(actions, name).toContain('dynamodb:UpdateItem');
      for (const write of ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) expect(actions, `${name} ${write}`).not.toContain(write);
    }
  });

  it('lets postScores write a score and the player\'s own items only: no shared counter (the stream\'s aggregation keeps them)', () => {
    const { fn, template } = functions.get('postScores')!;
    const granted = grantedOf(policiesOf(fn, template).flatMap((p) => p.PolicyDocument.Statement));
    for (const line of ['PutItem table USER#*', 'UpdateItem table PLAY#*']) expect(granted).toContain(line);
    for (const line of ['UpdateItem table GAME#*', 'UpdateItem table SITE*', 'PutItem table GAME#*']) expect(granted).not.toContain(line);
  });

  it('lets the stream aggregation read the table\'s stream only (its ARN; ListStreams has no resource) and update the counters and its progress', () => {
    const { fn, template } = functions.get('statsAggregator')!;
    const statements = policiesOf(fn, template).flatMap((p) => p.PolicyDocument.Statement);
    const streamReads = statements.filter(isStreamStatement);
    expect(streamReads.flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(STREAM_READS);
    for (const st of streamReads.filter((st) => !actionsOf(st).includes('dynamodb:ListStreams'))) expect(JSON.stringify(st.Resource)).toMatch(/StreamArn/);
    expect(streamReads.filter((st) => st.Resource === '*').flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'))).toEqual(['dynamodb:ListStreams']);
    expect(grantedOf(statements).sort()).toEqual(['GetItem table STREAM#*', 'UpdateItem table COMPETITION#*', 'UpdateItem table GAME#*', 'UpdateItem table MISSES#GAME#*', 'UpdateItem table SITE*', 'UpdateItem table STREAM#*']);
  });

  it('keeps every role\'s inline policies within IAM\'s 10,240 characters (resolved references counted long)', () => {
    for (const [name, { fn, template }] of functions) {
      const size = policiesOf(fn, template).reduce((sum, p) => sum + resolvedSize(p.PolicyDocument), 0);
      expect(size, name).toBeLessThan(ROLE_INLINE_POLICY_LIMIT);
    }
  });
});
