import { useTranslation } from 'react-i18next';

/** A person as the back-office's records hold them (an audit actor, a review's author, a publish's requester). */
export interface StaffPerson {
  sub: string;
  username: string;
  name?: string | undefined;
}

/**
 * How the back-office names a person (docs/back-office.md "Names"): the display name kept with their
 * account (the provider's name, recorded with each change), never their sign-in id (`google_…`), which
 * says nothing to a reader and is an identifier to keep out of sight. Without a name: `unnamed`.
 */
export function staffName(person: StaffPerson, unnamed: string): string {
  return person.name?.trim() || unnamed;
}

/** staffName in the page's language ("Unnamed staff member" from the common texts). */
export function useStaffName(): (person: StaffPerson) => string {
  const { t } = useTranslation('common');
  const unnamed = t('staff.unnamed');
  return (person) => staffName(person, unnamed);
}
