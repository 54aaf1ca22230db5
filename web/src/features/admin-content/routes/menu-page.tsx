import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOCALES, MENU_ITEM_TYPES, type MenuItem, type MenuItemInput } from '@quiz/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { adminMenuQuery, saveMenuItem } from '../api/menu';
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
                    <button type="button" className="button button--secondary" onClick={() => { setForm({ item: inputOf(item), version: item.version }); setStale(null); save.reset(); }}>
                      {t('menu.editItem', { label: item.label })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
</div>
        ))
      )}

      <h2>{form.version === null ? t('menu.new') : t('menu.editing', { label: form.item.label })}</h2>
      <div aria-live="polite">
        {save.isSuccess && <p role="status">{t('edit.saved', { version: save.data.item.version })}</p>}
        {error && <p role="alert">{t(`errors:${errorCodeOf(error)}`)}{isApiError(error) && error.issues.length > 0 ? ` (${error.issues.map((i) => i.path.slice(2).join('.')).join(', ')})` : ''}</p>}
        {stale && (
          <div className="content-notice" role="alert">
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
        <div className="content-actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>{save.isPending ? t('edit.saving') : t('edit.save')}</button>
          <button type="button" className="button button--secondary" onClick={() => { setForm({ item: EMPTY, version: null }); setStale(null); save.reset(); }}>{t('menu.new')}</button>
        </div>
      </form>
    </section>
  );
}
