import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LOCALES, PRODUCT_FACTS_MAX, PRODUCT_STATUSES, PRODUCT_TYPES, type AdminProductResponse, type AuditEntryView, type Locale, type StoredProduct,
} from '@quiz/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { adminProductQuery, adminProductsQuery, saveProduct } from '../api/products';
import { ImagesPanel } from '../components/images-panel';
import { productErrorKey } from '../lib/errors';
import { differingFields, draftOf, EMPTY_DRAFT, inputOf, issuesByField, type ProductDraft } from '../lib/product-form';
import { adminProductPaths } from '../paths';
import { useStaffName } from '../../../lib/staff-name';

/** /admin/app/products/:id and /admin/app/products/new: a product's form in both languages, its images, its history. */
export function ProductEdit() {
  const { id = 'new' } = useParams();
  const { t } = useTranslation('adminProducts');
  const numeric = Number(id);
  const isNew = id === 'new';
  const valid = isNew || (Number.isInteger(numeric) && numeric > 0);
  const product = useQuery({ ...adminProductQuery(numeric), enabled: !isNew && valid });
  if (isNew) return <ProductForm key="new" initial={null} audit={[]} />;
  if (!valid || product.isPending || product.isError) {
    return (
      <section className="ap-page">
        <p><Link to={adminProductPaths.products}>{t('edit.back')}</Link></p>
        {valid && product.isPending ? (
          <p role="status">{t('edit.loading')}</p>
        ) : (
          <p role="alert" className="ap-error">{!valid ? t('edit.notFound') : t(`errors.${productErrorKey(product.error)}`)}</p>
        )}
      </section>
    );
  }
  return <ProductForm key={`${id}`} initial={product.data.product} audit={product.data.audit} />;
}

