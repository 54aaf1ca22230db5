import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../../scripts/src/local/dynamo';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

/** One in-memory DynamoDB Local for the integration run; each test file makes its own table in it. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal({ dataDir: null });
  project.provide('dynamoEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
