import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** The API's reasons for refusing a write, each naming its field ("choices.fr.2: …"). */
export function issueMessages(error: unknown, t: TFunction<'designerRefs'>): string[] {
  if (isApiError(error) && error.issues.length) {
    return error.issues.map((issue) => {
      const field = issue.path.filter((p) => p !== 'body').join('.');
      return t('form.issue', { field: field || t('form.wholeItem'), message: issue.message });
    });
  }
  if (isApiError(error) && error.status === 0) return [t('form.offline')];
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return [t('form.forbidden')];
  return [t('form.failed')];
}

export function IssueList({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div className="refs-issues" role="alert">
      <ul>
        {messages.map((m, i) => <li key={i}>{m}</li>)}
      </ul>
    </div>
  );
}
