import {
  LOCALES, POPUP_ACTION_KINDS, POPUP_PLAIN_FLAGS, POPUP_USER_STATES,
  type AdminPopup, type AdminPopupTrigger, type ErrorIssue, type Locale, type Popup, type PopupAction, type PopupTriggerEdit,
} from '@quiz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldState } from '../../../components/forms/field-issues';
import { isApiError } from '../../../lib/api-client';
import { adminPopupsQuery, deletePopup, savePopup, saveTrigger } from '../api/popups';
import '../../../components/popups/popup-host.css';
import '../admin-popups.css';

type ActionKind = (typeof POPUP_ACTION_KINDS)[number];
interface PopupForm {
  popup: Popup;
  version: number | null;
}
const EMPTY: Popup = { id: '', locale: 'en', title: '', text: '' };
const inputOf = ({ version: _v, updatedAt: _u, ...popup }: AdminPopup): Popup => popup;
const triggersOf = (id: string, triggers: AdminPopupTrigger[]) =>
  triggers.filter((trigger) => Object.values(trigger.widgets).some((ids) => ids?.includes(id))).map((trigger) => trigger.event);
const AUDIENCES = LOCALES.flatMap((locale) => POPUP_USER_STATES.map((state) => `${locale}_${state}`));

/** An error's text: the back-office's own codes in this namespace, anything else as "could not save". */
function useErrorText() {
  const { t } = useTranslation('adminPopups');
  return (error: unknown) => {
    const code = isApiError(error) ? error.code : 'unknown';
    return code === 'validation_failed' || code === 'conflict' || code === 'not_found' || code === 'network_error' || code === 'forbidden'
      ? t(`errors.${code}`)
      : t('errors.unknown');
  };
}

/**
 * /admin/app/popups (SPEC §4 "Popups"): the popups in both languages with a preview as the
 * player sees it, and the triggers (flags, popups per audience in rotation order). Saved popups reach
 * players from `GET /api/popups` (a publish refreshes the caches).
 */
