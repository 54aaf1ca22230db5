import type { AuditEntryView } from '@quiz/shared';

/**
 * Reads an audit entry's details as rows an admin can scan: a field that changed, as
 * `field: before → after` (the `{ from, to }` a game's update records, the roles' `before`/`after`),
 * the list of fields a page, menu item or reference edit changed, and the entry's other facts
 * (`ref: r03`, `label: Old`). Pure: the list component only lays the rows out.
 */
export type AuditRow =
  | { kind: 'change'; field: string; before: string; after: string }
  | { kind: 'fields'; fields: string[] }
  | { kind: 'fact'; field: string; value: string };

const EMPTY = '—';

/**
 * How a person reads one stored value of a field (docs/back-office.md "The audit page"): a theme, an
 * access level, a status… by its name in the reader's language ("movie" → "Movies", 0 → "Free"), a
 * date as a date; undefined for a value it does not know, which is then shown as stored.
 */
export type ValueReader = (field: string, value: string | number | boolean) => string | undefined;

/** A stored value as text: a bilingual `{ en, fr }` as "en: … · fr: …", a list joined, nothing as a dash. */
export function valueText(value: unknown, read?: ValueReader, field = ''): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v, read, field)).join(', ') : EMPTY;
  if (typeof value === 'object') {
    // Keys in a stable order (DynamoDB keeps no order of a map's keys): `en` before `fr`.
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    if (!entries.length) return EMPTY;
    return entries.map(([key, v]) => `${key}: ${valueText(v, read, field)}`).join(' · ');
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return read?.(field, value) ?? String(value);
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
function changeRows(field: string, from: unknown, to: unknown, read?: ValueReader): AuditRow[] {
  if (isPlainRecord(from) && isPlainRecord(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort((a, b) => a.localeCompare(b));
    const changed = keys.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]));
    if (changed.length) return changed.map((key) => ({ kind: 'change', field: `${field}.${key}`, before: valueText(from[key], read, field), after: valueText(to[key], read, field) }));
  }
  return [{ kind: 'change', field, before: valueText(from, read, field), after: valueText(to, read, field) }];
}

/** Keys shown elsewhere (the reason has its own line; the premium end its own sentence). */
const SHOWN_ELSEWHERE = new Set(['reason']);

/** The rows of an entry's details, each value read by `read` (the catalogues' names) where it knows it. */
export function auditRows(entry: Pick<AuditEntryView, 'details'>, read?: ValueReader): AuditRow[] {
  const details = entry.details ?? {};
  const rows: AuditRow[] = [];
  const before = details.before;
  const after = details.after;
  if (before !== undefined && after !== undefined) {
    if (Array.isArray(before) || Array.isArray(after)) rows.push({ kind: 'change', field: 'roles', before: valueText(before, read, 'roles'), after: valueText(after, read, 'roles') });
    else if (typeof before === 'object' && typeof after === 'object' && before && after) {
      const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
      for (const key of keys) {
        rows.push({ kind: 'change', field: key, before: valueText((before as Record<string, unknown>)[key], read, key), after: valueText((after as Record<string, unknown>)[key], read, key) });
      }
    }
  }
  for (const [key, value] of Object.entries(details)) {
    if (key === 'before' || key === 'after' || SHOWN_ELSEWHERE.has(key)) continue;
    if ((key === 'added' || key === 'removed') && Array.isArray(before)) continue;
    if (isChange(value)) rows.push(...changeRows(key, value.from, value.to, read));
    else if (key === 'fields' && Array.isArray(value)) rows.push({ kind: 'fields', fields: value.map(String) });
    else if (key === 'settings' && value && typeof value === 'object') {
      for (const [field, v] of Object.entries(value as Record<string, unknown>)) rows.push({ kind: 'fact', field, value: valueText(v, read, field) });
    } else rows.push({ kind: 'fact', field: key, value: valueText(value, read, key) });
  }
  return rows;
}

