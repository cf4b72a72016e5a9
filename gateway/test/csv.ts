import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { TestGateway } from './harness';

/** The rows of an RFC 4180 text (quoted cells, doubled quotes, CRLF row ends), without its byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') { cell += '"'; index += 1; } else if (char === '"') quoted = false; else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { row.push(cell); cell = ''; }
    else if (char === '\r' && body[index + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; index += 1; }
    else cell += char;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** Stores rows straight in the database, many per statement: a large list in a moment. */
export async function insertInBulk<T extends ObjectLiteral>(api: TestGateway, entity: EntityTarget<T>, rows: T[], perStatement = 100) {
  const repo = api.gateway.services.dataSource.getRepository(entity);
  // Copies: TypeORM writes what it thinks was generated back into the objects it inserts.
  for (let start = 0; start < rows.length; start += perStatement) {
    await repo.insert(rows.slice(start, start + perStatement).map((row) => ({ ...row })) as never);
  }
}
