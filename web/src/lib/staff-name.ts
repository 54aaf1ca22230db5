import { useTranslation } from 'react-i18next';

/** A person as the back-office's records hold them (an audit actor, a review's author, a publish's requester). */
export interface StaffPerson {
  sub: string;
  username: string;
  name?: string | undefined;
}

/**
 * How the back-office names a person (docs/back-office.md "Names"): the display name kept with their
 * account (their nickname, else the provider's name, recorded with each change), never their sign-in
 * id (`google_…`), which says nothing to a reader and is an identifier to keep out of sight. Without a
 * name: `unnamed`.
 */
export function staffName(person: StaffPerson, unnamed: string): string {
  const name = person.name?.trim();
  // A record written before names were checked may hold the sign-in id as its name: never shown.
  return name && name !== person.username && name !== person.sub && !SIGN_IN_ID.test(name) ? name : unnamed;
}

/** A sign-in id as Cognito makes it for a federated user (`google_1481…`), as functions/src/lib/staff-name.ts. */
const SIGN_IN_ID = /^(google|facebook|signinwithapple|loginwithamazon|oidc|saml)_[\w.-]+$/i;

/** staffName in the page's language ("Unnamed staff member" from the common texts). */
export function useStaffName(): (person: StaffPerson) => string {
  const { t } = useTranslation('common');
  const unnamed = t('staff.unnamed');
  return (person) => staffName(person, unnamed);
}
