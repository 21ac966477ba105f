/** Both languages of the auth messages (the console imports th/ at boot and en/ when English is chosen). */
export { th } from './th/auth.ts';
export { en } from './en/auth.ts';
