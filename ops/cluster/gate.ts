/**
 * A TCP pass-through on a loopback port that a test can cut and restore: the app talks to PostgreSQL, Redis or the
 * S3 server through it, so an outage can be made without touching the machine's real servers. While down, every
 * open connection is reset and every new one is accepted and reset at once (the port stays ours, so nothing else
 * can take it between the outage and the recovery).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

/** A cuttable TCP pass-through to one target. */
export interface Gate {
  /** The loopback port the app should use instead of the target's. */
  port: number;
  /** Connections pass through (the default). */
  up(): void;
  /** Resets every open connection; new ones are reset as they arrive until {@link up}. */
  down(): void;
  /** Connections accepted so far (while up). */
  accepted(): number;
  close(): Promise<void>;
}

/** Starts a gate on 127.0.0.1 (a free port) in front of `target` (`127.0.0.1:<port>` on this machine). */
export async function startGate(target: { host: string; port: number }): Promise<Gate> {
  const open = new Set<Socket>();
  let isUp = true;
  let count = 0;
  const reset = (socket: Socket) => {
    if (!socket.destroyed) socket.resetAndDestroy();
  };
  const server: Server = createServer((client) => {
    if (!isUp) return reset(client);
    count += 1;
    const upstream = connect(target.port, target.host);
    for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
      open.add(a);
      a.on('close', () => {
        open.delete(a);
        if (!b.destroyed) b.destroy();
      });
      a.on('error', () => reset(b));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    up() {
      isUp = true;
    },
    down() {
      isUp = false;
      for (const socket of open) reset(socket);
    },
    accepted: () => count,
    close() {
      isUp = false;
      for (const socket of open) reset(socket);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
