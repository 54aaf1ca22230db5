import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { Stack, Validations, type Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE } from '@quiz/shared';
import { REPO_ROOT } from '../paths';
import { FUNCTION_BUNDLE, RENDERER_BUNDLE } from './function-bundle';

/**
 * What a function may do with the single table. `readCreate`: read, plus PutItem only (a GET call
 * that creates an item on first use, e.g. the player's profile at first sign-in). `readUpdate`: read,
 * plus UpdateItem only (the purchase expiry changes a status, never creates or deletes).
 */
export type TableAccess = 'none' | 'read' | 'readCreate' | 'readUpdate' | 'readWrite';

// Item-level actions only: no Scan (listings are Query on the keys or gsi1), no table management.
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

export interface ApiFunctionProps {
  /** Absolute path of the handler module; its export `handler` is the entry point. */
  readonly entry: string;
  readonly description: string;
  /** Required unless `tableAccess` is `none`. */
  readonly table?: ITable;
  readonly tableAccess: TableAccess;
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
  /** Bundle the web's site renderer too (the publish function: lib/constructs/function-bundle.ts RENDERER_BUNDLE). @default false */
  readonly withRenderer?: boolean;
}

/**
 * One API function with the project's safe defaults: Node 24 on arm64, an ESM bundle with source maps
 * (only the AWS SDK, which the runtime ships, left out), its own log group with the stage's retention,
 * and a role that may write its logs and touch the table as `tableAccess` says, nothing else.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

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
    if (props.tableAccess !== 'none') {
      if (!props.table) throw new Error(`${id}: tableAccess ${props.tableAccess} needs the table`);
      this.role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: {
            read: READ_ACTIONS,
            readCreate: [...READ_ACTIONS, 'dynamodb:PutItem'],
            readUpdate: [...READ_ACTIONS, 'dynamodb:UpdateItem'],
            readWrite: [...READ_ACTIONS, ...WRITE_ACTIONS],
          }[props.tableAccess],
          resources: [props.table.tableArn, `${props.table.tableArn}/index/${TABLE.gsi1.name}`],
        }),
      );
    }

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
      logGroup: this.logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      ...(props.reservedConcurrency !== undefined ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: `${REPO_ROOT}/package-lock.json`,
      bundling: {
        format: OutputFormat.ESM,
        target: FUNCTION_BUNDLE.target,
        mainFields: [...FUNCTION_BUNDLE.mainFields],
        banner: FUNCTION_BUNDLE.banner,
        minify: FUNCTION_BUNDLE.minify,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        externalModules: [...(props.externalModules ?? FUNCTION_BUNDLE.external)],
        ...(props.nodeModules?.length
          ? { nodeModules: [...props.nodeModules], environment: { npm_config_cpu: 'arm64', npm_config_os: 'linux', npm_config_libc: 'glibc' } }
          : {}),
        ...(props.withRenderer
          ? {
              loader: { ...RENDERER_BUNDLE.loader },
              define: { ...RENDERER_BUNDLE.define },
              esbuildArgs: { '--jsx': RENDERER_BUNDLE.jsx, ...Object.fromEntries(Object.entries(RENDERER_BUNDLE.alias).map(([name, file]) => [`--alias:${name}`, file])) },
            }
          : {}),
      },
    });

    if (props.tracing) {
      Validations.of(this.role).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permission.',
      });
    }
  }
}
