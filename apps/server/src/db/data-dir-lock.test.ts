import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'fernleaf-lock-'));

describe('lockDataDir', () => {
  it('refuses a folder that a running process holds', async () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dataDir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/already using/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});

/** A process that tries to lock `dataDir` at `startAt` and keeps what it got until killed. */
function taker(dataDir: string, startAt: number): { child: ChildProcess; result: Promise<string> } {
  // Each read of the lock file is slowed down, so that both takers have read the stale lock before
  // either acts on it: the race is met every time instead of by luck.
  const script = `
    import fs from 'node:fs';
    import { syncBuiltinESMExports } from 'node:module';
    const read = fs.readFileSync;
    fs.readFileSync = (file, ...rest) => {
      const content = read(file, ...rest);
      if (String(file).endsWith('server.lock')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      return content;
    };
    syncBuiltinESMExports();
    const { lockDataDir } = await import(${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))});
    while (Date.now() < ${startAt}) {}
    try {
      lockDataDir(${JSON.stringify(dataDir)});
      console.log('won');
    } catch (error) {
      console.log(error.name === 'DataDirLockedError' ? 'locked' : 'failed: ' + error.message);
    }
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = new Promise<string>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('\n')) resolve(output.trim());
    });
    child.on('exit', () => resolve(output.trim() || 'exited'));
  });
  return { child, result };
}

describe('taking over a stale lock', () => {
  it('lets exactly one of two racing takers win', async () => {
    const rounds = 3;
    const children: ChildProcess[] = [];
    try {
      // Both takers of a round start in the same millisecond, long enough from now for node to boot.
      const startAt = Date.now() + 3000;
      const outcomes = await Promise.all(
        Array.from({ length: rounds }, async () => {
          const dataDir = freshDir();
          writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
          const pair = [taker(dataDir, startAt), taker(dataDir, startAt)];
          children.push(...pair.map((one) => one.child));
          const results = await Promise.all(pair.map((one) => one.result));
          const winner = pair[results.indexOf('won')]?.child.pid;
          return {
            results: results.toSorted(),
            lock: readFileSync(path.join(dataDir, 'server.lock'), 'utf8'),
            winner,
            dataDir,
          };
        }),
      );
      for (const outcome of outcomes) {
        expect(outcome.results).toEqual(['locked', 'won']);
        expect(outcome.lock).toMatch(new RegExp(`^${outcome.winner}\\b`));
        // No claim file is left behind.
        expect(readdirSync(outcome.dataDir)).toEqual(['server.lock']);
      }
    } finally {
      for (const child of children) child.kill('SIGKILL');
    }
  }, 30_000);

  it('passes a claim left by a taker that died before finishing', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const claimName = `server.lock.takeover-${createHash('sha256').update('2147483646').digest('hex').slice(0, 16)}-0`;
    writeFileSync(path.join(dataDir, claimName), '2147483645 a-taker-that-died');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    lock.release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('waits for a claim still being written, and passes one left empty long ago', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const claimName = `server.lock.takeover-${createHash('sha256').update('2147483646').digest('hex').slice(0, 16)}-0`;
    const claim = path.join(dataDir, claimName);
    // Created, not yet written: another taker is between the two. Passing it would let both take the lock.
    // Dated a minute ahead, so it is still recent however long this machine takes over the retries.
    writeFileSync(claim, '');
    const aMinuteAhead = new Date(Date.now() + 60_000);
    utimesSync(claim, aMinuteAhead, aMinuteAhead);
    expect(() => lockDataDir(dataDir)).toThrow(/keeps taking it over/);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe('2147483646');
    // The same claim a minute old: its taker died between the two.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(claim, aMinuteAgo, aMinuteAgo);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    lock.release();
  });

  it('refuses a folder this process already holds', () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    try {
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });
});
