// The server's module map, docs/server-modules.md: its rooms (each module, flows, http, lib, … and the wiring's
// files) and which import which, made from dependency-cruiser's JSON of the imports, as sorted text (a mermaid
// graph and a table), so the same code always gives the same file and no graphviz is needed.
//
//   node scripts/module-map.mjs           writes the map (npm run deps:graph)
//   node scripts/module-map.mjs --check   fails when the committed map differs from a fresh one (npm run lint)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(fileURLToPath(import.meta.url), '../..');
export const MAP_FILE = 'docs/server-modules.md';
const SERVER = 'packages/server/src/';
// What the map leaves out: tests and their kits, like the import rules' own test exclusions.
const NOT_SHIPPED = '\\.test\\.tsx?$|/test-support/|^packages/server/src/testing\\.ts$';

/**
 * The room a server source file belongs to: `modules/<name>` for a module's files, the folder for the other
 * folders (`flows`, `http`, `lib`, …), the file itself for the wiring at the root (`routes.ts`, `deps.ts`, …).
 * @example roomOf('packages/server/src/modules/cart/cart.service.ts') // 'modules/cart'
 */
export function roomOf(path) {
  const rest = path.slice(SERVER.length);
  const parts = rest.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts.length > 1 ? parts[0] : rest;
}

/** The imports between rooms of the server under `root`: room → the rooms it imports, both sorted. */
export function roomGraph(root = REPO) {
  let out;
  const args = [
    'packages/server/src',
    '--config',
    join(REPO, '.dependency-cruiser.cjs'),
    '--include-only',
    `^${SERVER}`,
    '--exclude',
    NOT_SHIPPED,
    '--output-type',
    'json',
  ];
  try {
    out = execFileSync(join(REPO, 'node_modules/.bin/depcruise'), args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when an import rule fails (lint:deps reports those); the graph is still on stdout.
    out = error.stdout;
    if (!out) throw error;
  }
  const { modules } = JSON.parse(out);
  const graph = new Map();
  for (const module of modules) {
    if (!module.source.startsWith(SERVER)) continue;
    const from = roomOf(module.source);
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith(SERVER)) continue;
      const to = roomOf(dependency.resolved);
      if (to !== from) targets.add(to);
    }
  }
  return new Map([...graph.keys()].sort().map((room) => [room, [...(graph.get(room) ?? [])].sort()]));
}

/** Rooms of the domain: the modules, and the flows and seed built on them. */
const isDomain = (room) => room.startsWith('modules/') || room === 'flows' || room === 'seed';
const nodeId = (room) => room.replace(/[^A-Za-z0-9]/g, '_');

/** The map's text for a room graph. */
export function renderMap(graph) {
  const rooms = [...graph.keys()];
  const edges = rooms.flatMap((room) => graph.get(room).map((to) => [room, to]));
  const domainRooms = rooms.filter(isDomain);
  const domainEdges = edges.filter(([from, to]) => isDomain(from) && isDomain(to));
  const lines = [
    '# Server module map',
    '',
    '<!-- Made by `npm run deps:graph` (scripts/module-map.mjs) from the imports; `npm run lint` fails when',
    '     it differs from a fresh one. Do not edit by hand. -->',
    '',
    `The rooms of \`packages/server/src\` and which import which (tests and test kits left out): each module`,
    'is one room (`modules/<name>`), each other folder is one (`flows`, `http`, `lib`, …), and the wiring files',
    'at the root stand for themselves. What each room is for, and the rules on who may import whom:',
    '[development.md](development.md#where-a-change-goes-server) and [architecture.md](architecture.md).',
    '',
    `${rooms.length} rooms, ${edges.length} imports between them.`,
    '',
    '| Room | Imports |',
    '|---|---|',
    ...rooms.map((room) => {
      const targets = graph.get(room);
      return `| \`${room}\` | ${targets.length > 0 ? targets.map((to) => `\`${to}\``).join(', ') : '—'} |`;
    }),
    '',
    'The domain alone, modules with the flows and the seed that use them (the floor every room stands on,',
    '`db`, `http`, `lib`, `errors` and the root files, is in the table):',
    '',
    '```mermaid',
    'flowchart LR',
    ...domainRooms.map((room) => `  ${nodeId(room)}["${room}"]`),
    ...domainEdges.map(([from, to]) => `  ${nodeId(from)} --> ${nodeId(to)}`),
    '```',
    '',
  ];
  return lines.join('\n');
}

/** What changed between two maps, as the table rows that differ. */
function difference(committed, fresh) {
  const rows = (text) => new Set(text.split('\n').filter((line) => line.startsWith('| `')));
  const before = rows(committed);
  const after = rows(fresh);
  return [
    ...[...before].filter((row) => !after.has(row)).map((row) => `- ${row}`),
    ...[...after].filter((row) => !before.has(row)).map((row) => `+ ${row}`),
  ];
}

/** Compares the committed map under `root` with a fresh one: the differing rows, none when it is current. */
export function checkMap(root = REPO) {
  const fresh = renderMap(roomGraph(root));
  const path = join(root, MAP_FILE);
  const committed = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (committed === fresh) return [];
  const rows = difference(committed, fresh);
  return rows.length > 0 ? rows : ['(the text differs outside the table)'];
}

export function writeMap(root = REPO) {
  writeFileSync(join(root, MAP_FILE), renderMap(roomGraph(root)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv.find((arg, i) => i > 1 && !arg.startsWith('--')) ?? REPO);
  if (process.argv.includes('--check')) {
    const rows = checkMap(root);
    if (rows.length > 0) {
      console.error(`${MAP_FILE} differs from the imports; run \`npm run deps:graph\` and commit it:`);
      for (const row of rows) console.error(row);
      process.exit(1);
    }
    console.log(`module map: ${MAP_FILE} is current`);
  } else {
    writeMap(root);
    console.log(`module map: wrote ${MAP_FILE}`);
  }
}
