import { config } from 'zod/mini';

/*
 * The site's content security policy forbids eval (docs/adr/0018-web-headers-and-caching.md). zod would
 * otherwise try `new Function` the first time it checks an object, to compile a faster check; it
 * catches the refusal, but the browser still reports a policy violation (a DevTools issue, and a
 * Lighthouse best-practices point). Its checks are the same without it.
 */
config({ jitless: true });
