// Builds the web app and writes beside it the fingerprint of the sources it was built from.
// With `--if-changed` (`npm start`'s first step) it builds only when the sources changed since the
// last build, or there is none, so a start on a built tree goes straight to the server (decision 038).
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  fingerprintFileName,
  readStoredFingerprint,
  webBuildFingerprint,
  webBuildNeeded,
} from './web-build-fingerprint.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(repoRoot, 'apps/web/dist');

if (process.argv.includes('--if-changed')) {
  const decision = webBuildNeeded({
    built: existsSync(path.join(distDir, 'index.html')),
    stored: readStoredFingerprint(distDir),
    current: webBuildFingerprint(repoRoot),
  });
  if (!decision.build) process.exit(0);
  console.log(`Building the web app: ${decision.reason}.`);
}

const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
if (result.error) throw result.error;
if (result.status !== 0) process.exit(result.status ?? 1);
// Taken after the build: the router plugin rewrites its generated route tree, one of the inputs.
writeFileSync(path.join(distDir, fingerprintFileName), `${webBuildFingerprint(repoRoot)}\n`);
