import type { Locale } from '@quiz/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Renders one component with the app's providers (and a router for links), in `locale`. */
export function renderUi(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  void i18n.changeLanguage(locale);
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
