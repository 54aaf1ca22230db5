/**
 * The link of this site a plain click follows (left button, no modifier, same tab), or null: what the
 * navigation-click hooks (premium ends, purchase intent) may take over. Read in the capture phase,
 * before React Router's own link handling.
 */
export function siteLinkOfClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return null;
  return link;
}
