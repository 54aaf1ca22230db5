import { renderCompetitionRules } from './competition-rules';
import { renderContentPages } from './content-site';
import { renderStaticSite } from './render';
import type { StaticFile, StaticSiteInput } from './site-input';

/**
 * Every pre-rendered file of the site from the current public data (docs/adr/0019-pre-rendered-pages.md
 *, "Publishing"): the one function both the web build (scripts/src/static-pages/build.ts) and
 * a publish (functions/src/jobs/publish-site.ts) call, so that a publish writes exactly what a build
 * of the same data would.
 */
export async function renderSite(input: StaticSiteInput): Promise<StaticFile[]> {
  return [...(await renderStaticSite(input)), ...(await renderContentPages(input)), ...(await renderCompetitionRules(input))];
}
