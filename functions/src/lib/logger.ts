import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger for every function (JSON lines carrying the request's correlation id).
 * The correlation id is set from the request itself (http.ts), not through Powertools' JMESPath
 * search: that search engine would weigh 23 KB on every function's cold start for one field.
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quiz' });
