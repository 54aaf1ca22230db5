import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AuthStack, providerCredentialNames, ROLE_GROUPS } from '../lib/auth-stack';
import { REPO_ROOT } from '../lib/paths';
import { stageConfig } from '../lib/stages';
import { buildStage, CUSTOM_DOMAIN, testApp, WEB_DOMAIN, type CfnResource } from './helpers';

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
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      SupportedIdentityProviders: ['COGNITO', 'Google', 'Facebook', 'SignInWithApple'],
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

  it('lets the client in with Google, Facebook and Apple, created before it', () => {
    const clients = Object.values(staging.findResources('AWS::Cognito::UserPoolClient')) as (CfnResource & { DependsOn?: string[] })[];
    const providerIds = Object.keys(staging.findResources('AWS::Cognito::UserPoolIdentityProvider'));
    expect(providerIds).toHaveLength(3);
    expect([...(clients[0]?.DependsOn ?? [])].sort()).toEqual([...providerIds].sort());
  });

  it('keeps the token lifetimes written down: access and ID tokens 60 min, refresh 30 days, codes only', () => {
    prod.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      AllowedOAuthFlows: ['code'],
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });
});

describe('social identity providers', () => {
  let template: Template;
  let json: string;
  beforeAll(() => {
    template = Template.fromStack(authStack({ stage: 'prod', ...CUSTOM_DOMAIN }));
    json = JSON.stringify(template.toJSON());
  });

  /** The CloudFormation parameter that reads the SSM parameter `name` at deploy time. */
  function ssmRef(name: string) {
    const params = template.findParameters('*', { Type: 'AWS::SSM::Parameter::Value<String>', Default: name });
    const ids = Object.keys(params);
    expect(ids, name).toHaveLength(1);
    return { Ref: ids[0] };
  }
  const secretRef = (name: string) => `{{resolve:secretsmanager:${name}:SecretString:::}}`;
  const names = providerCredentialNames('prod');

  it('has Google with its client id from SSM and its secret from Secrets Manager, mapping email and name', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: ssmRef(names.google.clientId),
        client_secret: secretRef(names.google.clientSecret),
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: Match.objectLike({ email: 'email', name: 'name' }),
    });
  });

  it('has Facebook with its app id from SSM and its app secret from Secrets Manager, mapping email and name', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Facebook',
      ProviderType: 'Facebook',
      ProviderDetails: {
        client_id: ssmRef(names.facebook.appId),
        client_secret: secretRef(names.facebook.appSecret),
        authorize_scopes: 'public_profile,email',
      },
      AttributeMapping: { email: 'email', name: 'name' },
    });
  });

  it('has Sign in with Apple with services id, team id and key id from SSM and the private key from Secrets Manager', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'SignInWithApple',
      ProviderType: 'SignInWithApple',
      ProviderDetails: {
        client_id: ssmRef(names.apple.servicesId),
        team_id: ssmRef(names.apple.teamId),
        key_id: ssmRef(names.apple.keyId),
        private_key: secretRef(names.apple.privateKey),
        authorize_scopes: 'name email',
      },
      AttributeMapping: Match.objectLike({ email: 'email', name: 'name' }),
    });
  });

  it('reads credentials per stage, and synthesizes offline with names only (no value fetched, none in the template)', () => {
    const staging = JSON.stringify(Template.fromStack(authStack({ stage: 'staging', webDomain: WEB_DOMAIN })).toJSON());
    expect(staging).toContain('/quiz/staging/google/client-id');
    expect(staging).not.toContain('/quiz/prod/');
    expect(json).not.toContain('/quiz/staging/');
    // Every secret is a dynamic reference that CloudFormation resolves at deploy time.
    const providers = Object.values(template.findResources('AWS::Cognito::UserPoolIdentityProvider')) as CfnResource[];
    for (const provider of providers) {
      const details = provider.Properties.ProviderDetails as Record<string, unknown>;
      for (const key of ['client_secret', 'private_key']) {
        if (key in details) expect(details[key]).toMatch(/^\{\{resolve:secretsmanager:quiz\/prod\/[a-z/-]+:SecretString:::\}\}$/);
      }
    }
  });

  it('can enable fewer providers with -c socialProviders=…, and refuses an unknown one', () => {
    const some = Template.fromStack(authStack({ stage: 'staging', webDomain: WEB_DOMAIN, socialProviders: 'google,facebook' }));
    some.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 2);
    some.hasResourceProperties('AWS::Cognito::UserPoolClient', { SupportedIdentityProviders: ['COGNITO', 'Google', 'Facebook'] });
    expect(JSON.stringify(some.toJSON())).not.toContain('/apple/');
    expect(() => authStack({ stage: 'staging', webDomain: WEB_DOMAIN, socialProviders: 'google,myspace' })).toThrow(/Unknown social provider "myspace"/);
  });

  it('tells which redirect URI to register at the providers', () => {
    template.hasOutput('IdentityProviderRedirectUri', {
      Value: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('amazoncognito\\.com/oauth2/idpresponse$')])] },
    });
  });

  it('lists every parameter and secret name in infra/README.md', () => {
    const readme = readFileSync(join(REPO_ROOT, 'infra/README.md'), 'utf8');
    for (const provider of Object.values(providerCredentialNames('<stage>'))) {
      for (const name of Object.values(provider)) expect(readme, name).toContain(name);
    }
  });
});

describe('sign-in settings for the web app (/auth-config.json)', () => {
  it('names the issuer as authority, the client, the site callbacks, the hosted-UI sign-out and the providers', () => {
    const stack = authStack({ stage: 'prod', ...CUSTOM_DOMAIN });
    const config = JSON.stringify(stack.resolve(stack.webAuthConfig));
    const parsed = JSON.parse(config) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      redirectUri: `https://${CUSTOM_DOMAIN.domainName}/auth-success`,
      postLogoutRedirectUri: `https://${CUSTOM_DOMAIN.domainName}/logout`,
      scope: 'openid email profile',
      identityProviders: { google: 'Google', facebook: 'Facebook', apple: 'SignInWithApple' },
    });
    expect(config).toContain('https://cognito-idp.');
    expect(config).toContain('.amazoncognito.com/logout');
  });

  it('is written beside the web build at deploy time, with the auth stack\'s values', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'quiz-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>quiz</title>');
    const web = Template.fromStack(buildStage('staging', {}, { webDistDir: webDist }).stacks.web);
    // The pages' deployment (the one that invalidates CloudFront) carries the settings with the build.
    const deployment = (Object.values(web.findResources('Custom::CDKBucketDeployment')) as CfnResource[]).find((d) => d.Properties.DistributionPaths)!;
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    for (const output of ['UserPool', 'UserPoolWebClient', 'UserPoolHostedUi']) {
      expect(markers).toMatch(new RegExp(`"StackName":"quiz-staging-auth".*PublishOutputRef${output}[0-9A-F]{8}`));
    }
  });
});
