import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long and how much a closing connection keeps reading what its client still sends. */
export interface LingerBounds {
  /** Bytes of body read and discarded after the answer, at most. */
  maxBytes: number;
  /** Time after the answer, at most (nginx's lingering_time: 30 s). */
  maxMs: number;
  /** Time without a byte from the client (nginx's lingering_timeout: 5 s). */
  idleMs: number;
  /** The most any lingering connection still gets once the server is shutting down. */
  closingMs: number;
}

/**
 * Closes connections whose answer came before the end of their request body (a body over
 * the limit, a refusal while an upload arrives, a shutdown) the way nginx's lingering close
 * does (RFC 9112 §9.6): the answer is sent, then only our side is closed (FIN), and what the
 * client still sends is read and discarded until it closes its side, or the bounds are
 * reached. Closing outright with unread data makes the kernel answer with a reset, which
 * throws away the answer at the client before it reads it (EPIPE while it still writes).
 *
 * Node closes such a connection with `socket.destroySoon()` once the last answer is written;
 * this replaces that method on each of the server's sockets. A request whose body was read
 * to its end closes as before.
 */
export class LingeringClose {
  private readonly requests = new WeakMap<Socket, IncomingMessage>();
  private readonly lingering = new Set<() => void>();
  private closing = false;

  constructor(private readonly bounds: LingerBounds) {}

  install(server: Server): void {
    server.on('connection', (socket: Socket) => {
      const closeNow = socket.destroySoon.bind(socket);
      socket.destroySoon = () => {
        const request = this.requests.get(socket);
        if (!request || request.complete || request.destroyed || socket.destroyed) {
          closeNow();
          return;
        }
        this.linger(socket, request);
      };
    });
    server.on('request', (request: IncomingMessage) => this.requests.set(request.socket, request));
  }

  /** The server is shutting down: every lingering connection gets `closingMs` more at most. */
  hurry(): void {
    this.closing = true;
    for (const shorten of this.lingering) shorten();
  }

  private linger(socket: Socket, request: IncomingMessage): void {
    const { maxBytes, maxMs, idleMs, closingMs } = this.bounds;
    socket.end();
    let read = 0;
    const stop = () => {
      clearTimeout(total);
      clearTimeout(idle);
      this.lingering.delete(shorten);
      request.off('data', count).off('end', stop);
      socket.off('close', stop);
      socket.destroy();
    };
    let total = setTimeout(stop, this.closing ? Math.min(maxMs, closingMs) : maxMs);
    const idle = setTimeout(stop, idleMs);
    const shorten = () => {
      clearTimeout(total);
      total = setTimeout(stop, closingMs);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) stop();
      else idle.refresh();
    };
    this.lingering.add(shorten);
    request.on('data', count).once('end', stop);
    socket.once('close', stop);
    request.resume();
  }
}
