import { Duration, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { StageConfig } from '../stages';
import type { ApiFunction } from './api-function';

/**
 * What rolls a players' call's deploy back (docs/operating.md "Roll back"), over one-minute periods so
 * that CodeDeploy sees them within the canary's five minutes. They notify nobody: CodeDeploy reads
 * them; the monitoring stack's alarms page.
 */
export const CANARY_ALARMS = {
  /** The alias ran into an error (a crash, a timeout, a bundle that does not load): any, in one minute. */
  aliasErrors: 1,
  /**
   * The API answered 5xx to more than 2 % of its requests in one minute (from 20 requests): a handler
   * that fails answers 500 without a Lambda error, so the API's figure catches what the alias's misses.
   */
  api5xxPercent: 2,
  api5xxMinRequests: 20,
} as const;

/** How each stage shifts the players' calls (stages.ts `playerDeploys`). */
export const PLAYER_DEPLOYMENT_CONFIGS = {
  canary: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
  allAtOnce: LambdaDeploymentConfig.ALL_AT_ONCE,
} as const;

export interface PlayersDeploymentsProps {
  readonly stage: StageConfig;
  readonly api: IHttpApi;
  /** The players' calls by route name, each published behind its alias (ApiFunction `live`). */
  readonly functions: ReadonlyMap<string, ApiFunction>;
}

/**
 * Gradual deploys of the players' calls (docs/operating.md "Deploy"): one CodeDeploy application for the
 * stage, and for each call a deployment group that moves its alias to the deploy's version as the stage's
 * `playerDeploys` says, and rolls it back when the deploy fails, is stopped, or one of its alarms fires:
 * the alias's errors, or the API's 5xx rate. CloudFormation runs the groups' deployments in parallel
 * (CodeDeploy allows 1,000 groups an application and 1,300 deployments at once in an account).
 */
export class PlayersDeployments extends Construct {
  readonly application: LambdaApplication;
  readonly groups = new Map<string, LambdaDeploymentGroup>();
  /** The API's 5xx rate per minute: every group rolls back on it. */
  readonly api5xx: Alarm;

  constructor(scope: Construct, id: string, props: PlayersDeploymentsProps) {
    super(scope, id);
    const { stage } = props;
    this.application = new LambdaApplication(this, 'Application', { applicationName: `${stage.prefix}-players` });
    // One role for every group (aws-cdk-lib would make one each: 48 more resources in the nested stack).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      description: `CodeDeploy: shifts the players' aliases of ${stage.prefix}`,
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "aws-cdk-lib's LambdaDeploymentGroup attaches AWS's policy for CodeDeploy on Lambda (the Limited one: reads alarms, " +
        'updates aliases, invokes only CodeDeployHook_* functions); it is maintained with the service.',
    });

    const minute = Duration.minutes(1);
    this.api5xx = new Alarm(this, 'Api5xx', {
      alarmName: `${stage.prefix}-canary-api-5xx`,
      alarmDescription: `Deploys of the players' calls roll back: more than ${CANARY_ALARMS.api5xxPercent} % of API requests answered 5xx in a minute (docs/operating.md "Roll back")`,
      metric: new MathExpression({
        expression: `IF(requests >= ${CANARY_ALARMS.api5xxMinRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { requests: props.api.metricCount({ period: minute }), errors: props.api.metricServerError({ period: minute }) },
        period: minute,
        label: 'API 5xx % (a minute)',
      }),
      threshold: CANARY_ALARMS.api5xxPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    for (const [name, fn] of props.functions) {
      if (!fn.live) throw new Error(`${name}: a players' call deploys gradually, so its function needs its live alias (ApiFunction live: true)`);
      const errors = new Alarm(fn, 'LiveErrors', {
        alarmName: `${stage.prefix}-canary-${name}-errors`,
        alarmDescription: `Deploys of ${name} roll back: its live alias ran into an error (docs/operating.md "Roll back")`,
        metric: fn.live.metricErrors({ period: minute, statistic: 'Sum' }),
        threshold: CANARY_ALARMS.aliasErrors,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      this.groups.set(name, new LambdaDeploymentGroup(fn, 'Deployments', {
        application: this.application,
        alias: fn.live,
        role,
        deploymentConfig: PLAYER_DEPLOYMENT_CONFIGS[stage.playerDeploys],
        alarms: [errors, this.api5xx],
        autoRollback: { failedDeployment: true, stoppedDeployment: true, deploymentInAlarm: true },
      }));
    }
  }
}
