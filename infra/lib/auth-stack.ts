import { Annotations, CfnOutput, Duration, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolGroup,
  UserPoolIdentityProviderApple,
  UserPoolIdentityProviderFacebook,
  UserPoolIdentityProviderGoogle,
  type IUserPool,
  type IUserPoolClient,
  type IUserPoolIdentityProvider,
} from 'aws-cdk-lib/aws-cognito';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { IDENTITY_PROVIDERS, type AuthConfig, type SignInService } from '@quiz/shared';
import { siteHost, type StageConfig } from './stages';

export interface AuthStackProps extends StackProps {
  readonly stage: StageConfig;
}

/** Back-office roles: Cognito groups, checked by the API from the token's `cognito:groups`. */
export const ROLE_GROUPS = ['designer', 'tester', 'admin'] as const;

/** The web's OAuth return paths (SPEC: /auth-success finishes the code exchange, /logout ends the session). */
export const AUTH_CALLBACK_PATH = '/auth-success';
export const AUTH_LOGOUT_PATH = '/logout';

/**
 * Without a known site host (no custom domain, no `-c webDomain=` yet) the client can only send the
 * browser back to a developer's machine: sign-in through CloudFront starts working after a second
 * deploy with `-c webDomain=<the distribution's dxxxx.cloudfront.net>` (see infra/README.md).
 */
const FALLBACK_HOST = 'http://localhost:5173';

/** The social sign-in services, in the order the hosted UI lists them. */
export const SOCIAL_SERVICES = ['google', 'facebook', 'apple'] as const satisfies readonly SignInService[];

/** OAuth scopes the web client asks for (and the only ones it may). */
export const WEB_SCOPES = ['openid', 'email', 'profile'] as const;

/**
 * Where each provider's credentials live, per stage. Identifiers are SSM String parameters, secrets are
 * Secrets Manager secrets (plain text). Both are read by CloudFormation at deploy time (an SSM parameter
 * type and a `{{resolve:secretsmanager:…}}` dynamic reference), never at synth: the template holds names
 * only, `cdk synth` works offline, and no secret value is ever in the template or cdk.out.
 */
export function providerCredentialNames(stage: string) {
  return {
    google: {
      clientId: `/quiz/${stage}/google/client-id`,
      clientSecret: `quiz/${stage}/google/client-secret`,
    },
    facebook: {
      appId: `/quiz/${stage}/facebook/app-id`,
      appSecret: `quiz/${stage}/facebook/app-secret`,
    },
    apple: {
      servicesId: `/quiz/${stage}/apple/services-id`,
      teamId: `/quiz/${stage}/apple/team-id`,
      keyId: `/quiz/${stage}/apple/key-id`,
      privateKey: `quiz/${stage}/apple/private-key`,
    },
  } as const;
}

/**
 * The services enabled for this deploy: all three unless context `socialProviders` lists fewer
 * (comma-separated, e.g. `-c socialProviders=google,facebook` while an Apple developer account is
 * pending). Each enabled one needs its parameters and secrets to exist before the deploy.
 */
function enabledServices(scope: Construct): SignInService[] {
  const value: unknown = scope.node.tryGetContext('socialProviders');
  if (value === undefined || value === null) return [...SOCIAL_SERVICES];
  const listed = (Array.isArray(value) ? value : String(value).split(','))
    .map((s: unknown) => String(s).trim().toLowerCase())
    .filter(Boolean);
  for (const name of listed) {
    if (!(SOCIAL_SERVICES as readonly string[]).includes(name)) {
      throw new Error(`Unknown social provider "${name}" in context socialProviders: use ${SOCIAL_SERVICES.join(',')}`);
    }
  }
  return SOCIAL_SERVICES.filter((s) => listed.includes(s));
}

