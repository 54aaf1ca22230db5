import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, FileSystem, Tags, type App, type Environment } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { routeList, type RouteDef } from '@quiz/shared';
import { ApiStack, imagesBucketParameterName, isBackOfficeRoute } from './api-stack';
import { AuthStack } from './auth-stack';
import { BackupStack } from './backup-stack';
import { buildCommit, COMMIT_TAG } from './build-commit';
import { DataStack } from './data-stack';
import { EDGE_REGION, edgeDashboardWidgets, EdgeMonitoringStack, EdgeStack } from './edge-stack';
import { MonitoringStack, type WatchedFunction } from './monitoring-stack';
import { EXPIRY_RATE, PaymentsStack } from './payments-stack';
import { stageConfig, type StageConfig } from './stages';
import { REPO_ROOT, WEB_DIST_DIR } from './paths';
import { routesWithBucket } from './route-needs';
import { WEB_DIST_EXCLUDES, WebStack } from './web-stack';

export interface QuizAppOptions {
  /** @default the shared route table */
  readonly routes?: readonly RouteDef[];
  /** @default functions/src/handlers */
  readonly handlersDir?: string;
  /** @default web/dist */
  readonly webDistDir?: string;
  /** @default the stage's `region` (else CDK_DEFAULT_REGION) and CDK_DEFAULT_ACCOUNT: see `environment` */
  readonly env?: Environment;
}

export interface QuizStacks {
  readonly stage: StageConfig;
  readonly data: DataStack;
  readonly auth: AuthStack;
  /** The table's backups and their copy (docs/operating.md "Restore"). */
  readonly backup: BackupStack;
  readonly payments: PaymentsStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly monitoring: MonitoringStack;
  /** us-east-1: the web ACL (before web) and the CloudFront alarm with its topic (after web). */
  readonly edge: EdgeStack;
  readonly edgeMonitoring: EdgeMonitoringStack;
}

/**
 * Every stack has an explicit region: the edge's are in us-east-1, and a reference between regions
 * (the web ACL's ARN, the distribution's id) needs both ends' regions known at synth. The region is
 * the stage's setting `region`, else the CLI's (CDK_DEFAULT_REGION: the profile's, or us-east-1 when
 * it has none). The account may stay unknown, so `cdk synth` still needs no AWS credentials.
 */
function environment(stage: StageConfig, given?: Environment): Environment {
  const env = given ?? { account: process.env.CDK_DEFAULT_ACCOUNT, region: stage.region ?? process.env.CDK_DEFAULT_REGION };
  if (!env.region) {
    throw new Error(
      `Stage ${stage.name} needs a region for its stacks (the edge's are in ${EDGE_REGION}, and references between regions need both known): ` +
        'write region in infra/stage-settings.ts, pass -c region=eu-west-3, or run the CDK CLI (it gives CDK_DEFAULT_REGION)',
    );
  }
  return env;
}

/**
 * What a deploy ships, in one hash: the web build and the functions' code (and the shared code they
 * bundle). The warm-up function carries it, so a deploy that changes either runs the warm-up.
 */
function deployDigest(options: QuizAppOptions): string {
  const webDist = options.webDistDir ?? WEB_DIST_DIR;
  const sources = [join(REPO_ROOT, 'functions', 'src'), join(REPO_ROOT, 'shared', 'src'), ...(existsSync(webDist) ? [webDist] : [])];
  const fingerprints = sources.map((dir) => FileSystem.fingerprint(dir, { exclude: WEB_DIST_EXCLUDES }));
  return createHash('sha256').update(fingerprints.join(':')).digest('hex').slice(0, 16);
}

/**
 * Every stack of one stage, in dependency order: data → auth → payments → api → edge (us-east-1) → web →
 * edge-monitoring (us-east-1), monitoring. Payments holds
 * Stripe's secret (the purchase calls read it) and the webhook behind its own function URL.
 */
