/** Both languages of the fields messages (the console imports th/ at boot and en/ when English is chosen). */
export { th } from './th/fields.ts';
export { en } from './en/fields.ts';
