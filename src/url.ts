// Credentials in URLs. Every URL the product shows or stores (the agent target, the judge base URL,
// the Pushgateway, the OTLP endpoint; in logs, results, reports, comments, check runs, spans and
// error messages) goes through redactUrl, so a password or key written into a URL is never
// published. The userinfo of a URL is a credential to send (HTTP Basic auth), never part of the
// address that is requested or printed.

/** Query parameter names that look secret: matched case-insensitively anywhere in the name. */
const SECRET_NAME = /key|token|secret|pass|pwd|sig|auth|credential|code|session/i;

/** Shown in place of a secret. */
export const REDACTED = '***';

/**
 * Masking a very short value would garble every log line and file that happens to contain it (a
 * `code=1` would mask every "1"); such values are still redacted wherever the URL itself is shown.
 */
const MIN_MASKED_LENGTH = 6;

/**
 * The URL as it may be shown: userinfo replaced as a whole by `***` (`https://***@host/x`; a bare
 * user name is often a token too), and the value of every query or fragment parameter whose name
 * looks secret (api_key, access_token, X-Amz-Signature, password, code, ...) replaced by `***`.
 * Anything else is returned unchanged. Text that is not a URL with a host is redacted
 * conservatively: everything between the scheme (or the start) and the last `@` is hidden.
 */
export function redactUrl(text: string): string {
  const url = parse(text);
  if (url === null) return redactText(text);
  const userinfo = url.username !== '' || url.password !== '';
  const search = redactParams(url.search);
  const hash = redactParams(url.hash);
  if (!userinfo && search === url.search && hash === url.hash) return text;
  return `${url.protocol}//${userinfo ? `${REDACTED}@` : ''}${url.host}${url.pathname}${search}${hash}`;
}

/**
 * The secret parts of a URL (password, a user name given without a password, secret-looking
 * parameter values), decoded and as written, for masking in free text: the action registers them
 * with the runner's log masking, and every written file masks them.
 */
export function urlSecrets(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: string[] = [];
  const url = parse(text);
  if (url === null) {
    // Not a URL with a host: whatever stands before an "@" may be a credential.
    const at = text.lastIndexOf('@');
    const start = text.indexOf('//');
    if (at > 0) found.push(text.slice(start >= 0 && start < at ? start + 2 : 0, at));
  } else {
    const secret = url.password !== '' ? url.password : url.username;
    found.push(secret, decodeComponent(secret));
    // As it travels: an agent that echoes its request headers echoes this.
    const { authorization } = takeUserinfo(url);
    if (authorization !== null) found.push(authorization.slice('Basic '.length));
    for (const part of [url.search, url.hash]) {
      for (const [name, value] of params(part)) if (SECRET_NAME.test(decodeQuery(name))) found.push(value, decodeQuery(value));
    }
  }
  return [...new Set(found)].filter((s) => s.length >= MIN_MASKED_LENGTH);
}

/** True when the URL (one with a host) carries a user name or password. */
export function hasUserinfo(text: string): boolean {
  const url = parse(text);
  return url !== null && (url.username !== '' || url.password !== '');
}

/**
 * The URL's userinfo as an `Authorization: Basic ...` value (null when it has none), and the URL to
 * request without it. Node's fetch refuses URLs with credentials (and names the URL when it does).
 */
export function takeUserinfo(url: URL): { url: URL; authorization: string | null } {
  if (url.username === '' && url.password === '') return { url, authorization: null };
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  const pair = `${decodeComponent(url.username)}:${decodeComponent(url.password)}`;
  return { url: bare, authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}

/** A URL with a host (http, https, ws, wss, ...), or null: "user:pass@host" parses, but as a path. */
function parse(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.host === '' ? null : url;
  } catch {
    return null;
  }
}

/** Conservative redaction of text that is not a URL: no "user:password@" and no secret parameters survive. */
function redactText(text: string): string {
  let out = text;
  const at = out.lastIndexOf('@');
  if (at > 0) {
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(out)?.[0] ?? '';
    out = `${scheme}${REDACTED}${out.slice(at)}`;
  }
  return out.replace(/([?&#;][^=&#?;\s]*=)([^&#;\s]*)/g, (whole, name: string, value: string) =>
    SECRET_NAME.test(name) && value !== '' ? `${name}${REDACTED}` : whole,
  );
}

/** `?a=1&api_key=K` with the secret-looking values replaced; the rest exactly as written. */
function redactParams(part: string): string {
  if (part.length <= 1 || !part.includes('=')) return part;
  const pieces = part
    .slice(1)
    .split('&')
    .map((piece) => {
      const eq = piece.indexOf('=');
      if (eq < 0) return piece;
      const name = piece.slice(0, eq);
      return SECRET_NAME.test(decodeQuery(name)) && eq < piece.length - 1 ? `${name}=${REDACTED}` : piece;
    });
  return `${part[0]}${pieces.join('&')}`;
}

function params(part: string): [string, string][] {
  if (part.length <= 1) return [];
  return part
    .slice(1)
    .split('&')
    .flatMap((piece): [string, string][] => {
      const eq = piece.indexOf('=');
      return eq < 0 ? [] : [[piece.slice(0, eq), piece.slice(eq + 1)]];
    });
}

/** Percent-decoding that never throws: a stray % is kept as written. */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** As decodeComponent, with + read as a space, as in a query string. */
function decodeQuery(text: string): string {
  return decodeComponent(text.replace(/\+/g, ' '));
}
