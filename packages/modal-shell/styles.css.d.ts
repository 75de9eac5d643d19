// `import '@gangway/modal-shell/styles.css'` loads the modal's stylesheet for its side effect
// (a bundler or the framework puts it in the page); it exports nothing. This declaration lets
// TypeScript resolve the import, also with `noUncheckedSideEffectImports`.
export {}
