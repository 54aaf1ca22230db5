/**
 * What this feature needs from the account (app/router.tsx hands the account's implementation over:
 * features do not import each other): this tab's refresh token, and a sign-in from one.
 */
export interface SessionTransfer {
  /** This tab's session as another device takes it over; null when signed out. */
  heldSession(): Promise<{ refreshToken: string; name: string | null } | null>;
  /** Signs this tab in with a refresh token; rejects when it is refused. */
  signInWithRefreshToken(refreshToken: string): Promise<void>;
}
