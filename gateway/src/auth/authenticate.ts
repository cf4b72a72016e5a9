import type { Authenticate } from '../graphql/context';
import { bearerToken, verifyAdminToken } from './token';

/** A request is an administrator's when it carries a valid bearer token. */
export const authenticateRequest: Authenticate = (request, { config }) => {
  const token = bearerToken(request.headers.authorization);
  const admin = token ? verifyAdminToken(token, config.jwtSecret) : null;
  return {
    admin,
    tokenProblem: token && !admin ? 'Your session is invalid or has expired. Please log in again.' : undefined,
  };
};
