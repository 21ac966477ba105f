/** English messages of the top bar's settings menu (see ../th/settings.ts). */
export const en = {
  pa: {
    settings: {
      theme: 'Theme',
      themes: { LIGHT: 'Light', ONE_DARK: 'One Dark', UNICORN: 'Unicorn' },
      direction: 'Text direction',
      ltr: 'Left to right',
      rtl: 'Right to left',
      responsive_font_sizes: 'Responsive font sizes',
      start_page: 'Start page',
      start_pages: { landing: 'My first menu', today: 'Today' },
    },
  },
};
