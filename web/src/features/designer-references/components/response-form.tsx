import { responseThemes, translationConfidences, type DeskResponse, type ResponseInput } from '@quiz/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { saveResponse } from '../api/save-response';
import { LANGS, type Lang } from '../lib/drafts';
import { IssueList, issueMessages } from './issues';

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const unlines = (list: readonly string[] | undefined) => (list ?? []).join('\n');

interface Fields {
  theme: ResponseInput['theme'];
  titles: Record<Lang, string>;
  aliases: Record<Lang, string>;
  refused: Record<Lang, string>;
  sagaId: string;
  /** One other work a line: "English title | French title". */
  otherWorks: string;
  confidence: 0 | 5 | 10;
}

function fieldsOf(response: DeskResponse | null, typed: string): Fields {
  return {
    theme: response?.theme ?? 'movie',
    titles: { en: response ? unlines(response.titles.en) : typed, fr: unlines(response?.titles.fr) },
    aliases: { en: unlines(response?.aliases.en), fr: unlines(response?.aliases.fr) },
    refused: { en: unlines(response?.refused?.en), fr: unlines(response?.refused?.fr) },
    sagaId: response?.saga?.id ?? '',
    otherWorks: (response?.saga?.otherWorks ?? []).map((w) => `${w.en.join(' / ')} | ${w.fr.join(' / ')}`).join('\n'),
    confidence: (response?.confidence ?? 10) as Fields['confidence'],
  };
}

function inputOf(fields: Fields): ResponseInput {
  const otherWorks = lines(fields.otherWorks).map((line) => {
    const [en = '', fr = ''] = line.split('|');
    const split = (s: string) => s.split('/').map((x) => x.trim()).filter(Boolean);
    return { en: split(en), fr: split(fr) };
  });
  const refused = { en: lines(fields.refused.en), fr: lines(fields.refused.fr) };
  return {
    theme: fields.theme,
    titles: { en: lines(fields.titles.en), fr: lines(fields.titles.fr) },
    aliases: { en: lines(fields.aliases.en), fr: lines(fields.aliases.fr) },
    ...(refused.en.length || refused.fr.length ? { refused } : {}),
    ...(fields.sagaId.trim() ? { saga: { id: fields.sagaId.trim(), otherWorks } } : {}),
    confidence: fields.confidence,
  };
}

export interface ResponseFormProps {
  /** The response to edit, or null to create one. */
  response: DeskResponse | null;
  /** What the designer had typed in the search (the first English title of a new response). */
  typed?: string;
  onSaved: (response: DeskResponse) => void;
  onCancel: () => void;
}

/** A response's titles, aliases, refused forms, theme, saga and translation confidence, in both languages. */
export function ResponseForm({ response, typed = '', onSaved, onCancel }: ResponseFormProps) {
  const { t } = useTranslation('designerRefs');
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(response, typed));
  const [version, setVersion] = useState(response?.version ?? 0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [stale, setStale] = useState<DeskResponse | null>(null);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const setLang = (key: 'titles' | 'aliases' | 'refused', lang: Lang, value: string) => setFields((f) => ({ ...f, [key]: { ...f[key], [lang]: value } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setBusy(true);
    setErrors([]);
    try {
      const body = inputOf(fields);
      const saved = await saveResponse(response?.id ?? null, body, version);
      onSaved(saved.response);
    } catch (error) {
      if (isApiError(error) && error.code === 'stale_version') setStale(error.current as DeskResponse);
      else setErrors(issueMessages(error, t));
    } finally {
      setBusy(false);
    }
  }

  const titleId = `${id}-title`;
  return (
    <form className="refs-response-form desk-card" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId}>{response ? t('response.editTitle') : t('response.newTitle')}</h3>
      {stale && (
        <div className="refs-notice" role="alert">
          <p>{t('response.stale')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setFields(fieldsOf(stale, ''));
              setVersion(stale.version);
              setStale(null);
            }}
          >
            {t('form.reload')}
          </button>
        </div>
      )}
      <IssueList messages={errors} />
      <div className="refs-grid-2">
        {LANGS.map((lang) => (
          <fieldset key={lang} lang={lang}>
            <legend>{t(`lang.${lang}`)}</legend>
            <label>
              {t('response.titles')}
              <textarea rows={2} value={fields.titles[lang]} onChange={(e) => setLang('titles', lang, e.target.value)} required aria-describedby={`${id}-lines`} />
            </label>
            <label>
              {t('response.aliases')}
              <textarea rows={2} value={fields.aliases[lang]} onChange={(e) => setLang('aliases', lang, e.target.value)} aria-describedby={`${id}-lines`} />
            </label>
            <label>
              {t('response.refused')}
              <textarea rows={2} value={fields.refused[lang]} onChange={(e) => setLang('refused', lang, e.target.value)} aria-describedby={`${id}-lines`} />
            </label>
          </fieldset>
        ))}
      </div>
      <p className="refs-hint" id={`${id}-lines`}>{t('response.oneALine')}</p>
      <div className="refs-grid-2">
        <label>
          {t('response.theme')}
          <select value={fields.theme} onChange={(e) => set('theme', e.target.value as Fields['theme'])}>
            {responseThemes.map((theme) => <option key={theme} value={theme}>{t(`theme.${theme}`)}</option>)}
          </select>
        </label>
        <label>
          {t('response.confidence')}
          <select value={fields.confidence} onChange={(e) => set('confidence', Number(e.target.value) as Fields['confidence'])}>
            {translationConfidences.map((c) => <option key={c} value={c}>{t(`confidence.${c}`)}</option>)}
          </select>
        </label>
        <label>
          {t('response.saga')}
          <input type="text" value={fields.sagaId} pattern="[a-z0-9-]+" onChange={(e) => set('sagaId', e.target.value)} aria-describedby={`${id}-saga`} />
        </label>
        <label>
          {t('response.otherWorks')}
          <textarea rows={2} value={fields.otherWorks} onChange={(e) => set('otherWorks', e.target.value)} aria-describedby={`${id}-saga`} />
        </label>
      </div>
      <p className="refs-hint" id={`${id}-saga`}>{t('response.sagaHelp')}</p>
      <div className="refs-actions">
        <button type="submit" className="button" disabled={busy}>{response ? t('response.save') : t('response.create')}</button>
        <button type="button" className="button button--ghost" onClick={onCancel}>{t('form.cancel')}</button>
      </div>
    </form>
  );
}
