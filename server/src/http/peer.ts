// Who is on the other end of a request. `request.ip` is the socket's address unless TRUST_PROXY names
// the proxy the request came through; no header a client can forge decides it otherwise.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || !isIP(address)) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** Development conveniences (dev tokens, the dev mailbox, the GraphQL landing page) serve only this machine, in development. */
export function servesDevConveniences(request: FastifyRequest, config: Config): boolean {
  return config.devConveniences && isLoopback(clientAddress(request));
}

/**
 * The web server of this process forwards API calls and vouches for the browser's address with a
 * secret of the process: a header a client forges does not carry it, so it decides nothing.
 */
export const WEB_PROXY_HEADER = 'x-web-proxy-client';
const webProxySecret = randomBytes(24).toString('hex');

export function vouchForClient(address: string): string {
  return `${webProxySecret} ${address}`;
}

/** The client's address: what the in-process web server vouched for, else `request.ip`. */
export function clientAddress(request: FastifyRequest): string {
  const vouched = request.headers[WEB_PROXY_HEADER];
  if (typeof vouched === 'string' && isLoopback(request.socket.remoteAddress)) {
    const [secret = '', address = ''] = vouched.split(' ');
    const matches = secret.length === webProxySecret.length && timingSafeEqual(Buffer.from(secret), Buffer.from(webProxySecret));
    if (matches && isIP(address)) return address;
  }
  return request.ip;
}
