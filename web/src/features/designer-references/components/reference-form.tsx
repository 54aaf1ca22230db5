import { referenceTypes, type DeskResponse } from '@quiz/shared';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Draft } from '../lib/drafts';
import { ResponsePicker } from './response-picker';
import { IssueList } from './issues';

export interface ReferenceFormProps {
  draft: Draft;
  number: number;
  response: DeskResponse | undefined;
  busy: boolean;
  errors: readonly string[];
  /** A 409: someone saved this reference meanwhile; the fields they changed. */
  stale: readonly string[] | null;
  onChange: (draft: Draft) => void;
  onSave: () => void;
  onDelete: () => void;
  onReload: () => void;
  onCreateResponse: (typed: string) => void;
  onEditResponse: () => void;
  onPickResponse: (response: DeskResponse) => void;
}

/** A reference's type, response, hints and quiz choices in both languages. */
export function ReferenceForm(props: ReferenceFormProps) {
  const { draft, number, response, busy, errors, stale, onChange, onSave, onDelete, onReload } = props;
  const { t } = useTranslation('designerRefs');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  const zoneText = draft.zone
    ? t(draft.zone.kind === 'rect' ? 'form.zoneRect' : 'form.zonePolygon', { count: draft.zone.kind === 'polygon' ? draft.zone.points.length : 4 })
    : t('form.noZone');
  const zoneMismatch = (draft.type === 'zoneless') !== (draft.zone === null);

  return (
    <form className="refs-form desk-card" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>
        {draft.saved ? t('form.title', { number, id: draft.key }) : t('form.newTitle', { number })}
      </h2>
      {stale && (
        <div className="refs-notice" role="alert">
          <p>{t('form.stale')}</p>
          {stale.length > 0 && <p>{t('form.staleFields', { fields: stale.map((f) => t(`field.${f as 'type'}`)).join(', ') })}</p>}
          <button type="button" className="button button--secondary" onClick={onReload}>{t('form.reload')}</button>
        </div>
      )}
      <IssueList messages={errors} />
      <fieldset>
        <legend>{t('form.type')}</legend>
        <div className="refs-radios">
          {referenceTypes.map((type) => (
            <label key={type}>
              <input type="radio" name={`${id}-type`} value={type} checked={draft.type === type} onChange={() => onChange({ ...draft, type })} />
              {t(`type.${type}`)}
            </label>
          ))}
        </div>
        <p className={`refs-hint${zoneMismatch ? ' refs-hint--warn' : ''}`} id={`${id}-zone`}>
          {zoneText} {zoneMismatch && (draft.type === 'zoneless' ? t('form.zonelessHasZone') : t('form.needsZone'))}
        </p>
        {draft.type === 'zoneless' && draft.zone && (
          <button type="button" className="button button--ghost" onClick={() => onChange({ ...draft, zone: null })}>{t('form.dropZone')}</button>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('form.response')}</legend>
        <ResponsePicker selected={response} onPick={props.onPickResponse} onCreate={props.onCreateResponse} invalid={!draft.response} />
        {response && (
          <button type="button" className="button button--ghost" onClick={props.onEditResponse}>{t('form.editResponse')}</button>
        )}
      </fieldset>

      <div className="refs-grid-2">
        {LANGS.map((lang) => (
          <fieldset key={lang} lang={lang}>
            <legend>{t(`lang.${lang}`)}</legend>
            <label>
              {t('form.hintMain')}
              <input type="text" value={draft.hints.main[lang]} onChange={(e) => onChange({ ...draft, hints: { ...draft.hints, main: { ...draft.hints.main, [lang]: e.target.value } } })} />
            </label>
            <label>
              {t('form.hintBackup')}
              <input type="text" value={draft.hints.backup[lang]} onChange={(e) => onChange({ ...draft, hints: { ...draft.hints, backup: { ...draft.hints.backup, [lang]: e.target.value } } })} />
            </label>
            {[0, 1, 2].map((i) => (
              <label key={i}>
                {t('form.choice', { n: i + 1 })}
                <input
                  type="text"
                  value={draft.choices[lang][i]}
                  onChange={(e) => {
                    const next = [...draft.choices[lang]] as Draft['choices']['en'];
                    next[i] = e.target.value;
                    onChange({ ...draft, choices: { ...draft.choices, [lang]: next } });
                  }}
                />
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <p className="refs-hint">{t('form.choicesHelp')}</p>
      <div className="refs-actions">
        <button type="submit" className="button" disabled={busy}>{busy ? t('form.saving') : t('form.save')}</button>
        <button type="button" className="button button--ghost refs-danger" onClick={onDelete} disabled={busy}>
          {draft.saved ? t('form.delete') : t('form.discard')}
        </button>
      </div>
    </form>
  );
}
