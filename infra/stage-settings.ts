import type { StageName, StageSettings } from './lib/stages';

/**
 * What an operator decides for each stage, in one typed place (docs/operating.md "Stages and settings"). A context
 * key of the same name overrides a value here for one command (`npx cdk deploy -c alarmEmail=…`).
 *
 * prod cannot synthesize until it has a site host (a custom domain with its us-east-1 certificate, or
 * the distribution's name), a Cognito domain prefix, an alarm address and a second backup vault: the synth says which are
 * missing. Example:
 *
 *   prod: {
 *     domainName: 'quiz.your-domain.com',   // a public name: example.com and the like are refused
 *     certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/…',
 *     authDomainPrefix: 'picture-quiz-prod',
 *     alarmEmail: 'ops@example.com',
 *     // alarmHttpsUrl: a pager's HTTPS endpoint for the alarms too; its key is in it, so better as -c alarmHttpsUrl=…
 *     alarmSlack: 'T0123ABCD/C0456EFGH',   // optional: a Slack channel through AWS Chatbot (<workspace id>/<channel id>)
 *     region: 'eu-west-3',   // the stacks' region (the edge's are in us-east-1); default: the CLI's
 *     // the vault, in another region or account, the table's backups are copied to (docs/operating.md "Restore")
 *     backupCopyVaultArn: 'arn:aws:backup:eu-central-1:123456789012:backup-vault:quiz-prod-copies',
 *   },
 *
 * staging needs none: without a host its sign-in returns to http://localhost:5173 (a synth warning)
 * until `webDomain` is given after its first deploy.
 */
export const STAGE_SETTINGS: Record<StageName, StageSettings> = {
  prod: {},
  staging: {},
};
