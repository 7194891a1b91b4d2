import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Serves a PGlite database over the PostgreSQL wire protocol on 127.0.0.1, for tools that only speak it
 * (the splinter lint binary). PGlite is one session, so clients share it: their messages run one batch
 * (up to Sync or a simple Query) at a time, and their named statements and portals are prefixed per
 * connection, because a pooled client opens several connections that all name theirs `sqlx_s_1`.
 * Meant for read-only tools in tests: a transaction left open by one client is seen by the others.
 */
export type WireServer = { connectionString: string; close(): Promise<void> };

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const [PARSE, BIND, DESCRIBE, CLOSE, EXECUTE, SYNC, QUERY, FLUSH, TERMINATE] = [...'PBDCESQHX'].map((c) =>
  c.charCodeAt(0),
);

function readCString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
}

/** The message with its statement and portal names prefixed (the unnamed ones stay unnamed). */
function withPrefixedNames(message: Buffer, prefix: string): Buffer {
  const type = message[0]!;
  const body = message.subarray(5);
  const name = (value: string) => Buffer.from(`${value && prefix + value}\0`);
  let parts: Buffer[];
  if (type === PARSE || type === EXECUTE) {
    const [first, rest] = readCString(body, 0);
    parts = [name(first), body.subarray(rest)];
  } else if (type === BIND) {
    const [portal, afterPortal] = readCString(body, 0);
    const [statement, rest] = readCString(body, afterPortal);
    parts = [name(portal), name(statement), body.subarray(rest)];
  } else if (type === DESCRIBE || type === CLOSE) {
    const [target, rest] = readCString(body, 1);
    parts = [body.subarray(0, 1), name(target), body.subarray(rest)];
  } else {
    return message;
  }
  const renamed = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header[0] = type;
  header.writeInt32BE(renamed.length + 4, 1);
  return Buffer.concat([header, renamed]);
}

export async function serveOverWire(db: PGlite): Promise<WireServer> {
  let queue = Promise.resolve();
  let connections = 0;
  let open = 0;
  const run = (messages: Buffer[], socket: Socket) => {
    queue = queue
      .then(() =>
        db.runExclusive(async () => {
          for (const message of messages) {
            await db.execProtocolRawStream(new Uint8Array(message), {
              onRawData: (data) => socket.write(Buffer.from(data)),
            });
          }
        }),
      )
      .catch(() => {
        socket.destroy();
      });
  };
  const server = createServer((socket) => {
    const prefix = `wire${++connections}_`;
    open += 1;
    let pending = Buffer.alloc(0);
    let started = false;
    let batch: Buffer[] = [];
    socket.on('data', (data) => {
      pending = Buffer.concat([pending, data]);
      for (;;) {
        if (!started) {
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break;
          const length = pending.readInt32BE(0);
          const code = pending.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write('N');
          else {
            run([pending.subarray(0, length)], socket);
            started = true;
          }
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break;
        const length = 1 + pending.readInt32BE(1);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (message[0] === TERMINATE) {
          socket.end();
          return;
        }
        batch.push(withPrefixedNames(message, prefix));
        if (message[0] === SYNC || message[0] === QUERY || message[0] === FLUSH) {
          run(batch, socket);
          batch = [];
        }
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      open -= 1;
      // The last client gone, its prepared statements go too (they live in the shared session).
      if (open === 0) queue = queue.then(() => db.exec('deallocate all')).then(() => undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
    },
  };
}
