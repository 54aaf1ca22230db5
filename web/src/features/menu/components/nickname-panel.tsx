import { NICKNAME_MAX_INPUT, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, NICKNAME_PROBLEMS, nicknameProblem, normalizeNickname, type NicknameProblem } from '@quiz/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { refreshAccount, useAccountState } from '../../../lib/account-state';
import { errorCodeOf } from '../../../lib/errors';
import { sharedKeys } from '../../../lib/query-keys';
import { saveNickname } from '../api/nickname';
import './nickname.css';

type Outcome = { kind: 'saved'; name: string } | { kind: 'removed' } | { kind: 'unchanged' } | { kind: 'problem'; problem: NicknameProblem } | { kind: 'failed'; reason: string };

const isProblem = (code: string | undefined): code is NicknameProblem => (NICKNAME_PROBLEMS as readonly string[]).includes(code ?? '');

/**
 * The signed-in player's public nickname (docs/adr/0034-competitions-and-leaderboards.md
 * → "Names"), in the menu: the name competition leaderboards show instead of "Player #…". Checked
 * here by the same rules as the server (shared nickname.ts) before it is sent; the server's refusal
 * names its rule too. The stored name changes only when the server has saved it.
 */
export function NicknamePanel() {
  const { t } = useTranslation(['competition', 'errors']);
  const account = useAccountState();
  const queryClient = useQueryClient();
  const signedIn = account.status === 'signedIn';
  const current = account.me?.user?.nickname ?? null;
  // null: the field shows the stored name (which may arrive after the page).
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = useId();
  const value = draft ?? current ?? '';
  const limits = { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH };

  const send = async (nickname: string | null) => {
    setSaving(true);
    try {
      const saved = await saveNickname(nickname);
      setOutcome(saved.nickname === null ? { kind: 'removed' } : { kind: 'saved', name: saved.nickname });
      setDraft(null);
      // The menu's and the boards' copies: the profile again (it carries the nickname), the boards on their next read.
      await Promise.all([refreshAccount(), queryClient.invalidateQueries({ queryKey: sharedKeys.competitions })]);
    } catch (error) {
      const issue = isApiError(error) ? error.issues[0]?.code : undefined;
      if (isApiError(error) && error.code === 'nickname_invalid' && isProblem(issue)) setOutcome({ kind: 'problem', problem: issue });
      else setOutcome({ kind: 'failed', reason: t(`errors:${errorCodeOf(error)}`) });
    } finally {
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const nickname = normalizeNickname(value);
    // An empty field removes the name (when there is one).
    if (nickname === '') {
      if (current === null) setOutcome({ kind: 'problem', problem: 'too_short' });
      else void send(null);
      return;
    }
    if (nickname === current) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    const problem = nicknameProblem(nickname);
    if (problem) setOutcome({ kind: 'problem', problem });
    else void send(nickname);
  };

  if (!signedIn) {
    return (
      <section aria-labelledby={`${ids}-title`} className="nickname-panel">
        <h2 id={`${ids}-title`} className="menu-page__heading">{t('nickname.title')}</h2>
        <p className="menu-page__hint">{t('nickname.signInHint')}</p>
      </section>
    );
  }

  const invalid = outcome?.kind === 'problem';
  const errorId = `${ids}-error`;
  return (
    <section aria-labelledby={`${ids}-title`} className="nickname-panel">
      <h2 id={`${ids}-title`} className="menu-page__heading">{t('nickname.title')}</h2>
      <p className="menu-page__hint">{t('nickname.intro')}</p>
      <form className="nickname" onSubmit={submit} noValidate aria-busy={saving || undefined}>
        <p className="nickname__current">{current ? t('nickname.current', { name: current }) : t('nickname.none')}</p>
        <label htmlFor={`${ids}-input`} className="nickname__label">{t('nickname.label')}</label>
        <p id={`${ids}-rules`} className="nickname__rules">{t('nickname.rules', limits)}</p>
        <input
          id={`${ids}-input`}
          className="input nickname__input"
          name="nickname"
          type="text"
          autoComplete="nickname"
          spellCheck={false}
          maxLength={NICKNAME_MAX_INPUT}
          value={value}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            // After a refusal the field is checked as it changes: the message follows the text, and goes once it is fine.
            if (outcome?.kind === 'problem') {
              const nickname = normalizeNickname(text);
              const problem = nickname === '' && current !== null ? null : nicknameProblem(nickname);
              setOutcome(problem ? { kind: 'problem', problem } : null);
            } else if (outcome?.kind !== 'failed') setOutcome(null);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${ids}-rules ${errorId}` : `${ids}-rules`}
        />
        <div className="nickname__actions">
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            {saving ? t('nickname.saving') : t('nickname.save')}
          </button>
          {current && (
            <button type="button" className="button button--secondary" aria-disabled={saving || undefined} onClick={saving ? undefined : () => void send(null)}>
              {t('nickname.remove')}
            </button>
          )}
        </div>
        {outcome?.kind === 'problem' || outcome?.kind === 'failed' ? (
          <p id={errorId} role="alert" className="nickname__error">
            {outcome.kind === 'problem' ? t(`nickname.problem.${outcome.problem}`, limits) : t('nickname.saveError', { reason: outcome.reason })}
          </p>
        ) : (
          <p role="status" className="nickname__status">
            {outcome?.kind === 'saved' ? t('nickname.saved', { name: outcome.name }) : outcome?.kind === 'removed' ? t('nickname.removed') : outcome?.kind === 'unchanged' ? t('nickname.unchanged') : ''}
          </p>
        )}
      </form>
    </section>
  );
}
