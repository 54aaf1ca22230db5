import type { PopupViewer } from './engine';

/**
 * Who is looking at the page (its language, the player's state: SPEC §4), as the root layout sets it
 * (in a layout effect, whenever either changes). A module of its own, in the first page's code: a trigger fired before the popups'
 * code has downloaded (a pack clicked as soon as the page shows) is decided for this viewer, not a
 * default one.
 */
let viewer: PopupViewer = { locale: 'en', state: 'anonymous' };

export function setPopupViewer(next: PopupViewer): void {
  viewer = next;
}

export const popupViewer = (): PopupViewer => viewer;
