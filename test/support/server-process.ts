// The portal server as its own process (`server/main.ts` under tsx), as `npm start` runs it: for the
// browser tests and for the crash test that kills it. Node loads tsx as a hook in the same process (the
// tsx command would run the server in a child of its own, which a SIGKILL of the parent leaves running).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server printed so far. */
  output(): string;
  /** Stops the server with the signal (SIGTERM: a clean stop; SIGKILL: a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

async function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`portal server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`portal server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Starts the server on `port` of 127.0.0.1 with `env` added to this process's, without waiting for it; in the memory
 * group (a cgroup's folder) `memoryGroup` when given, as on a server with that memory.
 */
export function spawnServer(port: number, env: Record<string, string>, memoryGroup?: string): ServerProcess {
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  // The shell joins the group, then becomes the server: the server is the group's from its first instruction.
  const [command, ...args] = memoryGroup ? ['sh', '-c', `echo $$ > '${memoryGroup}/cgroup.procs' && exec "$@"`, 'sh', ...node] : node;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}

/** Starts the server as spawnServer does and waits until it answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { timeoutMs = 60_000, memoryGroup }: { timeoutMs?: number; memoryGroup?: string } = {},
): Promise<ServerProcess> {
  const server = spawnServer(port, env, memoryGroup);
  try {
    await waitForHealth(server, timeoutMs);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