function ProductForm({ initial, audit }: { initial: StoredProduct | null; audit: AuditEntryView[] }) {
  const { t, i18n } = useTranslation('adminProducts');
  const nameOf = useStaffName();
  const navigate = useNavigate();
  const client = useQueryClient();
  const ids = useId();
  const [saved, setSaved] = useState<StoredProduct | null>(initial);
  const [draft, setDraft] = useState<ProductDraft>(initial ? draftOf(initial) : EMPTY_DRAFT);
  const [stale, setStale] = useState<StoredProduct | null>(null);
  const [history, setHistory] = useState(audit);
  // A new product's first save moves to its own address: the notice comes along.
  const [savedVersion, setSavedVersion] = useState<number | null>((useLocation().state as { savedVersion?: number } | null)?.savedVersion ?? null);

  const accept = (answer: AdminProductResponse) => {
    setSaved(answer.product);
    setHistory(answer.audit);
    client.setQueryData(adminProductQuery(answer.product.id).queryKey, answer);
    void client.invalidateQueries({ queryKey: adminProductsQuery().queryKey, exact: true });
  };

  const save = useMutation({
    mutationFn: () => saveProduct(inputOf(draft), saved && { id: saved.id, version: saved.version }),
    onSuccess: (answer) => {
      setStale(null);
      setSavedVersion(answer.product.version);
      setDraft(draftOf(answer.product));
      accept(answer);
      if (!saved) void navigate(adminProductPaths.product(answer.product.id), { replace: true, state: { savedVersion: answer.product.version } });
    },
    onError: (error) => {
      setSavedVersion(null);
      if (isApiError(error) && error.code === 'stale_version' && error.current) setStale(error.current as StoredProduct);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const reload = () => {
    if (!stale) return;
    setSaved(stale);
    setDraft(draftOf(stale));
    setStale(null);
    setSavedVersion(null);
    save.reset();
  };

  const issues = isApiError(save.error) ? issuesByField(save.error.issues) : new Map<string, string>();
  const error = save.isError && !(isApiError(save.error) && save.error.code === 'stale_version') ? save.error : null;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const fid = (name: string) => `${ids}-${name.replace(/\./g, '-')}`;
  const describedBy = (name: string, help?: boolean) => [help ? `${fid(name)}-help` : '', issues.has(name) ? `${fid(name)}-issue` : ''].filter(Boolean).join(' ') || undefined;
  const issue = (name: string) => (issues.has(name) ? <small id={`${fid(name)}-issue`} className="ap-issue">{issues.get(name)}</small> : null);
  const language = (locale: Locale) => t(`locale.${locale}`);
  const pageLocale = (i18n.language === 'fr' ? 'fr' : 'en') satisfies Locale;
  const heading = saved ? t('edit.titleEdit', { title: saved.title[pageLocale] }) : t('edit.titleNew');

  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setText = (field: 'slug' | 'title' | 'summary' | 'description', locale: Locale, value: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [locale]: value } }));
  const setFact = (index: number, part: 'value' | 'label', locale: Locale, value: string) =>
    setDraft((d) => ({ ...d, facts: d.facts.map((fact, i) => (i === index ? { ...fact, [part]: { ...fact[part], [locale]: value } } : fact)) }));

  const textField = (field: 'slug' | 'title' | 'summary' | 'description', locale: Locale, control: (props: { id: string; invalid: boolean; describedBy?: string }) => ReactNode, help?: string) => {
    const name = `${field}.${locale}`;
    return (
      <div className="ap-field">
        <label htmlFor={fid(name)}>{t(`edit.fields.${field}`)}</label>
        {control({ id: fid(name), invalid: issues.has(name), describedBy: describedBy(name, Boolean(help)) })}
        {help && <small id={`${fid(name)}-help`}>{help}</small>}
        {issue(name)}
      </div>
    );
  };

  return (
    <section className="ap-page" aria-labelledby={fid('heading')}>
      <p><Link to={adminProductPaths.products}>{t('edit.back')}</Link></p>
      <div className="ap-header">
        <h1 id={fid('heading')}>{heading}</h1>
        {saved && <span className={`ap-badge ap-badge--${saved.status}`}>{t(`status.${saved.status}`)}</span>}
      </div>
      {saved?.updatedAt && <p>{t('edit.version', { version: saved.version, date: date(saved.updatedAt) })}</p>}
      {saved?.status === 'validated' && (
        <p className="ap-links">
          {LOCALES.map((locale) => (
            <a key={locale} href={paths.product(locale, saved.slug[locale])} lang={locale}>{t('edit.viewInShop', { locale: locale.toUpperCase() })}</a>
          ))}
        </p>
      )}

      <div aria-live="polite">
        {savedVersion !== null && !stale && <p role="status" className="ap-ok">{t('edit.saved', { version: savedVersion })}</p>}
        {error && (
          <div className="desk-card desk-card--alert desk-card--error" role="alert">
            <p>{t(`errors.${productErrorKey(error)}`)}</p>
            {isApiError(error) && error.issues.length > 0 && (
              <ul>{error.issues.map((item) => <li key={item.path.join('.')}>{`${item.path.slice(2).join(' › ')}: ${item.message}`}</li>)}</ul>
            )}
          </div>
        )}
        {stale && (
          <div className="desk-card desk-card--alert" role="alert" aria-labelledby={fid('stale')}>
            <h2 id={fid('stale')}>{t('edit.stale.title')}</h2>
            <p>{t('edit.stale.text', { version: stale.version })}</p>
            {(() => {
              const fields = differingFields(inputOf(draft), stale);
              return fields.length ? <ul>{fields.map((name) => <li key={name}>{name}</li>)}</ul> : <p>{t('edit.stale.none')}</p>;
            })()}
            <button type="button" className="button" onClick={reload}>{t('edit.stale.reload')}</button>
          </div>
        )}
      </div>

      <form className="ap-form" onSubmit={submit} noValidate>
        <fieldset className="ap-fieldset">
          <legend>{t('edit.general')}</legend>
          <div className="ap-row">
            <div className="ap-field">
              <label htmlFor={fid('type')}>{t('edit.fields.type')}</label>
              <select id={fid('type')} value={draft.type} onChange={(e) => set({ type: e.target.value as ProductDraft['type'] })} aria-invalid={issues.has('type') || undefined} aria-describedby={describedBy('type')}>
                {PRODUCT_TYPES.map((type) => <option key={type} value={type}>{t(`type.${type}`)}</option>)}
              </select>
              {issue('type')}
            </div>
            <div className="ap-field">
              <label htmlFor={fid('status')}>{t('edit.fields.status')}</label>
              <select id={fid('status')} value={draft.status} onChange={(e) => set({ status: e.target.value as ProductDraft['status'] })} aria-describedby={`${fid('status')}-help`}>
                {PRODUCT_STATUSES.map((status) => <option key={status} value={status}>{t(`status.${status}`)}</option>)}
              </select>
              <small id={`${fid('status')}-help`}>{t(`statusHelp.${draft.status}`)}</small>
            </div>
          </div>
        </fieldset>

        <div className="ap-languages">
          {LOCALES.map((locale) => (
            <fieldset key={locale} className="ap-fieldset" lang={locale}>
              <legend>{t('edit.texts', { language: language(locale) })}</legend>
              {textField('title', locale, (p) => (
                <input id={p.id} value={draft.title[locale]} onChange={(e) => setText('title', locale, e.target.value)} required maxLength={120} aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy} />
              ))}
              {textField('slug', locale, (p) => (
                <input id={p.id} value={draft.slug[locale]} onChange={(e) => setText('slug', locale, e.target.value)} required maxLength={80} pattern="[a-z0-9]+(-[a-z0-9]+)*" spellCheck={false} autoCapitalize="off" aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy} />
              ), t('edit.fields.slugHelp', { prefix: locale === 'fr' ? '/fr/boutique' : '/en/shop' }))}
              {textField('summary', locale, (p) => (
                <textarea id={p.id} value={draft.summary[locale]} onChange={(e) => setText('summary', locale, e.target.value)} required rows={2} maxLength={400} aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy} />
              ))}
              {textField('description', locale, (p) => (
                <textarea id={p.id} value={draft.description[locale]} onChange={(e) => setText('description', locale, e.target.value)} required rows={7} aria-invalid={p.invalid || undefined} aria-describedby={p.describedBy} />
              ), t('edit.fields.descriptionHelp'))}
            </fieldset>
          ))}
        </div>

        <fieldset className="ap-fieldset" aria-describedby={`${fid('facts')}-help`}>
          <legend>{t('edit.facts.title')}</legend>
          <small id={`${fid('facts')}-help`}>{t('edit.facts.help', { max: PRODUCT_FACTS_MAX })}</small>
          {issue('facts')}
          {draft.facts.length === 0 && <p className="ap-muted">{t('edit.facts.none')}</p>}
          {draft.facts.map((fact, index) => (
            // Facts have no identity of their own: their place is their key.
            <div key={index} className="ap-fact" role="group" aria-label={t('edit.facts.fact', { n: index + 1 })}>
              {LOCALES.map((locale) => (
                <div key={locale} className="ap-fact__language" lang={locale}>
                  <label>
                    {t('edit.facts.value', { language: language(locale) })}
                    <input value={fact.value[locale]} onChange={(e) => setFact(index, 'value', locale, e.target.value)} required maxLength={40} aria-invalid={issues.has(`facts.${index}.value.${locale}`) || undefined} />
                  </label>
                  <label>
                    {t('edit.facts.label', { language: language(locale) })}
                    <input value={fact.label[locale]} onChange={(e) => setFact(index, 'label', locale, e.target.value)} required maxLength={120} aria-invalid={issues.has(`facts.${index}.label.${locale}`) || undefined} />
                  </label>
                </div>
              ))}
              <button type="button" className="button button--secondary" onClick={() => set({ facts: draft.facts.filter((_, i) => i !== index) })}>
                {t('edit.facts.remove', { n: index + 1 })}
              </button>
            </div>
          ))}
          <div>
            <button
              type="button"
              className="button button--secondary"
              disabled={draft.facts.length >= PRODUCT_FACTS_MAX}
              onClick={() => set({ facts: [...draft.facts, { value: { en: '', fr: '' }, label: { en: '', fr: '' } }] })}
            >
              {t('edit.facts.add')}
            </button>
          </div>
        </fieldset>

        <div className="desk-actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
            {save.isPending ? t('edit.saving') : saved ? t('edit.save') : t('edit.create')}
          </button>
        </div>
      </form>

      {saved ? (
        <ImagesPanel
          product={saved}
          onSaved={(answer) => {
            accept(answer);
            setStale(null);
            setSavedVersion(null);
          }}
        />
      ) : (
        <section className="ap-images" aria-labelledby="ap-images-title">
          <h2 id="ap-images-title">{t('images.title')}</h2>
          <p>{t('images.saveFirst')}</p>
        </section>
      )}

      <section aria-labelledby={fid('history')}>
        <h2 id={fid('history')}>{t('edit.history.title')}</h2>
        {history.length === 0 ? (
          <p>{t('edit.history.empty')}</p>
        ) : (
          <ul>
            {history.map((entry) => (
              <li key={`${entry.at}-${entry.action}`}>
                {t('edit.history.entry', { date: date(entry.at), action: actionText(t, entry.action), who: nameOf(entry.actor) })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

const ACTIONS = ['product.create', 'product.update', 'product.validate', 'product.status', 'product.image'] as const;
function actionText(t: ReturnType<typeof useTranslation<'adminProducts'>>['t'], action: string): string {
  return (ACTIONS as readonly string[]).includes(action) ? t(`edit.actions.${action as (typeof ACTIONS)[number]}`) : action;
}
