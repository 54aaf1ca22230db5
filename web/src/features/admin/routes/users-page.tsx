import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { userSearchQuery } from '../api/admin-api';
import { formatDate } from '../components/format';
import { LoadState } from '../components/load-state';
import { adminPaths } from '../paths';

/** /admin/app/users?q=: find a person by name, email or user id. The query is in the address (back works). */
export function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const search = useQuery(userSearchQuery(q));
  const inputId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim();
    setTooShort(value.length < 2);
    if (value.length >= 2) setParams({ q: value });
  }

  return (
    <section aria-labelledby="admin-users-title">
      <title>{t('users.title')}</title>
      <h1 id="admin-users-title">{t('users.title')}</h1>
      <form role="search" className="admin-search" onSubmit={submit}>
        <label htmlFor={inputId}>{t('users.search')}</label>
        <div className="admin-search__row">
          <input
            id={inputId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={60}
            aria-describedby={hintId} aria-invalid={tooShort || undefined} autoComplete="off"
          />
          <button type="submit" className="button">{t('users.submit')}</button>
        </div>
        <p id={hintId} className={tooShort ? 'admin-field-error' : 'admin-muted'}>{t('users.hint')}</p>
      </form>
      {q.length < 2 ? <p className="admin-muted">{t('users.prompt')}</p> : (
        <LoadState query={search}>
          {({ users }) => users.length === 0 ? <p>{t('users.empty', { q })}</p> : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">{t('users.results', { q })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('users.name')}</th>
                    <th scope="col">{t('users.email')}</th>
                    <th scope="col">{t('users.roles')}</th>
                    <th scope="col">{t('users.since')}</th>
                  </tr>
                </thead>
                <tbody>
                  {users.map((u) => (
                    <tr key={u.username}>
                      <td><Link to={adminPaths.user(u.sub)}>{u.name ?? u.username}</Link></td>
                      <td>{u.email ?? '—'}</td>
                      <td>{u.roles.length ? u.roles.map((r) => t(`roles.${r}`)).join(', ') : <span className="admin-muted">{t('users.noRoles')}</span>}</td>
                      <td>{formatDate(u.createdAt, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </LoadState>
      )}
    </section>
  );
}
