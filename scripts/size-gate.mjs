// Size gate `npm run lint` runs: a source file past 400 lines or a function past 100 fails unless a comment at its top gives the reason.
//
// Functions are measured with the TypeScript compiler's own parse (declarations, expressions, arrows, methods,
// accessors and constructors; a React component is one of these), so a long JSX return counts like any body.
// The reason is a comment `size-gate: <why>` among the comments before a file's first statement (then it covers
// the file and every function in it: generated data, a migration) or just above a function (that function only).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 100;
/** Where the gate looks, relative to the repository root: every package's and the web app's sources. */
export const SOURCE_ROOTS = ['packages/*/src', 'apps/web/src'];

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// Tests and their kits are not shipped code; a long table of cases reads better than one cut in three.
const SKIPPED = /\.test\.[cm]?[jt]sx?$|\.d\.ts$|(^|\/)(test-support|node_modules|dist)(\/|$)/;
const REASON = /size-gate:[ \t]*(\S[^\n*]*)/;

/**
 * @typedef {{ file: string, line: number, name: string | null, lines: number, limit: number }} SizeViolation
 * `name` is null for a whole file; `line` is where the function starts (1 for a file).
 */

/** The source files under the roots (a root may end in `*` segments: `packages/*\/src`), sorted. */
export function sourceFiles(repoRoot, roots = SOURCE_ROOTS) {
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      const rel = relative(repoRoot, path).split('\\').join('/');
      if (SKIPPED.test(rel)) continue;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) files.push(rel);
    }
  };
  for (const root of roots) for (const dir of expand(repoRoot, root)) walk(dir);
  return [...new Set(files)].sort();
}

/** A root with `*` segments as the directories it names. */
function expand(repoRoot, root) {
  let dirs = [repoRoot];
  for (const segment of root.split('/')) {
    if (segment !== '*') {
      dirs = dirs.map((dir) => join(dir, segment));
      continue;
    }
    dirs = dirs.flatMap((dir) => {
      try {
        return readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(dir, entry.name));
      } catch {
        return [];
      }
    });
  }
  return dirs;
}

/** The reason a comment before `pos` gives, or null. */
function reasonBefore(text, pos) {
  for (const range of ts.getLeadingCommentRanges(text, pos) ?? []) {
    const match = REASON.exec(text.slice(range.pos, range.end));
    if (match?.[1]?.trim()) return match[1].trim();
  }
  return null;
}

/** Lines as `wc -l` counts them, plus an unterminated last line. */
function lineCount(text) {
  const newlines = text.split('\n').length - 1;
  return text.length > 0 && !text.endsWith('\n') ? newlines + 1 : newlines;
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function nameText(name) {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return name.getText();
}

/**
 * A function's name and the node whose leading comments are "its top": the declaration itself, or the
 * statement, property or call an expression is the value of (`export const PayForm = () => …`,
 * `const Row = memo(function Row() …)`).
 */
function describeFunction(node) {
  const owner = (member) => {
    const parent = member.parent;
    const cls = parent && (ts.isClassLike(parent) || ts.isObjectLiteralExpression(parent)) ? parent : null;
    const className = cls && ts.isClassLike(cls) ? nameText(cls.name) : null;
    const own = ts.isConstructorDeclaration(member) ? 'constructor' : nameText(member.name);
    return className ? `${className}.${own}` : own;
  };
  if (ts.isFunctionDeclaration(node)) return { name: nameText(node.name) ?? 'default', anchor: node };
  if (!ts.isFunctionExpression(node) && !ts.isArrowFunction(node)) return { name: owner(node), anchor: node };
  let anchor = node;
  let name = ts.isFunctionExpression(node) ? nameText(node.name) : null;
  // Climb through wrappers (calls such as memo/forwardRef, parentheses, `as`/`satisfies`) to what names it.
  while (anchor.parent) {
    const parent = anchor.parent;
    if (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent)) {
      anchor = parent;
    } else if (ts.isSatisfiesExpression?.(parent)) {
      anchor = parent;
    } else if (ts.isVariableDeclaration(parent)) {
      name ??= nameText(parent.name);
      const list = parent.parent;
      anchor = list?.parent && ts.isVariableStatement(list.parent) ? list.parent : parent;
      break;
    } else if (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
      name ??= owner(parent);
      anchor = parent;
      break;
    } else if (ts.isExportAssignment(parent)) {
      name ??= 'default';
      anchor = parent;
      break;
    } else {
      break;
    }
  }
  return { name: name ?? '(anonymous)', anchor };
}

/** The file's and its functions' violations, for one file's text. */
export function checkSource(file, text, limits = {}) {
  const maxFile = limits.maxFileLines ?? MAX_FILE_LINES;
  const maxFunction = limits.maxFunctionLines ?? MAX_FUNCTION_LINES;
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  if (reasonBefore(text, 0) !== null) return [];
  /** @type {SizeViolation[]} */
  const found = [];
  const lines = lineCount(text);
  if (lines > maxFile) found.push({ file, line: 1, name: null, lines, limit: maxFile });
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const start = lineOf(node.getStart(source));
      const length = lineOf(node.getEnd()) - start + 1;
      if (length > maxFunction) {
        const { name, anchor } = describeFunction(node);
        if (reasonBefore(text, anchor.getFullStart()) === null) {
          found.push({ file, line: start, name, lines: length, limit: maxFunction });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every violation under the repository's source roots. */
export function checkSizes(repoRoot, roots = SOURCE_ROOTS, limits = {}) {
  return sourceFiles(repoRoot, roots).flatMap((file) =>
    checkSource(file, readFileSync(join(repoRoot, file), 'utf8'), limits),
  );
}

export function formatViolation(v) {
  return v.name === null
    ? `${v.file}: ${v.lines} lines (over ${v.limit})`
    : `${v.file}:${v.line} ${v.name}: ${v.lines} lines (over ${v.limit})`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '../..'));
  const violations = checkSizes(root);
  for (const v of violations) console.error(formatViolation(v));
  if (violations.length > 0) {
    console.error(
      `size gate: ${violations.length} over the limits (a file ${MAX_FILE_LINES} lines, a function ${MAX_FUNCTION_LINES}). ` +
        'Split it by what it does, or give the reason in a `// size-gate: <why>` comment at its top.',
    );
    process.exit(1);
  }
  console.log(`size gate: ${sourceFiles(root).length} files, none over the limits`);
}
