// CPU time spent by the processes under test, from /proc (Linux): a figure that holds while other work
// shares the machine, unlike requests per second. Elsewhere it reads nothing and the figures are left out.
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux counts CPU time in ticks of 10 ms (CLK_TCK is 100 on every common kernel). */
const MS_PER_TICK = 10;

/** User + system CPU ms of a process so far; undefined when it cannot be read. */
export function processCpuMs(pid) {
  try {
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/**
 * A CPU meter of one Node process (`pid`) and the PostgreSQL backends serving `databaseUrl`'s database
 * (the server must run on this machine). `sample()` answers the CPU ms of each so far, backends by pid;
 * `close()` ends it. `cpuSpent(before, after)` gives the ms in between, summed over the backends (one that
 * started in between counts from zero; one that ended is missed).
 */
export async function cpuMeter({ pid, databaseUrl }) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  const database = databaseUrl && new URL(databaseUrl).pathname.slice(1);
  return {
    async sample() {
      const backends = new Map();
      if (client) {
        const { rows } = await client.query(
          'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        for (const row of rows) backends.set(row.pid, processCpuMs(row.pid));
      }
      return { node: processCpuMs(pid), backends };
    },
    close: () => client?.end(),
  };
}

/** CPU ms between two samples of a meter: the Node process's, and the database backends' together. */
export function cpuSpent(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.backends) {
    if (ms !== undefined) postgres += ms - (before.backends.get(pid) ?? 0);
  }
  return { node: after.node - before.node, ...(after.backends.size > 0 ? { postgres } : {}) };
}
