// Whether the built web app is still the build of the sources as they are: a hash of everything the
// build reads (the web app, the contract it imports, the lockfile that pins Vite and the libraries,
// the shared compiler options, the VITE_* variables), kept beside the build output. `npm start`
// compares it in a few tens of milliseconds and builds only when it differs (decision 038).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written into the build folder after a build; `vite build` empties the folder, so a stale one never survives. */
export const fingerprintFileName = '.build-fingerprint';

export interface FingerprintInputs {
  /** Folders whose files the build reads, relative to the repository. */
  folders: string[];
  /** Single files the build reads, relative to the repository. */
  files: string[];
}

export const webBuildInputs: FingerprintInputs = {
  folders: ['apps/web', 'packages/contract'],
  files: ['package-lock.json', 'tsconfig.base.json'],
};

/** Build output and installed packages are not sources; tests are not part of the build. */
function isSource(relativePath: string): boolean {
  const parts = relativePath.split('/');
  if (parts.some((part) => part === 'node_modules' || part === 'dist')) return false;
  return !/\.test\.tsx?$/.test(relativePath);
}

function filesOf(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isSource);
}

/**
 * A hash of the names and contents of every input file and of the build's environment variables:
 * an added, removed, renamed or edited file, or another VITE_RELEASE, gives another fingerprint.
 */
export function webBuildFingerprint(
  root: string,
  options: { inputs?: FingerprintInputs; env?: NodeJS.ProcessEnv } = {},
): string {
  const inputs = options.inputs ?? webBuildInputs;
  const env = options.env ?? process.env;
  const files = [
    ...inputs.folders.flatMap((folder) => filesOf(root, folder)),
    ...inputs.files.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    // The length first, so that no two different file lists can hash the same bytes.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  // Vite writes VITE_* variables into the bundle (the release name the error reports carry).
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`env\0${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: false } | { build: true; reason: string };

/** The decision alone, from what is on disk: no build, an unfinished one, or other sources. */
export function webBuildNeeded(state: {
  /** Whether the build folder has its index.html. */
  built: boolean;
  /** The fingerprint kept beside the build, if any. */
  stored: string | undefined;
  current: string;
}): BuildDecision {
  if (!state.built) return { build: true, reason: 'the web app is not built yet' };
  if (state.stored === undefined)
    return { build: true, reason: 'the build does not say which sources it was made from' };
  if (state.stored.trim() !== state.current)
    return { build: true, reason: 'the web app sources changed since the last build' };
  return { build: false };
}

export function readStoredFingerprint(distDir: string): string | undefined {
  const file = path.join(distDir, fingerprintFileName);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
