import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorCodeOf } from '../../../lib/errors';
import { adminPagesQuery } from '../api/pages';
import { ContentNav } from '../components/content-nav';
import { adminContentPaths } from '../paths';

/** /admin/app/pages: every content page, drafts too, by address. */
export function PagesList() {
  const { t, i18n } = useTranslation(['adminContent', 'errors']);
  const pages = useQuery(adminPagesQuery());
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="pages-title">
      <ContentNav />
      <div className="content-header">
        <h1 id="pages-title">{t('pages.title')}</h1>
        <Link className="button" to={adminContentPaths.newPage}>{t('pages.new')}</Link>
      </div>
      <p>{t('pages.intro')}</p>
      {pages.isPending ? (
        <p role="status">{t('pages.loading')}</p>
      ) : pages.isError ? (
        <p role="alert">{t(`errors:${errorCodeOf(pages.error)}`)}</p>
      ) : pages.data.pages.length === 0 ? (
        <p>{t('pages.empty')}</p>
      ) : (
        <div className="content-scroll">
          <table className="content-table">
          <thead>
            <tr>
              <th scope="col">{t('pages.columns.path')}</th>
              <th scope="col">{t('pages.columns.title')}</th>
              <th scope="col">{t('pages.columns.type')}</th>
              <th scope="col">{t('pages.columns.status')}</th>
              <th scope="col">{t('pages.columns.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.pages.map((page) => (
              <tr key={page.id}>
                <td><Link to={adminContentPaths.page(page.id)}>{page.path}</Link></td>
                <td lang={page.locale}>{page.title}</td>
                <td>{t(`edit.types.${page.type}`)}</td>
                <td><span className={`content-badge content-badge--${page.status}`}>{t(`status.${page.status}`)}</span></td>
                <td>{date(page.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
</div>
      )}
    </section>
  );
}
