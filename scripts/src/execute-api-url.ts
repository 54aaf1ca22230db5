/**
 * What `npm run smoke -- --execute-api-url` takes (docs/operating.md "Smoke"): the api stack's output
 * `ApiEndpoint`, `https://<api id>.execute-api.<region>.amazonaws.com`. The site's own address there
 * would pass through CloudFront and prove nothing about the refusal around it, so it is refused with
 * what to give instead; null when the value is one.
 */
export function executeApiUrlRefusal(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `--execute-api-url must be a URL, the api stack's output ApiEndpoint (got ${value})`;
  }
  const isEndpoint = url.protocol === 'https:' && /^[a-z0-9]+\.execute-api\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(url.hostname);
  if (isEndpoint && (url.pathname === '/' || url.pathname === '') && !url.search) return null;
  return (
    '--execute-api-url must be the API\'s own endpoint, https://<api id>.execute-api.<region>.amazonaws.com with no path ' +
    `(the api stack's output ApiEndpoint), not the site's address: got ${value}`
  );
}
