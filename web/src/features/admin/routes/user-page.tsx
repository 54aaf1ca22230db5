import { ROLES, type AdminProfile, type AdminUser, type Role } from '@quiz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { useAccountState } from '../../../lib/account-state';
import { changePremium, setRoles, userAuditQuery, userPurchasesQuery, userQuery } from '../api/admin-api';
import { adminKeys } from '../api/keys';
import { AuditList } from '../components/audit-list';
import { formatDate } from '../components/format';
import { LoadState } from '../components/load-state';
import { PurchaseTable } from '../components/purchase-table';
import { adminPaths } from '../paths';

/** /admin/app/users/:sub: a person's profile, roles, premium, purchases and audit trail. */
export function UserPage() {
  const { sub = '' } = useParams();
  const { t } = useTranslation('admin');
  const user = useQuery(userQuery(sub));
  const purchases = useQuery(userPurchasesQuery(sub));
  const audit = useQuery(userAuditQuery(sub));
  return (
    <section aria-labelledby="admin-user-title" className="admin-user">
      <p><Link to={adminPaths.users}>{t('user.back')}</Link></p>
      <LoadState query={user}>
        {(data) => (
          <>
            <title>{data.user.name ?? data.user.username}</title>
            <h1 id="admin-user-title">{data.user.name ?? data.user.username}</h1>
            <div className="admin-user__grid">
              <Profile data={data} />
              <RolesForm key={`roles-${sub}`} sub={sub} roles={data.roles} />
              <PremiumForm key={`premium-${sub}`} sub={sub} profile={data.profile} />
            </div>
          </>
        )}
      </LoadState>
      <section aria-labelledby="admin-user-purchases" className="admin-panel">
        <h2 id="admin-user-purchases">{t('user.purchases')}</h2>
        <LoadState query={purchases}>{(page) => <PurchaseTable purchases={page.purchases} caption={t('user.purchases')} />}</LoadState>
      </section>
      <section aria-labelledby="admin-user-audit" className="admin-panel">
        <h2 id="admin-user-audit">{t('audit.title')}</h2>
        <LoadState query={audit}>
          {(entries) => (
            <div className="admin-user__audit">
              <div>
                <h3>{t('audit.ofUser')}</h3>
                <AuditList entries={entries.ofUser} />
              </div>
              <div>
                <h3>{t('audit.byUser')}</h3>
                <AuditList entries={entries.byUser} showTarget />
              </div>
            </div>
          )}
        </LoadState>
      </section>
    </section>
  );
}

function Profile({ data }: { data: AdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const { user, profile } = data;
  return (
    <section aria-labelledby="admin-profile" className="admin-panel">
      <h2 id="admin-profile">{t('user.profile')}</h2>
      <dl className="admin-facts">
        <dt>{t('users.email')}</dt><dd>{user.email ?? '—'}</dd>
        <dt>{t('user.username')}</dt><dd><code>{user.username}</code></dd>
        <dt>{t('user.userId')}</dt><dd><code>{user.sub}</code></dd>
        <dt>{t('user.created')}</dt><dd>{formatDate(user.createdAt, i18n.language)}</dd>
        <dt>{t('premium.state')}</dt>
        <dd data-testid="premium-state">
          {profile.isPremium
            ? t('premium.until', { date: formatDate(profile.premiumUntil, i18n.language) })
            : profile.premiumUntil ? t('premium.ended', { date: formatDate(profile.premiumUntil, i18n.language) }) : t('premium.never')}
        </dd>
      </dl>
    </section>
  );
}

/** A 409: the write was refused because someone changed the item; offer to reload it. */
function StaleNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="admin-alert">
      <p><strong>{t('stale.title')}</strong> {t('stale.text')}</p>
      <button type="button" className="button button--secondary" onClick={onReload}>{t('stale.reload')}</button>
    </div>
  );
}

