// The session travels in HttpOnly cookies (design §5): the access token on every path (SameSite=Lax),
// and the refresh token only where it is spent or revoked: refresh, logout and /graphql (SameSite=Strict).
// The bearer header works too, for the token that sign-in returns.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { IssuedTokens, SessionTransport } from '../context.js';

export const ACCESS_COOKIE = 'session';
export const REFRESH_COOKIE = 'refresh_token';
/** A cookie has one path: the refresh token is set once for each path that reads it. */
export const REFRESH_COOKIE_PATHS = ['/auth/refresh', '/api/auth/refresh', '/auth/logout', '/api/auth/logout', '/graphql'];

export function sessionTransport(request: FastifyRequest, reply: FastifyReply | undefined, config: Config): SessionTransport {
  const access = { httpOnly: true, secure: config.isProduction, path: '/', sameSite: 'lax' } as const;
  const refresh = { httpOnly: true, secure: config.isProduction, sameSite: 'strict' } as const;
  return {
    accessToken() {
      const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      return bearer ?? request.cookies?.[ACCESS_COOKIE] ?? undefined;
    },
    refreshToken() {
      return request.cookies?.[REFRESH_COOKIE] ?? undefined;
    },
    issue(tokens: IssuedTokens) {
      reply?.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...access, expires: tokens.accessExpiresAt });
      for (const path of REFRESH_COOKIE_PATHS) reply?.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...refresh, path, expires: tokens.refreshExpiresAt });
    },
    clear() {
      reply?.clearCookie(ACCESS_COOKIE, access);
      for (const path of REFRESH_COOKIE_PATHS) reply?.clearCookie(REFRESH_COOKIE, { ...refresh, path });
    },
  };
}
