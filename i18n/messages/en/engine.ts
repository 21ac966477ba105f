/** Messages of the generated screens (src/schema) and the shared widgets (src/components). (English; loaded when English is chosen) */
import type { th } from '../th/engine.ts';

export const en: typeof th = {
  pa: {
    engine: {
      list: {
        views: 'Views',
        actions: 'Actions',
        empty: 'No %{name} yet',
        emptyInvite: 'Start by creating the first one',
        retry: 'Try again',
      },
      filter: {
        startDate: 'Start date',
        endDate: 'End date',
      },
      active: {
        on: 'Active',
        off: 'Inactive',
      },
      /** A yes/no field (`type: 'yesNo'`): its value in lists, views, filters, inputs and CSV. */
      yesNo: {
        yes: 'Yes',
        no: 'No',
      },
      toggle: {
        activate: 'Activate',
        deactivate: 'Deactivate',
        activated: '%{name} activated',
        deactivated: '%{name} deactivated',
        activateTitle: 'Activate %{name}',
        deactivateTitle: 'Deactivate %{name}',
        activateContent: 'Do you want to activate %{name}?',
        deactivateContent: 'Do you want to deactivate %{name}?',
      },
      action: {
        confirmTitle: '%{action}: %{name}',
        confirmContent: 'Do you want to %{action} for %{name}?',
        formLoadFailed: 'The form could not be opened. Check the connection and try again.',
        moneyNotice:
          'This moves money. It is sent once, and the dialog waits for the server before it closes.',
        done: '%{action} done for %{name}',
        selected: '%{smart_count} selected item |||| %{smart_count} selected items',
        selectedRows: 'Selected rows',
        total: '%{smart_count} row, total amount %{total} |||| %{smart_count} rows, total amount %{total}',
      },
      child: {
        backToParent: 'Back to parent',
        breadcrumb: 'Where this page is',
      },
      tabs: {
        all: 'All tabs',
      },
      load: {
        retry: 'Try again',
      },
      status: {
        storeRegister: {
          waitingForContact: 'Waiting for contact',
          contacted: 'Contacted',
          passed: 'Passed',
          notReachable: 'Not reachable',
          failed: 'Failed',
        },
        qrTransaction: {
          waitingForPayment: 'Waiting for payment',
          paid: 'Paid',
          cancelled: 'Cancelled',
        },
        fundingTransfer: {
          accountApprove: 'Account approve',
          pendingForSettle: 'Pending for settle',
          sendToBank: 'Send to bank',
          validateFromBank: 'Validate from bank',
          responFromBank: 'Response from bank',
          success: 'Success',
          rejectFromBank: 'Reject from bank',
        },
        userRequest: {
          waitingApprove: 'Waiting approve',
          partlyApproved: 'Partly approved',
          fullyApproved: 'Fully approved',
          disapprove: 'Disapprove',
        },
        storeDetail: {
          test: 'Test',
          production: 'Production',
        },
      },
    },
  },
};
