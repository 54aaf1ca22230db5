/**
 * French displayed texts (seed content, popups): ’ not ', « » not quotes, a no-break space before
 * : ; ! ? » and after «. Returns what is wrong, nothing when the text is right.
 */
export function frenchTypographyIssues(text: string): string[] {
  const issues: string[] = [];
  if (/['"]/.test(text)) issues.push('a straight quote or apostrophe');
  for (const m of text.matchAll(/[:;!?»]/g)) {
    if (!NO_BREAK_SPACE.test(text[m.index - 1] ?? '')) issues.push(`no no-break space before "${m[0]}"`);
  }
  for (const m of text.matchAll(/«/g)) {
    if (!NO_BREAK_SPACE.test(text[m.index + 1] ?? '')) issues.push('no no-break space after "«"');
  }
  return issues;
}
const NO_BREAK_SPACE = /[\u00a0\u202f]/;
