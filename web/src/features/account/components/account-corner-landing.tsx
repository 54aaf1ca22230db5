import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { SERVICE_NAMES } from '../lib/services';
import { Chevron, PersonIcon } from './account-menu';
import { SignInPanel } from './account-panels';

/**
 * The header's account corner of a pre-rendered page (docs/accounts.md "The account corner on
 * pre-rendered pages"), rendered at build time, both ways at once: "Sign in" with its providers
 * (shown), and the player's menu (hidden). The landing script (features/account/landing) shows the
 * one that fits what this browser holds, fills in the player's name and state, and opens and closes
 * the panels, without the app's code. The ids are fixed: a page has one corner.
 *
 * The player's state is worded by the script from the texts it finds here (data attributes), in
 * the page's language; `{{…}}` placeholders are left for it to fill (`keep` below).
 */

/** Leaves `{{count}}`, `{{time}}`, `{{date}}` as they are: the landing script fills them. */
const keep = { interpolation: { prefix: '⟦', suffix: '⟧' } } as const;

export const LANDING_CORNER_IDS = {
  signInPanel: 'account-sign-in-panel',
  playerPanel: 'account-player-panel',
  menuDescription: 'account-menu-description',
} as const;

function SignInCorner({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="account" data-account-sign-in>
      <button type="button" className="account__toggle account__toggle--sign-in" aria-expanded="false" aria-controls={LANDING_CORNER_IDS.signInPanel}>
        <PersonIcon />
        <span className="account__label">{t('signIn.button')}</span>
      </button>
      <div className="account__panel" id={LANDING_CORNER_IDS.signInPanel} hidden>
        <SignInPanel returnTo={returnTo} wholePage />
      </div>
    </div>
  );
}

function PlayerCorner() {
  const { t } = useTranslation('account');
  const via = Object.fromEntries(SERVICE_NAMES.map((service) => [`data-${service}`, t('menu.signedInWith', { provider: t(`provider.${service}`) })]));
  const words = {
    'data-connected': t('state.connected'),
    'data-paid': t('state.paid'),
    'data-paid-over': t('state.paidOver'),
    'data-left': t('state.left', keep),
    'data-until': t('state.until', keep),
    'data-day-one': t('time.days', { ...keep, count: 1 }),
    'data-day-other': t('time.days', { ...keep, count: 2 }),
    'data-hours': t('time.hours', keep),
    'data-minutes': t('time.minutes', keep),
  };
  return (
    <div className="account" data-account-player hidden>
      <button
        type="button"
        className="account__toggle account__toggle--player"
        aria-expanded="false"
        aria-controls={LANDING_CORNER_IDS.playerPanel}
        aria-describedby={LANDING_CORNER_IDS.menuDescription}
      >
        <span className="account__avatar" aria-hidden="true" data-account-initial>
          <PersonIcon />
        </span>
        <span className="account__name" data-account-name>
          {t('menu.label')}
        </span>
        <Chevron />
      </button>
      <span id={LANDING_CORNER_IDS.menuDescription} hidden>
        {t('menu.description')}
      </span>
      <div className="account__panel" id={LANDING_CORNER_IDS.playerPanel} hidden>
        <p className="account__title account__title--name" data-account-name>
          {t('menu.label')}
        </p>
        <p className="account__via" data-account-via {...via}>
          {t('menu.signedIn')}
        </p>
        <p className="account-status" data-account-state {...words} hidden>
          <span className="account-status__badge" />
          <span />
        </p>
        {/* The app's pages: a plain link loads the app there, with the browser's session. */}
        <a className="button button--ghost button--block account__push" href={paths.pushSession()}>
          {t('push.menuAction')}
        </a>
        <a className="button button--secondary button--block account__sign-out" href={paths.logout}>
          {t('menu.signOut')}
        </a>
      </div>
    </div>
  );
}

/** The corner itself: no box of its own, so that the header lays out its visible half as the app's. */
export function AccountCornerLanding({ returnTo }: { returnTo: string }) {
  return (
    <div className="account-corner" data-account-corner style={{ display: 'contents' }}>
      <SignInCorner returnTo={returnTo} />
      <PlayerCorner />
    </div>
  );
}
