// Every call the client makes is a route the server serves: each call descriptor's method and path (and a
// GET's POST fallback) in packages/client/src, read from the source, is in a test store's /openapi.json.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as contracts from '@cartwright/contracts';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../packages/server/src/testing.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT = join(ROOT, 'packages/client/src');
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A call as the client's source spells it: `GET /v2/collections/{id}` in `collections/get-collection.ts`. */
interface ClientCall {
  method: string;
  path: string;
  file: string;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const parsed = new Map<string, ts.SourceFile>();
const parse = (file: string) => {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
};

/** What a top-level name of `file` holds: a local `const`, or an import from contracts or another client file. */
function nameValue(file: string, name: string): string | undefined {
  for (const statement of parse(file).statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
          return pathValue(file, declaration.initializer);
        }
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const element = bindings.elements.find((e) => e.name.text === name);
      if (!element) continue;
      const imported = (element.propertyName ?? element.name).text;
      const from = statement.moduleSpecifier.text;
      // The contracts' subpath exports (`@cartwright/contracts/factor-values`) are in its root too.
      if (from === '@cartwright/contracts' || from.startsWith('@cartwright/contracts/')) {
        const value = (contracts as Record<string, unknown>)[imported];
        return typeof value === 'string' ? value : undefined;
      }
      if (from.startsWith('.'))
        return nameValue(resolve(dirname(file), from.replace(/\.js$/, '.ts')), imported);
    }
  }
  return undefined;
}

/** `text` followed by the template spans' values; a part that is no named constant varies per call: `{}`. */
function spansValue(file: string, text: string, spans: readonly ts.TemplateSpan[]): string | undefined {
  let value = text;
  for (const span of spans) {
    const part = ts.isIdentifier(span.expression) ? nameValue(file, span.expression.text) : '{}';
    if (part === undefined) return undefined;
    value += part + span.literal.text;
  }
  return value;
}

/** A path expression's value; a part that varies per call (`encodeURIComponent(id)`) becomes `{}`. */
function pathValue(file: string, node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isIdentifier(node)) return nameValue(file, node.text);
  if (ts.isTemplateExpression(node)) return spansValue(file, node.head.text, node.templateSpans);
  return undefined;
}

const stringArgument = (node: ts.Expression | undefined) =>
  node && ts.isStringLiteral(node) ? node.text : undefined;

/**
 * The calls a client file makes: every `{ method, path }` object literal (a call descriptor, with a GET's
 * `fallback: 'POST'` as a call too), a `fetch(`${host}/oauth2/token`, { method })` of the token calls, and a
 * helper called with a method and a path (`send(transport, 'POST', ADMIN_SESSION_REFRESH_PATH, 200)`).
 */
function callsOf(file: string): { calls: ClientCall[]; unresolved: string[] } {
  const calls: ClientCall[] = [];
  const unresolved: string[] = [];
  const where = relative(CLIENT, file);
  const add = (method: string, path: ts.Expression | string) => {
    const value = typeof path === 'string' ? path : pathValue(file, path);
    if (value === undefined) unresolved.push(`${where}: ${(path as ts.Expression).getText()}`);
    else calls.push({ method, path: value, file: where });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, ts.Expression>();
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
      }
      const method = stringArgument(props.get('method'));
      const path = props.get('path');
      if (method && METHODS.has(method) && path) {
        add(method, path);
        const fallback = stringArgument(props.get('fallback'));
        if (fallback && fallback !== method) add(fallback, path);
      }
    }
    if (ts.isCallExpression(node)) {
      const [url, init] = node.arguments;
      const callee = node.expression.getText();
      // fetch(`${host}/oauth2/token`, { method: 'POST', … }): the token calls bypass callApi.
      if (/(^|\.)fetch$/.test(callee) && url && ts.isTemplateExpression(url) && url.head.text === '') {
        const [first, ...rest] = url.templateSpans;
        const method =
          init && ts.isObjectLiteralExpression(init)
            ? init.properties.find((p) => p.name?.getText() === 'method')
            : undefined;
        const literal =
          method && ts.isPropertyAssignment(method) ? stringArgument(method.initializer) : 'GET';
        if (
          first &&
          /(^|\.)host$/.test(first.expression.getText()) &&
          first.literal.text.startsWith('/') &&
          literal
        ) {
          const path = spansValue(file, first.literal.text, rest);
          if (path === undefined) unresolved.push(`${where}: ${url.getText()}`);
          else add(literal, path);
        }
      }
      // send(transport, 'POST', ADMIN_SESSION_REFRESH_PATH, 200): a method and a path handed to a helper.
      const method = node.arguments
        .map(stringArgument)
        .find((text) => text !== undefined && METHODS.has(text));
      if (method && !/(^|\.)fetch$/.test(callee)) {
        for (const argument of node.arguments) {
          if (ts.isStringLiteral(argument) && argument.text === method) continue;
          const value =
            ts.isIdentifier(argument) || ts.isStringLiteral(argument) ? pathValue(file, argument) : undefined;
          if (value?.startsWith('/')) add(method, value);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return { calls, unresolved };
}

function clientCalls(): { calls: ClientCall[]; unresolved: string[] } {
  const found = sourceFiles(CLIENT).map(callsOf);
  return { calls: found.flatMap((f) => f.calls), unresolved: found.flatMap((f) => f.unresolved) };
}

/** `/members/v1/members/{member.id}` and `/members/v1/members/{id}` are one route. */
const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;

/** The calls no route of the document serves, as `METHOD path (file)`. */
function unserved(calls: readonly ClientCall[], doc: { paths: Record<string, object> }): string[] {
  const served = new Set(
    Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => shape(m, path))),
  );
  return calls
    .filter((call) => !served.has(shape(call.method, call.path)))
    .map((call) => `${call.method} ${call.path} (${call.file})`);
}

let t: TestApp;
let doc: { paths: Record<string, object> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request('/openapi.json')).json()) as typeof doc;
});
afterAll(() => t.close());

describe("the client's calls", () => {
  it('are each a route in the OpenAPI document, method and path', () => {
    const { calls, unresolved } = clientCalls();
    expect(unresolved).toEqual([]);
    // The reader found the call files, not a handful of literals.
    expect(calls.length).toBeGreaterThan(100);
    expect(calls).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart', file: 'cart/add-to-current-cart.ts' },
        { method: 'POST', path: '/_api/iam/authentication/v2/login', file: 'sign-in/authentication.ts' },
        { method: 'POST', path: '/cartwright/v1/members/my/factors/{}/confirm', file: 'sign-in/factors.ts' },
        { method: 'POST', path: '/v2/collections/query', file: 'collections/query-collections.ts' },
        { method: 'POST', path: '/oauth2/token', file: 'auth/request-tokens.ts' },
        {
          method: 'POST',
          path: '/cartwright/v1/admin/session/refresh',
          file: 'admin/admin-cookie-session.ts',
        },
      ]),
    );
    expect(unserved(calls, doc)).toEqual([]);
  });

  it('report a call with no route, and one whose method the route does not take', () => {
    const planted: ClientCall[] = [
      { method: 'GET', path: '/ecom/v1/carts/current', file: 'cart/get-current-cart.ts' },
      { method: 'GET', path: '/ecom/v1/carts/curent', file: 'cart/typo.ts' },
      { method: 'PUT', path: '/members/v1/members/{member.id}', file: 'members/put.ts' },
    ];
    expect(unserved(planted, doc)).toEqual([
      'GET /ecom/v1/carts/curent (cart/typo.ts)',
      'PUT /members/v1/members/{member.id} (members/put.ts)',
    ]);
  });
});
