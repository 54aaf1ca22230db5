import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { STAGE_SETTINGS } from '../stage-settings';
import { AWS_LIMITS, capacityPlan, designPlayers, STAGING_PLAYERS } from './capacity-model';

/** Throttles and reservations follow the capacity model (docs/capacity.md "The stages' limits"). */
const PROD_PLAN = capacityPlan(designPlayers(), { reserve: true });
const STAGING_PLAN = capacityPlan(STAGING_PLAYERS, { reserve: false });

/**
 * The deployable stages and everything that differs between them, in one place. The stage is chosen
 * with `-c stage=prod|staging` (default staging); a few values can be given as context (see
 * infra/README.md), everything else is decided here.
 */
export const STAGE_NAMES = ['prod', 'staging'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface StageConfig {
  readonly name: StageName;
  /** Prefix of stack and resource names, e.g. `quiz-staging` → stack `quiz-staging-data`. */
  readonly prefix: string;
  /** Custom domain of the site (CloudFront alias), e.g. `quiz.example.com`; none: the cloudfront.net name. */
  readonly domainName?: string;
  /** ACM certificate for `domainName`; CloudFront only accepts certificates from us-east-1. */
  readonly certificateArn?: string;
  /**
   * Host the browser returns to after sign-in when no custom domain is set: the distribution's
   * `dxxxx.cloudfront.net` name, known only after the first deploy (context `webDomain`).
   */
  readonly webDomain?: string;
  /** Prefix of the Cognito hosted-UI domain (`<prefix>.auth.<region>.amazoncognito.com`), globally unique. */
  readonly authDomainPrefix: string;
  /** Where the alarms of the stage are sent (an e-mail subscription of its alarm topic); none: nobody is told. */
  readonly alarmEmail?: string;
  /**
   * A pager's or a chat's HTTPS endpoint the alarm topics also post to (e.g. PagerDuty's or Opsgenie's
   * CloudWatch integration URL): setting `alarmHttpsUrl`; none: only the e-mail.
   */
  readonly alarmHttpsUrl?: string;
  /**
   * A Slack channel the alarm topics post to through AWS Chatbot (its workspace authorized once in the
   * Chatbot console): setting `alarmSlack`, `<workspace id>/<channel id>`; none: no chat.
   */
  readonly alarmSlack?: { readonly workspaceId: string; readonly channelId: string };
  readonly lambdaMemorySize: number;
  readonly lambdaTimeout: Duration;
  /** Retention of the functions' logs, the API access logs and (in days) the S3/CloudFront log bucket. */
  readonly logRetention: RetentionDays;
  readonly logBucketRetentionDays: number;
  /** X-Ray active tracing of the functions. */
  readonly tracing: boolean;
  /** DynamoDB deletion protection, Cognito deletion protection, CloudFormation termination protection. */
  readonly deletionProtection: boolean;
  /** What happens to stateful resources (table, user pool, buckets, log groups) when removed from the app. */
  readonly removalPolicy: RemovalPolicy;
  /** Stage-wide API Gateway throttling (requests per second, burst). */
  readonly apiThrottle: Throttle;
  /**
   * Tighter throttling per route (requests per second, burst): a flood of one call never takes the
   * whole API's budget. `startPlay` and `moves` (the play routes), `writes` (every other call that
   * changes something: a route of method POST, PUT, PATCH or DELETE). The per-caller limits
   * (RATE_LIMITS) are enforced by the functions themselves; these are the API-wide ceiling in front.
   */
  readonly routeThrottle: {
    readonly startPlay: Throttle;
    readonly moves: Throttle;
    readonly writes: Throttle;
  };
  /**
   * Reserved concurrency (infra/README.md "Throttling and concurrency"): what the busiest players' functions are
   * guaranteed, and the ceiling of each back-office function, so that neither a flood on one call nor
   * the back-office can take the concurrency the game needs. Every other function shares the rest.
   * Lambda keeps 100 of the account's limit unreserved: the stage's sum must leave that.
   */
  readonly concurrency: {
    /** The account's concurrent executions in the stage's region (AWS's default quota is 1,000; a new account may start lower). */
    readonly accountLimit: number;
    /** Per call, by name (`startPlay`, `guess`, …). */
    readonly players: Readonly<Record<string, number>>;
    /** Each back-office function's; none: unreserved. */
    readonly backOffice?: number;
    /**
     * Stripe's webhook (its function URL is public): a ceiling, so that a flood of unsigned posts
     * cannot take what the players' functions share. Stripe retries a refused event for days.
     */
    readonly webhook?: number;
    /** The API's origin authorizer (docs/adr/0043-origin-authorizer.md): kept for it, and its ceiling. @default none */
    readonly originAuthorizer?: number;
  };
  /**
   * The region of the stage's stacks (all but the edge's, which are in us-east-1): setting `region`,
   * else the CDK CLI's (CDK_DEFAULT_REGION). quiz-app.ts refuses to build a stage without one.
   */
  readonly region?: string;
  /**
   * AWS WAF on CloudFront (edge-stack.ts): the most requests one IP address may send to the API
   * origin (/api/*, QR quiz links) in five minutes before the rate rule answers it 429.
   */
  readonly wafApiRequestsPer5MinPerIp: number;
  /**
   * How long the site bucket keeps an overwritten or deleted object's previous version (designers'
   * pictures exist nowhere else; docs/adr/0041-versioned-site-bucket.md), in days.
   */
  readonly noncurrentVersionDays: number;
  /**
   * The origin secret's versions the deploy names (docs/adr/0039-api-only-through-cloudfront.md,
   * infra/README.md "The origin secret"): none, the current one; during a rotation the new version's
   * id (CloudFront sends it) then the old one's (the functions accept both). Setting `originSecretVersions`.
   */
  readonly originSecretVersions: readonly string[];
  /**
   * How a deploy shifts the players' calls to their new code (lib/constructs/players-deployments.ts,
   * docs/operating.md "Deploy"): `canary`, 10 % for 5 minutes then the rest, rolled back by the canary's
   * alarms; `allAtOnce`, at once (the alarms still roll back a deploy that fails).
   */
  readonly playerDeploys: 'canary' | 'allAtOnce';
  /**
   * The second backup vault every backup of the table is copied to, in another region or account
   * (docs/operating.md "Restore"); none (staging may omit it): the backups stay in the stage's vault only.
   */
  readonly backupCopyVaultArn?: string;
}

type StageDefaults = Omit<StageConfig, 'name' | 'prefix' | 'authDomainPrefix' | 'domainName' | 'certificateArn' | 'webDomain' | 'region'
  | 'originSecretVersions' | 'backupCopyVaultArn'> &
  Partial<Pick<StageConfig, 'domainName' | 'certificateArn'>>;

const DEFAULTS: Record<StageName, StageDefaults> = {
  prod: {
    // 1 GB on arm64: cold starts of the bundled handlers stay short, and DynamoDB calls dominate anyway.
    lambdaMemorySize: 1024,
    lambdaTimeout: Duration.seconds(10),
    logRetention: RetentionDays.THREE_MONTHS,
    logBucketRetentionDays: 90,
    tracing: true,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
    // Built for the players of the first AWS limit less a margin (capacity-model.ts): a crowd meets
    // these 429s before any throttling of AWS's own.
    apiThrottle: PROD_PLAN.apiThrottle,
    routeThrottle: PROD_PLAN.routeThrottle,
    // The hot calls' reservations at the same players; 3 for each back-office function (65 of them).
    concurrency: { accountLimit: AWS_LIMITS.accountConcurrency, players: PROD_PLAN.reserved, backOffice: 3, webhook: 5, originAuthorizer: 5 },
    // 10 API requests a second, sustained over five minutes, from one address: a classroom of players
    // behind one school NAT stays under it; a scraper or a flood does not (docs/adr/0037-edge-stack-in-us-east-1.md).
    wafApiRequestsPer5MinPerIp: 3000,
    // A deleted or overwritten picture can be brought back for a month.
    noncurrentVersionDays: 30,
    // Players' calls move to a deploy's code 10 % first, for 5 minutes, rolled back on their alarms.
    playerDeploys: 'canary',
    // The production domain and its us-east-1 certificate go here once they exist (or come as context).
  },
  staging: {
    lambdaMemorySize: 512,
    lambdaTimeout: Duration.seconds(10),
    logRetention: RetentionDays.TWO_WEEKS,
    logBucketRetentionDays: 14,
    tracing: false,
    deletionProtection: false,
    removalPolicy: RemovalPolicy.DESTROY,
    apiThrottle: STAGING_PLAN.apiThrottle,
    routeThrottle: STAGING_PLAN.routeThrottle,
    // Nothing reserved: a new account's quota (as low as 10) leaves nothing to reserve, and testers
    // need no guarantee.
    concurrency: { accountLimit: 10, players: {} },
    // Testers and the smoke suite only; the stage's API throttle (20 requests a second) is lower anyway.
    wafApiRequestsPer5MinPerIp: 1000,
    noncurrentVersionDays: 7,
    // Testers only: a deploy switches at once and stays a few minutes long (the canary's machinery still runs).
    playerDeploys: 'allAtOnce',
  },
};

function contextString(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}

export function isStageName(value: string): value is StageName {
  return (STAGE_NAMES as readonly string[]).includes(value);
}

/**
 * The settings an operator writes for a stage (infra/stage-settings.ts), each of which a context key of
 * the same name overrides (`-c domainName=…`). Prod must have all of those in `PROD_REQUIRED`.
 */
export interface StageSettings {
  readonly domainName?: string;
  readonly certificateArn?: string;
  readonly webDomain?: string;
  readonly authDomainPrefix?: string;
  readonly alarmEmail?: string;
  /** A pager's HTTPS endpoint for the alarms, besides the e-mail (docs/operating.md "Alarms and what to do"). */
  readonly alarmHttpsUrl?: string;
  /** A Slack channel for the alarms, `<workspace id>/<channel id>` as the AWS Chatbot console shows them. */
  readonly alarmSlack?: string;
  /** The AWS region of the stage's stacks, e.g. `eu-west-3` (the edge's are in us-east-1 regardless). */
  readonly region?: string;
  /** During a rotation of the origin secret: `<new version id>,<old version id>` (infra/README.md "The origin secret"). */
  readonly originSecretVersions?: string;
  /**
   * The account's Lambda concurrency quota in the stage's region (Service Quotas → AWS Lambda →
   * Concurrent executions), when it is not the stage's default: the reservations are checked against it.
   */
  readonly accountConcurrency?: string;
  /**
   * The ARN of the backup vault (`arn:aws:backup:<region>:<account>:backup-vault:<name>`, in another
   * region or account) the table's backups are copied to (docs/operating.md "Restore"). Prod requires it.
   */
  readonly backupCopyVaultArn?: string;
}
const SETTING_KEYS = [
  'domainName', 'certificateArn', 'webDomain', 'authDomainPrefix', 'alarmEmail', 'region',
  'originSecretVersions', 'accountConcurrency', 'alarmHttpsUrl', 'alarmSlack', 'backupCopyVaultArn',
] as const satisfies readonly (keyof StageSettings)[];

/** A Secrets Manager version id (the CLI makes a UUID; a client request token is 32 to 64 characters). */
const SECRET_VERSION_ID = /^[A-Za-z0-9-]{32,64}$/;

/** `originSecretVersions`: one or two version ids, the one CloudFront sends first. */
function originSecretVersionsOf(stage: StageName, value: string | undefined): string[] {
  if (value === undefined) return [];
  const versions = value.split(',').map((v) => v.trim());
  if (versions.length > 2 || versions.some((v) => !SECRET_VERSION_ID.test(v)) || versions[0] === versions[1]) {
    throw new Error(`Stage ${stage}: originSecretVersions must be "<new version id>" or "<new version id>,<old version id>" (aws secretsmanager list-secret-version-ids), got ${value}`);
  }
  return versions;
}

/**
 * What a prod synth refuses to go without, each with how to give it. Prod's sign-in must never send a
 * player back to a developer's machine, and nobody may run prod unwatched: a missing site host, Cognito
 * domain or alarm address is an error, not a warning with a localhost fallback (staging keeps that).
 */
const PROD_REQUIRED: readonly { readonly missing: (settings: StageSettings) => boolean; readonly message: string }[] = [
  {
    missing: (s) => !s.domainName && !s.webDomain,
    message: 'the site host: domainName (with certificateArn, in us-east-1), or webDomain (the distribution\'s dxxxx.cloudfront.net)',
  },
  { missing: (s) => !s.authDomainPrefix, message: 'authDomainPrefix: the Cognito hosted-UI domain prefix (globally unique)' },
  { missing: (s) => !s.alarmEmail, message: 'alarmEmail: where the alarms are sent' },
  {
    missing: (s) => !s.backupCopyVaultArn,
    message: 'backupCopyVaultArn: the backup vault (another region or account) the table\'s backups are copied to (docs/operating.md "Restore")',
  },
];

/** A backup vault's ARN: `arn:aws:backup:<region>:<12-digit account>:backup-vault:<name>`. */
const BACKUP_VAULT_ARN = /^arn:aws(-[a-z]+)*:backup:[a-z]{2}(-gov)?-[a-z]+-\d:\d{12}:backup-vault:[A-Za-z0-9_-]{2,50}$/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;
const HOST = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/;
/** An IP address, v4 or v6 (a site host must be a name: CloudFront's aliases and certificates take names). */
const IP_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$|^\[?[0-9a-f.]*:[0-9a-f:.]*\]?$/i;
/**
 * Names no public site can have (RFC 2606, 6761, 6762): the documentation domains and the special-use
 * or local top-level names. Prod refuses them as its host: a player's sign-in would go nowhere.
 */
const RESERVED_NAME = /(^|\.)(example\.(com|net|org)|[^.]+\.(example|local|localdomain|test|invalid|localhost|internal|home\.arpa))$|^(example|local|localdomain|test|invalid|localhost|internal)$/;

/** Why a stage's host is refused (null: it is fine). Prod's must be a public DNS name. */
export function hostRefusal(stage: StageName, host: string): string | null {
  if (/(^|\.)localhost$|^127\./.test(host) || host === '0.0.0.0') return 'cannot be a local host';
  if (IP_ADDRESS.test(host)) return 'must be a DNS name, not an IP address';
  if (!HOST.test(host)) return 'must be a host name such as quiz.your-domain.com';
  if (stage === 'prod' && RESERVED_NAME.test(host)) {
    return 'must be a public DNS name: example.com/.net/.org, .local, .localdomain, .test, .invalid, .localhost, .internal are reserved';
  }
  return null;
}

/**
 * Why an alarm endpoint is refused (null: it is fine): SNS posts to it from AWS, so it must be an
 * https URL of a public host, with no credentials in its authority (a pager's key goes in its path).
 */
export function alarmHttpsUrlRefusal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL such as https://events.pagerduty.com/integration/<key>/enqueue';
  }
  if (url.protocol !== 'https:') return 'must be an https URL (SNS posts the alarm to it)';
  if (url.username || url.password) return 'must not carry a user name or password';
  const hostRefused = hostRefusal('prod', url.hostname);
  return hostRefused ? `must name a public host: its host ${hostRefused}` : null;
}

