import type { Locale, UserState } from '@quiz/shared';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { closeAllPopups, closePopup, popupEngine, triggerPopup, useOpenPopups, type OpenPopup } from '../../lib/popups/popups';
import { PackLinks } from '../premium/pack-links';
import './popup-host.css';

export interface PopupHostProps {
  locale: Locale;
  state: UserState;
  /** The sign-in choices (the account feature's), coming back to `returnTo`. */
  signIn: (returnTo: string | null) => ReactNode;
}

/**
 * Shows the popups fired anywhere on the page (lib/popups), and fires the ones that follow the
 * player's state: paid_over at the first page after premium has ended (SPEC §4). Each popup is a
 * native <dialog>: an overlay one is modal (the browser makes the rest of the page inert, dims it
 * with ::backdrop and closes it on Escape); the others sit in a corner and close on Escape too.
 */
export function PopupHost({ locale, state, signIn }: PopupHostProps) {
  const open = useOpenPopups();
  const { pathname } = useLocation();
  const previousState = useRef(state);

  useEffect(() => {
    const before = previousState.current;
    previousState.current = state;
    // SPEC §4: premium just ended → the paid_over once-flag is allowed; premium just began → the
    // until_paid popups are forgotten, so that they may show again once it is over.
    if (before === 'paid' && state === 'paid_over') popupEngine.allowOnce('paid_over');
    if (state === 'paid' && before !== 'paid') popupEngine.forgetUntilPaid();
  }, [state]);

  // Another page: what was open belonged to the page left; a formerly premium player's first page
  // after premium ended shows paid_over (its once-flag keeps it to one per page session). The host's
  // own first page closes nothing: a popup fired while its code downloaded (a pack clicked as soon as
  // the page showed) belongs to this page.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current !== pathname) {
      shownPathname.current = pathname;
      closeAllPopups();
    }
    if (previousState.current === 'paid_over') void triggerPopup('paid_over');
  }, [pathname]);

  return (
    <>
      {open.map((popup) => (
        <PopupDialog key={popup.key} popup={popup} locale={locale} signIn={signIn} />
      ))}
    </>
  );
}

function PopupDialog({ popup, locale, signIn }: { popup: OpenPopup; locale: Locale; signIn: PopupHostProps['signIn'] }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const { key, overlay, opener } = popup;
  const { id, title, text, action } = popup.popup;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (overlay) dialog.showModal();
    else dialog.show();
    // The dialog itself takes the focus, so that its title is read first; Tab goes on to its actions.
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [overlay, opener]);

  const close = () => closePopup(key);
  return (
    <dialog
      ref={ref}
      className={`popup ${overlay ? 'popup--overlay' : 'popup--corner'}`}
      aria-labelledby={`popup-${key}-title`}
      aria-describedby={`popup-${key}-text`}
      data-popup={id}
      tabIndex={-1}
      // Escape: a modal dialog says "cancel"; the page, not the browser, closes it.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !overlay) close();
      }}
      // A click on the dimmed backdrop (outside the box) closes an overlay popup.
      onClick={(event) => {
        if (overlay && event.target === event.currentTarget) close();
      }}
    >
      <div className="popup__box">
        <h2 id={`popup-${key}-title`} className="popup__title">
          {title}
        </h2>
        <p id={`popup-${key}-text`} className="popup__text">
          {text}
        </p>
        {action?.kind === 'packs' && <PackLinks locale={locale} returnTo={popup.returnTo ?? pathnameNow()} purchaseRef={`popup-${popup.event}`} />}
        {action?.kind === 'signIn' && signIn(popup.returnTo)}
        {action?.kind === 'link' && (
          <Link className="button" to={action.href}>
            {action.label}
          </Link>
        )}
        <button type="button" className="popup__close" onClick={close} aria-label={t('popup.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </dialog>
  );
}

const pathnameNow = () => `${window.location.pathname}${window.location.search}`;
