// Browser tests use Debian's chromium, never a downloaded browser. Installs it when missing and
// this process may (root, as on CI); otherwise says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = '/usr/bin/chromium';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`\`${command} ${args.join(' ')}\` failed with exit code ${result.status}.`);
    process.exit(1);
  }
}

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Debian's chromium at ${chromiumPath}. Install it with: sudo apt-get install chromium`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's chromium for the browser tests...`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get installed chromium, but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
}
