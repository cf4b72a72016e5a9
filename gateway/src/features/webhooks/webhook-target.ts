import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { isPrivateAddress } from '../../infra/network/private-address';

/** A URL's host as an address or a name: `[::1]` loses its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The problem with a webhook URL's form (not http/https, credentials in it), or null. */
function urlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url must be a URL starting with http:// or https://';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url must be a URL starting with http:// or https://';
  if (url.username || url.password) return 'url must not carry a user name or password';
  return null;
}

const refusal = (host: string, address: string) =>
  Object.assign(new Error(`url: ${host} is a private or loopback address (${address}); webhooks go to public addresses only`), { code: 'EPRIVATETARGET' });

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a name resolving to any private address and
 * hands the socket exactly the addresses it checked: a DNS answer changed between the check
 * and the connection (DNS rebinding) cannot slip through.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(refusal(hostname, refused.address), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * What can be told of a webhook URL without DNS: its form, and whether its host is a private
 * address written out (`http://169.254.169.254/`). A restore checks stored endpoints by it: a
 * name is looked up again before every attempt anyway (guardedLookup).
 */
export function addressProblem(text: string, allowPrivate: boolean): string | null {
  const problem = urlProblem(text);
  if (problem || allowPrivate) return problem;
  const host = hostOf(new URL(text));
  return isIP(host) && isPrivateAddress(host) ? refusal(host, host).message : null;
}

/**
 * Why a webhook URL may not be used now (its host is, or resolves to, a private address, or
 * cannot be found), or null. Checked when an endpoint is created or changed, and before
 * every attempt (the attempt's own lookup checks again: guardedLookup).
 */
export async function targetProblem(text: string, allowPrivate: boolean): Promise<string | null> {
  const problem = addressProblem(text, allowPrivate);
  if (problem || allowPrivate) return problem;
  const host = hostOf(new URL(text));
  if (isIP(host)) return null;
  return new Promise((resolve) => {
    guardedLookup(false)(host, { all: true }, (error) => {
      if (!error) resolve(null);
      else resolve((error as { code?: string }).code === 'EPRIVATETARGET' ? error.message : `url: ${host} could not be found (${error.code ?? error.message})`);
    });
  });
}
