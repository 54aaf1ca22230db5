import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Came over https: API Gateway (and a proxy in front of the local server) say so in
 * x-forwarded-proto. Cookies the API sets are `Secure` then; the local runtime is plain http.
 */
export const overHttps = (event: APIGatewayProxyEventV2) => event.headers?.['x-forwarded-proto']?.split(',')[0]?.trim() === 'https';
