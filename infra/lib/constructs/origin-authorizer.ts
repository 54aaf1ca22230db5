import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@quiz/shared';
import { REPO_ROOT } from '../paths';
import { ApiFunction, type ApiFunctionProps } from './api-function';

export const ORIGIN_AUTHORIZER_ENTRY = join(REPO_ROOT, 'functions', 'src', 'edge', 'origin-authorizer.ts');

/**
 * The authorizer's identity source (docs/adr/0043-origin-authorizer.md): the header CloudFront adds to
 * every API request. A request without it is answered 401 by API Gateway, which runs no function.
 */
export const ORIGIN_AUTHORIZER_IDENTITY_SOURCE = `$request.header.${ORIGIN_VERIFY_HEADER}`;

/**
 * How long API Gateway keeps a verdict, keyed by the header's value (the maximum, an hour): CloudFront
 * sends one value, so the players' calls run the authorizer about once an hour per API Gateway host;
 * a wrong value is denied once and then from the cache. A rotation's new value is a new key.
 */
export const ORIGIN_AUTHORIZER_CACHE_TTL = Duration.hours(1);

/** A digest and a comparison: no table, no network. Far under API Gateway's 10 s wait for an authorizer. */
export const ORIGIN_AUTHORIZER_TIMEOUT = Duration.seconds(3);

export interface OriginAuthorizerProps {
  /** The stage's function settings; `environment` must give the origin secret (api-stack.ts `originSecretEnvironment`). */
  readonly functionDefaults: Omit<ApiFunctionProps, 'entry' | 'description' | 'tableGrant' | 'table' | 'timeout' | 'reservedConcurrency'>;
  /** Its own concurrency, a ceiling too (stages.ts `concurrency.originAuthorizer`): a spray of values cannot take the players'. @default none */
  readonly reservedConcurrency?: number;
}

/**
 * The API's one authorizer, on every route (docs/adr/0043-origin-authorizer.md): a Lambda REQUEST
 * authorizer whose identity source is the origin header, answering in the simple form, cached by the
 * header's value. Its function has no table and no secret of its own beyond the origin's.
 */
export class OriginAuthorizer extends Construct {
  readonly fn: ApiFunction;
  readonly authorizer: HttpLambdaAuthorizer;

  constructor(scope: Construct, id: string, props: OriginAuthorizerProps) {
    super(scope, id);
    this.fn = new ApiFunction(this, 'Function', {
      ...props.functionDefaults,
      entry: ORIGIN_AUTHORIZER_ENTRY,
      description: 'API authorizer: only CloudFront, by the origin header',
      timeout: ORIGIN_AUTHORIZER_TIMEOUT,
      reservedConcurrency: props.reservedConcurrency,
    });
    this.authorizer = new HttpLambdaAuthorizer('OriginAuthorizer', this.fn.function, {
      identitySource: [ORIGIN_AUTHORIZER_IDENTITY_SOURCE],
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      resultsCacheTtl: ORIGIN_AUTHORIZER_CACHE_TTL,
    });
  }
}
