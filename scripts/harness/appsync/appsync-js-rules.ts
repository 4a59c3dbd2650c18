import ts from 'typescript';

/**
 * What APPSYNC_JS refuses, from AppSync's "Supported runtime features" page: the statements try, catch,
 * finally, throw, while, do-while, classic for, continue and labels; the operators ++, -- and ~ and `in`. Classes,
 * async functions and generators are not among its supported features either.
 */
const unsupportedNodes = new Map<ts.SyntaxKind, string>([
  [ts.SyntaxKind.TryStatement, 'try/catch/finally'],
  [ts.SyntaxKind.ThrowStatement, 'throw'],
  [ts.SyntaxKind.WhileStatement, 'while'],
  [ts.SyntaxKind.DoStatement, 'do-while'],
  [ts.SyntaxKind.ForStatement, 'for(;;)'],
  [ts.SyntaxKind.ContinueStatement, 'continue'],
  [ts.SyntaxKind.LabeledStatement, 'labeled statement'],
  [ts.SyntaxKind.ClassDeclaration, 'class'],
  [ts.SyntaxKind.ClassExpression, 'class'],
  [ts.SyntaxKind.AwaitExpression, 'await'],
]);
const unsupportedUnary = new Map<ts.SyntaxKind, string>([
  [ts.SyntaxKind.PlusPlusToken, '++'],
  [ts.SyntaxKind.MinusMinusToken, '--'],
  [ts.SyntaxKind.TildeToken, '~'],
]);

function violationOf(node: ts.Node): string | undefined {
  const statement = unsupportedNodes.get(node.kind);
  if (statement) return statement;
  if (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) {
    const operator = unsupportedUnary.get(node.operator);
    if (operator) return operator;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword) return 'in operator';
  if (ts.isFunctionLike(node)) {
    if (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Async) return 'async function';
    if ('asteriskToken' in node && node.asteriskToken) return 'generator';
  }
  return undefined;
}

/** Every construct of `source` that APPSYNC_JS does not support, with its line; empty when the code is fine. */
export function appSyncJsViolations(source: string): string[] {
  const file = ts.createSourceFile('resolver.js', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const violation = violationOf(node);
    if (violation) found.push(`${violation} at line ${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
