import { AUDIT_KINDS, type AuditKind } from '@quiz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStaffName } from '../../../lib/staff-name';
import { auditLogQuery } from '../api/admin-api';
import { PagedAuditTrail } from '../components/paged-audit-trail';

const isKind = (value: string | null): value is AuditKind => (AUDIT_KINDS as readonly (string | null)[]).includes(value);

/**
 * /admin/app/audit?kind=&person= (docs/back-office.md "The audit page"): every change in the
 * back-office, newest first, who (by name), when, what, on what; narrowed to a kind of thing changed
 * or to a person, 25 entries a page ("Show older changes"). Admins only: the API answers 403 to others.
 */
export function AuditLogPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const nameOf = useStaffName();
  const [params, setParams] = useSearchParams();
  const rawKind = params.get('kind');
  const kind = isKind(rawKind) ? rawKind : undefined;
  const person = params.get('person') ?? undefined;
  const kindId = useId();
  const personId = useId();
  const trail = useInfiniteQuery(auditLogQuery(kind, person));
  const entries = useMemo(() => trail.data?.pages.flatMap((page) => page.entries) ?? [], [trail.data]);
  // The people to choose from: those seen on the pages read (the chosen one stays while it is chosen).
  const people = useMemo(() => {
    const seen = new Map<string, string>();
    for (const entry of entries) if (!seen.has(entry.actor.sub)) seen.set(entry.actor.sub, nameOf(entry.actor));
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [entries, nameOf]);
  const setFilter = (name: 'kind' | 'person', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  return (
    <section aria-labelledby="admin-audit-title">
      <title>{t('admin:auditLog.title')}</title>
      <h1 id="admin-audit-title">{t('admin:auditLog.title')}</h1>
      <p>{t('admin:auditLog.intro')}</p>
      <div className="admin-inline admin-audit__filters">
        <label htmlFor={kindId}>{t('admin:auditLog.kind')}</label>
        <select id={kindId} value={kind ?? ''} onChange={(e) => setFilter('kind', e.target.value)}>
          <option value="">{t('admin:auditLog.allKinds')}</option>
          {AUDIT_KINDS.map((k) => <option key={k} value={k}>{t(`admin:auditLog.kinds.${k}`)}</option>)}
        </select>
        <label htmlFor={personId}>{t('admin:auditLog.person')}</label>
        <select id={personId} value={person ?? ''} onChange={(e) => setFilter('person', e.target.value)}>
          <option value="">{t('admin:auditLog.everyone')}</option>
          {person && !people.some(([sub]) => sub === person) ? <option value={person}>{t('admin:auditLog.chosenPerson')}</option> : null}
          {people.map(([sub, name]) => <option key={sub} value={sub}>{name}</option>)}
        </select>
      </div>
      <PagedAuditTrail trail={trail} showTarget />
    </section>
  );
}
