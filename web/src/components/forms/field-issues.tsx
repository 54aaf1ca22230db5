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

/**
 * The props that tie a field to its message (aria-invalid, aria-describedby), and the message:
 * `describe` words an issue in the page's language (the API's own message, in English, otherwise).
 */
export function fieldState(error: unknown, field: string, id: string, describe: (issue: ErrorIssue) => string = (issue) => issue.message) {
  const issues = issuesAt(error, field);
  return {
    invalid: issues.length > 0,
    props: issues.length > 0 ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {},
    message: issues.length > 0 ? (
      <span id={`${id}-error`} className="field-issue">
        {[...new Set(issues.map(describe))].join(' · ')}
      </span>
    ) : null,
  };
}
