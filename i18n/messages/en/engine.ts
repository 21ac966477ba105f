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
      tabs: {
        all: 'All tabs',
      },
      child: {
        backToParent: 'Back to parent',
        breadcrumb: 'Where this page is',
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
      export: {
        title: 'Export',
        progress: 'Export progress',
        preparing: 'Preparing the file…',
        rows: '%{done} of %{total} rows written',
      },
      secret: {
        reveal: 'Show value',
        hide: 'Hide value',
        copy: 'Copy',
        copied: 'Copied',
        copyFailed: 'Could not copy',
        /** An item's keys, read from their own call only when asked for. */
        load: 'Show keys of %{name}',
        loadShort: 'Show keys',
        masked: 'Hidden',
        keys: 'API keys',
      },
      file: {
        open: 'Open file',
      },
      embedded: {
        empty: 'No items',
      },
      validation: {
        phone: 'A phone number starts with 0 and has 9 or 10 digits',
        url: 'Must be a web address starting with %{schemes}',
        integer: 'Must be a whole number',
        decimals: 'At most 2 decimals',
        money: 'An amount must be a number with at most 2 decimals',
        thaiId: 'Invalid Thai national ID (13 digits with a valid check digit)',
        bankAccount: 'An account number has %{length} digits',
        noMenu: 'Choose at least one menu',
        checking: 'Checking…',
      },
      permission: {
        title: 'Menu permissions',
        menu: 'Menu',
        menuEn: 'English name',
        granted: 'Actions',
        none: 'No menu is granted',
        count: '%{smart_count} menu |||| %{smart_count} menus',
        cell: '%{menu}: %{action}',
        actions: {
          view: 'View',
          create: 'Create',
          edit: 'Edit',
          delete: 'Delete',
          export: 'Export',
          approve: 'Approve',
        },
      },
      draft: {
        restored:
          'The values you had typed but not saved before you were signed out are back. Check them and save.',
        discard: 'Discard restored values',
        discarded: 'The restored values were discarded.',
      },
      load: {
        retry: 'Try again',
      },
      settings: {
        saved: 'Settings saved',
        confirmTitle: 'Confirm save',
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
