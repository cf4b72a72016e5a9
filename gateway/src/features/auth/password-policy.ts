import { PASSWORD_MIN_LENGTH } from '@consultancy/domain';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^10 guesses), enough behind argon2 and throttling. */
const MIN_SCORE = 3;
/** Long enough for any real password; bounds the time the strength estimate may take. */
export const PASSWORD_MAX_LENGTH = 200;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take a moment to load. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return estimator;
}

/**
 * Why a new password is refused, in words for the person choosing it, or null
 * when it is acceptable. `related` are words an attacker would try first (the
 * account's email, the site's name).
 */
export function passwordProblem(password: string, related: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The new password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  const { score, feedback } = strengthEstimator().check(password, related.flatMap((word) => word.split(/[@.\s]+/)).filter(Boolean));
  if (score >= MIN_SCORE) return null;
  const reasons = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `The new password is too easy to guess.${reasons ? ` ${reasons}` : ''}`;
}
