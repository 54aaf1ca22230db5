import type { ErrorIssue, Locale, ProductInput, StoredProduct } from '@quiz/shared';

/**
 * The product form's state as text fields (a description is paragraphs separated by an empty line),
 * and the way back to what the API takes. Pure: unit-tested (product-form.test.ts).
 */
export interface ProductDraft {
  type: ProductInput['type'];
  status: ProductInput['status'];
  slug: Record<Locale, string>;
  title: Record<Locale, string>;
  summary: Record<Locale, string>;
  description: Record<Locale, string>;
  facts: { value: Record<Locale, string>; label: Record<Locale, string> }[];
}

export const EMPTY_DRAFT: ProductDraft = {
  type: 'book',
  status: 'draft',
  slug: { en: '', fr: '' },
  title: { en: '', fr: '' },
  summary: { en: '', fr: '' },
  description: { en: '', fr: '' },
  facts: [],
};

const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

export function draftOf(product: ProductInput): ProductDraft {
  return {
    type: product.type,
    status: product.status,
    slug: { ...product.slug },
    title: { ...product.title },
    summary: { ...product.summary },
    description: { en: product.description.en.join('\n\n'), fr: product.description.fr.join('\n\n') },
    facts: product.facts.map((fact) => ({ value: { ...fact.value }, label: { ...fact.label } })),
  };
}

export function inputOf(draft: ProductDraft): ProductInput {
  return {
    type: draft.type,
    status: draft.status,
    slug: { en: draft.slug.en.trim(), fr: draft.slug.fr.trim() },
    title: draft.title,
    summary: draft.summary,
    description: { en: paragraphsOf(draft.description.en), fr: paragraphsOf(draft.description.fr) },
    facts: draft.facts,
  };
}

/** The form's name of an API issue's field (`body.product.slug.fr` → `slug.fr`), the first issue per field. */
export function issuesByField(issues: readonly ErrorIssue[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path[0] === 'body' && issue.path[1] === 'product' ? issue.path.slice(2) : issue.path;
    // A paragraph's issue (description.en.2) belongs to the language's description box.
    const name = (path[0] === 'description' ? path.slice(0, 2) : path).join('.');
    if (!byField.has(name)) byField.set(name, issue.message);
  }
  return byField;
}

/** The fields of the form that differ from the product as saved now (what the stale notice lists). */
export function differingFields(mine: ProductInput, saved: StoredProduct): (keyof ProductInput)[] {
  return (Object.keys(mine) as (keyof ProductInput)[]).filter((key) => JSON.stringify(mine[key]) !== JSON.stringify(saved[key]));
}
