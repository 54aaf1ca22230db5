import type { Page, PageInput } from '@quiz/shared';
import type { Caller } from '../lib/auth';
import { listAuditOfTarget, auditActor } from '../data/audit';
import { getPage, listAllPages, writePage } from '../data/pages';
import { ConflictError, NotFoundError, StaleVersionError } from '../lib/errors';
import { auditTargets } from '../data/keys';

/**
 * The admin's pages (docs/back-office.md "Pages (admin)"): drafts and published
 * pages, each write versioned and audited. A change reaches the pre-rendered site at the next publish.
 */
type Admin = Extract<Caller, { kind: 'user' }>;

const auditTarget = auditTargets.page;

export async function adminPage(id: string) {
  const page = await getPage(id);
  if (!page) throw new NotFoundError('page');
  return { page, audit: await listAuditOfTarget(auditTarget(id)) };
}

/** Two pages may not answer one address: a path (or an alias in a language) belongs to one page. */
async function checkAddressFree(page: PageInput): Promise<void> {
  const others = (await listAllPages()).filter((other) => other.id !== page.id);
  if (others.some((other) => other.path === page.path)) throw new ConflictError('conflict', `another page already has the path ${page.path}`);
  if (page.alias && others.some((other) => other.alias === page.alias && other.locale === page.locale)) {
    throw new ConflictError('conflict', `another ${page.locale} page already answers ${page.alias}`);
  }
  if (!page.path.startsWith(`/${page.locale}/`)) throw new ConflictError('conflict', `the path of a ${page.locale} page starts with /${page.locale}/`);
}

/** What changed between two versions of a page: the names of its fields (for the audit trail). */
function changedFields(before: Page | undefined, after: PageInput): string[] {
  if (!before) return Object.keys(after);
  return (Object.keys(after) as (keyof PageInput)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export async function savePage(caller: Admin, input: PageInput, expected: number | undefined, now = new Date()) {
  await checkAddressFree(input);
  const before = expected === undefined ? undefined : await getPage(input.id);
  if (expected !== undefined && !before) throw new NotFoundError('page');
  if (before && before.version !== expected) throw new StaleVersionError('This page', before);
  const page: Page = { ...input, version: (before?.version ?? 0) + 1, updatedAt: now.toISOString() };
  const fields = changedFields(before, input);
  const action = !before ? 'page.create' : before.status !== input.status ? (input.status === 'published' ? 'page.publish' : 'page.unpublish') : 'page.update';
  const written = await writePage(page, expected, {
    target: auditTarget(page.id),
    action,
    actor: auditActor(caller),
    at: page.updatedAt,
    details: { fields, version: page.version },
  });
  if (!written) {
    if (expected === undefined) throw new ConflictError('conflict', `a page with the id ${input.id} already exists`);
    throw new StaleVersionError('This page', await getPage(input.id));
  }
  return { page, audit: await listAuditOfTarget(auditTarget(page.id)) };
}