export function buildQuizApp(app: App, options: QuizAppOptions = {}): QuizStacks {
  const stage = stageConfig(app);
  const env = environment(stage, options.env);
  const common = {
    env,
    stage,
    terminationProtection: stage.deletionProtection,
  };
  const name = (part: string) => `${stage.prefix}-${part}`;

  const data = new DataStack(app, name('data'), { ...common, description: `Picture quiz ${stage.name}: DynamoDB table` });
  const auth = new AuthStack(app, name('auth'), { ...common, description: `Picture quiz ${stage.name}: Cognito user pool` });
  const backup = new BackupStack(app, name('backup'), {
    ...common, description: `Picture quiz ${stage.name}: backups of the table and exports of the user pool`,
    table: data.table, userPool: auth.userPool,
  });
  // What the functions of both stacks read: the table and the pool's ids.
  const backend = { ...common, table: data.table, userPool: auth.userPool, userPoolClient: auth.userPoolClient };
  const payments = new PaymentsStack(app, name('payments'), { ...backend, description: `Picture quiz ${stage.name}: Stripe secret and webhook` });
  const edgeCommon = { ...common, env: { account: env.account, region: EDGE_REGION } };
  const edge = new EdgeStack(app, name('edge'), { ...edgeCommon, description: `Picture quiz ${stage.name}: AWS WAF web ACL of CloudFront (us-east-1)` });
  const siteHost = stage.domainName ?? stage.webDomain;
  const routes = options.routes ?? routeList;
  // The roles the site bucket's policies name: the calls whose record asks for its pictures or its shares.
  const rolesWithBucket = (bucket: 'pictures' | 'shares') => routesWithBucket(routes, bucket).flatMap((route) => api.functions.get(route.name)?.role ?? []);
  const api = new ApiStack(app, name('api'), {
    deployDigest: deployDigest(options),
    ...backend,
    description: `Picture quiz ${stage.name}: HTTP API and functions`,
    routes,
    handlersDir: options.handlersDir,
    stripeSecret: payments.stripeSecret,
    siteUrl: siteHost ? `https://${siteHost}` : undefined,
  });
  const web = new WebStack(app, name('web'), {
    ...common,
    description: `Picture quiz ${stage.name}: site bucket and CloudFront`,
    apiDomain: api.apiDomain,
    originSecret: api.originSecret,
    webDistDir: options.webDistDir,
    authConfig: auth.webAuthConfig,
    signInOrigins: auth.signInOrigins,
    warmUp: api.warmUp.function,
    pictureRoles: rolesWithBucket('pictures'),
    shareRoles: rolesWithBucket('shares'),
    imagesBucketParameterName: imagesBucketParameterName(stage.prefix),
    siteOrigin: siteHost ? `https://${siteHost}` : undefined,
    table: data.table,
    webAclId: edge.webAcl.attrArn,
  });
  const edgeMonitoring = new EdgeMonitoringStack(app, name('edge-monitoring'), {
    ...edgeCommon,
    description: `Picture quiz ${stage.name}: CloudFront's alarm and its topic (us-east-1)`,
    distributionId: web.distribution.distributionId,
    webAclMetricName: edge.webAclMetricName,
  });

  const watched = (name: string, fn: LambdaFunction, backOffice = false): WatchedFunction => ({ name, function: fn, timeout: fn.timeout ?? Duration.seconds(3), backOffice });
  const backOfficeCalls = new Set(routes.filter(isBackOfficeRoute).map((route) => route.name));
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    ...common,
    description: `Picture quiz ${stage.name}: alarms, their topic, the dashboard`,
    api: api.api,
    apiAccessLogs: api.accessLogs,
    table: data.table,
    functions: [
      ...[...api.functions].map(([call, fn]) => watched(call, fn.function, backOfficeCalls.has(call))),
      watched('warmupCache', api.warmUp.function),
      watched('statsAggregator', api.statsAggregator.fn.function),
      watched('originAuthorizer', api.originAuthorizer.fn.function),
      watched('stripeWebhook', payments.webhook.function),
      watched('expirePurchases', payments.expiry.function),
      watched('userPoolExport', backup.userPoolExport.function.function),
      // Only the back-office's publish starts it.
      ...(web.publish ? [watched('publishSite', web.publish.function.function, true)] : []),
    ],
    webhook: payments.webhook.function,
    expiry: { function: payments.expiry.function, every: EXPIRY_RATE },
    deadLetterQueues: [
      { name: 'StatsStream', queue: api.statsAggregator.deadLetters, holds: 'the statistics stream (a batch not applied: replay it within 24 hours)' },
      { name: 'ExpirySchedule', queue: payments.expiryDeadLetters, holds: 'the purchase expiry schedule (a run not made)' },
      { name: 'UserPoolExportSchedule', queue: backup.userPoolExport.deadLetters, holds: 'the user-pool export schedule (a day without an export: run it by hand)' },
    ],
    edgeWidgets: edgeDashboardWidgets(stage, web.distribution.distributionId, edge.webAclMetricName),
  });

  Tags.of(app).add('project', 'picture-quiz');
  Tags.of(app).add('stage', stage.name);
  // The commit every stack was built from (docs/operating.md "After a deploy"): on the stacks only, which
  // CloudFormation passes on to their resources; on each resource, every template would change with each commit.
  const commit = buildCommit(app.node.tryGetContext('commit'));
  Tags.of(app).add(COMMIT_TAG, commit, { includeResourceTypes: ['aws:cdk:stack'] });
  new CfnOutput(api, 'Commit', { value: commit, description: 'The git commit this stage was built from ("-dirty": with uncommitted changes)' });
  return { stage, data, auth, backup, payments, api, web, monitoring, edge, edgeMonitoring };
}
