// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declared } from '../../../resources/declared.ts';
import { renderConsole, stubDataProvider, testAuthProvider, type Row } from './harness.tsx';

const announcement = declared('management/announcement');
const paymentChannel = declared('management/payment-channel');

const banks: Row[] = [
  {
    id: '002',
    bankCode: '002',
    bankName: 'ธนาคารกรุงเทพ',
    isActive: true,
    channels: [
      { channel: 'QR', isActive: true },
      { channel: 'CARD', isActive: false },
    ],
  },
];

describe('generated view page', () => {
  it('shows the record’s fields, its title, and an edit link under the docs/routes.md path', async () => {
    const { spies, dataProvider } = stubDataProvider(banks);
    renderConsole({ path: '/management/payment-channel/view/002', defs: [paymentChannel], dataProvider });

    expect(await screen.findAllByText('ธนาคารกรุงเทพ')).not.toHaveLength(0);
    expect(spies.getOne).toHaveBeenCalledWith(
      'management/payment-channel',
      expect.objectContaining({ id: '002' }),
    );
    expect(screen.getByText('Payment Channel: ธนาคารกรุงเทพ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/management/payment-channel/form/002',
    );
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute(
      'href',
      '/management/payment-channel',
    );
    // `channel` is declared show: false.
    expect(screen.queryByText('Channel', { selector: 'label *, label' })).not.toBeInTheDocument();
  });

  it('lists embedded items and toggles one after confirming, then reloads the record', async () => {
    const { spies, dataProvider } = stubDataProvider(banks);
    renderConsole({ path: '/management/payment-channel/view/002', defs: [paymentChannel], dataProvider });

    const table = await screen.findByRole('table', { name: 'Payment channels' });
    expect(within(table).getByText('QR')).toBeInTheDocument();
    expect(within(table).getByText('CARD')).toBeInTheDocument();
    const getOneCalls = spies.getOne.mock.calls.length;

    await userEvent.click(within(table).getByRole('switch', { name: 'Deactivate: ธนาคารกรุงเทพ — QR' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to deactivate ธนาคารกรุงเทพ — QR?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // The toggle carries the record as shown, whose version the data provider sends as If-Match.
    await waitFor(() =>
      expect(spies.toggleItem).toHaveBeenCalledWith('management/payment-channel', {
        id: '002',
        item: 'QR',
        source: 'channels',
        previousData: banks[0],
      }),
    );
    await waitFor(() => expect(spies.getOne.mock.calls.length).toBeGreaterThan(getOneCalls));
  });

  it('shows item states as chips to a user without the declared toggle permission', async () => {
    const { dataProvider } = stubDataProvider(banks);
    renderConsole({
      path: '/management/payment-channel/view/002',
      defs: [paymentChannel],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list', 'show'])),
    });

    const table = await screen.findByRole('table', { name: 'Payment channels' });
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('renders a long text as plain text with its line breaks, never as HTML', async () => {
    const { dataProvider } = stubDataProvider([
      {
        id: 7,
        time: '2026-11-22T09:30:00',
        message: 'line one\n<img src=x onerror="alert(1)">',
        startDate: '2026-11-22T10:00:00',
        endDate: '2026-11-23T10:00:00',
        isActive: true,
      },
    ]);
    renderConsole({ path: '/management/announcement/view/7', defs: [announcement], dataProvider });

    const text = await screen.findByText(/line one/, { selector: 'main span' });
    expect(text.textContent).toBe('line one\n<img src=x onerror="alert(1)">');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('22 Nov 2026 09:30')).toBeInTheDocument();
  });

  it('sends a user without the show permission to /403', async () => {
    const { spies, dataProvider } = stubDataProvider(banks);
    renderConsole({
      path: '/management/payment-channel/view/002',
      defs: [paymentChannel],
      dataProvider,
      authProvider: testAuthProvider(new Set(['list'])),
    });
    expect(await screen.findByText('Forbidden page')).toBeInTheDocument();
    expect(spies.getOne).not.toHaveBeenCalled();
  });
});
