import { responseSchema, seedReferenceSchema, type ErrorIssue } from '@quiz/shared';

/**
 * Whether a game may go live (docs/back-office.md "Going live"): a picture, at least one reference, and every reference
 * complete in both languages (its type and zone, hints, three wrong quiz choices per language, a
 * response whose titles exist in each language). Pure: the caller reads the items. Each issue's
 * path names what is missing (`["references", "r01", "hints", "main", "fr"]`), for the screen's list.
 */
export function goLiveIssues(
  game: { image?: { src: string } | undefined },
  references: readonly Record<string, unknown>[],
  responses: ReadonlyMap<string, Record<string, unknown>>,
): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  if (!game.image?.src) issues.push({ code: 'picture_missing', path: ['image'], message: 'The game has no picture yet' });
  if (references.length === 0) issues.push({ code: 'no_references', path: ['references'], message: 'The game has no reference yet' });
  references.forEach((item, index) => {
    const refId = typeof item.id === 'string' && item.id ? item.id : index;
    const parsed = seedReferenceSchema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ code: 'reference_incomplete', path: ['references', refId, ...issue.path.map(keyOf)], message: issue.message });
      }
    }
    const responseId = typeof item.response === 'string' ? item.response : '';
    const response = responseId ? responses.get(responseId) : undefined;
    if (!response) {
      issues.push({ code: 'response_missing', path: ['references', refId, 'response'], message: 'The reference points at no response' });
      return;
    }
    const checked = responseSchema.safeParse(response);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        issues.push({ code: 'response_incomplete', path: ['references', refId, 'response', ...issue.path.map(keyOf)], message: issue.message });
      }
    }
  });
  return issues;
}

const keyOf = (key: PropertyKey): string | number => (typeof key === 'number' ? key : String(key));
