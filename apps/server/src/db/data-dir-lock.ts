// Only one process may open an embedded database: a second one pointed at the same DATA_DIR would
// corrupt it. The lock file holds the owner's pid and a token of its own; a lock left by a process
// that died is taken over.
//
// Taking over must be atomic: two servers started together can both find the same dead owner, and
// if both simply wrote their own pid, both would believe they hold the folder. So a taker first
// creates a claim file whose name comes from the stale lock's content, with O_EXCL: for one stale
// lock exactly one claim can be created, and only its creator replaces the lock. A claim left by a
// taker that died before finishing is passed by the next generation of claim. A claim is created
// empty and written a moment later: an empty one is a taker still writing it, unless it is old.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

/** Tokens of the locks this process holds: its own pid alone does not tell them from a stale one. */
const heldTokens = new Set<string>();

const maxAttempts = 200;
const claimWaitMs = 10;

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const mine = `${process.pid} ${randomUUID()}`;

  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (createExclusive(lockFile, mine)) return held(lockFile, mine);
    const current = readIfPresent(lockFile);
    if (current === undefined) continue; // released between our two looks
    const owner = ownerPid(current);
    if (isHeld(current, owner)) {
      throw new DataDirLockedError(
        `Another server (pid ${owner}) is already using ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    const outcome = claimStaleLock(lockFile, current, mine);
    if (outcome === 'taken') return held(lockFile, mine);
    // 'busy': another taker is replacing the lock right now; its result decides on the next look.
    if (outcome === 'busy') sleep(claimWaitMs);
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking it over. Try again.`);
}

function held(lockFile: string, mine: string): DataDirLock {
  heldTokens.add(mine);
  return {
    release: () => {
      heldTokens.delete(mine);
      // Never remove a lock that is no longer ours.
      if (readIfPresent(lockFile) === mine) rmSync(lockFile, { force: true });
    },
  };
}

/** Whether the lock's owner is alive: another running process, or this one through a lock it holds. */
function isHeld(content: string, owner: number | undefined): boolean {
  if (owner === undefined) return false;
  if (owner === process.pid) return heldTokens.has(content);
  return isRunning(owner);
}

function claimStaleLock(lockFile: string, stale: string, mine: string): 'taken' | 'gone' | 'busy' {
  const claimBase = `${lockFile}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  for (let generation = 0; generation < 10; generation++) {
    const claim = `${claimBase}-${generation}`;
    if (!createExclusive(claim, mine)) {
      const claimant = readIfPresent(claim);
      // A claimant still alive is finishing; one that died mid-way is passed by the next generation.
      if (claimant === undefined || isHeld(claimant, ownerPid(claimant)) || claimant === mine) return 'busy';
      if (claimant === '' && isRecent(claim)) return 'busy';
      continue;
    }
    try {
      if (readIfPresent(lockFile) !== stale) return 'gone';
      // Written aside and renamed over, so no reader ever sees a half-written lock.
      const next = `${lockFile}.${process.pid}.next`;
      writeFileSync(next, mine);
      renameSync(next, lockFile);
      return 'taken';
    } finally {
      for (let passed = 0; passed <= generation; passed++) rmSync(`${claimBase}-${passed}`, { force: true });
    }
  }
  return 'busy';
}

function createExclusive(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Between creating its claim and writing its pid a taker may be paused for a while on a busy machine. */
const emptyClaimPatienceMs = 5_000;

function isRecent(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < emptyClaimPatienceMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true; // gone: its taker finished
    throw error;
  }
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ownerPid(content: string): number | undefined {
  const pid = Number.parseInt(content, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Start-up is synchronous here; a short blocking pause is fine while another taker finishes. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
