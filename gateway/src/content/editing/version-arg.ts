/** The one description of the optional `version` argument of every update mutation (collections and settings). */
export const VERSION_ARG_DESCRIPTION =
  'The version the editor loaded: when another write came since, nothing changes and the answer is a CONFLICT error (REST: 409). Omitted: no check.';
