import { useEffect, useState } from 'react';
import './qr-code.css';

/**
 * The SVG of a QR code of `text`, drawn by the `qrcode` package, which downloads with the first code
 * shown (dynamic import): no other page carries its weight.
 */
export async function qrSvg(text: string): Promise<string> {
  // A CommonJS package: its functions hang off the default export.
  const { default: qr } = await import('qrcode');
  return qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

/**
 * A QR code of `text` (a pushed session's link, a QR quiz link), black on white whatever the theme
 * (scanners need the contrast).
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(text)
      .then((svg) => {
        if (live) setDrawn({ text, svg });
      })
      .catch(() => {
        // Without the code the link is still there to copy.
      });
    return () => {
      live = false;
    };
  }, [text]);
  const svg = drawn?.text === text ? drawn.svg : null;
  const classes = `qr-code${className ? ` ${className}` : ''}`;
  // The markup comes from the qrcode package (rectangles of our own link), never from a visitor.
  return svg ? (
    <div className={classes} role="img" aria-label={label} data-qr-text={text} dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <div className={`${classes} qr-code--pending`} role="img" aria-label={label} aria-busy="true" />
  );
}
