/**
 * Absolute addresses of the pre-rendered pages on the local server (docs/adr/0004-local-runtime.md
 *): a build made for this machine (SITE_URL unset) names a local origin in its
 * canonical, hreflang, Open Graph and sitemap addresses; the server that serves it may listen on
 * another port (PORT). Those addresses are then rewritten to the server's own origin as the page is
 * sent. A build for a real site (SITE_URL=https://…) is never touched.
 */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** The origin of a build's siteUrl when it is a local one (http://127.0.0.1:3000), else null. */
export function localBuildOrigin(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    const url = new URL(siteUrl);
    return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) ? url.origin : null;
  } catch {
    return null;
  }
}

/** `body` with every address on `builtOrigin` moved to `servedOrigin` (as is when there is nothing to move). */
export function withServedOrigin(body: string, builtOrigin: string | null, servedOrigin: string): string {
  if (!builtOrigin || builtOrigin === servedOrigin) return body;
  // An origin followed by a path, a quote or a tag's end: never a longer port (`:3000` in `:30001`).
  const pattern = new RegExp(`${builtOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/"'<\\s?#]|$)`, 'g');
  return body.replaceAll(pattern, servedOrigin);
}
