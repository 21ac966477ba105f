/**
 * node-polyglot (react-admin's i18n) requires the `object.entries` polyfill, which brings es-abstract
 * and get-intrinsic. Every browser the console supports has Object.entries; build/libraryEdges.ts
 * puts this CommonJS stand-in in its place (the polyfill is required, not imported).
 */
module.exports = function entries(value) {
  return Object.entries(value);
};
