import type { AuditEntryView } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStaffName } from '../../../lib/staff-name';
import { auditRows, type ValueReader } from '../lib/audit-details';
import { adminPaths } from '../paths';
import { formatDate } from './format';

/** A date and time as stored (ISO 8601, UTC). */
const STORED_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** A translated label of a known key under `group` (`audit.actions`, `audit.fields`, `audit.values`), else the key itself. */
function useLabels() {
  const { t, i18n } = useTranslation('admin');
  const actions = t('audit.actions', { returnObjects: true }) as unknown as Record<string, Record<string, string>>;
  const fields = t('audit.fields', { returnObjects: true }) as unknown as Record<string, string>;
  const values = t('audit.values', { returnObjects: true }) as unknown as Record<string, Record<string, string>>;
  /** A value as a person reads it: a theme, an access level, a status… by its name; a date as a date. */
  const value: ValueReader = (field, stored) =>
    typeof stored === 'string' && STORED_DATE.test(stored) ? formatDate(stored, i18n.language) : values[field]?.[String(stored)];
  return {
    value,
    action: (action: string) => {
      const [group = '', verb = ''] = action.split('.');
      return actions[group]?.[verb] ?? action;
    },
    /** `title.en` → "Title (en)". */
    field: (field: string) => {
      const [name = field, part] = field.split('.');
      const label = fields[name] ?? name;
      return part ? `${label} (${part})` : label;
    },
  };
}

/** What an entry changed: a game's number links to its history, a person to their page. */
function TargetLink({ target }: { target: string }) {
  const { t } = useTranslation('admin');
  const [kind, ...rest] = target.split('#');
  const id = rest.join('#');
  if (kind === 'GAME' && /^\d+$/.test(id)) return <Link to={adminPaths.gameAudit(Number(id))}>{t('games.historyOf', { number: id })}</Link>;
  if (kind === 'USER' && id) return <Link to={adminPaths.user(id)}>{t('audit.target', { target })}</Link>;
  return <>{t('audit.target', { target })}</>;
}

/** Audit entries, newest first: what, when, who (by display name), what changed (field: before → after), why. */
export function AuditList({ entries, showTarget = false }: { entries: AuditEntryView[]; showTarget?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const labels = useLabels();
  const nameOf = useStaffName();
  if (!entries.length) return <p className="admin-muted">{t('audit.empty')}</p>;
  return (
    <ol className="admin-audit">
      {entries.map((entry, index) => {
        const d = entry.details as { reason?: unknown };
        const name = nameOf(entry.actor);
        const rows = auditRows(entry, labels.value);
        return (
          <li key={`${entry.at}-${entry.target}-${entry.action}-${index}`} className="admin-audit__entry">
            <div className="admin-audit__head">
              <strong>{labels.action(entry.action)}</strong>
              <time dateTime={entry.at}>{formatDate(entry.at, i18n.language)}</time>
            </div>
            <p className="admin-muted">
              {t('audit.by', { name })}
              {showTarget ? <> · <TargetLink target={entry.target} /></> : null}
            </p>
            {rows.length ? (
              <ul className="admin-audit__changes" aria-label={t('audit.details')}>
                {rows.map((row, i) => (
                  <li key={i}>
                    {row.kind === 'change'
                      ? t('audit.change', { field: labels.field(row.field), before: row.before, after: row.after })
                      : row.kind === 'fields'
                        ? t('audit.fieldsChanged', { fields: row.fields.map(labels.field).join(', ') })
                        : t('audit.value', { field: labels.field(row.field), value: row.value })}
                  </li>
                ))}
              </ul>
            ) : null}
            {typeof d.reason === 'string' ? <p>{t('audit.reason', { reason: d.reason })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
