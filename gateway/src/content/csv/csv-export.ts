import { Router, type Request, type Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectLiteral } from 'typeorm';
import type { ClassType } from 'type-graphql';
import type { AuditActionName } from '@consultancy/domain/audit';
import { recordAudit } from '../audit/audit-record';
import { refusalFor } from '../../api/http/auth-checker';
import { clientOf, type Authenticate } from '../../api/http/context';
import type { Listing } from '../paging/listing';
import { readNarrowing } from '../paging/narrowing';
import { listBatches } from '../paging/paged-query';
import type { Services } from '../../services';
import { csvChunks, fileDateStamp, type CsvValue } from './csv-text';

/** Rows read from the database at a time: memory stays flat however long the list. */
const EXPORT_BATCH_ROWS = 1000;

/** A list an administrator may download as CSV: every row matching the list's filters, not only one page. */
export interface CsvExport<T extends ObjectLiteral> {
  /** GET path, e.g. /api/subscription/export. */
  path: string;
  /** The file is `<fileName>-YYYY-MM-DD.csv`. */
  fileName: string;
  /** Recorded in the audit trail with the filters used, once the download is admitted. */
  action: AuditActionName;
  entity: ClassType<T>;
  /** The same listing as the paged list: order, filters and search. */
  listing: Listing<T>;
  headers: readonly string[];
  cells(row: T): CsvValue[];
}

async function* cellBatches<T extends ObjectLiteral>(batches: AsyncIterable<T[]>, cells: (row: T) => CsvValue[]) {
  for await (const rows of batches) yield rows.map(cells);
}

function exportHandler<T extends ObjectLiteral>(spec: CsvExport<T>, services: Services, authenticate: Authenticate) {
  return async (request: Request, response: Response) => {
    // Exports hold the people who wrote in or subscribed: for owners only, like those lists.
    const identity = await authenticate(request, services);
    const refusal = refusalFor(identity, ['owner']);
    if (refusal) throw refusal;
    const narrowing = readNarrowing(spec.listing, request.query as Record<string, unknown>);
    const filters = Object.entries(narrowing).filter(([, value]) => value).map(([field, value]) => ({ field, after: String(value) }));
    await recordAudit(services.dataSource.manager, { admin: identity.admin, ...clientOf(request) }, spec.action, {
      kind: 'export', label: `${spec.fileName}.csv`,
    }, filters);
    const batches = listBatches(services.dataSource.getRepository(spec.entity), spec.listing, narrowing, EXPORT_BATCH_ROWS);
    response.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${spec.fileName}-${fileDateStamp()}.csv"`,
      'Cache-Control': 'private, no-store',
    });
    // pipeline waits for the client to take each chunk (backpressure) and stops reading if it goes away.
    await pipeline(Readable.from(csvChunks(spec.headers, cellBatches(batches, spec.cells))), response);
  };
}

/**
 * The CSV downloads, for owners only (the same bearer token and
 * refusal as every owner-only admin call); bad filters answer 400 before anything is sent.
 */
export function csvExportRoutes(exports: readonly CsvExport<any>[], services: Services, authenticate: Authenticate): Router {
  const router = Router();
  for (const spec of exports) router.get(spec.path, exportHandler(spec, services, authenticate));
  return router;
}
