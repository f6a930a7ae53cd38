/**
 * The ceiling of the API benchmark (docs/decisions/030-benchmark-method.md): a bare Koa 3 server on the same
 * Node, the same machine and the same kind of socket as the production server, answering every request with the
 * bytes of a real `GET /api/taxi-services` response held in memory — same body, same headers (content type,
 * request id, app version…), no middleware, no database. Whatever the API does beyond this is what it costs.
 *
 * Started by bench/run.ts as a child process: CEILING_PORT, CEILING_RESPONSE_FILE (JSON `{ headers, bodyBase64 }`).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Koa from 'koa';

const port = Number(process.env.CEILING_PORT);
const file = process.env.CEILING_RESPONSE_FILE;
if (!port || !file) {
  console.error('usage: CEILING_PORT=… CEILING_RESPONSE_FILE=… node bench/ceiling.ts');
  process.exit(2);
}
const stored = JSON.parse(readFileSync(file, 'utf8')) as { headers: Record<string, string>; bodyBase64: string };
const body = Buffer.from(stored.bodyBase64, 'base64');
const headers = Object.entries(stored.headers);

const app = new Koa();
app.use((ctx) => {
  for (const [name, value] of headers) ctx.set(name, value);
  ctx.body = body;
});
const server = createServer(app.callback());
// The production server's keep-alive setting (api/main.ts), so both keep their connections alike.
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');

const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
