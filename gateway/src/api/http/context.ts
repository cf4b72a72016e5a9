import type { AdminRole } from '@consultancy/domain';
import type { Request } from 'express';
import { requestIdOf } from '../../infra/observability';
import type { Services } from '../../services';

/** The administrator a request is signed in as. */
interface RequestAdmin {
  id: string;
  email: string;
  role: AdminRole;
  /** The session the request's token names: logout ends it. */
  sessionId: string;
  /** Signed in with a one-time password: nothing is allowed but changing it. */
  passwordChangeRequired: boolean;
  /** The owners require two-factor sign-in and this admin has none yet: nothing is allowed but setting it up. */
  twoFactorSetupRequired: boolean;
}

/** Who sent a request: an administrator, or a visitor (with the reason a token sent was refused). */
export interface Identity {
  admin: RequestAdmin | null;
  tokenProblem?: string;
}

export type Authenticate = (request: Request, services: Services) => Identity | Promise<Identity>;

export interface RequestContext extends Identity {
  services: Services;
  clientAddress: string;
  userAgent: string;
  /** The request's id (X-Request-Id), as logged: for audit rows and error reports. */
  requestId: string;
}

/** Where a request comes from: its client address, user agent and id (for logs and audit records). */
export function clientOf(req: Request): Pick<RequestContext, 'clientAddress' | 'userAgent' | 'requestId'> {
  return {
    clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
    requestId: requestIdOf(req),
  };
}

export type ContextBuilder = (args: { req: Request }) => Promise<RequestContext>;

/** The one way a request becomes a context: used by Apollo and by the REST bridge alike. */
export function contextFactory(services: Services, authenticate: Authenticate): ContextBuilder {
  return async ({ req }) => ({
    services,
    ...(await authenticate(req, services)),
    ...clientOf(req),
  });
}
