/** Both languages of the app messages (the console imports th/ at boot and en/ when English is chosen). */
export { th } from './th/app.ts';
export { en } from './en/app.ts';
