import { auditAction } from '../audit/audit-record';

/** A collection's trash actions in the audit trail (moving to the trash is its `.deleted`), checked against the domain's list. */
export const trashActions = (key: string) => ({
  trashed: auditAction(`${key}.deleted`),
  restored: auditAction(`${key}.restored`),
  purged: auditAction(`${key}.purged`),
});
