import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { withAudit } from '../../content/audit/audit-record';
import { notFound } from '../../server/errors/api-error';
import { EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR } from '../../server/graphql/auth-checker';
import type { RequestContext } from '../../server/graphql/context';
import { MutationResult, succeeded } from '../../server/graphql/payload';
import { AdminSession } from './admin-session.entity';
import { endSessions, openSessionsOf } from './sessions';

@ObjectType('SignedInSession', { description: 'An open session of the signed-in administrator.' })
class SessionView extends AdminSession {
  @Field({ description: 'The session this request was made with.' }) current: boolean;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** An admin's own sessions: see them, end one, end the others, or log out of this one. */
@Resolver()
export class SessionResolver {
  @Authorized(EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR)
  @Mutation(() => MutationResult, { description: 'Ends the session of the token sent: the token stops working on every replica within a second.' })
  async logout(@Ctx() ctx: RequestContext): Promise<MutationResult> {
    const admin = ctx.admin!;
    await withAudit(ctx.services.dataSource, ctx, 'logout', (manager) => endSessions(manager, { adminId: admin.id, id: admin.sessionId }));
    return succeeded('Logged out');
  }

  @Authorized()
  @Query(() => [SessionView], { description: 'The open sessions of the signed-in administrator, most recently used first.' })
  async mySessions(@Ctx() ctx: RequestContext): Promise<SessionView[]> {
    const admin = ctx.admin!;
    const sessions = await openSessionsOf(ctx.services.dataSource, admin.id);
    return sessions.map((session) => Object.assign(new SessionView(), session, { current: session.id === admin.sessionId }));
  }

  @Authorized()
  @Mutation(() => MutationResult, { description: 'Ends one open session of the signed-in administrator.' })
  async endSession(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    const ended = await withAudit(ctx.services.dataSource, ctx, 'session.ended', (manager) => endSessions(manager, { adminId: ctx.admin!.id, id }),
      (count) => (count ? { target: { kind: 'session', id } } : null));
    // Another admin's session is as unknown here as one that never existed.
    if (ended === 0) throw notFound('Session not found');
    return succeeded('Session ended');
  }

  @Authorized()
  @Mutation(() => MutationResult, { description: 'Ends every open session of the signed-in administrator except this one.' })
  async endOtherSessions(@Ctx() ctx: RequestContext): Promise<MutationResult> {
    const admin = ctx.admin!;
    const ended = await withAudit(ctx.services.dataSource, ctx, 'session.ended', (manager) => endSessions(manager, { adminId: admin.id, except: admin.sessionId }),
      (count) => (count ? { target: { kind: 'session', label: 'every other session' }, changes: [{ field: 'ended', after: String(count) }] } : null));
    return succeeded(`Signed out everywhere else: ${plural(ended, 'session')} ended`);
  }
}
