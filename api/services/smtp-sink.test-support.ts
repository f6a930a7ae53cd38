import { createServer, type Server, type Socket } from 'node:net';

/** A message received by the {@link SmtpSink}: envelope and the raw DATA (headers + body, dot-unstuffed). */
export interface SinkMessage {
  from: string;
  to: string[];
  data: string;
}

/** A tiny SMTP server on loopback for tests: no TLS, no AUTH; can refuse the next N messages with a 451. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL / createMailer. */
  url: string;
  messages: SinkMessage[];
  /** The next `n` messages are refused at MAIL FROM with `451 4.3.0 try again later` (a temporary failure). */
  failNext(n: number): void;
  close(): Promise<void>;
}

/**
 * Starts an SMTP sink speaking just enough RFC 5321 for nodemailer (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP,
 * QUIT) on an ephemeral loopback port — a real SMTP conversation without the network.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let failures = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: SinkMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          if (failures > 0) {
            failures -= 1;
            reply('451 4.3.0 try again later');
          } else {
            current = { from: line.slice(10).trim(), to: [], data: '' };
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.1 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(n) {
      failures = n;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
