/**
 * The environment Lambda gives the functions, for unit tests (the database is mocked or absent).
 * Call before importing a handler: handlers read the environment at load.
 */
export function useUnitEnvironment(): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1', TABLE_NAME: 'quiz-unit', COGNITO_USER_POOL_ID: 'us-east-1_Unit1', COGNITO_CLIENT_ID: 'unit',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
}
