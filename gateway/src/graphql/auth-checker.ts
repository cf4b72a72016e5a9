import type { AuthChecker } from 'type-graphql';
import { unauthenticated } from '../errors/api-error';
import type { RequestContext } from './context';

/** Only one role exists, so being signed in is the whole check. */
export const authChecker: AuthChecker<RequestContext> = ({ context }) => {
  if (!context.admin) throw unauthenticated(context.tokenProblem);
  return true;
};
