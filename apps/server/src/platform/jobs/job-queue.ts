// Every background job runs through one queue kept in the app's database (pg-boss), so several server
// processes on one PostgreSQL run each job once, a failed run is retried with growing delays, and a
// run that keeps failing is kept as a dead letter for someone to look at. Decision 028.
import { channel } from 'node:diagnostics_channel';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { queueConnectionOf } from '../../db/job-queue-connection.ts';

export interface JobDefinition {
  /** The queue's name, kebab-case: it is stored with every run and shown with every failure. */
  name: string;
  /** Cron expression (UTC) on which one run is queued, once for all processes; at most one a minute. */
  schedule?: string;
  /**
   * The job whose work must be done before this one's in the same tick (a chain): this job has no
   * schedule of its own; each run of the job before it that succeeds queues one run of this one, and
   * any other run asked of it (`send`, `runAt`, `runDue`) starts the chain at its first job. A link that
   * fails holds back the links after it until a retry succeeds. Exactly one of `schedule` and `after`.
   */
  after?: string;
  run: () => Promise<void>;
  /** Retries after the first failure; the delays double from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** A run that failed: waiting for its next try, or out of tries and dead-lettered. */
export interface FailedJob {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retryCount: number;
  retryLimit: number;
  error: string;
  createdAt: Date;
  /** When the next try may start (retrying), or when it failed for good. */
  at: Date;
}

export interface JobQueue {
  define(job: JobDefinition): void;
  /** Installs the queues; with `work`, this process also runs the schedules and takes runs. */
  start(options: { work: boolean }): Promise<void>;
  /** Takes no new runs and waits for the runs in flight. */
  stop(): Promise<void>;
  /**
   * Queues one run of every job (or of the named ones; of its chain's first job for a job in a chain)
   * and runs in this process whatever is due now, chains followed, then waits for a run another process
   * took. Tests and the test clock use it to see the work done.
   */
  runDue(names?: string[]): Promise<void>;
  /**
   * Queues one run now (of its chain's first job for a job in a chain) unless one is already waiting;
   * answers its id, or null when one was waiting.
   */
  send(name: string): Promise<string | null>;
  /**
   * Runs in this process the runs already queued and due now (retries whose delay has passed), queuing
   * none but the runs of the jobs that come after one that succeeded.
   */
  runQueued(names?: string[]): Promise<void>;
  /**
   * Queues one run for the moment an item comes due, `inMs` from now, so it does not wait for the
   * next minute's schedule. Runs asked for within the same second share one run (per process).
   */
  runAt(name: string, inMs: number): Promise<void>;
  failures(limit?: number): Promise<FailedJob[]>;
}

/** Where runs out of tries go; nobody works it, so they stay until someone looks (30 days). */
export const deadLetterQueue = 'dead-letters';
const deadLetterRetentionSeconds = 30 * 24 * 60 * 60;
/** A run still active after this is taken as lost (its process died) and retried. */
const expireInSeconds = 10 * 60;
const defaultRetryLimit = 3;
const defaultRetryDelaySeconds = 30;
/** How often a working process looks for runs. */
const pollingIntervalSeconds = 2;
const waitPollMs = 50;
/** Runs queued for a due moment go to a queue of their own, so they never hold back the schedule's. */
const dueQueueOf = (name: string) => `${name}-due`;
/** Due runs further ahead than this are left to the schedule: it comes first anyway. */
const dueHorizonMs = 10 * 60_000;
const waitLimitMs = 60_000;
/**
 * Published when stop() starts waiting for the runs in flight, with how many: a test holds a run open
 * until then, so it knows stop waits instead of guessing with a delay. Nothing is sent unless someone
 * subscribed.
 */
export const stopWaitingForRuns = channel('fernleaf:job-queue:stop-waiting-for-runs');

export function createJobQueue(
  database: Database,
  options: { onError: (error: unknown, context: string) => void },
): JobQueue {
  const jobs = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  let started: Promise<void> | undefined;
  // Runs this process does itself through runDue; stop() waits for them as it waits for workers.
  const inFlight = new Set<Promise<unknown>>();
  // The due seconds this process already queued a run for, each kept until that second passed.
  const dueSent = new Map<string, number>();
  // A working process takes its own due runs when they come due, by timer: polling the due queues
  // would cost queries every second even when nothing is due (on PGlite they queue behind requests).
  let working = false;
  const dueTimers = new Set<NodeJS.Timeout>();

  const definitionOf = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  };
  /** The first job of the named job's chain: itself when it runs on a schedule of its own. */
  const headOf = (name: string) => {
    const seen = new Set<string>();
    let job = definitionOf(name);
    while (job.after) {
      if (seen.has(job.name)) throw new Error(`jobs ${[...seen].join(', ')} come after each other in a loop`);
      seen.add(job.name);
      job = definitionOf(job.after);
    }
    return job.name;
  };
  const nextOf = (name: string) => [...jobs.values()].filter((job) => job.after === name).map((job) => job.name);

