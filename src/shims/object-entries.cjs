/**
 * node-polyglot (react-admin's i18n) requires the `object.entries` polyfill, which drags in
 * es-abstract and get-intrinsic (~10 KB). Every browser the console supports has Object.entries;
 * vite.config.ts aliases the polyfill to this CommonJS stand-in (the polyfill is required, not imported).
 */
module.exports = function entries(value) {
  return Object.entries(value);
};
