import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, GraphWidget, MathExpression, Metric, TextWidget, TreatMissingData, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { ErrorBody } from '@quiz/shared';
import { subscribeAlarmTopic } from './alarm-subscriptions';
import { ALARM_THRESHOLDS } from './monitoring-stack';
import { QR_QUIZ_PATH_PATTERN } from './site-routing';
import { API_PATH_PATTERN } from './web-stack';
import type { StageConfig } from './stages';

/**
 * CloudFront takes web ACLs from us-east-1 only, and publishes its metrics there only: the edge's
 * stacks of every stage live in this region, whatever the stage's own region is.
 */
export const EDGE_REGION = 'us-east-1';

/**
 * The AWS managed rule groups of the web ACL, in the order it evaluates them (after the rate rule),
 * with the rules of each group that only count (never block) and why. docs/adr/0037-edge-stack-in-us-east-1.md
 * says what was checked against the site's own traffic.
 */
export const MANAGED_RULE_GROUPS = [
  // Addresses Amazon's threat intelligence lists as bots, scanners or DDoS sources: nothing of ours.
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: {} },
  {
    name: 'AWSManagedRulesCommonRuleSet',
    countOnly: {
      // Blocks bodies over 8 KB. Legitimate ones are bigger: a content page's blocks and a product's
      // description (12 paragraphs of 2,000 characters a language) are unbounded or up to ~50 KB, a
      // score sync carries several runs. Each route's schema bounds its body; API Gateway caps it.
      SizeRestrictions_BODY: 'back-office pages and products, and score syncs, post JSON bodies over 8 KB',
    },
  },
  // Log4j, Java deserialization, `localhost` Host headers, exploitable paths: nothing of ours.
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: {} },
] as const satisfies readonly { name: string; countOnly: Record<string, string> }[];

/**
 * The paths whose requests reach the API origin (web-stack.ts behaviours /api/* and the QR quiz
 * links): the only ones the per-IP rate rule counts. Pages, assets and images come from the cache
 * or S3 and a page load fetches dozens of them: counting those would punish browsing, not floods.
 */
export const RATE_LIMITED_PREFIXES = [API_PATH_PATTERN, QR_QUIZ_PATH_PATTERN].map((pattern) => pattern.replace(/\*$/, ''));

/** Over the rate, the API's own answer to too many requests: 429 `too_many_requests` (shared/src/errors.ts). */
export const RATE_LIMITED_BODY: ErrorBody = {
  error: { code: 'too_many_requests', message: 'Too many requests from your network. Please wait a few minutes and try again.' },
};
export const RATE_LIMITED_RETRY_AFTER_SECONDS = 300;

export interface EdgeStackProps extends StackProps {
  readonly stage: StageConfig;
}

