/**
 * A found title's label before the page has measured it (game.css `.zone-label`): 0.75 rem bold
 * text after a 14-px icon, wrapping at its maximum width. The page then measures the real labels and
 * places them again (components/zone-layer.tsx); the label layout's test uses this estimate.
 */

/** The labels' widest, in CSS pixels (game.css `.zone-label` max-width: 11 rem, 7.5 rem on a phone). */
export const LABEL_MAX_WIDTH = { phone: 120, desktop: 176 } as const;

/** The width of an average character of the labels' text, and its line height, in CSS pixels. */
const CHAR_WIDTH = 6.6;
const LINE_HEIGHT = 15.6;
/** The icon, its gap and the padding around the text. */
const CHROME_WIDTH = 14 + 3.2 + 4.8 + 7.2;
const CHROME_HEIGHT = 3.2;

export function labelSizeEstimate(text: string, maxWidth: number): { width: number; height: number } {
  const textWidth = text.length * CHAR_WIDTH;
  const room = maxWidth - CHROME_WIDTH;
  const lines = Math.max(1, Math.ceil(textWidth / room));
  return { width: Math.min(maxWidth, CHROME_WIDTH + textWidth), height: lines * LINE_HEIGHT + CHROME_HEIGHT };
}
