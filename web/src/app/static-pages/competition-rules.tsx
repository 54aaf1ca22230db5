import { competitionRulesFile, LOCALES, type Locale, type PublicCompetition } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { formatInstant } from '../../features/competition/lib/format';
import { i18n, loadCatalogues } from '../../lib/i18n';
import type { LocalizedPathHandle } from '../../lib/locale';
import { landingDocument, renderBody, type PageHead } from './render';
import type { StaticFile, StaticSiteInput } from './site-input';

/**
 * A competition's rules (SPEC §2 /competition/{id}/rules), pre-rendered in each language by
 * the build and by a publish: one path for both (`?l=` or the remembered language picks the file,
 * shared/src/site-routes.ts), its title, period in its written time zone, quizzes, the organiser's
 * rules (plain text: a paragraph a blank line) and how the leaderboard ranks players.
 */

/** The path of the rules in one language (what links, the sitemap and the language switch name). */
export const rulesPathIn = (id: string, locale: Locale) => `${paths.competitionRules(id)}?l=${locale}`;

function CompetitionRules({ competition, locale }: { competition: PublicCompetition; locale: Locale }) {
  const { t } = useTranslation('competition');
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  const paragraphs = competition.rules[locale].split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <article className="content-page">
      <header className="hero content-page__hero">
        <div className="container content-page__measure">
          <p className="hero__lead">{t('rules.eyebrow')}</p>
          <h1 className="hero__title">{competition.titles[locale]}</h1>
          <p className="hero__lead">
            {t('period', { start: formatInstant(competition.startsAt, locale, competition.timeZone), end: formatInstant(competition.endsAt, locale, competition.timeZone) })}
            <br />
            <small>{t('timeZone', { zone: competition.timeZone })}</small>
          </p>
        </div>
      </header>
      <div className="container content-page__measure content-page__body">
        {paragraphs.map((text, i) => (
          <p key={i} style={{ whiteSpace: 'pre-line' }}>{text}</p>
        ))}
        <h2>{t('rules.ranking')}</h2>
        <p>{t('rules.rankingText')}</p>
        <h2>{t('rules.quizzes')}</h2>
        <ul>
          {competition.quizzes.map((quiz) => (
            <li key={quiz.gameId}>
              <a href={paths.quiz(locale, quiz.slug[locale])}>{t('quizzes.number', { number: quiz.number })} {quiz.title[locale]}</a>
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href={paths.competition(competition.id)}>{t('rules.board')}</a>
        </p>
        <p lang={other}>
          <a href={rulesPathIn(competition.id, other)} hrefLang={other}>{t('rules.language')}</a>
        </p>
      </div>
    </article>
  );
}

export async function renderCompetitionRules(input: StaticSiteInput): Promise<StaticFile[]> {
  const files: StaticFile[] = [];
  for (const locale of LOCALES) {
    await Promise.all([loadCatalogues(locale, 'app'), loadCatalogues(locale, 'competition')]);
    await i18n.changeLanguage(locale);
    const t = i18n.getFixedT(locale, 'competition');
    for (const competition of input.competitions ?? []) {
      const alternates = Object.fromEntries(LOCALES.map((l) => [l, rulesPathIn(competition.id, l)])) as Record<Locale, string>;
      const head: PageHead = {
        locale,
        title: t('rules.title', { title: competition.titles[locale] }),
        description: t('rules.description', { title: competition.titles[locale] }),
        alternates,
        defaultPath: paths.competitionRules(competition.id),
        image: input.games[locale].find((g) => competition.quizzes.some((q) => q.gameId === g.gameId))?.thumbnail,
      };
      // One path for both languages: the switch remembers the language (landing.ts) and the server answers it.
      const handle: LocalizedPathHandle = { localePath: () => paths.competitionRules(competition.id) };
      const path = paths.competitionRules(competition.id);
      files.push({
        file: competitionRulesFile(competition.id, locale),
        body: landingDocument(input, head, renderBody(locale, { path, pattern: '/competition/:id/rules', handle }, <CompetitionRules competition={competition} locale={locale} />)),
      });
    }
  }
  return files;
}
