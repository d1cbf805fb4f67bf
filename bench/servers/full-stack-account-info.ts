// The real app reading one member's checking account: `GET /api/checking-account/info` (token
// check, account row, ledger balances), on PGlite or PostgreSQL.
import { bufferedLogDestination, loggerOptions } from '@fernleaf/server/src/platform/logger.ts';
import { profileDirFromEnv, profileUntilStopped } from './cpu-profile.ts';
import { benchDatabaseTarget, prepareBenchMember } from './member-fixture.ts';
import { reportReady } from './report-ready.ts';

// Request logging stays on and is written as in production (buffered), to /dev/null instead of a file.
const { app, member } = await prepareBenchMember({
  target: benchDatabaseTarget(),
  logger: { ...loggerOptions('info'), stream: bufferedLogDestination('/dev/null') },
});
await app.listen({ port: 0, host: '127.0.0.1' });
// BENCH_CPU_PROFILE=1: a .cpuprofile of the measured load lands in bench/output/profiles (bench/profile.ts reads it).
const profileDir = profileDirFromEnv();
if (profileDir) await profileUntilStopped('full-stack-account-info', profileDir);
reportReady(app, { authorization: member.authorization });
