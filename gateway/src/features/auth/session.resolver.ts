import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { withAudit } from '../../content/audit/audit-record';
import { notFound } from '../../api/errors/api-error';
import { EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR } from '../../api/http/auth-checker';
import type { RequestContext } from '../../api/http/context';
import { AdminSession } from './admin-session.entity';
import { endSessions, openSessionsOf } from './sessions';

@ObjectType('SignedInSession', { description: 'An open session of the signed-in administrator.' })
class SessionView extends AdminSession {
  @Field({ description: 'The session this request was made with.' }) current: boolean;
}

/** An admin's own sessions: see them, end one, end the others, or log out of this one. */
@Resolver()
export class SessionResolver {
  @Authorized(EVEN_WITH_ONE_TIME_PASSWORD, EVEN_WITHOUT_TWO_FACTOR)
  @Mutation(() => ID, { description: 'Ends the session of the token sent: the token stops working on every replica within a second. Answers the id of the session.' })
  async logout(@Ctx() ctx: RequestContext): Promise<string> {
    const admin = ctx.admin!;
    await withAudit(ctx.services.dataSource, ctx, 'logout', (manager) => endSessions(manager, { adminId: admin.id, id: admin.sessionId }));
    return admin.sessionId;
  }

  @Authorized()
  @Query(() => [SessionView], { description: 'The open sessions of the signed-in administrator, most recently used first.' })
  async mySessions(@Ctx() ctx: RequestContext): Promise<SessionView[]> {
    const admin = ctx.admin!;
    const sessions = await openSessionsOf(ctx.services.dataSource, admin.id);
    return sessions.map((session) => Object.assign(new SessionView(), session, { current: session.id === admin.sessionId }));
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Ends one open session of the signed-in administrator; answers its id.' })
  async endSession(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    const ended = await withAudit(ctx.services.dataSource, ctx, 'session.ended', (manager) => endSessions(manager, { adminId: ctx.admin!.id, id }),
      (count) => (count ? { target: { kind: 'session', id } } : null));
    // Another admin's session is as unknown here as one that never existed.
    if (ended === 0) throw notFound('Session not found');
    return id;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Ends every open session of the signed-in administrator except this one; answers how many it ended.' })
  async endOtherSessions(@Ctx() ctx: RequestContext): Promise<number> {
    const admin = ctx.admin!;
    return withAudit(ctx.services.dataSource, ctx, 'session.ended', (manager) => endSessions(manager, { adminId: admin.id, except: admin.sessionId }),
      (count) => (count ? { target: { kind: 'session', label: 'every other session' }, changes: [{ field: 'ended', after: String(count) }] } : null));
  }
}
