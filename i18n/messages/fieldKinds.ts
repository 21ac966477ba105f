/** Both languages of the field-kind messages (the console imports th/ at boot and en/ when English is chosen). */
export { th } from './th/fieldKinds.ts';
export { en } from './en/fieldKinds.ts';
