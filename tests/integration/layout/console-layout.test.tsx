/**
 * The console's layout (src/layout/ConsoleLayout.tsx), react-admin's `<Layout>` made of its public
 * parts: the skip link and its target, the bar and the side bar, and react-admin's error page in the
 * content area when a screen throws, the bar and the side bar staying.
 */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/index.ts';
import { registry } from '../../../resources/declared.ts';
import { ConsoleLayout } from '../../../src/layout/ConsoleLayout.tsx';
import { expectConsoleError } from '../../setup/console.ts';

const i18nProvider = createI18nProvider(registry);

function Bar() {
  return <header>the bar</header>;
}

function Side({ appBarAlwaysOn }: { appBarAlwaysOn?: boolean }) {
  return <nav>the menu{appBarAlwaysOn ? ' under a bar always shown' : ''}</nav>;
}

function Failing(): never {
  throw new Error('the screen failed');
}

function Screen() {
  const [failed, setFailed] = useState(false);
  return failed ? <Failing /> : <button onClick={() => setFailed(true)}>fail</button>;
}

function renderLayout() {
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <ConsoleLayout appBar={Bar} sidebar={Side}>
          <Screen />
        </ConsoleLayout>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("the console's layout", () => {
  it('holds the bar, the side bar and the screen, with the skip link’s target around the screen', () => {
    const { container } = renderLayout();
    expect(screen.getByText('the bar')).toBeInTheDocument();
    expect(screen.getByText('the menu under a bar always shown')).toBeInTheDocument();
    expect(container.querySelector('#main-content')).toContainElement(
      screen.getByRole('button', { name: 'fail' }),
    );
  });

  it("shows react-admin's error page in the content area when the screen throws, the shell staying", async () => {
    expectConsoleError(/the screen failed/);
    const { container } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18nProvider.translate('ra.page.error'));
    expect(container.querySelector('#main-content')).toContainElement(alert);
    expect(screen.getByText('the bar')).toBeInTheDocument();
    expect(screen.getByText('the menu under a bar always shown')).toBeInTheDocument();
  });
});
