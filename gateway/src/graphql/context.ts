import type { Request } from 'express';
import { bearerToken, verifyAdminToken, type AdminIdentity } from '../auth/token';
import type { Services } from '../services';

export interface RequestContext {
  services: Services;
  /** The signed-in administrator, or null for a visitor. */
  admin: AdminIdentity | null;
  /** Why a token that was sent is not accepted, for the 401 message. */
  tokenProblem?: string;
  clientAddress: string;
  userAgent: string;
}

/** The one way a request becomes a context: used by Apollo and by the REST bridge alike. */
export function contextFactory(services: Services) {
  return async ({ req }: { req: Request }): Promise<RequestContext> => {
    const token = bearerToken(req.headers.authorization);
    const admin = token ? verifyAdminToken(token, services.config.jwtSecret) : null;
    return {
      services,
      admin,
      tokenProblem: token && !admin ? 'Your session is invalid or has expired. Please log in again.' : undefined,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      userAgent: req.get('user-agent') ?? '',
    };
  };
}
