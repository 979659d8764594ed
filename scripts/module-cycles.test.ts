// The server's rooms form no cycle: the import graph collapsed to modules/<name>, flows, http, lib and the
// other folders (each root file its own node) has no strongly connected component, type-only imports included.
// A file-level cycle is no-circular's (.dependency-cruiser.cjs); two rooms that import each other through
// different files are one room, and only this collapsed view sees it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const SERVER = 'packages/server/src/';

/** The room a server file belongs to: `modules/cart`, `flows`, `http`, … or a root file such as `deps.ts`. */
const roomOf = (path: string) => {
  const inside = path.slice(SERVER.length);
  return /^(modules\/[^/]+|[^/]+)/.exec(inside)![1]!;
};

/**
 * Wiring whose imports reach into the rooms by design, so they are no room's dependencies: db/tables.ts
 * gathers every module's table types into Kysely's Database type (type-only; the module-face rules keep
 * anything else from reaching a *.table.ts).
 */
const WIRING = new Set(['packages/server/src/db/tables.ts']);

/**
 * Ties between rooms still to untie, each `file -> room`: none now (deps.ts names its caches by interfaces and
 * cached-shapes.ts). A tie added here must still exist, so the list only shrinks.
 */
const KNOWN_TIES: readonly string[] = [];

interface Tie {
  from: string;
  to: string;
  /** `file -> room`, as KNOWN_TIES names it. */
  name: string;
}

/** Every import from one room into another under `cwd`'s packages/server/src, tests and their kits left out. */
function roomTies(cwd: string): Tie[] {
  let out: string;
  try {
    out = execFileSync(
      DEPCRUISE,
      [
        'packages/server/src',
        '--config',
        CONFIG,
        '--include-only',
        `^${SERVER}`,
        '--exclude',
        '\\.test\\.ts$|/test-support/|/testing\\.ts$',
        '--output-type',
        'json',
      ],
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    // depcruise exits non-zero when a rule fails; the graph is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    modules: { source: string; dependencies: { resolved: string }[] }[];
  };
  const ties = new Map<string, Tie>();
  for (const module of report.modules) {
    if (WIRING.has(module.source)) continue;
    for (const { resolved } of module.dependencies) {
      if (!resolved.startsWith(SERVER)) continue;
      const from = roomOf(module.source);
      const to = roomOf(resolved);
      if (from === to) continue;
      const name = `${module.source} -> ${to}`;
      ties.set(name, { from, to, name });
    }
  }
  return [...ties.values()];
}

/** The cycles among rooms (Tarjan's strongly connected components of two rooms or more), each sorted. */
function roomCycles(ties: readonly Tie[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of ties) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (room: string) => {
    index.set(room, index.size);
    low.set(room, index.get(room)!);
    stack.push(room);
    onStack.add(room);
    for (const other of next.get(room)!) {
      if (!index.has(other)) {
        visit(other);
        low.set(room, Math.min(low.get(room)!, low.get(other)!));
      } else if (onStack.has(other)) {
        low.set(room, Math.min(low.get(room)!, index.get(other)!));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const room of [...next.keys()].sort()) if (!index.has(room)) visit(room);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The cycles with the imports that close them, one line per import, for a failure message to name. */
function describeCycles(ties: readonly Tie[]): string[] {
  return roomCycles(ties).flatMap((cycle) => [
    `cycle: ${cycle.join(', ')}`,
    ...ties
      .filter((tie) => cycle.includes(tie.from) && cycle.includes(tie.to))
      .map((tie) => `  ${tie.name}`)
      .sort(),
  ]);
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** The cycle report for a small tree of server files (path under packages/server/src → source). */
function plantedCycles(files: Record<string, string>): string[] {
  dir = mkdtempSync(join(tmpdir(), 'cartwright-rooms-'));
  writeFileSync(join(dir, 'tsconfig.base.json'), '{ "compilerOptions": { "module": "NodeNext" } }');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, SERVER, path)), { recursive: true });
    writeFileSync(join(dir, SERVER, path), source);
  }
  return describeCycles(roomTies(dir));
}

describe('room cycles', () => {
  it('are none in the server, but for the known ties, each of which still exists', () => {
    const ties = roomTies(ROOT);
    const known = new Set(KNOWN_TIES);
    expect(describeCycles(ties.filter((tie) => !known.has(tie.name)))).toEqual([]);
    const names = new Set(ties.map((tie) => tie.name));
    expect(KNOWN_TIES.filter((name) => !names.has(name))).toEqual([]);
  }, 120_000);

  it('fail two modules that import each other through their faces, and a module and http/ that do', () => {
    expect(
      plantedCycles({
        'modules/members/index.ts': "export { endSessions } from './members.service.js';\n",
        'modules/members/members.service.ts':
          "import { signOut } from '../oauth/index.js';\nexport const endSessions = signOut;\n",
        'modules/oauth/index.ts': "export { signOut } from './sessions.js';\n",
        'modules/oauth/sessions.ts':
          "import type { endSessions } from '../members/index.js';\nexport const signOut = (f?: typeof endSessions) => f;\n",
        'modules/cart/cart.routes.ts':
          "import { guard } from '../../http/guard.js';\nexport const r = guard;\n",
        'http/guard.ts':
          "import { cartOwner } from '../modules/cart/index.js';\nexport const guard = cartOwner;\n",
        'modules/cart/index.ts': 'export const cartOwner = 1;\n',
      }),
    ).toEqual([
      'cycle: http, modules/cart',
      '  packages/server/src/http/guard.ts -> modules/cart',
      '  packages/server/src/modules/cart/cart.routes.ts -> http',
      'cycle: modules/members, modules/oauth',
      '  packages/server/src/modules/members/members.service.ts -> modules/oauth',
      '  packages/server/src/modules/oauth/sessions.ts -> modules/members',
    ]);
  }, 60_000);

  it('pass rooms that depend one way, and the tables gathered for the Database type', () => {
    expect(
      plantedCycles({
        'flows/sign-in.ts':
          "import { endSessions } from '../modules/members/index.js';\nimport { signOut } from '../modules/oauth/index.js';\nexport const x = [endSessions, signOut];\n",
        'modules/members/index.ts': 'export const endSessions = 1;\n',
        'modules/members/members.table.ts':
          "import type { Db } from '../../db/database.js';\nexport type MembersTable = { id: string; db?: Db };\n",
        'modules/oauth/index.ts':
          "import { endSessions } from '../members/index.js';\nexport const signOut = endSessions;\n",
        'db/tables.ts':
          "import type { MembersTable } from '../modules/members/members.table.js';\nexport type Database = { members: MembersTable };\n",
        'db/database.ts':
          "import type { Database } from './tables.js';\nexport type Db = { tables?: Database };\n",
      }),
    ).toEqual([]);
  }, 60_000);
});
