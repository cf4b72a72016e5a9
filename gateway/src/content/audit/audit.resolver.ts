import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/http/context';
import type { Page, PageRequest } from '../paging/listing';
import { listPage } from '../paging/paged-query';
import { AuditEntry } from './audit-entry.entity';
import { AuditEntryPage, AuditListArgs, auditListing } from './audit.listing';

@Resolver()
export class AuditResolver {
  @Authorized('owner')
  @Query(() => AuditEntryPage, { description: 'The audit trail (Activity): newest first, a page at a time; owners only.' })
  auditEntries(@Args(() => AuditListArgs) request: PageRequest, @Ctx() ctx: RequestContext): Promise<Page<AuditEntry>> {
    return listPage(ctx.services.dataSource.getRepository(AuditEntry), auditListing, request);
  }
}
