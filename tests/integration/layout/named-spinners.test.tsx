/**
 * Every spinner inside the console's layout has a name in the user's language unless it has its own:
 * react-admin's placeholder for a select whose choices are still loading shows an unnamed spinner after
 * a second (axe aria-progressbar-name, seen in the a11y run on a busy machine).
 */
import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { render, screen } from '@testing-library/react';
import { AdminContext, SelectInput, SimpleForm, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import { registry } from '../../../resources/declared.ts';
import { NamedSpinners } from '../../../src/layout/AppLayout.tsx';

const i18nProvider = createI18nProvider(registry);

function renderInLayout(children: ReactNode) {
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <NamedSpinners>{children}</NamedSpinners>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('spinners in the layout', () => {
  it('name an unnamed spinner "Loading" in Thai, and keep a name given to them', () => {
    renderInLayout(
      <>
        <CircularProgress />
        <CircularProgress aria-label="อัปโหลด" />
      </>,
    );
    const names = screen.getAllByRole('progressbar').map((p) => p.getAttribute('aria-label'));
    expect(names).toEqual([i18nProvider.translate('ra.page.loading'), 'อัปโหลด']);
    expect(names[0]).toBe('กำลังโหลด');
  });

  it("name react-admin's spinner of a select whose choices are loading", async () => {
    renderInLayout(
      <SimpleForm toolbar={false}>
        <SelectInput source="province" choices={[]} isPending />
      </SimpleForm>,
    );
    const spinner = await screen.findByRole('progressbar', undefined, { timeout: 5_000 });
    expect(spinner).toHaveAttribute('aria-label', 'กำลังโหลด');
  });
});
