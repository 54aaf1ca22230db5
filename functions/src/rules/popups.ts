import {
  LOCALES, POPUP_PLAIN_FLAGS, POPUP_USER_STATES,
  type AdminPopup, type ErrorIssue, type Popup, type PopupAudience, type PopupCatalogue, type PopupFlag, type PopupTriggerEdit,
} from '@quiz/shared';

/**
 * The popup rules of SPEC §4 "Popups" that an admin's edit must keep (pure; test/unit/rules/popups.test.ts):
 * audiences made of a language and a user state, the four flags, a trigger's popups in rotation
 * order, each written in its audience's language. docs/back-office.md "Popups".
 */

const ONCE = /^once:[a-z][a-z0-9_]{0,47}$/;
const issue = (path: (string | number)[], message: string): ErrorIssue => ({ code: 'invalid_popup', path: ['body', ...path], message });

/** SPEC §4: an audience is chosen from locale, connected/anonymous and paid/paid_over: `{locale}_{state}`. */
export function parseAudience(audience: string): { locale: string; state: string } | null {
  for (const locale of LOCALES) {
    if (!audience.startsWith(`${locale}_`)) continue;
    const state = audience.slice(locale.length + 1);
    if ((POPUP_USER_STATES as readonly string[]).includes(state)) return { locale, state };
  }
  return null;
}

/** The issues of a trigger as edited (nothing is written when there is one). */
export function checkPopupTrigger(edit: PopupTriggerEdit, popups: readonly Pick<Popup, 'id' | 'locale'>[]): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const seen = new Set<string>();
  edit.flags.forEach((flag, index) => {
    // SPEC §4 flags: once:{name}, cookie, until_paid, overlay.
    if (!(POPUP_PLAIN_FLAGS as readonly string[]).includes(flag) && !ONCE.test(flag)) {
      issues.push(issue(['flags', index], 'a flag is overlay, cookie, until_paid or once:{name}'));
    }
    if (seen.has(flag)) issues.push(issue(['flags', index], `${flag} is given twice`));
    seen.add(flag);
  });
  if (edit.flags.filter((flag) => ONCE.test(flag)).length > 1) issues.push(issue(['flags'], 'one once:{name} flag at most'));

  const audiences = Object.entries(edit.widgets);
  if (audiences.length === 0) issues.push(issue(['widgets'], 'a trigger shows its popups to one audience at least'));
  const byId = new Map(popups.map((popup) => [popup.id, popup]));
  for (const [audience, ids] of audiences) {
    const parsed = parseAudience(audience);
    if (!parsed) {
      issues.push(issue(['widgets', audience], `an audience is a language (${LOCALES.join(', ')}) and a state (${POPUP_USER_STATES.join(', ')}): en_anonymous …`));
      continue;
    }
    if (ids.length === 0) issues.push(issue(['widgets', audience], 'an audience lists one popup at least (or is left out)'));
    const inList = new Set<string>();
    ids.forEach((id, index) => {
      const popup = byId.get(id);
      // SPEC §4 rotation: the list is the order in which the popups show; a popup twice would skew it.
      if (inList.has(id)) issues.push(issue(['widgets', audience, index], `${id} is listed twice: the rotation shows each popup once a turn`));
      inList.add(id);
      if (!popup) issues.push(issue(['widgets', audience, index], `no popup ${id}`));
      else if (popup.locale !== parsed.locale) issues.push(issue(['widgets', audience, index], `popup ${id} is written in ${popup.locale}, not for ${audience}`));
    });
  }
  return issues;
}

/** The triggers that show a popup (a popup shown somewhere cannot be removed, nor change language). */
export function triggersShowing(id: string, triggers: readonly { event: string; widgets: Partial<Record<string, string[]>> }[]): string[] {
  return triggers.filter((trigger) => Object.values(trigger.widgets).some((ids) => ids?.includes(id))).map((trigger) => trigger.event);
}

/**
 * What players read (`GET /api/popups`): the stored popups and triggers as one catalogue. A name
 * that no longer resolves to a popup of the audience's language is left out (an empty audience
 * with it), so that the served catalogue always passes `popupCatalogueSchema`.
 */
export function assemblePopups(stored: { popups: readonly AdminPopup[]; triggers: readonly { event: string; flags: PopupFlag[]; widgets: Partial<Record<PopupAudience, string[]>> }[]; paidOverPage: PopupCatalogue['paidOverPage'] }): PopupCatalogue {
  const popups: Popup[] = stored.popups.map(({ version: _version, updatedAt: _updatedAt, ...popup }) => popup);
  const byId = new Map(popups.map((popup) => [popup.id, popup]));
  const triggers: PopupCatalogue['triggers'] = {};
  for (const trigger of stored.triggers) {
    const widgets: Partial<Record<PopupAudience, string[]>> = {};
    for (const [audience, ids] of Object.entries(trigger.widgets) as [PopupAudience, string[]][]) {
      const kept = ids.filter((id) => byId.get(id) && audience.startsWith(`${byId.get(id)!.locale}_`));
      if (kept.length > 0) widgets[audience] = kept;
    }
    triggers[trigger.event] = { flags: trigger.flags, widgets };
  }
  return { popups, triggers, paidOverPage: stored.paidOverPage };
}
