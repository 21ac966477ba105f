/**
 * Stand-in for `hasown`, which node-polyglot (react-admin's i18n) requires, and which brings
 * `function-bind`, a polyfill of `Function.prototype.bind` for browsers older than any the console
 * supports. vite.config.ts aliases it here (as `object.entries`, see object-entries.cjs).
 */
module.exports = function hasOwn(value, key) {
  return Object.prototype.hasOwnProperty.call(value, key);
};
