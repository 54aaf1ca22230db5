import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SSMClient } from '@aws-sdk/client-ssm';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedStage } from './seed/seed-stage';

/**
 * `npm run seed:stage -- --stage staging [--overwrite]`: the tests' seed content into a deployed
 * testers' stage (docs/operating.md "The first deploy of a stage"), with the AWS credentials and region of the shell.
 */
const { values } = parseArgs({
  options: { stage: { type: 'string', default: 'staging' }, overwrite: { type: 'boolean', default: false } },
  allowPositionals: false,
});
try {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
  const result = await seedStage({ stage: values.stage, overwrite: values.overwrite }, { ssm: new SSMClient({}), s3: new S3Client({}), db });
  console.log(
    `Seeded ${values.stage} (table ${result.tableName}, bucket ${result.bucket}): ${result.games} games, ${result.references} references, ` +
      `${result.responses} responses, ${result.pages} pages, ${result.images} image files` +
      (values.overwrite ? '' : ' (what the table lacked; --overwrite writes everything again)'),
  );
  console.log('The catalogue shows new quizzes within a minute; a publish from the back-office re-renders their pages.');
} catch (error) {
  console.error(`seed:stage failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
