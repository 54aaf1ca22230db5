import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { COPY_PHASES, copyTable, type CopyPhase, type CopyProgress } from './restore/table-copy';
import { remapSubs } from './restore/sub-remap';
import { parseExport, restoreUsers, SUB_MAP_FORMAT, type SubMapFile } from './restore/user-pool-restore';

/**
 * `npm run restore -- <step> …`, with the AWS credentials and region of the shell (docs/operating.md "Restore"):
 *   copy-table --from <restored table> --to <the stack's table> --phase items|aggregates [--progress <file>]
 *   users --export <export.json> --user-pool-id <new pool id> --map <sub-map.json>
 *   remap-subs --map <sub-map.json> --table <the stack's table>
 * Each step writes its progress to a file and resumes from it when run again.
 */
const USAGE = 'npm run restore -- copy-table --from T --to T --phase items|aggregates | users --export F --user-pool-id P --map F | remap-subs --map F --table T';
const { values, positionals } = parseArgs({
  options: {
    from: { type: 'string' }, to: { type: 'string' }, phase: { type: 'string' }, progress: { type: 'string' },
    export: { type: 'string' }, 'user-pool-id': { type: 'string' }, map: { type: 'string' }, table: { type: 'string' },
  },
  allowPositionals: true,
});

/** Written whole then renamed: an interruption never leaves half a progress file. */
function save(file: string, value: unknown) {
  writeFileSync(`${file}.tmp`, JSON.stringify(value, null, 2));
  renameSync(`${file}.tmp`, file);
}
const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);
function need(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required (${USAGE})`);
  return value;
}

const documents = () => DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 10 }), { marshallOptions: { removeUndefinedValues: true } });

try {
  const [step] = positionals;
  if (step === 'copy-table') {
    const phase = need('phase');
    if (!(COPY_PHASES as readonly string[]).includes(phase)) throw new Error(`--phase must be ${COPY_PHASES.join(' or ')}`);
    const progressFile = values.progress ?? `table-copy-${phase}.json`;
    const done = await copyTable({
      db: documents(), sourceTable: need('from'), targetTable: need('to'), phase: phase as CopyPhase,
      resumeFrom: readJson<CopyProgress>(progressFile),
      onPage: (progress) => { save(progressFile, progress); process.stdout.write(`\r${progress.copied} items copied`); },
    });
    console.log(`\n${phase}: ${done.copied} items copied (progress in ${progressFile}).`);
  } else if (step === 'users') {
    const mapFile = need('map');
    let sinceSave = 0;
    const map = await restoreUsers({
      cognito: new CognitoIdentityProviderClient({ maxAttempts: 10 }),
      userPoolId: need('user-pool-id'),
      exported: parseExport(readFileSync(need('export'), 'utf8')),
      resumeFrom: readJson<SubMapFile>(mapFile),
      // Saved every 100 users: a run stopped between two saves adopts the users it had made (users step).
      onUser: (m) => {
        if (++sinceSave < 100) return;
        sinceSave = 0;
        save(mapFile, m);
      },
    });
    save(mapFile, map);
    console.log(`${Object.keys(map.subs).length} users restored, ${map.skipped.length} skipped (listed in ${mapFile}); ${map.toInvite.length} staff to invite.`);
  } else if (step === 'remap-subs') {
    const map = readJson<SubMapFile>(need('map'));
    if (map?.format !== SUB_MAP_FORMAT) throw new Error(`${values.map} is not a sub map (${SUB_MAP_FORMAT}): run the users step first`);
    const report = await remapSubs({
      db: documents(), tableName: need('table'), subs: map.subs,
      onPage: (r) => process.stdout.write(`\r${r.scanned} items read, ${r.rewritten} rewritten, ${r.moved} moved`),
    });
    console.log(`\n${report.scanned} items read: ${report.rewritten} rewritten, ${report.moved} moved to their new subs' keys.`);
  } else {
    throw new Error(`Unknown step ${step ?? '(none)'}: ${USAGE}`);
  }
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
