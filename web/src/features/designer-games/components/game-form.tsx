import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorIssue } from '@quiz/shared';
import type { DeskGame } from '../api/desk-games';

/** What the form edits: every setting, both languages side by side. */
export interface GameDraft {
  status: DeskGame['status'];
  premiumLevel: DeskGame['premiumLevel'];
  difficulty: DeskGame['difficulty'];
  themes: DeskGame['themes'];
  language: DeskGame['language'];
  title: { en: string; fr: string };
  slug: { en: string; fr: string };
  description: { en: string; fr: string };
}

export const THEMES = ['brand', 'movie', 'music', 'tv', 'video_game'] as const;
const STATUSES = ['test', 'live', 'hidden'] as const;
const LEVELS = [0, 1, 10] as const;
const DIFFICULTIES = [1, 2, 3] as const;
const LANGUAGES = ['auto', 'english', 'french'] as const;

export const emptyDraft = (): GameDraft => ({
  status: 'test', premiumLevel: 0, difficulty: 2, themes: ['movie'], language: 'auto',
  title: { en: '', fr: '' }, slug: { en: '', fr: '' }, description: { en: '', fr: '' },
});

export const draftOf = (game: DeskGame): GameDraft => ({
  status: game.status, premiumLevel: game.premiumLevel, difficulty: game.difficulty, themes: [...game.themes], language: game.language,
  title: { ...game.title }, slug: { ...game.slug }, description: { ...game.description },
});

/** The API's issues by field (`title.en`), from paths like ["body", "title", "en"]. */
export function fieldIssues(issues: readonly ErrorIssue[]): Map<string, ErrorIssue> {
  const byField = new Map<string, ErrorIssue>();
  for (const issue of issues) {
    if (issue.path[0] !== 'body') continue;
    const field = issue.path.slice(1).join('.');
    if (!byField.has(field)) byField.set(field, issue);
  }
  return byField;
}

function FieldError({ id, issue }: { id: string; issue: ErrorIssue | undefined }) {
  const { t } = useTranslation(['designerGames', 'errors']);
  if (!issue) return null;
  const text =
    issue.code === 'slug_taken' ? t('errors:slug_taken')
    : issue.code === 'too_small' ? t('fieldError.required')
    : issue.code === 'too_big' ? t('fieldError.tooLong')
    : issue.code === 'invalid_format' ? t('fieldError.format')
    : t('fieldError.invalid');
  return <p id={id} className="dg-field__error">{text}</p>;
}

interface FieldProps {
  label: string;
  name: string;
  issues: Map<string, ErrorIssue>;
  help?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

function Field({ label, name, issues, help, children }: FieldProps) {
  const id = useId();
  const issue = issues.get(name);
  const describedBy = [help ? `${id}-help` : '', issue ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`dg-field${issue ? ' dg-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(issue), 'aria-describedby': describedBy })}
      {help ? <p id={`${id}-help`} className="dg-field__help">{help}</p> : null}
      <FieldError id={`${id}-error`} issue={issue} />
    </div>
  );
}

interface GameFormProps {
  initial: GameDraft;
  isNew: boolean;
  saving: boolean;
  issues: readonly ErrorIssue[];
  submitLabel: string;
  onSubmit: (draft: GameDraft) => void;
  /** Told of each change, so that the page can drop a stale "saved" notice. */
  onChange?: () => void;
}

export function GameForm({ initial, isNew, saving, issues, submitLabel, onSubmit, onChange }: GameFormProps) {
  const { t } = useTranslation('designerGames');
  const [draft, setDraft] = useState<GameDraft>(initial);
  const byField = fieldIssues(issues);
  const update = (change: Partial<GameDraft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    onChange?.();
  };
  const updateText = (field: 'title' | 'slug' | 'description', locale: 'en' | 'fr', value: string) =>
    update({ [field]: { ...draft[field], [locale]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const themesId = useId();

  return (
    <form className="dg-form" onSubmit={submit} noValidate aria-busy={saving}>
      <fieldset className="dg-form__settings">
        <legend>{t('form.settings')}</legend>
        <Field label={t('form.status')} name="status" issues={byField} help={isNew ? t('form.statusNew') : undefined}>
          {(props) => (
            <select {...props} value={draft.status} disabled={isNew} onChange={(e) => update({ status: e.target.value as GameDraft['status'] })}>
              {STATUSES.map((status) => <option key={status} value={status}>{t(`status.${status}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t('form.premiumLevel')} name="premiumLevel" issues={byField}>
          {(props) => (
            <select {...props} value={draft.premiumLevel} onChange={(e) => update({ premiumLevel: Number(e.target.value) as GameDraft['premiumLevel'] })}>
              {LEVELS.map((level) => <option key={level} value={level}>{t(`form.premium.${level}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t('form.difficulty')} name="difficulty" issues={byField}>
          {(props) => (
            <select {...props} value={draft.difficulty} onChange={(e) => update({ difficulty: Number(e.target.value) as GameDraft['difficulty'] })}>
              {DIFFICULTIES.map((level) => <option key={level} value={level}>{t(`form.difficultyLevel.${level}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t('form.language')} name="language" issues={byField}>
          {(props) => (
            <select {...props} value={draft.language} onChange={(e) => update({ language: e.target.value as GameDraft['language'] })}>
              {LANGUAGES.map((language) => <option key={language} value={language}>{t(`form.languageValue.${language}`)}</option>)}
            </select>
          )}
        </Field>
        <fieldset className={`dg-themes${byField.has('themes') ? ' dg-field--invalid' : ''}`} aria-describedby={byField.has('themes') ? `${themesId}-error` : undefined}>
          <legend>{t('form.themes')}</legend>
          {THEMES.map((theme) => (
            <label key={theme} className="dg-check">
              <input
                type="checkbox"
                checked={draft.themes.includes(theme)}
                onChange={(e) => update({ themes: e.target.checked ? [...draft.themes, theme] : draft.themes.filter((x) => x !== theme) })}
              />
              {t(`form.theme.${theme}`)}
            </label>
          ))}
          <FieldError id={`${themesId}-error`} issue={byField.get('themes')} />
        </fieldset>
      </fieldset>

      <div className="dg-form__texts">
        {(['en', 'fr'] as const).map((locale) => (
          <fieldset key={locale} className="dg-form__locale" lang={locale}>
            <legend>{locale === 'en' ? t('form.english') : t('form.french')}</legend>
            <Field label={t('form.gameTitle')} name={`title.${locale}`} issues={byField}>
              {(props) => <input {...props} type="text" value={draft.title[locale]} maxLength={120} onChange={(e) => updateText('title', locale, e.target.value)} />}
            </Field>
            <Field label={t('form.slug')} name={`slug.${locale}`} issues={byField} help={t('form.slugHelp')}>
              {(props) => (
                <input {...props} type="text" value={draft.slug[locale]} maxLength={80} spellCheck={false} autoCapitalize="none" onChange={(e) => updateText('slug', locale, e.target.value)} />
              )}
            </Field>
            <Field label={t('form.description')} name={`description.${locale}`} issues={byField}>
              {(props) => <textarea {...props} rows={4} value={draft.description[locale]} maxLength={1000} onChange={(e) => updateText('description', locale, e.target.value)} />}
            </Field>
          </fieldset>
        ))}
      </div>

      <div className="button-row">
        <button type="submit" className="button" disabled={saving}>{saving ? t('form.saving') : submitLabel}</button>
      </div>
    </form>
  );
}