/**
 * The stage's web ACL, in us-east-1, scope CLOUDFRONT: the web stack's distribution
 * names it (`webAclId`), so this stack deploys before the web stack. A rate rule per IP on the API's
 * paths, then AWS's managed rule groups; everything else is allowed. Metrics and sampled requests on,
 * for the whole ACL and each rule.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  /** The ACL's CloudWatch metric name: the `WebACL` dimension of its AWS/WAFV2 metrics. */
  readonly webAclMetricName: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const metricName = (name: string) => `${stage.prefix}-${name}`;
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: metricName(name),
    });
    this.webAclMetricName = metricName('edge');

    const startsWith = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });

    const rateRule: CfnWebACL.RuleProperty = {
      name: 'ApiRequestsPerIp',
      priority: 1,
      action: {
        block: {
          customResponse: {
            responseCode: 429,
            customResponseBodyKey: 'tooManyRequests',
            responseHeaders: [{ name: 'retry-after', value: String(RATE_LIMITED_RETRY_AFTER_SECONDS) }],
          },
        },
      },
      statement: {
        rateBasedStatement: {
          limit: stage.wafApiRequestsPer5MinPerIp,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: { orStatement: { statements: RATE_LIMITED_PREFIXES.map(startsWith) } },
        },
      },
      visibilityConfig: visibility('api-requests-per-ip'),
    };

    const managedRules = MANAGED_RULE_GROUPS.map((group, i): CfnWebACL.RuleProperty => ({
      name: group.name,
      // The IP reputation list before the rate rule (cheap, and a listed address should not spend the
      // budget), the others after it.
      priority: i === 0 ? 0 : i + 1,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ...(Object.keys(group.countOnly).length
            ? { ruleActionOverrides: Object.keys(group.countOnly).map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
            : {}),
        },
      },
      visibilityConfig: visibility(group.name),
    }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.webAclMetricName,
      description: `Picture quiz ${stage.name}: AWS WAF in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        tooManyRequests: { contentType: 'APPLICATION_JSON', content: JSON.stringify(RATE_LIMITED_BODY) },
      },
      rules: [managedRules[0]!, rateRule, ...managedRules.slice(1)],
      visibilityConfig: visibility('edge'),
    });

    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn, description: 'The web ACL the stage\'s CloudFront distribution uses' });
  }
}

export interface EdgeMonitoringStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The web stack's distribution (another region: CDK passes it by Fn::GetStackOutput). */
  readonly distributionId: string;
  /** The edge stack's web ACL (its `WebACL` metric dimension): its blocks are alarmed on. @default no WAF alarm */
  readonly webAclMetricName?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/** A CloudFront metric of one distribution (dimensions DistributionId and Region=Global), in us-east-1. */
export function cloudFrontMetric(distributionId: string, metricName: '5xxErrorRate' | 'Requests', region?: string): Metric {
  return new Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    statistic: metricName === 'Requests' ? 'Sum' : 'Average',
    period: FIVE_MINUTES,
    ...(region ? { region } : {}),
  });
}

/**
 * What watches the edge, in us-east-1 where CloudFront's metrics are: the CloudFront 5xx alarm and the
 * topic it mails (encrypted with its own key and mailing `alarmEmail`, like the monitoring stack's:
 * an alarm only notifies a topic of its own region). Deployed after the web stack, whose
 * distribution it watches.
 */
export class EdgeMonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    const { stage, distributionId } = props;

    const key = new Key(this, 'AlarmTopicKey', {
      description: `${stage.prefix}: encrypts the edge's alarm topic`,
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });
    // CloudWatch publishes to the topic: it must be able to use the key (the AWS managed SNS key refuses it).
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', { topicName: `${stage.prefix}-edge-alarms`, masterKey: key, enforceSSL: true });
    subscribeAlarmTopic(this.topic, stage, `${stage.prefix}-edge-alarms`);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn, description: 'npm run smoke -- --alarm-topic-arn <this>: its subscriptions confirmed (docs/operating.md "Smoke")' });

    const { cloudFront5xxPercent, cloudFrontMinRequests } = ALARM_THRESHOLDS;
    const alarm = new Alarm(this, 'CloudFront5xxRate', {
      alarmName: `${stage.prefix}-CloudFront5xxRate`,
      alarmDescription: `More than ${cloudFront5xxPercent} % of CloudFront's answers were 5xx (infra/README.md "Alarms")`,
      metric: new MathExpression({
        expression: `IF(requests >= ${cloudFrontMinRequests}, rate, 0)`,
        usingMetrics: { requests: cloudFrontMetric(distributionId, 'Requests'), rate: cloudFrontMetric(distributionId, '5xxErrorRate') },
        period: FIVE_MINUTES,
        label: 'CloudFront 5xx %',
      }),
      threshold: cloudFront5xxPercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.notify(alarm);

    if (props.webAclMetricName) {
      // A flood: the blocks of five minutes are a whole address's allowance (the rate rule's limit), twice in
      // a row; a scanner's few dozen blocks a period are what the ACL is for (docs/operating.md "Alarms and what to do").
      const blocked = stage.wafApiRequestsPer5MinPerIp;
      this.notify(new Alarm(this, 'WafBlockedRequests', {
        alarmName: `${stage.prefix}-WafBlockedRequests`,
        alarmDescription: `The web ACL blocked ${blocked} requests in five minutes, twice in a row (infra/README.md "Alarms")`,
        metric: wafMetric(props.webAclMetricName, 'BlockedRequests'),
        threshold: blocked,
        evaluationPeriods: 3,
        datapointsToAlarm: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }));
    }
  }

  private notify(alarm: Alarm): void {
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}

/** A metric of the stage's web ACL, all rules (AWS/WAFV2; a CloudFront ACL's metrics have no Region dimension). */
export function wafMetric(webAclMetricName: string, metricName: 'BlockedRequests' | 'CountedRequests' | 'AllowedRequests', rule = 'ALL', region?: string): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2', metricName, dimensionsMap: { WebACL: webAclMetricName, Rule: rule }, statistic: 'Sum', period: FIVE_MINUTES,
    ...(region ? { region } : {}),
  });
}

/**
 * The edge's row of the stage's dashboard (monitoring-stack.ts, in the stage's region): CloudFront's
 * requests and 5xx rate, and what the web ACL blocked or only counted, read from us-east-1.
 */
export function edgeDashboardWidgets(stage: StageConfig, distributionId: string, webAclMetricName: string): IWidget[] {
  const waf = (metricName: 'BlockedRequests' | 'CountedRequests' | 'AllowedRequests') => wafMetric(webAclMetricName, metricName, 'ALL', EDGE_REGION).with({ label: `${metricName} (ALL)` });
  return [
    new GraphWidget({
      title: 'CloudFront requests and 5xx % (us-east-1)',
      left: [cloudFrontMetric(distributionId, 'Requests', EDGE_REGION)],
      right: [cloudFrontMetric(distributionId, '5xxErrorRate', EDGE_REGION)],
      width: 8,
    }),
    new GraphWidget({
      title: 'WAF: blocked and counted requests (us-east-1)',
      left: [waf('BlockedRequests'), waf('CountedRequests')],
      right: [waf('AllowedRequests')],
      width: 8,
    }),
    new TextWidget({
      markdown: `CloudFront's 5xx alarm is in us-east-1 (topic ${stage.prefix}-edge-alarms), not in this dashboard's alarm list; the web ACL is ${webAclMetricName}.`,
      width: 8,
      height: 6,
    }),
  ];
}
