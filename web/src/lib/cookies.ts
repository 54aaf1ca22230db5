/** The value of the cookie `name` (decoded), or null when the page has none (or cookies are blocked). */
export function readCookie(name: string, cookies?: string): string | null {
  try {
    const prefix = `${name}=`;
    const part = (cookies ?? document.cookie).split(';').map((p) => p.trim()).find((p) => p.startsWith(prefix));
    return part === undefined ? null : decodeURIComponent(part.slice(prefix.length));
  } catch {
    return null;
  }
}
