import { GraphQLError } from 'graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseOutage } from '../../api/errors/outage';
import type { Authenticate, Identity } from '../../api/http/context';
import { activeSession } from './sessions';
import { bearerToken, verifyAdminToken } from './token';

const ENDED = 'Your session is invalid or has expired. Please log in again.';

/**
 * A request is an administrator's when it carries a valid bearer token whose
 * session is still open, for an admin that exists and is enabled.
 */
export const authenticateRequest: Authenticate = async (request, { config, dataSource }): Promise<Identity> => {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { admin: null };
  const claims = verifyAdminToken(token, config.jwtSecret);
  if (!claims) return { admin: null, tokenProblem: ENDED };
  const session = await activeSession(dataSource, claims.sessionId).catch((error: unknown) => {
    // A database that is away says nothing about the token: retry later, rather than sign the client out.
    // `http` is for Apollo, which answers a failed context with 500 unless told otherwise.
    throw isDatabaseOutage(error)
      ? new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } })
      : error;
  });
  if (!session || session.adminId !== claims.adminId) return { admin: null, tokenProblem: ENDED };
  return {
    admin: {
      id: session.adminId,
      email: session.email,
      role: session.role,
      sessionId: claims.sessionId,
      passwordChangeRequired: session.passwordChangeRequired,
      twoFactorSetupRequired: session.twoFactorSetupRequired,
    },
  };
};
