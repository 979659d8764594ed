// Checks what we publish the way consumers see it: publint for package.json mistakes,
// @arethetypeswrong/cli for types that resolve wrongly. Needs `npm run build` first.
import { spawnSync } from 'node:child_process';

const packages = ['packages/contracts', 'packages/client', 'packages/react', 'packages/server'];
let failed = false;
for (const dir of packages) {
  for (const [tool, args] of [
    ['publint', ['publint', dir, '--strict']],
    ['attw', ['attw', '--pack', dir, '--profile', 'esm-only']],
  ]) {
    const result = spawnSync('npx', args, { stdio: 'inherit' });
    if (result.status !== 0) {
      failed = true;
      console.log(`✗ ${tool} found problems in ${dir}`);
    }
  }
}
process.exit(failed ? 1 : 0);