export function PopupsPage() {
  const { t } = useTranslation('adminPopups');
  const titleId = useId();
  const popups = useQuery(adminPopupsQuery());
  const [form, setForm] = useState<PopupForm>({ popup: EMPTY, version: null });
  const [message, setMessage] = useState<string | null>(null);
  const edit = (next: PopupForm) => {
    setForm(next);
    setMessage(null);
  };

  return (
    <section aria-labelledby={titleId} className="admin-popups">
      <h1 id={titleId}>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link to="/admin/app/publish">{t('publishLink')}</Link>
      </p>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {popups.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : popups.isError ? (
        <div role="alert" className="desk-card desk-card--alert desk-card--error">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button" onClick={() => void popups.refetch()}>{t('retry')}</button>
        </div>
      ) : (
        <>
          <div className="admin-popups__lists">
            {LOCALES.map((locale) => (
              <div className="content-scroll" key={locale}>
                <table className="content-table">
                  <caption>{t(`languages.${locale}`)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.id')}</th>
                      <th scope="col">{t('columns.title')}</th>
                      <th scope="col">{t('columns.triggers')}</th>
                      <th scope="col"><span className="visually-hidden">{t('edit')}</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    {popups.data.popups.filter((popup) => popup.locale === locale).map((popup) => (
                      <tr key={popup.id} aria-current={form.popup.id === popup.id && form.version !== null ? 'true' : undefined}>
                        <td><code>{popup.id}</code></td>
                        <td lang={locale}>{popup.title}</td>
                        <td>{triggersOf(popup.id, popups.data.triggers).join(', ') || '—'}</td>
                        <td>
                          <button type="button" className="button button--secondary" onClick={() => edit({ popup: inputOf(popup), version: popup.version })}>
                            {t('edit')}<span className="visually-hidden"> {popup.id}</span>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
          <PopupEditor
            key={`${form.popup.id}:${form.version ?? 'new'}`}
            form={form}
            onSaved={(saved, text) => {
              edit({ popup: inputOf(saved), version: saved.version });
              setMessage(text);
            }}
            onDeleted={(text) => {
              edit({ popup: EMPTY, version: null });
              setMessage(text);
            }}
            onNew={() => edit({ popup: EMPTY, version: null })}
            onReload={(current) => edit({ popup: inputOf(current), version: current.version })}
          />
          <h2>{t('triggers.title')}</h2>
          <p>{t('triggers.intro')}</p>
          {popups.data.triggers.map((trigger) => (
            <TriggerEditor key={`${trigger.event}:${trigger.version}`} trigger={trigger} />
          ))}
          <TriggerEditor key="new" trigger={null} />
        </>
      )}
    </section>
  );
}


interface EditorProps {
  form: PopupForm;
  onSaved: (popup: AdminPopup, message: string) => void;
  onDeleted: (message: string) => void;
  onNew: () => void;
  onReload: (current: AdminPopup) => void;
}

/** One popup's form, beside its preview (the player's popup box, not a dialog: it opens nothing). */
function PopupEditor({ form, onSaved, onDeleted, onNew, onReload }: EditorProps) {
  const { t } = useTranslation('adminPopups');
  const errorText = useErrorText();
  const client = useQueryClient();
  const ids = useId();
  const [popup, setPopup] = useState<Popup>(form.popup);
  const [stale, setStale] = useState<AdminPopup | null>(null);
  const set = <K extends keyof Popup>(key: K, value: Popup[K]) => setPopup((p) => ({ ...p, [key]: value }));
  const kind: ActionKind = popup.action?.kind ?? 'none';
  const setKind = (next: ActionKind) =>
    set('action', next === 'none' ? undefined : next === 'link' ? { kind: 'link', label: popup.action?.kind === 'link' ? popup.action.label : '', href: popup.action?.kind === 'link' ? popup.action.href : '/' } : ({ kind: next } as PopupAction));
  const onStale = (error: unknown) => {
    if (isApiError(error) && error.code === 'stale_version' && error.current) setStale(error.current as AdminPopup);
  };
  const save = useMutation({
    mutationFn: () => savePopup(popup, form.version),
    onSuccess: ({ popup: saved }) => {
      void client.invalidateQueries({ queryKey: adminPopupsQuery().queryKey });
      onSaved(saved, t('saved', { id: saved.id, version: saved.version }));
    },
    onError: onStale,
  });
  const remove = useMutation({
    mutationFn: () => deletePopup(popup.id, form.version ?? 0),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminPopupsQuery().queryKey });
      onDeleted(t('deleted', { id: popup.id }));
    },
    onError: onStale,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    save.mutate();
  };
  const error = save.error ?? remove.error;
  const describe = (issue: ErrorIssue) => {
    const name = issue.path.slice(2).join('.');
    if (name === 'action.label') return t('issues.linkLabel');
    if (name === 'action.href') return t('issues.href');
    return name === 'id' || name === 'title' || name === 'text' || name === 'locale' ? t(`issues.${name}`) : t('issues.other');
  };
  const field = (name: string) => fieldState(save.error, `popup.${name}`, `${ids}-${name}`, describe);
  const [id, title, text, label, href] = ['id', 'title', 'text', 'action.label', 'action.href'].map(field) as [ReturnType<typeof field>, ReturnType<typeof field>, ReturnType<typeof field>, ReturnType<typeof field>, ReturnType<typeof field>];
  const locale = field('locale');
  const editing = form.version !== null;

  return (
    <div className="admin-popups__editor">
      <div>
        <h2 id={`${ids}-heading`}>{editing ? t('editing', { id: form.popup.id }) : t('new')}</h2>
        <div aria-live="assertive">
          {error != null && !stale && <p role="alert" className="desk-card desk-card--alert desk-card--error">{errorText(error)}</p>}
          {stale && (
            <div className="desk-card desk-card--alert" role="alert">
              <p>{t('stale', { version: stale.version })}</p>
              <button type="button" className="button" onClick={() => onReload(stale)}>{t('reload')}</button>
            </div>
          )}
        </div>
        <form className="content-form" onSubmit={submit} aria-labelledby={`${ids}-heading`} noValidate>
          <div className="content-form__row">
            <label>
              {t('fields.id')}
              <input value={popup.id} onChange={(e) => set('id', e.target.value)} readOnly={editing} required {...id.props} />
              <small>{t('fields.idHelp')}</small>
              {id.message}
            </label>
            <label>
              {t('fields.locale')}
              <select value={popup.locale} onChange={(e) => set('locale', e.target.value as Locale)} {...locale.props}>
                {LOCALES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
              </select>
              {locale.message}
            </label>
          </div>
          <label>
            {t('fields.title')}
            <input value={popup.title} maxLength={80} onChange={(e) => set('title', e.target.value)} lang={popup.locale} required {...title.props} />
            {title.message}
          </label>
          <label>
            {t('fields.text')}
            <textarea value={popup.text} maxLength={400} rows={4} onChange={(e) => set('text', e.target.value)} lang={popup.locale} required {...text.props} />
            {text.message}
          </label>
          <div className="content-form__row">
            <label>
              {t('fields.action')}
              <select value={kind} onChange={(e) => setKind(e.target.value as ActionKind)}>
                {POPUP_ACTION_KINDS.map((k) => <option key={k} value={k}>{t(`actions.${k}`)}</option>)}
              </select>
            </label>
            {popup.action?.kind === 'link' && (
              <>
                <label>
                  {t('fields.linkLabel')}
                  <input value={popup.action.label} maxLength={60} onChange={(e) => set('action', { kind: 'link', label: e.target.value, href: popup.action?.kind === 'link' ? popup.action.href : '/' })} lang={popup.locale} {...label.props} />
                  {label.message}
                </label>
                <label>
                  {t('fields.linkHref')}
                  <input value={popup.action.href} onChange={(e) => set('action', { kind: 'link', label: popup.action?.kind === 'link' ? popup.action.label : '', href: e.target.value })} {...href.props} />
                  <small>{t('fields.linkHrefHelp')}</small>
                  {href.message}
                </label>
              </>
            )}
          </div>
          <div className="desk-actions">
            <button type="submit" className="button" aria-disabled={save.isPending || undefined}>{save.isPending ? t('saving') : t('save')}</button>
            {editing && (
              <button type="button" className="button button--secondary" onClick={() => { save.reset(); remove.mutate(); }}>
                {t('delete')}
              </button>
            )}
            {editing && <button type="button" className="button button--secondary" onClick={onNew}>{t('new')}</button>}
          </div>
        </form>
      </div>
      <figure className="admin-popups__preview" aria-labelledby={`${ids}-preview`}>
        <figcaption id={`${ids}-preview`}>{t('preview')}</figcaption>
        <div className="popup admin-popups__preview-box" lang={popup.locale}>
          <div className="popup__box">
            <p className="popup__title" role="presentation">{popup.title || t('previewEmptyTitle')}</p>
            <p className="popup__text">{popup.text || t('previewEmptyText')}</p>
            {kind !== 'none' && (
              <p className="admin-popups__preview-action">
                {popup.action?.kind === 'link' ? <span className="button">{popup.action.label || '…'}</span> : t(`previewActions.${kind as 'packs' | 'signIn'}`)}
              </p>
            )}
          </div>
        </div>
      </figure>
    </div>
  );
}

/** One trigger: its flags and, per audience, its popups in rotation order (one id a line). */
function TriggerEditor({ trigger }: { trigger: AdminPopupTrigger | null }) {
  const { t } = useTranslation('adminPopups');
  const errorText = useErrorText();
  const client = useQueryClient();
  const ids = useId();
  const [event, setEvent] = useState(trigger?.event ?? '');
  const [flags, setFlags] = useState<string[]>(trigger?.flags.filter((f) => !f.startsWith('once:')) ?? []);
  const [once, setOnce] = useState(trigger?.flags.find((f) => f.startsWith('once:'))?.slice('once:'.length) ?? '');
  const [widgets, setWidgets] = useState<Record<string, string>>(
    Object.fromEntries(AUDIENCES.map((audience) => [audience, (trigger?.widgets[audience as keyof AdminPopupTrigger['widgets']] ?? []).join('\n')])),
  );
  const [stale, setStale] = useState<AdminPopupTrigger | null>(null);
  const save = useMutation({
    mutationFn: () =>
      saveTrigger(event, {
        flags: [...flags, ...(once.trim() ? [`once:${once.trim()}`] : [])] as PopupTriggerEdit["flags"],
        widgets: Object.fromEntries(
          Object.entries(widgets)
            .map(([audience, text]) => [audience, text.split(/[\s,]+/).filter(Boolean)] as const)
            .filter(([, list]) => list.length > 0),
        ),
        version: trigger?.version ?? 0,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminPopupsQuery().queryKey }),
    onError: (error) => {
      if (isApiError(error) && error.code === 'stale_version') setStale((error.current as AdminPopupTrigger | null) ?? null);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const describe = (issue: ErrorIssue) => {
    const [, name, audience, index] = issue.path.map(String);
    if (name === 'flags') return t('issues.flags');
    if (name === 'widgets' && index !== undefined) {
      return t('issues.popupInAudience', { id: widgets[audience ?? '']?.split(/[\s,]+/).filter(Boolean)[Number(index)] ?? '' });
    }
    return name === 'widgets' ? t('issues.audience') : t('issues.other');
  };
  const flagsState = fieldState(save.error, 'flags', `${ids}-flags`, describe);
  const widgetsState = fieldState(save.error, 'widgets', `${ids}-widgets`, describe);
  const heading = trigger ? t('triggers.one', { event: trigger.event }) : t('triggers.new');
  return (
    <form className="content-form admin-popups__trigger" onSubmit={submit} aria-labelledby={`${ids}-heading`} noValidate>
      <h3 id={`${ids}-heading`}>{heading}</h3>
      {!trigger && (
        <label>
          {t('triggers.event')}
          <input value={event} onChange={(e) => setEvent(e.target.value)} required pattern="[a-z][a-z0-9_]*" />
        </label>
      )}
      <fieldset {...flagsState.props}>
        <legend>{t('triggers.flags')}</legend>
        <div className="admin-popups__flags">
          {POPUP_PLAIN_FLAGS.map((flag) => (
            <label key={flag} className="admin-popups__check">
              <input type="checkbox" checked={flags.includes(flag)} onChange={(e) => setFlags((f) => (e.target.checked ? [...f, flag] : f.filter((x) => x !== flag)))} />
              {t(`flags.${flag}`)}
            </label>
          ))}
          <label>
            {t('flags.once')}
            <input value={once} onChange={(e) => setOnce(e.target.value)} placeholder="paid_over" />
          </label>
        </div>
        {flagsState.message}
      </fieldset>
      <fieldset {...widgetsState.props}>
        <legend>{t('triggers.audiences')}</legend>
        <p><small>{t('triggers.audiencesHelp')}</small></p>
        <div className="admin-popups__audiences">
          {AUDIENCES.map((audience) => {
            const state = fieldState(save.error, `widgets.${audience}`, `${ids}-${audience}`, describe);
            const [locale, ...rest] = audience.split('_');
            return (
              <label key={audience}>
                {t('triggers.audience', { language: t(`languages.${locale as Locale}`), state: t(`states.${rest.join('_') as (typeof POPUP_USER_STATES)[number]}`) })}
                <textarea rows={2} value={widgets[audience]} onChange={(e) => setWidgets((w) => ({ ...w, [audience]: e.target.value }))} {...state.props} />
                {state.message}
              </label>
            );
          })}
        </div>
        {widgetsState.message}
      </fieldset>
      <div aria-live="polite">
        {save.isSuccess && <p role="status">{t('triggers.saved', { event })}</p>}
        {save.isError && !stale && <p role="alert" className="desk-card desk-card--alert desk-card--error">{errorText(save.error)}</p>}
        {save.isError && isApiError(save.error) && save.error.code === 'stale_version' && (
          <div className="desk-card desk-card--alert" role="alert">
            <p>{t('triggers.stale')}</p>
            <button type="button" className="button" onClick={() => void client.invalidateQueries({ queryKey: adminPopupsQuery().queryKey })}>{t('reload')}</button>
          </div>
        )}
      </div>
      <div className="desk-actions">
        <button type="submit" className="button" aria-disabled={save.isPending || undefined}>{save.isPending ? t('saving') : t('triggers.save')}</button>
      </div>
    </form>
  );
}