  const installQueue = async (queue: PgBoss, job: JobDefinition) => {
    const settings = {
      retryLimit: job.retryLimit ?? defaultRetryLimit,
      retryDelay: job.retryDelaySeconds ?? defaultRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds,
      deadLetter: deadLetterQueue,
    };
    // At most one run waiting and one running: a schedule that fires while a run is slow adds nothing.
    if (await queue.getQueue(job.name)) await queue.updateQueue(job.name, settings);
    else await queue.createQueue(job.name, { ...settings, policy: 'stately' });
    // Standard policy: one waiting run per due second, however many are waiting.
    const due = dueQueueOf(job.name);
    if (await queue.getQueue(due)) await queue.updateQueue(due, settings);
    else await queue.createQueue(due, { ...settings, policy: 'standard' });
  };

  const runOne = async (queue: PgBoss, queueName: string, name: string, id: string) => {
    try {
      await definitionOf(name).run();
      await queue.complete(queueName, id);
    } catch (error) {
      options.onError(error, name);
      await queue.fail(queueName, id, errorOutput(error));
      return;
    }
    await continueChain(queue, name);
  };

  /**
   * A run succeeded: one run of each job after it is queued and taken here at once, so a tick's chain
   * runs through without waiting for polls. A failed run continues nothing: its retry does, once it
   * succeeds. Another process polling the next queue may take the run instead; either way it runs
   * after this one's work.
   */
  const continueChain = async (queue: PgBoss, name: string) => {
    for (const next of nextOf(name)) {
      if (!boss) return;
      // null when a run is already waiting: the drain takes that one, or its retry once it is due.
      await queue.send(next, null);
      await drain(queue, next);
    }
  };

  /** The chain after a worker's run, outside its handler, so pg-boss marks that run done meanwhile. */
  const continueChainSoon = (queue: PgBoss, name: string) => {
    if (nextOf(name).length === 0) return;
    const following = continueChain(queue, name).catch((error: unknown) => options.onError(error, name));
    inFlight.add(following);
    following.finally(() => inFlight.delete(following)).catch(() => undefined);
  };

  /** Takes every run of the queue that is due now; a due-moment queue runs its job's body. */
  const drain = async (queue: PgBoss, queueName: string, name = queueName): Promise<Set<string>> => {
    const done = new Set<string>();
    for (;;) {
      const batch = await queue.fetch(queueName, { batchSize: 5 });
      if (batch.length === 0) return done;
      for (const job of batch) {
        const run = runOne(queue, queueName, name, job.id);
        inFlight.add(run);
        try {
          await run;
        } finally {
          inFlight.delete(run);
        }
        done.add(job.id);
      }
    }
  };

  const waitForRun = async (queue: PgBoss, name: string, id: string) => {
    const deadline = Date.now() + waitLimitMs;
    while (Date.now() < deadline) {
      const [job] = await queue.findJobs(name, { id });
      if (!job || (job.state !== 'created' && job.state !== 'active')) return;
      await new Promise((resolve) => setTimeout(resolve, waitPollMs));
    }
  };

  const requireStarted = async () => {
    if (!started) throw new Error('the job queue is not started');
    await started;
    if (!boss) throw new Error('the job queue is stopped');
    return boss;
  };

  return {
    define(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      if (Boolean(job.schedule) === Boolean(job.after)) {
        throw new Error(`job ${job.name} needs either a schedule or a job to come after`);
      }
      jobs.set(job.name, job);
      // A job defined after start (a test adds its own) gets its queue when first run.
      if (started) started = started.then(() => (boss ? installQueue(boss, job) : undefined));
    },

    start({ work }) {
      if (started) return started;
      const queue = new PgBoss({
        ...queueConnectionOf(database),
        // The migrations install the schema; a start only checks it is there.
        migrate: false,
        supervise: work,
        schedule: work,
        // The process registry and its stats are for dashboards this product does not run.
        registerInstance: false,
        persistQueueStats: false,
        persistWarnings: false,
      });
      queue.on('error', (error) => options.onError(error, 'job queue'));
      working = work;
      // A turn of the event loop before each step: on PGlite a query resolves without leaving the
      // microtask queue, so the start's sixty-odd queries would otherwise hold every request that
      // arrives meanwhile (the first answer after a start waited for all of them, decision 080).
      started = (async () => {
        await nextTurn();
        await queue.start();
        boss = queue;
        await nextTurn();
        await queue.createQueue(deadLetterQueue, { retentionSeconds: deadLetterRetentionSeconds });
        for (const job of jobs.values()) {
          await nextTurn();
          await installQueue(queue, job);
          if (!work) continue;
          // A job that joined a chain drops the schedule it had before: only its chain starts it now.
          if (job.schedule) await queue.schedule(job.name, job.schedule, null, { tz: 'UTC' });
          else await queue.unschedule(job.name);
          const handler = async ([taken]: unknown[]) => {
            if (!taken) return;
            try {
              await definitionOf(job.name).run();
            } catch (error) {
              options.onError(error, job.name);
              // pg-boss keeps what the handler threw as the failed run's output.
              throw new JobRunError(error);
            }
            continueChainSoon(queue, job.name);
          };
          await queue.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, handler);
        }
      })();
      return started;
    },

