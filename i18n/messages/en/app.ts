/** The shell's own messages: title, menu groups, settings, public pages, account. (English; loaded when English is chosen) */
import type { th } from '../th/app.ts';

export const en: typeof th = {
  pa: {
    app: {
      title: 'Payment Gateway Admin',
      short_title: 'Payment Admin',
      version: 'v.1.5.2',
      skip_to_content: 'Skip to content',
      reset_demo_data: 'Reset demo data',
      reset_demo_data_confirm: 'Every change made to the demo data goes back to the original. Continue?',
    },
    error: {
      timeout: 'The service did not answer in time. Please try again.',
      generic: 'Something went wrong',
    },
    menu: {
      groups: { stores: 'Stores', management: 'Management', accounting: 'Accounting', process: 'Process' },
      open: 'Open menu',
      label: 'Main menu',
      today: 'Today',
    },
    settings: {
      title: 'Settings',
      language: 'Language',
    },
    lookup: { open: 'Find a record' },
    user_menu: { change_password: 'Change password', logout: 'Log out', account: 'My account' },
    cookie: {
      message: 'This site uses essential cookies to work and to remember your settings.',
      accept: 'Accept',
    },
  },
};
