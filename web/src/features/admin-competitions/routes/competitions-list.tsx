import type { Competition, Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { competitionsQuery } from '../api/competitions';
import { adminCompetitionsPaths } from '../paths';
import '../admin-competitions.css';

/** A period as its organiser wrote it: the wall-clock times and the zone they are read in. */
export function periodText(competition: Pick<Competition, 'start' | 'end' | 'timeZone'>, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const wall = (text: string) => format.format(new Date(`${text}:00Z`));
  return `${wall(competition.start)} – ${wall(competition.end)} (${competition.timeZone})`;
}

/** /admin/app/competitions: every competition, drafts too, latest start first. */
export function CompetitionsList() {
  const { t, i18n } = useTranslation('adminCompetitions');
  const locale = (i18n.language === 'fr' ? 'fr' : 'en') as Locale;
  const titleId = useId();
  const list = useQuery(competitionsQuery());
  return (
    <section aria-labelledby={titleId} className="admin-competitions">
      <div className="content-header">
        <h1 id={titleId}>{t('list.title')}</h1>
        <Link className="button" to={adminCompetitionsPaths.create}>{t('list.new')}</Link>
      </div>
      <p>{t('list.intro')}</p>
      {list.isPending ? (
        <p role="status">{t('list.loading')}</p>
      ) : list.isError ? (
        <div role="alert" className="desk-card desk-card--alert desk-card--error">
          <p>{t('list.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void list.refetch()}>{t('retry')}</button>
        </div>
      ) : list.data.competitions.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className="content-scroll">
          <table className="content-table">
            <thead>
              <tr>
                <th scope="col">{t('list.columns.title')}</th>
                <th scope="col">{t('list.columns.period')}</th>
                <th scope="col">{t('list.columns.games')}</th>
                <th scope="col">{t('list.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.competitions.map((competition) => (
                <tr key={competition.id}>
                  <td><Link to={adminCompetitionsPaths.one(competition.id)} lang={locale}>{competition.titles[locale]}</Link></td>
                  <td>{periodText(competition, locale)}</td>
                  <td>{competition.gameIds.map((id) => `#${id}`).join(', ')}</td>
                  <td><span className={`content-badge content-badge--${competition.status}`}>{t(`statuses.${competition.status}`)}</span></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
