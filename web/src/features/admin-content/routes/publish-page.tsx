import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Publish } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/errors';
import { publishesQuery, startPublish } from '../api/publishes';
import '../admin-content.css';
import { ContentNav } from '../components/content-nav';
import { useStaffName } from '../../../lib/staff-name';

/**
 * /admin/app/publish (with the content's menu) and /desk/designer/publish (a designer publishes the
 * quizzes they set live, without the admin's menu): the publish button, and the latest publishes
 * with their progress.
 */
export function PublishPage({ contentNav = true }: { contentNav?: boolean }) {
  const { t, i18n } = useTranslation(['adminContent', 'errors']);
  const nameOf = useStaffName();
  const client = useQueryClient();
  const publishes = useQuery(publishesQuery());
  const publish = useMutation({
    mutationFn: startPublish,
    onSuccess: () => client.invalidateQueries({ queryKey: publishesQuery().queryKey }),
  });
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  // A publish under way does not block another: the server runs them one after the other, and a
  // change saved after the running one started needs the next to reach the site.
  const underWay = publishes.data?.publishes.some((p) => p.status === 'queued' || p.status === 'running') ?? false;
  const result = (p: Publish) => {
    if (p.status === 'failed') return p.error ?? '';
    if (p.status !== 'done') return p.step ? t(`publish.steps.${p.step}`) : '';
    const seconds = p.startedAt && p.finishedAt ? ((Date.parse(p.finishedAt) - Date.parse(p.startedAt)) / 1000).toFixed(1) : '?';
    return t('publish.result', { written: p.written ?? 0, removed: p.removed ?? 0, unchanged: p.unchanged ?? 0, seconds });
  };
  return (
    <section aria-labelledby="publish-title">
      {contentNav ? <ContentNav /> : null}
      <h1 id="publish-title">{t('publish.title')}</h1>
      <p>{t('publish.intro')}</p>
      <div className="desk-actions">
        <button type="button" className="button" onClick={publish.isPending ? undefined : () => publish.mutate()} aria-disabled={publish.isPending || undefined}>
          {publish.isPending ? t('publish.starting') : t('publish.button')}
        </button>
      </div>
      <div aria-live="polite">
        {publish.isSuccess && <p>{t('publish.started')}</p>}
        {underWay && <p>{t('publish.underWay')}</p>}
        {publish.isError && <p role="alert">{t(`errors:${errorCodeOf(publish.error)}`)}</p>}
      </div>
      <h2>{t('publish.history')}</h2>
      {publishes.isPending ? (
        <p role="status">{t('publish.loading')}</p>
      ) : publishes.isError ? (
        <p role="alert">{t(`errors:${errorCodeOf(publishes.error)}`)}</p>
      ) : publishes.data.publishes.length === 0 ? (
        <p>{t('publish.empty')}</p>
      ) : (
        <div className="content-scroll">
          <table className="content-table" aria-busy={underWay}>
          <thead>
            <tr>
              <th scope="col">{t('publish.columns.requested')}</th>
              <th scope="col">{t('publish.columns.by')}</th>
              <th scope="col">{t('publish.columns.status')}</th>
              <th scope="col">{t('publish.columns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {publishes.data.publishes.map((p) => (
              <tr key={p.id}>
                <td>{date(p.requestedAt)}</td>
                <td>{nameOf(p.requestedBy)}</td>
                <td><span className={`content-badge content-badge--${p.status}`}>{t(`publish.statuses.${p.status}`)}</span></td>
                <td>{result(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
</div>
      )}
    </section>
  );
}
