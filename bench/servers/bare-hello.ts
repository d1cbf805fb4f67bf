// Baseline: a bare Fastify route with no plugins, the yardstick the full stack is measured against.
import Fastify from 'fastify';
import { profileDirFromEnv, profileUntilStopped } from './cpu-profile.ts';
import { reportReady } from './report-ready.ts';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ data: 'hello' }));
await app.listen({ port: 0, host: '127.0.0.1' });
// BENCH_CPU_PROFILE=1: the yardstick's profile, to set beside the full stack's.
const profileDir = profileDirFromEnv();
if (profileDir) await profileUntilStopped('bare-hello', profileDir);
reportReady(app);
