import type { AuditEntryView } from '@quiz/shared';

/**
 * Reads an audit entry's details as rows an admin can scan (issue 22): a field that changed, as
 * `field: before → after` (the `{ from, to }` a game's update records, the roles' `before`/`after`),
 * the list of fields a page, menu item or reference edit changed, and the entry's other facts
 * (`ref: r03`, `label: Old`). Pure: the list component only lays the rows out.
 */
export type AuditRow =
  | { kind: 'change'; field: string; before: string; after: string }
  | { kind: 'fields'; fields: string[] }
  | { kind: 'fact'; field: string; value: string };

const EMPTY = '—';

/** A stored value as text: a bilingual `{ en, fr }` as "en: … · fr: …", a list joined, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : EMPTY;
  if (typeof value === 'object') {
    // Keys in a stable order (DynamoDB keeps no order of a map's keys): `en` before `fr`.
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    if (!entries.length) return EMPTY;
    return entries.map(([key, v]) => `${key}: ${valueText(v)}`).join(' · ');
  }
  return String(value);
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => v === null || typeof v !== 'object');

/**
 * One change: a bilingual value (`{ en, fr }` from and to) as a row per language that changed
 * (`title.en: Beach → Sea`), anything else as one row.
 */
function changeRows(field: string, from: unknown, to: unknown): AuditRow[] {
  if (isPlainRecord(from) && isPlainRecord(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort((a, b) => a.localeCompare(b));
    const changed = keys.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]));
    if (changed.length) return changed.map((key) => ({ kind: 'change', field: `${field}.${key}`, before: valueText(from[key]), after: valueText(to[key]) }));
  }
  return [{ kind: 'change', field, before: valueText(from), after: valueText(to) }];
}

/** Keys shown elsewhere (the reason has its own line; the premium end its own sentence). */
const SHOWN_ELSEWHERE = new Set(['reason']);

export function auditRows(entry: Pick<AuditEntryView, 'details'>): AuditRow[] {
  const details = entry.details ?? {};
  const rows: AuditRow[] = [];
  const before = details.before;
  const after = details.after;
  if (before !== undefined && after !== undefined) {
    if (Array.isArray(before) || Array.isArray(after)) rows.push({ kind: 'change', field: 'roles', before: valueText(before), after: valueText(after) });
    else if (typeof before === 'object' && typeof after === 'object' && before && after) {
      const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
      for (const key of keys) {
        rows.push({ kind: 'change', field: key, before: valueText((before as Record<string, unknown>)[key]), after: valueText((after as Record<string, unknown>)[key]) });
      }
    }
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after' || SHOWN_ELSEWHERE.has(key)) continue;
    if ((key === 'added' || key === 'removed') && Array.isArray(before)) continue;
    if (isChange(value)) rows.push(...changeRows(key, value.from, value.to));
    else if (key === 'fields' && Array.isArray(value)) rows.push({ kind: 'fields', fields: value.map(String) });
    else if (key === 'settings' && value && typeof value === 'object') {
      for (const [field, v] of Object.entries(value as Record<string, unknown>)) rows.push({ kind: 'fact', field, value: valueText(v) });
    } else rows.push({ kind: 'fact', field: key, value: valueText(value) });
  }
  return rows;
}

