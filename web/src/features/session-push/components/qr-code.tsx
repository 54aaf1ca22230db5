import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn as SVG by the `qrcode` package, which downloads with the first code
 * shown (dynamic import): no other page carries its weight.
 */
async function qrSvg(text: string): Promise<string> {
  // A CommonJS package: its functions hang off the default export.
  const { default: qr } = await import('qrcode');
  return qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

export function QrCode({ text, label }: { text: string; label: string }) {
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
  // The markup comes from the qrcode package (rectangles of our own link), never from a visitor.
  return svg ? (
    <div className="push__qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
  ) : (
    <div className="push__qr push__qr--pending" role="img" aria-label={label} aria-busy="true" />
  );
}