/**
 * The user pool players and staff sign in to. Players come through the social identity providers
 * Google, Facebook and Apple; staff accounts are created by an admin, never by self sign-up. The
 * web client is public: authorization code grant with PKCE, through the hosted UI.
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly userPoolId: string;
  readonly clientId: string;
  /** What the web app reads from /auth-config.json (deploy-time values: the web stack writes the file). */
  readonly webAuthConfig: AuthConfig;
  /** The origins the page calls to sign in (the content security policy's connect-src). */
  readonly signInOrigins: string[];

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { stage } = props;

    const userPool = new UserPool(this, 'UserPool', {
      userPoolName: `${stage.prefix}-users`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      autoVerify: { email: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // Only native (staff) accounts have a password here, and they hold back-office roles: TOTP is
      // required for them. Federated players authenticate at their provider; MFA does not apply to them.
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stage.deletionProtection,
      removalPolicy: stage.removalPolicy,
    });
    Validations.of(userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Threat protection (advanced security) needs the Plus feature plan, billed per active user; players ' +
        'sign in through social providers that run their own risk checks, and staff accounts require TOTP MFA.',
    });

    const providers = this.socialProviders(userPool, stage, enabledServices(this));
    // COGNITO stays for staff (password + TOTP) accounts; players use the social providers.
    const identityProviders: UserPoolClientIdentityProvider[] = [
      UserPoolClientIdentityProvider.COGNITO,
      ...providers.map((p) => p.clientProvider),
    ];

    const domain = userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix: stage.authDomainPrefix } });

    const host = siteHost(stage);
    if (!host) {
      Annotations.of(this).addWarningV2(
        'quiz:auth:no-site-host',
        `No site host for stage ${stage.name}: the web client's callback is ${FALLBACK_HOST}${AUTH_CALLBACK_PATH}. ` +
          'Pass -c domainName=… (with -c certificateArn=…) or, after a first deploy, -c webDomain=<dxxxx.cloudfront.net>.',
      );
    }
    const origin = host ? `https://${host}` : FALLBACK_HOST;

    const client = userPool.addClient('WebClient', {
      userPoolClientName: `${stage.prefix}-web`,
      // A browser app cannot keep a secret: a public client, authorization code grant with PKCE.
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true, implicitCodeGrant: false, clientCredentials: false },
        scopes: WEB_SCOPES.map((scope) => OAuthScope.custom(scope)),
        callbackUrls: [`${origin}${AUTH_CALLBACK_PATH}`],
        logoutUrls: [`${origin}${AUTH_LOGOUT_PATH}`],
      },
      supportedIdentityProviders: identityProviders,
      // Access and ID tokens: one hour, so a removed role or a revoked session stops working within the
      // hour. The refresh token keeps a player signed in for 30 days of inactivity without a new login.
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
      preventUserExistenceErrors: true,
    });
    // The client names the providers: they must exist before it is created or updated.
    for (const { provider } of providers) client.node.addDependency(provider);

    for (const groupName of ROLE_GROUPS) {
      new UserPoolGroup(this, `Group-${groupName}`, {
        userPool,
        groupName,
        description: `Back-office role ${groupName}`,
      });
    }

    this.userPool = userPool;
    this.userPoolClient = client;
    this.userPoolId = userPool.userPoolId;
    this.clientId = client.userPoolClientId;
    // What the page calls: the issuer's discovery and keys, and the hosted UI's token endpoint.
    this.signInOrigins = [`https://cognito-idp.${this.region}.${this.urlSuffix}`, domain.baseUrl()];
    this.webAuthConfig = {
      // The tokens' issuer: Cognito's OIDC discovery lives under it and points at the hosted UI's endpoints.
      authority: `https://cognito-idp.${this.region}.${this.urlSuffix}/${userPool.userPoolId}`,
      clientId: client.userPoolClientId,
      redirectUri: `${origin}${AUTH_CALLBACK_PATH}`,
      postLogoutRedirectUri: `${origin}${AUTH_LOGOUT_PATH}`,
      scope: WEB_SCOPES.join(' '),
      endSessionEndpoint: `${domain.baseUrl()}/logout`,
      identityProviders: Object.fromEntries(providers.map((p) => [p.service, IDENTITY_PROVIDERS[p.service]])),
    };

    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });
    new CfnOutput(this, 'HostedUiUrl', { value: domain.baseUrl() });
    // What to register at Google, Facebook and Apple as the OAuth redirect URI of this pool.
    new CfnOutput(this, 'IdentityProviderRedirectUri', { value: `${domain.baseUrl()}/oauth2/idpresponse` });
  }

  /**
   * Google, Facebook and Apple, with their credentials read at deploy time (see
   * providerCredentialNames) and the profile attributes the game uses: email and name.
   */
  private socialProviders(userPool: UserPool, stage: StageConfig, services: readonly SignInService[]) {
    const names = providerCredentialNames(stage.name);
    const ssm = (name: string) => StringParameter.valueForStringParameter(this, name);
    const secret = (name: string) => SecretValue.secretsManager(name);
    const build: Record<SignInService, () => IUserPoolIdentityProvider> = {
      google: () =>
        new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool,
          clientId: ssm(names.google.clientId),
          clientSecretValue: secret(names.google.clientSecret),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            fullname: ProviderAttribute.GOOGLE_NAME,
          },
        }),
      facebook: () =>
        new UserPoolIdentityProviderFacebook(this, 'Facebook', {
          userPool,
          clientId: ssm(names.facebook.appId),
          // This construct takes the secret as a string: unwrapping a Secrets Manager SecretValue gives the
          // `{{resolve:secretsmanager:…}}` dynamic reference, which CloudFormation resolves at deploy time.
          clientSecret: secret(names.facebook.appSecret).unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
          attributeMapping: {
            email: ProviderAttribute.FACEBOOK_EMAIL,
            fullname: ProviderAttribute.FACEBOOK_NAME,
          },
        }),
      apple: () =>
        new UserPoolIdentityProviderApple(this, 'Apple', {
          userPool,
          clientId: ssm(names.apple.servicesId),
          teamId: ssm(names.apple.teamId),
          keyId: ssm(names.apple.keyId),
          privateKeyValue: secret(names.apple.privateKey),
          // Apple sends the name on the first sign-in only; Cognito keeps it in the user's attributes.
          scopes: ['name', 'email'],
          attributeMapping: {
            email: ProviderAttribute.APPLE_EMAIL,
            emailVerified: ProviderAttribute.APPLE_EMAIL_VERIFIED,
            fullname: ProviderAttribute.APPLE_NAME,
          },
        }),
    };
    const clientProviders: Record<SignInService, UserPoolClientIdentityProvider> = {
      google: UserPoolClientIdentityProvider.GOOGLE,
      facebook: UserPoolClientIdentityProvider.FACEBOOK,
      apple: UserPoolClientIdentityProvider.APPLE,
    };
    return services.map((service) => {
      const provider = build[service](); // registers itself with the pool
      return { service, provider, clientProvider: clientProviders[service] };
    });
  }
}
