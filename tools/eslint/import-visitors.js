// The ESLint visitors that see every module specifier of a file: static imports, re-exports and
// dynamic `import('…')` with a literal. Shared by the boundary rules.

/** Visitors calling `check(node, specifier)` for each specifier. */
export function importVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
    ExportAllDeclaration: (node) => check(node.source, node.source.value),
    ImportExpression: (node) =>
      node.source.type === 'Literal' && check(node.source, node.source.value),
  };
}
