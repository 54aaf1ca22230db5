import { User, type UserProfile } from 'oidc-client-ts';
import { loadAuthConfig } from './auth-config';
import { createOidc } from './oidc';
import { accountStore, displayName } from '../../../lib/account-state';
import { restore } from './session-client';
import { hasStoredSession } from './storage';

/**
 * What the account gives the session-push feature (app/router.tsx hands it over; features do not
 * import each other): the refresh token of this tab's session, to push it to another device, and a
 * sign-in from a refresh token received from one. Loaded on demand with the push pages, and with it
 * the OIDC client.
 */
export interface SessionTransfer {
  /** This tab's session as the other device takes it over; null when the tab is signed out. */
  heldSession(): Promise<{ refreshToken: string; name: string | null } | null>;
  /**
   * Signs this tab in with a refresh token (the `refresh_token` grant of the hosted UI, through the
   * OIDC client), replacing any session it held, then shows the player as after a sign-in.
   * Rejects when the hosted UI refuses the token or cannot be reached; the tab is then signed out.
   */
  signInWithRefreshToken(refreshToken: string): Promise<void>;
}

/**
 * A client of its own over the same storage as the session's (session-client.ts): the same user,
 * read and written under the same key. Its timer stays off, the session's own client renews.
 */
async function transferClient() {
  const config = await loadAuthConfig();
  const oidc = createOidc(config, { userLoaded: () => undefined, renewFailed: () => undefined });
  oidc.manager.stopSilentRenew();
  return { config, manager: oidc.manager };
}

export const sessionTransfer: SessionTransfer = {
  async heldSession() {
    if (!hasStoredSession()) return null;
    const { manager } = await transferClient();
    const user = await manager.getUser();
    if (!user?.refresh_token) return null;
    return { refreshToken: user.refresh_token, name: displayName(accountStore.get()) };
  },

  async signInWithRefreshToken(refreshToken) {
    const { config, manager } = await transferClient();
    // A user holding only the refresh token: signinSilent() then uses the refresh_token grant (no
    // redirect, no iframe) and stores the new access and ID tokens with it. Expired from the start,
    // so nothing sends its empty access token meanwhile.
    await manager.storeUser(
      new User({ access_token: '', token_type: 'Bearer', refresh_token: refreshToken, scope: config.scope, profile: {} as UserProfile, expires_at: 0 }),
    );
    try {
      const user = await manager.signinSilent();
      if (!user?.profile.sub) throw new Error('the refresh gave no identity');
    } catch (error) {
      await manager.removeUser();
      throw error;
    }
    // The session's own client reads the stored user: the header shows the player, /api/me answers.
    await restore();
  },
};
