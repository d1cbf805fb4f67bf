// Only one process may open an embedded database: a second one pointed at the same DATA_DIR would
// corrupt it. The lock file holds the owner's pid; a lock left by a process that died is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
      throw new DataDirLockedError(
        `Another server (pid ${owner}) is already using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return {
    release: () => rmSync(lockFile, { force: true }),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
