// Size budgets of @cartwright/client (minified + gzip, as a store front ships it), and the rule
// that one client area never pulls in another. Budgets live in size-budgets.json beside this file.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budgets = JSON.parse(readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8'));

/** Bundles a one-line entry the way a store front would and returns its gzip size and inputs. */
export async function measure(code) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    conditions: ['@cartwright/source'],
  });
  return {
    gzip: gzipSync(result.outputFiles[0].contents, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const { name, code, maxBytes, mustNotInclude = [] } of budgets) {
    const { gzip, inputs } = await measure(code);
    const leaks = inputs.filter((input) => mustNotInclude.some((area) => input.includes(area)));
    const ok = gzip <= maxBytes && leaks.length === 0;
    failed ||= !ok;
    console.log(`${ok ? '✓' : '✗'} ${name}: ${gzip} B gzip (budget ${maxBytes} B)`);
    for (const leak of leaks) console.log(`  ✗ pulls in ${leak}`);
  }
  process.exit(failed ? 1 : 0);
}
