import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAlarmTopics, reportAlarmTopics } from './alarm-subscriptions';
import { executeApiUrlRefusal } from './execute-api-url';

/**
 * `npm run smoke -- --base-url https://quiz.example.com`: the smoke suite (web/smoke) against a
 * deployed stage; without `--base-url`, against the local runtime it starts. Exits with the suite's code.
 */
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    // A deployed stage's other doors (docs/operating.md "Smoke"): the API's execute-api URL, the webhook's URL.
    'execute-api-url': { type: 'string' },
    'webhook-url': { type: 'string' },
    competition: { type: 'string' },
    // The stage's alarm topics (outputs AlarmTopicArn of the monitoring and edge-monitoring stacks): each must have a confirmed subscription.
    'alarm-topic-arn': { type: 'string', multiple: true },
  },
  allowPositionals: false,
});
const baseUrl = values['base-url'];
if (baseUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(baseUrl)) {
  console.error(`--base-url must be a site's origin, such as https://quiz.example.com (got ${baseUrl})`);
  process.exit(2);
}
const executeApiRefusal = values['execute-api-url'] === undefined ? null : executeApiUrlRefusal(values['execute-api-url']);
if (executeApiRefusal) {
  console.error(executeApiRefusal);
  process.exit(2);
}
// The alarm topics first (AWS credentials of the stage's account): an unconfirmed subscription fails the smoke run too.
const topics = values['alarm-topic-arn'] ?? [];
const alarmTopics = topics.length ? reportAlarmTopics(await checkAlarmTopics(topics)) : { ok: true, lines: [] };
for (const line of alarmTopics.lines) console.log(line);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const result = spawnSync('npx', ['playwright', 'test', '-c', 'web/smoke/playwright.config.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(baseUrl ? { SMOKE_BASE_URL: baseUrl.replace(/\/$/, '') } : {}),
    ...(values['execute-api-url'] ? { SMOKE_EXECUTE_API_URL: values['execute-api-url'] } : {}),
    ...(values['webhook-url'] ? { SMOKE_WEBHOOK_URL: values['webhook-url'] } : {}),
    ...(values.competition ? { SMOKE_COMPETITION_ID: values.competition } : {}),
  },
});
process.exit(alarmTopics.ok ? (result.status ?? 1) : (result.status || 1));
