import type { Locale } from '@quiz/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { takePremiumOverClick } from '../../lib/premium-over';
import { paidOverPath, triggerPopup } from '../../lib/popups/triggers';
import { siteLinkOfClick } from './site-link-click';

/**
 * SPEC §4 premium ends: once armed, the next click on a link of this site leads to the access-ended
 * page instead (the paid-over local page of the popups' data, in the page's language or else in
 * English), or, with no such page, shows the premium_over_click_once popup. Once. Buttons, such as
 * the quiz's answer actions, are never taken over.
 */
export function usePremiumOverClick(locale: Locale): void {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = siteLinkOfClick(event);
      if (!link || !takePremiumOverClick()) return;
      event.preventDefault();
      const clicked = `${link.pathname}${link.search}${link.hash}`;
      // The popups' data says where to go (read at the first need); if it cannot be read, the link is followed.
      void paidOverPath(locale).then(async (page) => {
        if (page) return navigate(page);
        if (!(await triggerPopup('premium_over_click_once'))) return navigate(clicked);
      });
    }
    // Capture: before React Router's own link handling.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, locale]);
}
