import './field-issues.css';
import type { ErrorIssue } from '@quiz/shared';
import { isApiError } from '../../lib/api-client';

/** The API's issues about one field (`body.popup.title` → `popup.title`), for the message beside it. */
export function issuesAt(error: unknown, field: string): ErrorIssue[] {
  if (!isApiError(error)) return [];
  return error.issues.filter((issue) => {
    const path = issue.path.slice(1).join('.');
    return path === field || path.startsWith(`${field}.`);
  });
}

/** The props that tie a field to its message (aria-invalid, aria-describedby), and the message. */
export function fieldState(error: unknown, field: string, id: string) {
  const issues = issuesAt(error, field);
  return {
    invalid: issues.length > 0,
    props: issues.length > 0 ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {},
    message: issues.length > 0 ? (
      <span id={`${id}-error`} className="field-issue">
        {issues.map((issue) => issue.message).join(' · ')}
      </span>
    ) : null,
  };
}
