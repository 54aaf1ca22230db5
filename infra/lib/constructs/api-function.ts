import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { RemovalPolicy, Stack, Validations, type Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE } from '@quiz/shared';
import { NO_TABLE, TABLE_ACTIONS, type TableGrant } from '@quiz/shared/table-grants';
import { REPO_ROOT } from '../paths';
import { FUNCTION_BUNDLE, RENDERER_BUNDLE, SDK_LAYER_MODULE_NAMES, SDK_LAYER_MODULES, sdkAliasOf, type SdkLayerModuleName } from './function-bundle';
import { sdkLayer } from './sdk-layer';

/** The IAM condition that limits an item action to partition keys starting with one of `prefixes`. */
export function leadingKeysCondition(prefixes: readonly string[]) {
  return {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) },
    // ForAllValues holds for a request that names no key at all: require one.
    Null: { 'dynamodb:LeadingKeys': 'false' },
  };
}

/**
 * The statements of a function's table grant (shared/src/table-grants.ts; docs/adr/0038-least-privilege-per-function.md
 *): its item actions on the table, those that share their prefixes in one
 * statement, each limited by `dynamodb:LeadingKeys` to its partition key prefixes; and Query on gsi1
 * (its index ARN) only when the grant names gsi1 prefixes, limited to those (on an index, the leading
 * key is the index's partition key). Nothing for an empty grant.
 */
export function tableStatementsOf(grant: TableGrant, tableArn: string): PolicyStatement[] {
  const byPrefixes = new Map<string, string[]>();
  for (const action of TABLE_ACTIONS) {
    const prefixes = grant.table?.[action];
    if (!prefixes?.length) continue;
    const group = JSON.stringify([...prefixes].sort());
    byPrefixes.set(group, [...(byPrefixes.get(group) ?? []), `dynamodb:${action}`]);
  }
  const statements = [...byPrefixes].map(
    ([group, actions]) => new PolicyStatement({ effect: Effect.ALLOW, actions, resources: [tableArn], conditions: leadingKeysCondition(JSON.parse(group) as string[]) }),
  );
  if (grant.gsi1?.length) {
    statements.push(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['dynamodb:Query'],
        resources: [`${tableArn}/index/${TABLE.gsi1.name}`],
        conditions: leadingKeysCondition([...grant.gsi1].sort()),
      }),
    );
  }
  return statements;
}

export interface ApiFunctionProps {
  /** Absolute path of the handler module; its export `handler` is the entry point. */
  readonly entry: string;
  readonly description: string;
  /** Required unless `tableGrant` is empty. */
  readonly table?: ITable;
  /**
   * What the function may do with the table: a route's record (shared/src/route-needs.ts), else shared/src/table-grants.ts.
   * @default NO_TABLE, nothing
   */
  readonly tableGrant?: TableGrant;
  readonly environment: Readonly<Record<string, string>>;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
  /** X-Ray active tracing. @default false */
  readonly tracing?: boolean;
  /**
   * Modules left out of the bundle (the runtime's). @default FUNCTION_BUNDLE.external, the whole AWS SDK
   */
  readonly externalModules?: readonly string[];
  /** Packages installed beside the bundle instead (native ones: sharp), for linux-arm64. @default none */
  readonly nodeModules?: readonly string[];
  /** A fixed name (another stack names it without a reference). @default CloudFormation's */
  readonly functionName?: string;
  /** Concurrent executions kept for this function, and its ceiling (stages.ts `concurrency`). @default none: the account's shared pool */
  readonly reservedConcurrency?: number;
  /**
   * Which module of the SDK layer the bundle takes its AWS clients from (function-bundle.ts
   * SDK_LAYER_MODULES): `staff` for the calls that read the user pool, `ops` for those that start a
   * function (route-needs.ts sdkModuleOfRoute). @default 'dynamodb'
   */
  readonly sdk?: SdkLayerModuleName;
  /** Bundle the web's site renderer too (the publish function: lib/constructs/function-bundle.ts RENDERER_BUNDLE). @default false */
  readonly withRenderer?: boolean;
  /**
   * Publish each deploy's code as a version behind the alias LIVE_ALIAS, which callers name instead of
   * the function, so that a deploy can shift traffic to it gradually (docs/operating.md "Deploy",
   * lib/constructs/players-deployments.ts). @default false: callers name the function itself
   */
  readonly live?: boolean;
}

