/**
 * The site's renderer (web/src/app/static-pages/site.tsx), bundled into the publish function by
 * esbuild under this name (infra/lib/constructs/publish-function.ts sets the alias and the JSX, JSON
 * and CSS loaders). A name rather than a path: the functions' typecheck does not compile the web's JSX.
 */
declare module '@quiz/web-renderer' {
  import type { RenderSite } from '@quiz/shared';
  export const renderSite: RenderSite;
}
