/**
 * A backup or restore that was not done for a reason the operator can act on (a damaged
 * archive, a target that holds content, a schema from another version). The CLI prints its
 * message alone; any other error is unexpected.
 */
export class RefusedError extends Error {}

/** The archive is cut short, corrupt, or not one this version reads. */
export class DamagedArchiveError extends RefusedError {
  constructor(reason: string) {
    super(`The archive is damaged or unreadable: ${reason}.`);
  }
}

/**
 * The archive holds something a backup of this site never holds (crafted, or not ours):
 * restore refuses it before writing anything.
 */
export class RefusedArchiveError extends RefusedError {
  constructor(reason: string) {
    super(`The archive holds what no backup of this site holds: ${reason}.`);
  }
}