function RolesForm({ sub, roles }: { sub: string; roles: Role[] }) {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const { me } = useAccountState();
  const self = me?.user?.id === sub;
  const [chosen, setChosen] = useState<Role[]>(roles);
  const save = useMutation({
    mutationFn: (next: Role[]) => setRoles(sub, next),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.user(sub) }),
  });
  const saved = save.data?.roles ?? roles;
  const changed = ROLES.some((r) => chosen.includes(r) !== saved.includes(r));
  const toggle = (role: Role, on: boolean) => setChosen((list) => (on ? ROLES.filter((r) => r === role || list.includes(r)) : list.filter((r) => r !== role)));
  return (
    <form className="admin-panel" onSubmit={(e) => { e.preventDefault(); save.mutate(chosen); }} aria-labelledby="admin-roles">
      <h2 id="admin-roles">{t('roles.title')}</h2>
      <fieldset className="admin-checks">
        <legend className="visually-hidden">{t('roles.legend')}</legend>
        {ROLES.map((role) => (
          <label key={role} className="admin-check">
            <input
              type="checkbox" name="roles" value={role} checked={chosen.includes(role)}
              disabled={self && role === 'admin'} onChange={(e) => toggle(role, e.target.checked)}
            />
            {t(`roles.${role}`)}
          </label>
        ))}
      </fieldset>
      {self ? <p className="admin-muted">{t('roles.ownAdmin')}</p> : null}
      <p className="admin-muted">{t('roles.help')}</p>
      <button type="submit" className="button" aria-disabled={!changed || save.isPending || undefined} disabled={!changed && !save.isPending}>
        {save.isPending ? t('states.saving') : t('roles.save')}
      </button>
      <div aria-live="polite">
        {save.isSuccess && ROLES.every((r) => chosen.includes(r) === save.data.roles.includes(r)) ? <p className="admin-ok">{t('roles.saved')}</p> : null}
        {save.error ? <p role="alert" className="admin-field-error">{t(`errors:${errorCodeOf(save.error)}`)}</p> : null}
      </div>
    </form>
  );
}

type Mode = 'add' | 'until' | 'take';

function PremiumForm({ sub, profile }: { sub: string; profile: AdminProfile }) {
  const { t } = useTranslation(['admin', 'errors']);
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('add');
  const [days, setDays] = useState('3');
  const [hours, setHours] = useState('0');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { reason: useId(), days: useId(), hours: useId(), until: useId(), reasonError: useId() };
  const reload = () => client.invalidateQueries({ queryKey: adminKeys.user(sub) });
  const save = useMutation({
    mutationFn: () => {
      const base = { reason: reason.trim(), version: profile.version };
      if (mode === 'take') return changePremium(sub, { action: 'take', ...base });
      if (mode === 'until') return changePremium(sub, { action: 'grant', until: new Date(until).toISOString(), ...base });
      return changePremium(sub, { action: 'grant', days: Number(days) || 0, hours: Number(hours) || 0, ...base });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.user(sub) }),
  });
  const stale = isApiError(save.error) && save.error.code === 'stale_version';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate();
  }

  return (
    <form className="admin-panel" onSubmit={submit} aria-labelledby="admin-premium" noValidate>
      <h2 id="admin-premium">{t('premium.title')}</h2>
      <fieldset className="admin-checks">
        <legend>{t('premium.mode')}</legend>
        {(['add', 'until', 'take'] as const).map((m) => (
          <label key={m} className="admin-check">
            <input type="radio" name="premium-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            {t(`premium.modes.${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'add' ? (
        <div className="admin-inline">
          <label htmlFor={ids.days}>{t('premium.days')}</label>
          <input id={ids.days} type="number" min={0} max={3660} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
          <label htmlFor={ids.hours}>{t('premium.hours')}</label>
          <input id={ids.hours} type="number" min={0} max={8784} inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
        </div>
      ) : null}
      {mode === 'until' ? (
        <div className="admin-inline">
          <label htmlFor={ids.until}>{t('premium.untilDate')}</label>
          <input id={ids.until} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} required />
        </div>
      ) : null}
      <label htmlFor={ids.reason}>{t('premium.reason')}</label>
      <textarea
        id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} rows={2} maxLength={500} required
        aria-invalid={missing || undefined} aria-describedby={missing ? ids.reasonError : undefined}
      />
      {missing ? <p id={ids.reasonError} className="admin-field-error">{t('premium.reasonRequired')}</p> : null}
      <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
        {save.isPending ? t('states.saving') : mode === 'take' ? t('premium.take') : t('premium.grant')}
      </button>
      <div aria-live="polite">
        {save.isSuccess ? <p className="admin-ok">{t('premium.saved')}</p> : null}
        {stale ? <StaleNotice onReload={() => { save.reset(); void reload(); }} /> : null}
        {save.error && !stale ? <p role="alert" className="admin-field-error">{t(`errors:${errorCodeOf(save.error)}`)}</p> : null}
      </div>
    </form>
  );
}
