import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PAGE_ALIASES, LOCALES, PAGE_TYPES, type AuditEntryView, type Page, type PageBlock, type PageInput } from '@quiz/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { adminPageQuery, adminPagesQuery, savePage } from '../api/pages';
import { ContentNav } from '../components/content-nav';
import { ImageBlockEditor } from '../components/image-block';
import { fromEditable, toEditable, type BlockKind, type EditableBlock } from '../lib/blocks';
import { adminContentPaths } from '../paths';
import { useStaffName } from '../../../lib/staff-name';

/** The form's state: the page's fields, its blocks as text, and the version it was read at (null: new). */
interface Draft {
  fields: Omit<PageInput, 'body'>;
  blocks: EditableBlock[];
  version: number | null;
  updatedAt: string | null;
}

const BLOCK_KINDS: BlockKind[] = ['heading', 'paragraph', 'list', 'image'];

const draftOf = (page: Page): Draft => {
  const { body, version, updatedAt, ...fields } = page;
  return { fields, blocks: body.map(toEditable), version, updatedAt };
};

const NEW_DRAFT: Draft = {
  fields: { id: '', translationKey: '', type: 'page', status: 'draft', locale: 'en', path: '/en/', title: '', description: '' },
  blocks: [{ kind: 'paragraph', text: '' }],
  version: null,
  updatedAt: null,
};

function inputOf({ fields, blocks }: Draft): PageInput {
  const { alias, redirectTo, images, ...rest } = fields;
  return {
    ...rest,
    ...(alias ? { alias } : {}),
    ...(images ? { images } : {}),
    ...(rest.type === 'redirect' ? { redirectTo: redirectTo ?? '' } : {}),
    body: blocks.map(fromEditable).filter((block): block is PageBlock => block !== null),
  };
}

/** The fields of the form that differ from the page as saved now (what the stale notice lists). */
function differingFields(mine: PageInput, saved: Page): string[] {
  return (Object.keys({ ...mine, ...saved }) as (keyof PageInput)[])
    .filter((key) => key in mine || !['version', 'updatedAt'].includes(key))
    .filter((key) => !['version', 'updatedAt'].includes(key) && JSON.stringify(mine[key]) !== JSON.stringify(saved[key]));
}

/** /admin/app/pages/:id (and /admin/app/pages/new): one page's form, its status, its history. */
export function PageEdit() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation(['adminContent', 'errors']);
  const isNew = id === 'new';
  const page = useQuery({ ...adminPageQuery(id), enabled: !isNew });
  if (isNew) return <PageForm key="new" initial={NEW_DRAFT} audit={[]} />;
  if (page.isPending || page.isError) {
    return (
      <section>
        <ContentNav />
        <p><Link to={adminContentPaths.pages}>{t('edit.back')}</Link></p>
        {page.isPending ? (
          <p role="status">{t('edit.loading')}</p>
        ) : (
          <p role="alert">{isApiError(page.error) && page.error.status === 404 ? t('edit.notFound') : t(`errors:${errorCodeOf(page.error)}`)}</p>
        )}
      </section>
    );
  }
  return <PageForm key={id} initial={draftOf(page.data.page)} audit={page.data.audit} />;
}

