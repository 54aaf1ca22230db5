import type { StaticFile, StaticSiteInput } from '@quiz/shared';

/** What the pre-renderer takes and gives: the shapes live in shared/src/static-site.ts (the publish job names them too). */
export type { StaticFile, StaticSiteInput } from '@quiz/shared';

export type RenderStaticSite = (input: StaticSiteInput) => Promise<StaticFile[]>;

/** Renders the content and menu pages; `only`: the translation keys a publish changed (the menus always). */
export type RenderContentPages = (input: StaticSiteInput, options?: { only?: ReadonlySet<string> }) => Promise<StaticFile[]>;
