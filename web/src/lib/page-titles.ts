import type { Locale } from '@quiz/shared';
import { i18n } from './i18n';

/**
 * Page titles a page has both in its pre-rendered HTML and in the app (docs/adr/0019-pre-rendered-pages.md
 *: one title per page): the renderer (app/static-pages/render.tsx) and the app's components take
 * them from here, so that the tab's title does not change when the app takes over the page. The
 * texts of the page's language must be loaded (they are, where a page renders).
 */

/** The quiz page (`/quiz/{locale}/{slug}`): "Title – Quiz #6 – Picture Quiz". */
export function quizPageTitle(locale: Locale, game: { title: string; number: number }): string {
  const quiz = i18n.getFixedT(locale, 'game')('meta.title', { title: game.title, number: game.number });
  return `${quiz} – ${i18n.getFixedT(locale)('app.name')}`;
}

/** The 404 page: "Page not found – Picture Quiz". */
export function notFoundPageTitle(locale: Locale): string {
  const t = i18n.getFixedT(locale);
  return `${t('notFound.title')} – ${t('app.name')}`;
}
