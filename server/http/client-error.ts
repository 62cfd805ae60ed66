import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * A request Node's parser refuses (headers over the 16 KB limit: 431; anything else
 * malformed: 400), answered and then closed gently: Node's own answer destroys the
 * socket at once, and a client still sending its long headers then reads a connection
 * reset instead of the 431 (as Node 26 does every time).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  // What the client still sends is read and dropped, so closing never resets the answer away.
  socket.resume();
}
