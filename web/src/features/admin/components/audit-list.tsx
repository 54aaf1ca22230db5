import type { AuditEntryView } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';

const KNOWN = ['user.set_roles', 'user.grant_premium', 'user.take_premium'] as const;

function summary(entry: AuditEntryView): string {
  const d = entry.details as Record<string, unknown>;
  const parts: string[] = [];
  if (Array.isArray(d.before) && Array.isArray(d.after)) parts.push(`${(d.before as string[]).join(', ') || '—'} → ${(d.after as string[]).join(', ') || '—'}`);
  if (typeof d.days === 'number' && d.days) parts.push(`+${d.days} d`);
  if (typeof d.hours === 'number' && d.hours) parts.push(`+${d.hours} h`);
  return parts.join(' · ');
}

/** Audit entries, newest first: when, who, what, why. */
export function AuditList({ entries, showTarget = false }: { entries: AuditEntryView[]; showTarget?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  if (!entries.length) return <p className="admin-muted">{t('audit.empty')}</p>;
  return (
    <ol className="admin-audit">
      {entries.map((entry) => {
        const d = entry.details as { reason?: unknown; before?: { premiumUntil?: string | null }; after?: { premiumUntil?: string | null } };
        const action = (KNOWN as readonly string[]).includes(entry.action) ? t(`audit.actions.${entry.action as (typeof KNOWN)[number]}`) : entry.action;
        return (
          <li key={`${entry.at}-${entry.target}-${entry.action}`} className="admin-audit__entry">
            <div className="admin-audit__head">
              <strong>{action}</strong>
              <time dateTime={entry.at}>{formatDate(entry.at, i18n.language)}</time>
            </div>
            <p className="admin-muted">
              {t('audit.by', { name: entry.actor.username })}
              {showTarget ? ` · ${entry.target}` : ''}
            </p>
            {summary(entry) ? <p>{summary(entry)}</p> : null}
            {d.after && 'premiumUntil' in d.after ? (
              <p>{t('audit.premiumChange', { before: formatDate(d.before?.premiumUntil, i18n.language), after: formatDate(d.after.premiumUntil, i18n.language) })}</p>
            ) : null}
            {typeof d.reason === 'string' ? <p>{t('audit.reason', { reason: d.reason })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
