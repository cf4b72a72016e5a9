import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every page. Scripts come only from the site's own
 * files: the state a server-rendered page hands to the browser travels in a JSON
 * data block, not an inline script, so cached pages need no per-request nonce.
 * Styles allow inline rules because the admin panel's MUI (emotion) writes <style>
 * tags at run time and React renders `style` attributes; styles cannot run code.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: for the admin's previews of images before they are uploaded.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Powerful browser features the site never uses, refused for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()', 'autoplay=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()',
  'magnetometer=()', 'microphone=()', 'payment=()', 'usb=()', 'interest-cohort=()',
].join(', ');

const HELMET_OPTIONS = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};
const withHsts = helmet({ ...HELMET_OPTIONS, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true } });
// Over plain HTTP (development, a LAN) HSTS would only confuse: browsers ignore it there.
const withoutHsts = helmet({ ...HELMET_OPTIONS, strictTransportSecurity: false });

/** Security headers on every answer: helmet's, with the site's policy; HSTS only over HTTPS. */
export function securityHeaders(): RequestHandler[] {
  return [
    (request, response, next) => (request.secure ? withHsts : withoutHsts)(request, response, next),
    (_request, response, next) => {
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/** The header lines helmet sets, as writeHead takes them: found by running it once on a stand-in answer. */
function linesOf(middleware: RequestHandler): string[] {
  const lines: string[] = [];
  const standIn = {
    setHeader: (name: string, value: string) => lines.push(name, String(value)),
    // helmet removes X-Powered-By, which the app never sets.
    removeHeader: () => undefined,
  };
  middleware({} as Request, standIn as unknown as Response, () => undefined);
  return [...lines, 'Permissions-Policy', PERMISSIONS_POLICY];
}

/**
 * The same headers as securityHeaders() sends, for an answer sent before the chain (a cached
 * page): worked out once, over HTTPS and over plain HTTP. Nothing in them depends on the
 * request but HSTS; a test compares them with the chain's.
 */
export const SECURITY_HEADER_LINES: Readonly<Record<'secure' | 'plain', readonly string[]>> = {
  secure: linesOf(withHsts),
  plain: linesOf(withoutHsts),
};
