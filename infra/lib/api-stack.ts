import { join } from 'node:path';
import { ArnFormat, CfnOutput, Duration, Fn, NestedStack, RemovalPolicy, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, LogGroupLogDestination, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { STAGE_PARAMETERS, type RouteDef } from '@quiz/shared';
import { functionTableGrants } from '@quiz/shared/table-grants';
import { ApiFunction, type ApiFunctionProps } from './constructs/api-function';
import type { SdkLayerModuleName } from './constructs/function-bundle';
import { bundleOfRoute, routeThrottleOf, sdkModuleOfRoute, tableGrantOf, userPoolActionsOf } from './route-needs';
import { HANDLERS_DIR, handlerEntry, REPO_ROOT } from './paths';
import type { StageConfig } from './stages';
import { publishFunctionName } from './constructs/publish-function';
import { StatsAggregator } from './constructs/stats-aggregator';
import { OriginAuthorizer } from './constructs/origin-authorizer';
import { PlayersDeployments } from './constructs/players-deployments';

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The route table (shared/src/routes.ts): one route and one function per entry. */
  readonly routes: readonly RouteDef[];
  /** Where `<name>.ts` of each entry lives. @default functions/src/handlers */
  readonly handlersDir?: string;
  /** Stripe's keys (payments stack): the purchase calls read the secret key from it. */
  readonly stripeSecret?: ISecret;
  /** The site's origin a checkout comes back to (https://…), when the stage knows it. */
  readonly siteUrl?: string;
  /**
   * Changes whenever what a deploy ships changes (the web build, the functions' code): a new
   * version of the warm-up function, which the web stack's Trigger runs after the deploy.
   * @default none (the Trigger runs when the warm-up function itself changes)
   */
  readonly deployDigest?: string;
}

/** A back-office call (access designer, tester or admin; docs/back-office.md). */
export function isBackOfficeRoute(route: RouteDef): boolean {
  return route.access === 'designer' || route.access === 'tester' || route.access === 'admin';
}

/** The routes whose functions the warm-up warms: every call but the back-office's. */
export function warmedRoutes(routes: readonly RouteDef[]): RouteDef[] {
  return routes.filter((route) => !isBackOfficeRoute(route));
}

/** The SSM parameter holding the site bucket's name, read by the picture calls. */
export const imagesBucketParameterName = STAGE_PARAMETERS.imagesBucket;

/** The warm-up function's entry (SPEC §2 /utils/warmup-cache; docs/adr/0027-warm-up-after-a-deploy.md). */
export const WARMUP_CACHE_ENTRY = join(REPO_ROOT, 'functions', 'src', 'jobs', 'warmup-cache.ts');

/** The warm-up starts every player's function: Lambda's client, with DynamoDB's. */
export const WARMUP_SDK_MODULE: SdkLayerModuleName = 'ops';

/** A function's reserved concurrency (stages.ts `concurrency`): a players' call's by name, every back-office call's alike. */
export function reservedConcurrencyOf(route: RouteDef, stage: StageConfig): number | undefined {
  return isBackOfficeRoute(route) ? stage.concurrency.backOffice : stage.concurrency.players[route.name];
}

/** Lambda keeps this much of the account's concurrency unreserved: a deploy that reserves more fails. */
export const UNRESERVED_CONCURRENCY_MINIMUM = 100;

/**
 * The stage's reservations, checked at synth rather than by a failed deploy: each named call exists
 * among the players' routes, and the sum leaves Lambda's unreserved minimum of the account's limit.
 */