function PageForm({ initial, audit }: { initial: Draft; audit: AuditEntryView[] }) {
  const { t, i18n } = useTranslation(['adminContent', 'errors']);
  const nameOf = useStaffName();
  const navigate = useNavigate();
  const client = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [stale, setStale] = useState<Page | null>(null);
  const [history, setHistory] = useState(audit);
  // A new page's first save moves to its own address: the notice comes along.
  const [savedVersion, setSavedVersion] = useState<number | null>((useLocation().state as { savedVersion?: number } | null)?.savedVersion ?? null);
  const set = <K extends keyof Draft['fields']>(key: K, value: Draft['fields'][K]) => setDraft((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  const setBlock = (index: number, block: Partial<EditableBlock>) =>
    setDraft((d) => ({ ...d, blocks: d.blocks.map((b, i) => (i === index ? { ...b, ...block } : b)) }));

  const save = useMutation({
    mutationFn: (status: Page['status']) => savePage(inputOf({ ...draft, fields: { ...draft.fields, status } }), draft.version),
    onSuccess: (answer) => {
      setStale(null);
      setSavedVersion(answer.page.version);
      setDraft(draftOf(answer.page));
      setHistory(answer.audit);
      client.setQueryData(adminPageQuery(answer.page.id).queryKey, answer);
      void client.invalidateQueries({ queryKey: adminPagesQuery().queryKey });
      if (initial.version === null) void navigate(adminContentPaths.page(answer.page.id), { replace: true, state: { savedVersion: answer.page.version } });
    },
    onError: (error) => {
      setSavedVersion(null);
      if (isApiError(error) && error.code === 'stale_version' && error.current) setStale(error.current as Page);
    },
  });

  const submit = (status: Page['status']) => (event?: FormEvent) => {
    event?.preventDefault();
    save.mutate(status);
  };
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const field = (name: string) => `${ids}-${name}`;
  const { fields } = draft;
  const title = initial.version === null ? t('edit.titleNew') : t('edit.titleEdit', { title: initial.fields.title });
  const error = save.isError && !(isApiError(save.error) && save.error.code === 'stale_version') ? save.error : null;

  return (
    <section aria-labelledby={field('title')}>
      <ContentNav />
      <p><Link to={adminContentPaths.pages}>{t('edit.back')}</Link></p>
      <div className="content-header">
        <h1 id={field('title')}>{title}</h1>
        <span className={`content-badge content-badge--${fields.status}`}>{t(`status.${fields.status}`)}</span>
      </div>
      {draft.version !== null && draft.updatedAt && <p>{t('edit.version', { version: draft.version, date: date(draft.updatedAt) })}</p>}

      <div aria-live="polite">
        {savedVersion !== null && !stale && <p role="status">{t('edit.saved', { version: savedVersion })}</p>}
        {error && (
          <div className="desk-card desk-card--alert desk-card--error" role="alert">
            <p>{t(`errors:${errorCodeOf(error)}`)}</p>
            {isApiError(error) && error.issues.length > 0 && (
              <ul>{error.issues.map((issue) => <li key={issue.path.join('.')}>{`${issue.path.slice(1).join(' › ')}: ${issue.message}`}</li>)}</ul>
            )}
            {isApiError(error) && error.code === 'conflict' && <p>{error.message}</p>}
          </div>
        )}
        {stale && (
          <div className="desk-card desk-card--alert" role="alert" aria-labelledby={field('stale')}>
            <h2 id={field('stale')}>{t('edit.stale.title')}</h2>
            <p>{t('edit.stale.text')}</p>
            {(() => {
              const fieldsDiffering = differingFields(inputOf(draft), stale);
              return fieldsDiffering.length ? <ul>{fieldsDiffering.map((name) => <li key={name}>{name}</li>)}</ul> : <p>{t('edit.stale.none')}</p>;
            })()}
            <button type="button" className="button" onClick={() => { setDraft(draftOf(stale)); setStale(null); setSavedVersion(null); save.reset(); }}>
              {t('edit.stale.reload')}
            </button>
          </div>
        )}
      </div>

      <form className="content-form" onSubmit={submit(fields.status)}>
        <div className="content-form__row">
          <div className="content-field">
            <label>
              {t('edit.fields.id')}
              <input value={fields.id} onChange={(e) => set('id', e.target.value)} readOnly={initial.version !== null} required pattern="[a-z0-9]+(-[a-z0-9]+)*" aria-describedby={field('id-help')} />
            </label>
            <small id={field('id-help')}>{t('edit.fields.idHelp')}</small>
          </div>
          <div className="content-field">
            <label>
              {t('edit.fields.translationKey')}
              <input value={fields.translationKey} onChange={(e) => set('translationKey', e.target.value)} required pattern="[a-z0-9]+(-[a-z0-9]+)*" aria-describedby={field('key-help')} />
            </label>
            <small id={field('key-help')}>{t('edit.fields.translationKeyHelp')}</small>
          </div>
        </div>
        <div className="content-form__row">
          <label>
            {t('edit.fields.type')}
            <select value={fields.type} onChange={(e) => set('type', e.target.value as Page['type'])}>
              {PAGE_TYPES.map((type) => <option key={type} value={type}>{t(`edit.types.${type}`)}</option>)}
            </select>
          </label>
          <label>
            {t('edit.fields.locale')}
            <select value={fields.locale} onChange={(e) => set('locale', e.target.value as Page['locale'])}>
              {LOCALES.map((locale) => <option key={locale} value={locale}>{locale.toUpperCase()}</option>)}
            </select>
          </label>
          <label>
            {t('edit.fields.alias')}
            <select value={fields.alias ?? ''} onChange={(e) => set('alias', (e.target.value || undefined) as Page['alias'])}>
              <option value="">{t('edit.fields.aliasNone')}</option>
              {CONTENT_PAGE_ALIASES.map((alias) => <option key={alias} value={alias}>{alias}</option>)}
            </select>
          </label>
        </div>
        <div className="content-field">
          <label>
            {t('edit.fields.path')}
            <input value={fields.path} onChange={(e) => set('path', e.target.value)} required aria-describedby={field('path-help')} />
          </label>
          <small id={field('path-help')}>{t('edit.fields.pathHelp', { locale: fields.locale })}</small>
        </div>
        <label>
          {t('edit.fields.title')}
          <input value={fields.title} onChange={(e) => set('title', e.target.value)} required lang={fields.locale} />
        </label>
        <label>
          {t('edit.fields.description')}
          <textarea value={fields.description} onChange={(e) => set('description', e.target.value)} required rows={2} lang={fields.locale} />
        </label>
        {fields.type === 'redirect' && (
          <label>
            {t('edit.fields.redirectTo')}
            <input value={fields.redirectTo ?? ''} onChange={(e) => set('redirectTo', e.target.value)} required />
          </label>
        )}
        <fieldset className="content-form">
          <legend>{t('edit.fields.body')}</legend>
          <p><small>{t('edit.fields.bodyHelp')}</small></p>
          {draft.blocks.map((block, index) => (
            // Blocks have no identity of their own: their place is their key.
            <div className="content-block" key={index} role="group" aria-label={t('edit.blocks.label', { n: index + 1 })}>
              <select aria-label={t('edit.fields.type')} value={block.kind} onChange={(e) => setBlock(index, { kind: e.target.value as BlockKind })}>
                {BLOCK_KINDS.map((kind) => <option key={kind} value={kind}>{t(`edit.blocks.${kind}`)}</option>)}
              </select>
              {block.kind === 'image' ? (
                <ImageBlockEditor image={block.image} alt={block.alt ?? { en: '', fr: '' }} onChange={(change) => setBlock(index, change)} />
              ) : (
                <textarea aria-label={t('edit.blocks.label', { n: index + 1 })} value={block.text} rows={block.kind === 'heading' ? 1 : 4} lang={fields.locale} onChange={(e) => setBlock(index, { text: e.target.value })} />
              )}
              <button type="button" className="button button--secondary" onClick={() => setDraft((d) => ({ ...d, blocks: d.blocks.filter((_, i) => i !== index) }))}>
                {t('edit.blocks.remove', { n: index + 1 })}
              </button>
            </div>
          ))}
          <div>
            <button type="button" className="button button--secondary" onClick={() => setDraft((d) => ({ ...d, blocks: [...d.blocks, { kind: 'paragraph', text: '' }] }))}>
              {t('edit.blocks.add')}
            </button>
          </div>
        </fieldset>
        <div className="desk-actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>{save.isPending ? t('edit.saving') : t('edit.save')}</button>
          {fields.status === 'draft' ? (
            <button type="button" className="button button--secondary" onClick={submit('published')}>{t('edit.publish')}</button>
          ) : (
            <button type="button" className="button button--secondary" onClick={submit('draft')}>{t('edit.unpublish')}</button>
          )}
        </div>
      </form>

      <h2>{t('edit.audit.title')}</h2>
      {history.length === 0 ? (
        <p>{t('edit.audit.empty')}</p>
      ) : (
        <ul>
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>{t('edit.audit.entry', { date: date(entry.at), action: entry.action, who: nameOf(entry.actor) })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
