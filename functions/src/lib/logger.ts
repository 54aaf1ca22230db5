import { Logger } from '@aws-lambda-powertools/logger';
import { search } from '@aws-lambda-powertools/logger/correlationId';

/** One structured logger for every function (JSON lines carrying the request's correlation id). */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'quiz',
  correlationIdSearchFn: search,
});
