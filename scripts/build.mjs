// `npm run build`: builds the web app and the API bundle.
import { spawnSync } from 'node:child_process';
import { root, sameNodeEnv, targets } from './build-state.mjs';

const only = process.argv.slice(2);
for (const target of targets) {
  if (only.length > 0 && !only.includes(target.name)) continue;
  const [cmd, args] = target.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: sameNodeEnv() });
  if (result.status !== 0) {
    console.error(`build of ${target.name} failed`);
    process.exit(result.status ?? 1);
  }
}
