import { forgetAuthConfig } from '../features/account/lib/auth-config';
import { accountStore } from '../lib/account-state';

/**
 * The local sign-in stand-in as the web app's tests see it through a stubbed fetch: the site's
 * /auth-config.json and the stand-in's discovery document (tests of the real OIDC client in jsdom).
 */
export const AUTHORITY = 'http://127.0.0.1:3001';

export const AUTH_CONFIG = {
  authority: AUTHORITY,
  clientId: 'local-web-client',
  redirectUri: 'http://localhost:3000/auth-success',
  postLogoutRedirectUri: 'http://localhost:3000/logout',
  scope: 'openid email profile',
  endSessionEndpoint: `${AUTHORITY}/logout`,
  identityProviders: { google: 'Google', facebook: 'Facebook', apple: 'SignInWithApple' },
};

export const DISCOVERY = {
  issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool1',
  authorization_endpoint: `${AUTHORITY}/oauth2/authorize`,
  token_endpoint: `${AUTHORITY}/oauth2/token`,
  jwks_uri: `${AUTHORITY}/.well-known/jwks.json`,
};

/** After each test: no token, no stored session, no account, the settings read again. */
export function forgetSignIn(): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
  accountStore.setForTests({});
  forgetAuthConfig();
}
