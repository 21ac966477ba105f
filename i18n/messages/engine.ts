/** Both languages of the engine messages (the console imports th/ at boot and en/ when English is chosen). */
export { th } from './th/engine.ts';
export { en } from './en/engine.ts';
