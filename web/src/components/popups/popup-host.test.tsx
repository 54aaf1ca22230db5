import { DEFAULT_POPUPS, type UserState } from '@quiz/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { readCookie } from '../../lib/cookies';
import { loadPopups, setPopupLoaderForTests, triggerPopup } from '../../lib/popups/popups';
import { setPopupViewer } from '../../lib/popups/viewer';
import { renderUi } from '../../test/render-ui';
import { PopupHost } from './popup-host';

// Each test a minute after the last: the 400 ms after a close (SPEC §4) never spill into the next.
let minute = 0;
const realNow = Date.now();

// The popups as GET /api/popups serves them (the seed's), read before the tests as at a first trigger.
beforeAll(async () => {
  setPopupLoaderForTests(() => Promise.resolve(DEFAULT_POPUPS));
  await loadPopups();
});

// jsdom has <dialog> without its methods: enough of them to open and close one.
beforeEach(() => {
  minute += 1;
  vi.spyOn(Date, 'now').mockReturnValue(realNow + minute * 60_000);
  HTMLDialogElement.prototype.show = function () {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  for (const name of ['popup_pay', 'triggers_popup_until_paid']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

/** As the root layout does: the viewer said before any trigger can fire. */
function Page({ state }: { state: UserState }) {
  useLayoutEffect(() => setPopupViewer({ locale: 'en', state }), [state]);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/">Home</Link>
      <button type="button">Opener</button>
      <PopupHost locale="en" state={state} signIn={(returnTo) => <p>Sign-in choices back to {returnTo}</p>} />
    </>
  );
}

const frenchIntent = DEFAULT_POPUPS.popups.find((popup) => popup.id === 'purchase_intent_fr')!;

describe('PopupHost (SPEC §4 Popups)', () => {
  it('shows a fired popup as a modal dialog named by its title; Escape closes it and the focus goes back', async () => {
    renderUi(<Page state="anonymous" />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    act(() => void triggerPopup('purchase_intent', { returnTo: '/stripe/purchase/stripe_premium_pt3h' }));

    const dialog = screen.getByRole('dialog', { name: 'Sign in to buy premium' });
    expect(dialog.dataset.modal).toBe('true');
    expect(dialog).toHaveFocus();
    expect(screen.getByText('Sign-in choices back to /stripe/purchase/stripe_premium_pt3h')).toBeInTheDocument();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows a popup fired before it mounted (a pack clicked while its code downloads), in the page\'s language', () => {
    setPopupViewer({ locale: 'fr', state: 'anonymous' });
    act(() => void triggerPopup('purchase_intent', { returnTo: '/stripe/purchase/stripe_premium_pt3h' }));
    renderUi(<PopupHost locale="fr" state="anonymous" signIn={() => null} />);
    const dialog = screen.getByRole('dialog', { name: frenchIntent.title });
    expect(dialog.dataset.popup).toBe(frenchIntent.id);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
  });

  it('closes what is open when the player goes to another page', async () => {
    renderUi(<Page state="anonymous" />);
    act(() => void triggerPopup('pay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows paid_over at the first page after premium ended, and only then (once per page session)', async () => {
    const { rerender } = renderUi(<Page state="paid_over" />);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // Formerly premium since before this page: nothing.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<Page state="paid" />);
    rerender(<Page state="paid_over" />);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('dialog', { name: 'Your premium has ended' })).toBeInTheDocument();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgets the until_paid popups when the player becomes premium', () => {
    document.cookie = 'popup_pay=1; Path=/';
    document.cookie = 'triggers_popup_until_paid=pay; Path=/';
    const { rerender } = renderUi(<Page state="connected" />);
    expect(readCookie('popup_pay')).toBe('1');
    rerender(<Page state="paid" />);
    expect(readCookie('popup_pay')).toBeNull();
    expect(readCookie('triggers_popup_until_paid')).toBeNull();
  });
});
