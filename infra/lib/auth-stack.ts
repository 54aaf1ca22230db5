import { Annotations, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolGroup,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
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

/**
 * The user pool players and staff sign in to. Players come through social identity providers (a later
 * issue); staff accounts are created by an admin, never by self sign-up.
 */
export class AuthStack extends Stack {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly userPoolId: string;
  readonly clientId: string;

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

    // Social identity providers (Google, Facebook, Apple) come in the sign-in issue: create them here
    // with UserPoolIdentityProviderGoogle / ...Facebook / ...Apple, add them to `identityProviders`
    // below, and make the client depend on them (client.node.addDependency(provider)).
    const identityProviders: UserPoolClientIdentityProvider[] = [UserPoolClientIdentityProvider.COGNITO];

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
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
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

    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });
    new CfnOutput(this, 'HostedUiUrl', { value: domain.baseUrl() });
  }
}