/** The alias the players' calls go through: the version a deploy has shifted their traffic to. */
export const LIVE_ALIAS = 'live';

const aliasArgs = (aliases: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(aliases).map(([name, file]) => [`--alias:${name}`, file]));

/**
 * One API function with the project's safe defaults: Node 24 on arm64, a CommonJS bundle with source maps
 * (the AWS SDK left out: its DynamoDB, Cognito and Lambda clients from the SDK layer every function
 * has, the other clients the runtime's), its own log group with the stage's retention,
 * and a role that may write its logs and touch the table as its `tableGrant` says, nothing else.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;
  /** The alias LIVE_ALIAS on the deploy's version, when `live` (what API Gateway and the warm-up call). */
  readonly live?: Alias;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    if (!existsSync(props.entry)) {
      throw new Error(
        `${id}: the handler ${relative(REPO_ROOT, props.entry)} does not exist (every route-table entry needs one)`,
      );
    }

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: logs to this log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `${props.description} (${Stack.of(this).stackName})`,
    });
    this.logGroup.grantWrite(this.role);
    const grant = props.tableGrant ?? NO_TABLE;
    if (!props.table && (grant.table || grant.gsi1)) throw new Error(`${id}: a table grant needs the table`);
    const tableStatements = props.table ? tableStatementsOf(grant, props.table.tableArn) : [];
    for (const statement of tableStatements) this.role.addToPolicy(statement);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      ...(props.functionName ? { functionName: props.functionName } : {}),
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      layers: [sdkLayer(this)],
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      // A deploy's version outlives the next deploy, so that a manual rollback can point the alias back
      // at it (docs/operating.md "Roll back"); Lambda's code storage (75 GB) takes thousands of them.
      ...(props.live ? { currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN } } : {}),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}/package-lock.json`,
      bundling: {
        format: OutputFormat.CJS,
        target: FUNCTION_BUNDLE.target,
        mainFields: [...FUNCTION_BUNDLE.mainFields],
        banner: FUNCTION_BUNDLE.banner,
        minify: FUNCTION_BUNDLE.minify,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        externalModules: [...SDK_LAYER_MODULE_NAMES.map((name) => SDK_LAYER_MODULES[name].module), ...(props.externalModules ?? FUNCTION_BUNDLE.external)],
        ...(props.nodeModules?.length
          ? { nodeModules: [...props.nodeModules], environment: { npm_config_cpu: 'arm64', npm_config_os: 'linux', npm_config_libc: 'glibc' } }
          : {}),
        // CDK passes esbuild no `alias` option: aliases go as CLI arguments.
        esbuildArgs: {
          ...aliasArgs(sdkAliasOf(props.sdk ?? 'dynamodb')),
          ...(props.withRenderer ? { '--jsx': RENDERER_BUNDLE.jsx, ...aliasArgs(RENDERER_BUNDLE.alias) } : {}),
        },
        define: { ...FUNCTION_BUNDLE.define, ...(props.withRenderer ? RENDERER_BUNDLE.define : {}) },
        ...(props.withRenderer ? { loader: { ...RENDERER_BUNDLE.loader } } : {}),
      },
    });

    // Serverless pack: a dead-letter queue holds only failed asynchronous invocations. Ours are answered to their
    // caller (API Gateway, the webhook's URL, the deploy's Triggers), retried by their source (the stream's
    // mapping, with its own dead-letter queue), or run again by their schedule or by the next publish; every
    // function's errors are alarmed (docs/operating.md "Alarms and what to do").
    Validations.of(this.function).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: 'Invoked synchronously, retried by its source or run again on a schedule; its errors are alarmed: a queue of failed events would add nothing.',
    });

    if (!props.tracing) {
      Validations.of(this.function).acknowledge({
        id: 'Serverless-LambdaTracing',
        reason: 'X-Ray is the stage\'s setting (stages.ts `tracing`): on in prod, off in staging, whose traffic is testers\'; in prod only the deploy\'s warm-up runs untraced (it only invokes the traced functions).',
      });
    }

    if (props.live) this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.function.currentVersion });

    if (props.tracing) {
      Validations.of(this.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permission.',
      });
    }
  }
}