export function checkReservedConcurrency(routes: readonly RouteDef[], stage: StageConfig): void {
  const players = new Set(warmedRoutes(routes).map((route) => route.name));
  const unknown = Object.keys(stage.concurrency.players).filter((name) => !players.has(name));
  if (unknown.length) throw new Error(`Stage ${stage.name}: concurrency.players names no players' call: ${unknown.join(', ')}`);
  const reserved = routes.reduce((sum, route) => sum + (reservedConcurrencyOf(route, stage) ?? 0), 0) + (stage.concurrency.webhook ?? 0) + (stage.concurrency.originAuthorizer ?? 0);
  const available = stage.concurrency.accountLimit - UNRESERVED_CONCURRENCY_MINIMUM;
  if (reserved > 0 && reserved > available) {
    throw new Error(
      `Stage ${stage.name}: the functions reserve ${reserved} concurrent executions, more than the ${available} ` +
        `an account limit of ${stage.concurrency.accountLimit} allows (Lambda keeps ${UNRESERVED_CONCURRENCY_MINIMUM} unreserved). ` +
        'A new account often starts with a quota of 10 to 400: see it in Service Quotas (AWS Lambda, Concurrent executions), ' +
        'ask for 1,000 before the first prod deploy, and give the quota granted as -c accountConcurrency=<n> (infra/README.md "Throttling and concurrency")',
    );
  }
}

/**
 * A CloudFormation dynamic reference to one version of the origin secret (the current one when
 * `versionId` is absent): the value is resolved at deploy and never written in a template.
 */
export function originSecretReference(secret: ISecret, versionId?: string): string {
  return SecretValue.secretsManager(secret.secretArn, versionId ? { versionId } : {}).unsafeUnwrap();
}

/**
 * The environment that gives a function the origin secret (functions/src/lib/origin.ts): the version
 * CloudFront sends, and during a rotation the other one too (stages.ts `originSecretVersions`).
 */
export function originSecretEnvironment(secret: ISecret, stage: StageConfig): Record<string, string> {
  const [current, previous] = stage.originSecretVersions;
  return {
    ORIGIN_VERIFY_SECRET: originSecretReference(secret, current),
    ...(previous ? { ORIGIN_VERIFY_SECRET_PREVIOUS: originSecretReference(secret, previous) } : {}),
  };
}

