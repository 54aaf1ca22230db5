import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AuthStack, ROLE_GROUPS } from '../lib/auth-stack';
import { stageConfig } from '../lib/stages';
import { CUSTOM_DOMAIN, testApp, WEB_DOMAIN } from './helpers';

function authStack(context: Record<string, unknown>): AuthStack {
  const app = testApp(context);
  return new AuthStack(app, 'auth', { stage: stageConfig(app) });
}

describe('auth stack', () => {
  let staging: Template;
  let prod: Template;
  let noHost: AuthStack;
  beforeAll(() => {
    staging = Template.fromStack(authStack({ stage: 'staging', webDomain: WEB_DOMAIN }));
    prod = Template.fromStack(authStack({ stage: 'prod', ...CUSTOM_DOMAIN }));
    noHost = authStack({ stage: 'staging' });
  });

  it('has one user pool, closed to self sign-up, with MFA for password accounts', () => {
    staging.resourceCountIs('AWS::Cognito::UserPool', 1);
    staging.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it('is protected and retained in prod only', () => {
    prod.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    staging.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
    });
  });

  it('has the back-office groups designer, tester and admin', () => {
    expect([...ROLE_GROUPS]).toEqual(['designer', 'tester', 'admin']);
    staging.resourceCountIs('AWS::Cognito::UserPoolGroup', ROLE_GROUPS.length);
    for (const group of ROLE_GROUPS) {
      staging.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    }
  });

  it('has one public web client: authorization code grant (PKCE), no secret, no implicit flow', () => {
    staging.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    staging.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid']),
      SupportedIdentityProviders: ['COGNITO'],
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('returns the browser to /auth-success and /logout on the site host', () => {
    prod.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [`https://${CUSTOM_DOMAIN.domainName}/auth-success`],
      LogoutURLs: [`https://${CUSTOM_DOMAIN.domainName}/logout`],
    });
    staging.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [`https://${WEB_DOMAIN}/auth-success`],
      LogoutURLs: [`https://${WEB_DOMAIN}/logout`],
    });
  });

  it('falls back to localhost, with a synth warning, while the site host is unknown', () => {
    Template.fromStack(noHost).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['http://localhost:5173/auth-success'],
    });
    Annotations.fromStack(noHost).hasWarning('*', Match.stringLikeRegexp('No site host for stage staging'));
  });

  it('has a hosted-UI domain and exports the ids the API needs', () => {
    staging.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'picture-quiz-staging' });
    staging.hasOutput('UserPoolId', {});
    staging.hasOutput('UserPoolClientId', {});
  });
});
