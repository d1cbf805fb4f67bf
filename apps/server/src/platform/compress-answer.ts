// API answers are compressed here, not by @fastify/compress: most are a few hundred bytes, under the
// threshold, and the plugin's two hooks cost every one of them its header reads and checks (decision
// 011). Here an answer under the threshold costs one length test. Larger ones are compressed as the
// plugin would: brotli at quality 4, else gzip, as the client's Accept-Encoding takes them. Pages, the
// sign-in service and the API docs keep the plugin.
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './spa.ts';

/** Below this many characters compressing saves less than it costs, on the wire and in CPU. */
export const compressFromLength = 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Done = (error: Error | null, payload?: unknown) => void;

/** An `onSend` hook for API routes. */
export function compressLargeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  if (typeof payload !== 'string' || payload.length < compressFromLength) {
    done(null, payload);
    return;
  }
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    done(null, payload);
    return;
  }
  const sendCompressed = (error: Error | null, compressed: Buffer) => {
    if (error) {
      done(error);
      return;
    }
    reply.header('content-encoding', encoding);
    done(null, compressed);
  };
  if (encoding === 'br') brotliCompress(payload, brotliOptions, sendCompressed);
  else gzip(payload, sendCompressed);
}
