import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCALES, MENU_ITEM_TYPES, type MenuItem, type MenuItemInput } from '@quiz/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { adminMenuQuery, deleteMenuItem, saveMenuItem } from '../api/menu';
import { ContentNav } from '../components/content-nav';

const EMPTY: MenuItemInput = { id: '', type: 'link', locale: 'en', label: '', target: '/', order: 0 };
const inputOf = ({ version: _version, updatedAt: _updatedAt, ...item }: MenuItem): MenuItemInput => item;

/** /admin/app/menu: the menu's items in both languages, a form to add one or edit one. */
export function MenuPage() {
  const { t } = useTranslation(['adminContent', 'errors']);
  const client = useQueryClient();
  const ids = useId();
  const menu = useQuery(adminMenuQuery());
  const [form, setForm] = useState<{ item: MenuItemInput; version: number | null }>({ item: EMPTY, version: null });
  const [stale, setStale] = useState<MenuItem | null>(null);
  const set = <K extends keyof MenuItemInput>(key: K, value: MenuItemInput[K]) => setForm((f) => ({ ...f, item: { ...f.item, [key]: value } }));
  const save = useMutation({
    mutationFn: () => saveMenuItem(form.item, form.version),
    onSuccess: ({ item }) => {
      setStale(null);
      setForm({ item: inputOf(item), version: item.version });
      void client.invalidateQueries({ queryKey: adminMenuQuery().queryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'stale_version' && error.current) setStale(error.current as MenuItem);
    },
  });
  // Removing an item asks first (a confirm step naming it), then removes it only at the version shown.
  const [confirming, setConfirming] = useState<MenuItem | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const remove = useMutation({
    mutationFn: (item: MenuItem) => deleteMenuItem(item),
    onSuccess: (_answer, item) => {
      setConfirming(null);
      if (form.version !== null && form.item.id === item.id && form.item.locale === item.locale) setForm({ item: EMPTY, version: null });
      void client.invalidateQueries({ queryKey: adminMenuQuery().queryKey });
    },
    onError: () => setConfirming(null),
  });
  const askRemove = (item: MenuItem) => {
    remove.reset();
    setConfirming(item);
  };
  const removeError = remove.isError ? remove.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const error = save.isError && !stale ? save.error : null;
  const field = (name: string) => `${ids}-${name}`;

  return (
    <section aria-labelledby={field('title')}>
      <ContentNav />
      <h1 id={field('title')}>{t('menu.title')}</h1>
      <p>{t('menu.intro')}</p>
      {menu.isPending ? (
        <p role="status">{t('menu.loading')}</p>
      ) : menu.isError ? (
        <p role="alert">{t(`errors:${errorCodeOf(menu.error)}`)}</p>
      ) : (
        LOCALES.map((locale) => (
          <div className="content-scroll" key={locale}>
            <table className="content-table">
            <caption>{locale.toUpperCase()}</caption>
            <thead>
              <tr>
                <th scope="col">{t('menu.columns.order')}</th>
                <th scope="col">{t('menu.columns.label')}</th>
                <th scope="col">{t('menu.columns.type')}</th>
                <th scope="col">{t('menu.columns.target')}</th>
                <th scope="col"><span className="visually-hidden">{t('menu.edit')}</span></th>
              </tr>
            </thead>
            <tbody>
              {menu.data.items.filter((item) => item.locale === locale).map((item) => (
                <tr key={item.id}>
                  <td>{item.order}</td>
                  <td lang={locale}>{item.label}</td>
                  <td>{t(`menu.types.${item.type}`)}</td>
                  <td>{item.target}</td>
                  <td>
                    <div className="desk-actions desk-actions--tight">
                      <button type="button" className="button button--secondary" onClick={() => { setForm({ item: inputOf(item), version: item.version }); setStale(null); save.reset(); }}>
                        {t('menu.editItem', { label: item.label })}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => askRemove(item)}>
                        {t('menu.removeItem', { label: item.label })}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
</div>
        ))
      )}

      <div aria-live="polite">
        {remove.isSuccess && <p role="status">{t('menu.removed', { label: remove.variables.label })}</p>}
        {removeError && (
          <div className="desk-card desk-card--alert desk-card--error" role="alert">
            <p>{isApiError(removeError) && removeError.code === 'stale_version' ? t('menu.removeStale') : t(`errors:${errorCodeOf(removeError)}`)}</p>
            <button type="button" className="button" onClick={() => { remove.reset(); void menu.refetch(); }}>{t('menu.reloadMenu')}</button>
          </div>
        )}
      </div>
      {confirming && (
        <div
          className="desk-card desk-card--alert content-confirm"
          role="alertdialog"
          aria-labelledby={field('confirm-title')}
          aria-describedby={field('confirm-text')}
          tabIndex={-1}
          ref={confirmRef}
          onKeyDown={(e) => { if (e.key === 'Escape') setConfirming(null); }}
        >
          <p id={field('confirm-title')}><strong>{t('menu.confirmTitle', { label: confirming.label, locale: confirming.locale.toUpperCase() })}</strong></p>
          <p id={field('confirm-text')}>{t('menu.confirmText')}</p>
          <div className="desk-actions">
            <button type="button" className="button button--danger" aria-disabled={remove.isPending || undefined} onClick={() => { if (!remove.isPending) remove.mutate(confirming); }}>
              {remove.isPending ? t('menu.removing') : t('menu.confirmRemove')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>{t('menu.cancel')}</button>
          </div>
        </div>
      )}

      <h2>{form.version === null ? t('menu.new') : t('menu.editing', { label: form.item.label })}</h2>
      <div aria-live="polite">
        {save.isSuccess && <p role="status">{t('edit.saved', { version: save.data.item.version })}</p>}
        {error && <p role="alert">{t(`errors:${errorCodeOf(error)}`)}{isApiError(error) && error.issues.length > 0 ? ` (${error.issues.map((i) => i.path.slice(2).join('.')).join(', ')})` : ''}</p>}
        {stale && (
          <div className="desk-card desk-card--alert" role="alert">
            <p>{t('menu.stale')}</p>
            <button type="button" className="button" onClick={() => { setForm({ item: inputOf(stale), version: stale.version }); setStale(null); save.reset(); }}>
              {t('edit.stale.reload')}
            </button>
          </div>
        )}
      </div>
      <form className="content-form" onSubmit={submit}>
        <div className="content-form__row">
          <label>
            {t('edit.fields.id')}
            <input value={form.item.id} onChange={(e) => set('id', e.target.value)} readOnly={form.version !== null} required pattern="[a-z0-9]+(-[a-z0-9]+)*" />
          </label>
          <label>
            {t('edit.fields.locale')}
            <select value={form.item.locale} disabled={form.version !== null} onChange={(e) => set('locale', e.target.value as MenuItemInput['locale'])}>
              {LOCALES.map((locale) => <option key={locale} value={locale}>{locale.toUpperCase()}</option>)}
            </select>
          </label>
          <label>
            {t('menu.columns.type')}
            <select value={form.item.type} onChange={(e) => set('type', e.target.value as MenuItemInput['type'])}>
              {MENU_ITEM_TYPES.map((type) => <option key={type} value={type}>{t(`menu.types.${type}`)}</option>)}
            </select>
          </label>
          <label>
            {t('menu.columns.order')}
            <input type="number" min={0} value={form.item.order} onChange={(e) => set('order', Number(e.target.value))} required />
          </label>
        </div>
        <label>
          {t('menu.columns.label')}
          <input value={form.item.label} onChange={(e) => set('label', e.target.value)} required lang={form.item.locale} />
        </label>
        <label>
          {form.item.type === 'link' ? t('menu.targetLink') : t('menu.targetPage')}
          <input value={form.item.target} onChange={(e) => set('target', e.target.value)} required />
        </label>
        <div className="desk-actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>{save.isPending ? t('edit.saving') : t('edit.save')}</button>
          <button type="button" className="button button--secondary" onClick={() => { setForm({ item: EMPTY, version: null }); setStale(null); save.reset(); }}>{t('menu.new')}</button>
        </div>
      </form>
    </section>
  );
}