/** `alarmSlack`: AWS Chatbot's Slack workspace id (capitals and digits) and the channel's id, e.g. `T0123ABCD/C0456EFGH`. */
const SLACK_CHANNEL = /^([0-9A-Z]{1,255})\/([A-Za-z0-9]{1,256})$/;

/** The configuration of the stage named by context `stage` (default `staging`), from `settings` and context. */
export function stageConfig(scope: Construct, settings: Record<StageName, StageSettings> = STAGE_SETTINGS): StageConfig {
  const name = contextString(scope, 'stage') ?? 'staging';
  if (!isStageName(name)) throw new Error(`Unknown stage "${name}": use -c stage=${STAGE_NAMES.join('|')}`);
  const defaults = DEFAULTS[name];
  const given: StageSettings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, contextString(scope, key) ?? settings[name][key]]).filter(([, value]) => value !== undefined),
  );
  const { domainName, certificateArn, webDomain, alarmEmail } = given;
  if (name === 'prod') {
    const missing = PROD_REQUIRED.filter((rule) => rule.missing(given)).map((rule) => `  - ${rule.message}`);
    if (missing.length) {
      throw new Error(
        `Stage prod is missing settings (write them in infra/stage-settings.ts, or pass them with -c key=value):\n${missing.join('\n')}`,
      );
    }
  }
  if (domainName && !certificateArn) {
    throw new Error(`Stage ${name}: domainName ${domainName} needs a certificateArn (ACM, us-east-1)`);
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error(`Stage ${name}: CloudFront needs an ACM certificate in us-east-1, got ${certificateArn}`);
  }
  for (const [key, host] of [['domainName', domainName], ['webDomain', webDomain]] as const) {
    const refusal = host ? hostRefusal(name, host) : null;
    if (refusal) throw new Error(`Stage ${name}: ${key} ${refusal}, got ${host}`);
  }
  if (alarmEmail && !EMAIL.test(alarmEmail)) throw new Error(`Stage ${name}: alarmEmail must be an e-mail address, got ${alarmEmail}`);
  if (given.alarmHttpsUrl) {
    const refusal = alarmHttpsUrlRefusal(given.alarmHttpsUrl);
    // The URL is not echoed: a pager's integration key is in it.
    if (refusal) throw new Error(`Stage ${name}: alarmHttpsUrl ${refusal}`);
  }
  const slack = given.alarmSlack === undefined ? undefined : SLACK_CHANNEL.exec(given.alarmSlack);
  if (slack === null) {
    throw new Error(`Stage ${name}: alarmSlack must be "<workspace id>/<channel id>" as the AWS Chatbot console and Slack show them (e.g. T0123ABCD/C0456EFGH), got ${given.alarmSlack}`);
  }
  if (given.region && !REGION.test(given.region)) throw new Error(`Stage ${name}: region must be an AWS region such as eu-west-3, got ${given.region}`);
  if (given.accountConcurrency !== undefined && !/^[1-9]\d*$/.test(given.accountConcurrency)) {
    throw new Error(`Stage ${name}: accountConcurrency must be the account's Lambda concurrency quota, a whole number such as 1000, got ${given.accountConcurrency}`);
  }
  if (given.backupCopyVaultArn !== undefined && !BACKUP_VAULT_ARN.test(given.backupCopyVaultArn)) {
    throw new Error(`Stage ${name}: backupCopyVaultArn must be a backup vault's ARN such as arn:aws:backup:eu-central-1:123456789012:backup-vault:quiz-copies, got ${given.backupCopyVaultArn}`);
  }
  const prefix = `quiz-${name}`;
  return {
    ...defaults,
    name,
    prefix,
    domainName,
    certificateArn,
    webDomain,
    alarmEmail,
    ...(given.alarmHttpsUrl ? { alarmHttpsUrl: given.alarmHttpsUrl } : {}),
    ...(slack ? { alarmSlack: { workspaceId: slack[1]!, channelId: slack[2]! } } : {}),
    authDomainPrefix: given.authDomainPrefix ?? `picture-${prefix}`,
    ...(given.region ? { region: given.region } : {}),
    originSecretVersions: originSecretVersionsOf(name, given.originSecretVersions),
    ...(given.backupCopyVaultArn ? { backupCopyVaultArn: given.backupCopyVaultArn } : {}),
    ...(given.accountConcurrency ? { concurrency: { ...defaults.concurrency, accountLimit: Number(given.accountConcurrency) } } : {}),
  };
}

/** The site's public host: the custom domain, else the distribution name given as context, if any. */
export function siteHost(stage: StageConfig): string | undefined {
  return stage.domainName ?? stage.webDomain;
}
