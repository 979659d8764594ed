// Guards the size budget and tree-shaking: core + visitor OAuth stays small, and areas do not pull each other in.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    conditions: ['@cartwright/source'],
  });
  return result.outputFiles[0]!.text;
}

describe('bundle', () => {
  it('keeps createClient + OAuthStrategy + callApi under 5 kB gzipped', async () => {
    const code = await bundle(
      "import { createClient, OAuthStrategy, callApi } from './index.js'; console.log(createClient, OAuthStrategy, callApi);",
    );
    expect(gzipSync(code).length).toBeLessThanOrEqual(5000);
  });

  it('keeps OAuth and the storage adapters out of a bundle that only uses an API key', async () => {
    const code = await bundle(
      "import { createClient, ApiKeyStrategy, callApi } from './index.js'; console.log(createClient, ApiKeyStrategy, callApi);",
    );
    expect(code).not.toContain('oauth2/token');
    expect(code).not.toContain('localStorage');
  });

  it('keeps the transport out of the storage entry', async () => {
    const code = await bundle(
      "import { cookieTokenStorage } from './storage/index.js'; console.log(cookieTokenStorage);",
    );
    expect(code).not.toContain('System error occurred');
    expect(code).not.toContain('content-type');
  });
});
