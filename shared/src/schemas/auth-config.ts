import * as z from 'zod/mini';

/**
 * Social sign-in services of the `/connect/{service}` route and the Cognito identity provider each one
 * stands for (the hosted UI's `identity_provider` parameter skips its chooser and goes straight there).
 */
export const IDENTITY_PROVIDERS = { google: 'Google', facebook: 'Facebook', apple: 'SignInWithApple' } as const;
export type SignInService = keyof typeof IDENTITY_PROVIDERS;

/**
 * What the web app needs to sign in, read at start from `/auth-config.json` on its own origin: written
 * at deploy by the web stack in AWS, served by the local server beside the local sign-in stand-in.
 * Nothing here is a secret (a public client has none).
 */
export const authConfigSchema = z.object({
  /** OIDC authority: its discovery document is `${authority}/.well-known/openid-configuration`. */
  authority: z.url(),
  clientId: z.string().check(z.minLength(1)),
  /** The registered callback: `<site origin>/auth-success`. */
  redirectUri: z.url(),
  /** The registered sign-out URL: `<site origin>/logout`. */
  postLogoutRedirectUri: z.url(),
  scope: z.string().check(z.minLength(1)),
  /**
   * The hosted UI's sign-out endpoint (Cognito's discovery document does not list one): send the
   * browser to `${endSessionEndpoint}?client_id=<clientId>&logout_uri=<postLogoutRedirectUri>`.
   */
  endSessionEndpoint: z.url(),
  /** `/connect/{service}` → the `identity_provider` to pass to the authorize endpoint. */
  identityProviders: z.record(z.string(), z.string()),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