    async stop() {
      if (!started) return;
      working = false;
      for (const timer of dueTimers) clearTimeout(timer);
      dueTimers.clear();
      await started.catch(() => undefined);
      const queue = boss;
      boss = undefined;
      if (!queue) return;
      // graceful: wait for the handlers that are running; close: false leaves the app's connection open.
      await queue.stop({ graceful: true, close: false, timeout: 30_000 });
      const runs = Promise.all(inFlight);
      if (stopWaitingForRuns.hasSubscribers) stopWaitingForRuns.publish({ runs: inFlight.size });
      await runs;
    },

    async runDue(names) {
      const queue = await requireStarted();
      // A job in a chain runs as its chain does in production, from the first job: asking for two jobs
      // of one chain runs that chain once.
      for (const name of new Set((names ?? [...jobs.keys()]).map(headOf))) {
        // null when a run is already waiting: the drain below takes that one instead.
        const id = await queue.send(name, null);
        const done = await drain(queue, name);
        if (id && !done.has(id)) await waitForRun(queue, name, id);
      }
    },

    async send(name) {
      const queue = await requireStarted();
      return queue.send(headOf(name), null);
    },

    async runQueued(names) {
      const queue = await requireStarted();
      for (const name of names ?? [...jobs.keys()]) {
        definitionOf(name);
        await drain(queue, name);
        await drain(queue, dueQueueOf(name), name);
      }
    },

    async runAt(asked, inMs) {
      // What comes due for a job in a chain is taken by a run of its whole chain, in order.
      const name = headOf(asked);
      if (inMs > dueHorizonMs) return;
      const seconds = Math.max(0, Math.ceil(inMs / 1000));
      const second = Math.floor(Date.now() / 1000) + seconds;
      const key = `${name}:${second}`;
      if (dueSent.has(key)) return;
      dueSent.set(key, second);
      for (const [sent, at] of dueSent) if (at * 1000 < Date.now() - 1000) dueSent.delete(sent);
      const queue = await requireStarted();
      await queue.send(dueQueueOf(name), null, { startAfter: seconds });
      if (!working) return;
      // pg-boss starts runs on the database's clock at whole seconds: a little after, the run is due.
      const timer = setTimeout(
        () => {
          dueTimers.delete(timer);
          if (!boss || !working) return;
          drain(boss, dueQueueOf(name), name).catch((error: unknown) => options.onError(error, name));
        },
        seconds * 1000 + 250,
      );
      timer.unref();
      dueTimers.add(timer);
    },

    async failures(limit = 100) {
      const queue = await requireStarted();
      const failed: FailedJob[] = [];
      for (const name of jobs.keys()) {
        const queued = [
          ...(await queue.findJobs(name, { queued: true })),
          ...(await queue.findJobs(dueQueueOf(name), { queued: true })),
        ];
        for (const job of queued) {
          if (job.state !== 'retry') continue;
          failed.push({
            id: job.id,
            name,
            state: 'retry',
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            error: messageOf(job.output),
            createdAt: job.createdOn,
            at: job.startAfter,
          });
        }
      }
      for (const letter of await queue.findJobs(deadLetterQueue)) {
        failed.push({
          id: letter.sourceId ?? letter.id,
          name: letter.sourceName ?? deadLetterQueue,
          state: 'failed',
          retryCount: letter.sourceRetryCount ?? 0,
          retryLimit: jobs.get(letter.sourceName ?? '')?.retryLimit ?? defaultRetryLimit,
          error: messageOf(letter.sourceOutput),
          createdAt: letter.sourceCreatedOn ?? letter.createdOn,
          at: letter.createdOn,
        });
      }
      return failed.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
    },
  };
}

class JobRunError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'JobRunError';
  }
}

/** Only the error's name and message are kept: a job's failure must not store its data or a stack. */
function errorOutput(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

function messageOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return 'failed without a message';
}
