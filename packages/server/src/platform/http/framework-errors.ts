import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from './errors.ts';
import { translate } from './messages.ts';

/**
 * Errors Fastify raises before a route is found (a badly encoded URL, a path segment too long): answered by our error
 * handler, so they leave in the API's `{ message, code }` shape like every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return errorHandler(error, request, reply);
}

/**
 * Errors Node's HTTP parser raises before there is a request (headers or URL too large, a malformed request line):
 * written on the socket in the API's shape. There is no request to read a language from, so the text is English.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout']
        : [400, 'bad_request'];
  const body = JSON.stringify({ message: translate(key, 'en'), code: key });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
