import { PREMIUM_PACKS, type PurchaseType } from '@quiz/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountStore } from '../../lib/account-state';
import { triggerPopup } from '../../lib/popups/triggers';
import { rememberPurchaseIntent } from '../../lib/purchase-intent';
import { siteLinkOfClick } from './site-link-click';

const PURCHASE_PATH = /^\/stripe\/purchase\/([a-z0-9_]+)$/;

/**
 * SPEC §4 purchase intent: an anonymous player who clicks a pack, wherever it is offered, keeps the
 * pack in the pending-purchase cookie and gets the purchase_intent popup (sign in, and the purchase
 * goes on). Without a popup to show, the link is followed: the purchase page asks them to sign in.
 */
export function usePurchaseIntentClick(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = siteLinkOfClick(event);
      if (!link || accountStore.get().status === 'signedIn') return;
      const type = PURCHASE_PATH.exec(link.pathname)?.[1] as PurchaseType | undefined;
      if (!type || !PREMIUM_PACKS.includes(type)) return;
      rememberPurchaseIntent(type);
      const target = `${link.pathname}${link.search}`;
      // The popup may need the popups' data first: the link waits, and is followed when no popup shows.
      event.preventDefault();
      void triggerPopup('purchase_intent', { returnTo: target }).then((shown) => {
        if (!shown) void navigate(target);
      });
    }
    // Capture: before React Router's own link handling.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
