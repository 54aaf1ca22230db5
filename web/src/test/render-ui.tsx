import type { Locale } from '@quiz/shared';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** The app's providers, for a test that wraps a page itself (features import no app/: the test helpers do). */
export { AppProviders };

/**
 * Renders one component with the app's providers (and a router for links), in `locale`. The
 * providers wrap it, so that `rerender` keeps them (and the router's location).
 */
export function renderUi(ui: ReactElement, { locale = 'en' }: { locale?: Locale } = {}) {
  void i18n.changeLanguage(locale);
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
  return render(ui, { wrapper });
}