/** The HTTP API: a loop over the route table, one function per call. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`, the CloudFront origin of /api/*. */
  readonly apiDomain: string;
  /** The API's JSON access logs: the monitoring stack counts their 429s (constructs/api-answers-watch.ts). */
  readonly accessLogs: LogGroup;
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** Pings every function and fills CloudFront's catalogue after a deploy (an operator's call too). */
  readonly warmUp: ApiFunction;
  /** The table stream's aggregation: site and game statistics, competition rank buckets (no route). */
  readonly statsAggregator: StatsAggregator;
  /**
   * The back-office's functions, in a nested stack of their own: a call costs the API's
   * stack 7 resources (function, role, policy, log group, permission, integration, route) and
   * CloudFormation allows 500 a stack; their routes stay here, on the one API.
   */
  readonly backOffice: NestedStack;
  /**
   * The players' functions, in a nested stack of their own for the same reason: with their routes,
   * integrations and permissions here, the API's stack passed 500 resources once the social calls (shares, challenges, competitions) came.
   */
  readonly players: NestedStack;
  /**
   * The origin secret (docs/adr/0039-api-only-through-cloudfront.md): CloudFront sends it to the
   * API in ORIGIN_VERIFY_HEADER and every API function refuses a request without it.
   */
  readonly originSecret: Secret;
  /**
   * The one authorizer of every route (docs/adr/0043-origin-authorizer.md): a call without the origin
   * header gets 401 and one with a wrong value 403 from API Gateway, before any function runs.
   */
  readonly originAuthorizer: OriginAuthorizer;
  /** The players' calls' gradual deploys: their CodeDeploy application and groups (docs/operating.md "Deploy"). */
  readonly playersDeployments: PlayersDeployments;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table, userPool, userPoolClient } = props;
    const handlersDir = props.handlersDir ?? HANDLERS_DIR;

    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    }));

    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${stage.prefix}-api`,
      description: `Picture quiz API (${stage.name})`,
      createDefaultStage: false,
    });
    const apiStage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integration.latency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    this.apiDomain = `${this.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Picture quiz (${stage.name}): the header CloudFront sends to the API, which the functions require`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // Nothing is lost with it: a new one is generated, and both sides take it at the next deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by an operator (infra/README.md "The origin secret"). Its value is resolved at deploy into CloudFront\'s ' +
        'origin header and the functions\' environment, and CloudFormation does not resolve it again until the reference ' +
        'changes: an automatic rotation would change the stored value only, and rotate nothing. A rotation is a new value ' +
        'and deploys naming its version, the functions accepting old and new while CloudFront changes.',
    });

    const environment = {
      TABLE_NAME: table.tableName,
      COGNITO_USER_POOL_ID: userPool.userPoolId,
      COGNITO_CLIENT_ID: userPoolClient.userPoolClientId,
      STAGE: stage.name,
      POWERTOOLS_SERVICE_NAME: 'quiz',
      // Every API function (both nested stacks and the catch-all): only CloudFront may call them.
      ...originSecretEnvironment(this.originSecret, stage),
    };

    const functionDefaults = {
      table,
      environment,
      memorySize: stage.lambdaMemorySize,
      timeout: stage.lambdaTimeout,
      logRetention: stage.logRetention,
      logRemovalPolicy: stage.removalPolicy,
      tracing: stage.tracing,
    };
    // Off the table and the user pool: the authorizer needs the origin secret only.
    const { table: _noTable, timeout: _ownTimeout, environment: _apiEnvironment, ...authorizerDefaults } = functionDefaults;
    this.originAuthorizer = new OriginAuthorizer(this, 'OriginAuthorizer', {
      functionDefaults: { ...authorizerDefaults, environment: { POWERTOOLS_SERVICE_NAME: 'quiz', STAGE: stage.name, ...originSecretEnvironment(this.originSecret, stage) } },
      reservedConcurrency: stage.concurrency.originAuthorizer,
    });
    const functions = new Map<string, ApiFunction>();
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    this.backOffice = new NestedStack(this, 'BackOffice', { description: `Picture quiz back-office functions (${stage.name})` });
    this.players = new NestedStack(this, 'Players', { description: `Picture quiz player functions (${stage.name})` });
    for (const route of props.routes) {
      // Everything the function gets beyond the defaults comes from the call's record (route-needs.ts).
      const { needs } = route;
      const fn = new ApiFunction(isBackOfficeRoute(route) ? this.backOffice : this.players, route.name, {
        ...functionDefaults,
        ...bundleOfRoute(route),
        environment: {
          ...environment,
          ...(needs.stripeSecret && props.stripeSecret ? { STRIPE_SECRETS_ARN: props.stripeSecret.secretArn } : {}),
          ...(needs.bucket ? { IMAGES_BUCKET_PARAMETER: imagesBucketParameterName(stage.prefix) } : {}),
          // A checkout comes back to the site; a share's page names it.
          ...((needs.stripeSecret || needs.bucket === 'shares') && props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
        },
        entry: handlerEntry(route.name, handlersDir),
        description: `${route.method} ${route.path}`,
        tableGrant: tableGrantOf(route),
        reservedConcurrency: reservedConcurrencyOf(route, stage),
        sdk: sdkModuleOfRoute(route),
        // The players' calls deploy gradually behind their alias (lib/constructs/players-deployments.ts).
        live: !isBackOfficeRoute(route),
      });
      functions.set(route.name, fn);
      if (needs.stripeSecret) props.stripeSecret?.grantRead(fn.role);
      const userPoolActions = userPoolActionsOf(route);
      if (userPoolActions.length) fn.role.addToPolicy(new PolicyStatement({ actions: userPoolActions, resources: [userPool.userPoolArn] }));
      if (needs.invokes?.includes('publish')) {
        // The publish function lives in the web stack (it needs the bucket, the distribution, the page
        // store), which depends on this one: named, not referenced.
        const publishName = publishFunctionName(stage);
        fn.function.addEnvironment('PUBLISH_FUNCTION_NAME', publishName);
        fn.role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.formatArn({ service: 'lambda', resource: 'function', resourceName: publishName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })] }));
      }

      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.live ?? fn.function),
        // The origin's, on every route: the functions verify a caller's token themselves (lib/auth.ts).
        authorizer: this.originAuthorizer.authorizer,
      });
      const throttle = routeThrottleOf(route, stage);
      if (throttle && httpRoute) {
        routeSettings[`${route.method} ${route.path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
        // A stage's route settings name routes that must exist before the stage is updated.
        apiStage.node.addDependency(httpRoute);
      }
    }
    (apiStage.node.defaultChild as CfnStage).routeSettings = routeSettings;
    this.playersDeployments = new PlayersDeployments(this.players, 'Deployments', {
      stage, api: this.api, functions: new Map(warmedRoutes(props.routes).map((route) => [route.name, functions.get(route.name)!])),
    });
    checkReservedConcurrency(props.routes, stage);
    // Unknown calls get the API's own JSON error (404 route_not_found), not API Gateway's body.
    const notFound = new ApiFunction(this, 'routeNotFound', {
      ...functionDefaults,
      // Not a route of the table: always the app's own catch-all, whatever `handlersDir` holds.
      entry: handlerEntry('routeNotFound'),
      description: 'Any unknown API call: 404 JSON',
      tableGrant: functionTableGrants.routeNotFound,
    });
    this.api.addRoutes({
      path: '/{proxy+}',
      methods: [HttpMethod.ANY],
      integration: new HttpLambdaIntegration('routeNotFoundIntegration', notFound.function),
      authorizer: this.originAuthorizer.authorizer,
    });
    functions.set('routeNotFound', notFound);
    this.functions = functions;
    this.warmUp = this.warmUpFunction(functionDefaults, props);
    // Off the API: the origin secret is no business of a stream consumer.
    const { table: _table, environment: _environment, ...aggregatorDefaults } = functionDefaults;
    this.statsAggregator = new StatsAggregator(this, 'StatsAggregator', {
      table,
      functionDefaults: { ...aggregatorDefaults, environment: Object.fromEntries(Object.entries(environment).filter(([name]) => !name.startsWith('ORIGIN_VERIFY'))) },
    });

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'OriginSecretArn', {
      value: this.originSecret.secretArn,
      description: 'The origin secret CloudFront sends to the API: infra/README.md "The origin secret" (rotation)',
    });
    new CfnOutput(this, 'WarmupFunctionName', {
      value: this.warmUp.function.functionName,
      description: 'aws lambda invoke --function-name <this> /dev/stdout: warms the functions and the edge catalogue',
    });
  }

  /**
   * The warm-up (SPEC §2 /utils/warmup-cache): no HTTP route, so nobody anonymous can call it; the
   * deploy (the web stack's Trigger) and operators with AWS credentials invoke it. It may invoke the
   * API functions, each by its ARN, and nothing else (no table, no wildcard). It warms what players
   * call: the back-office's functions wait for their staff's first call, and leaving them
   * out keeps the list within a function's 4 KB environment.
   */
  private warmUpFunction(defaults: Omit<ApiFunctionProps, 'entry' | 'description' | 'tableGrant'>, props: ApiStackProps): ApiFunction {
    // Through their live alias, the version players are sent to (docs/adr/0027-warm-up-after-a-deploy.md).
    const targets = warmedRoutes(props.routes).map((route) => this.functions.get(route.name)!).map((fn) => fn.live ?? fn.function);
    const warmUp = new ApiFunction(this, 'warmupCache', {
      ...defaults,
      environment: {
        POWERTOOLS_SERVICE_NAME: 'quiz',
        STAGE: props.stage.name,
        // Names, not ARNs: a function's environment holds 4 KB; the players' functions' names with their
        // alias (`<name>:live`, up to 69 characters each) take under 3.5 KB (an infra test keeps the bound).
        WARM_FUNCTIONS: Fn.join(',', targets.map((fn) => fn.functionName)),
        ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
        ...(props.deployDigest ? { DEPLOY_DIGEST: props.deployDigest } : {}),
      },
      timeout: Duration.minutes(1),
      tracing: false,
      entry: WARMUP_CACHE_ENTRY,
      description: 'Warm-up after a deploy: every API function, and the catalogue through CloudFront',
      tableGrant: functionTableGrants.warmupCache,
      sdk: WARMUP_SDK_MODULE,
    });
    warmUp.role.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: targets.map((fn) => fn.functionArn) }));
    return warmUp;
  }
}
