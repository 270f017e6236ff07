// How every number the product prints is written: rates, percentage points, p-values, durations,
// token counts. One module, so the terminal, the reports and the comment agree.

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 0.8 → "80.0%". */
export function percent(rate: number | null): string {
  return rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`;
}

/** A signed difference in percentage points with a real minus sign: -0.1 → "−10.0". */
export function points(delta: number): string {
  const value = (delta * 100).toFixed(1);
  if (value === '0.0' || value === '-0.0') return '0.0';
  return delta < 0 ? `−${value.slice(1)}` : `+${value}`;
}

/** A rate interval in percent: [0.7, 0.97] → "[70.0, 97.0]". */
export function rateInterval(ci: readonly [number, number] | null): string {
  return ci === null ? '' : `[${(ci[0] * 100).toFixed(1)}, ${(ci[1] * 100).toFixed(1)}]`;
}

/** p-values: two significant digits, scientific below 0.001 so tiny values stay honest. */
export function pValue(p: number | null): string {
  if (p === null) return '—';
  if (p >= 0.1) return p.toFixed(2);
  if (p >= 0.001) return p.toPrecision(2);
  if (p === 0) return '0';
  return p.toExponential(1);
}

/** A significance level, to four significant digits: 0.0125 → "0.0125", 0.0125/4 → "0.003125", 0.025/3 → "0.008333". */
export function level(alpha: number): string {
  return String(Number(alpha.toPrecision(4)));
}

export function signedCount(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

export function milliseconds(ms: number | null): string {
  if (ms === null) return 'n/a';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function duration(ms: number | null): string {
  if (ms === null) return 'n/a';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${seconds % 60}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** A token count; one that is not a count (negative, not finite: hostile input) is "n/a", never "InfinityM". */
export function tokens(n: number | null): string {
  if (n === null || !Number.isFinite(n) || n < 0) return 'n/a';
  if (n < 10_000) return String(Math.round(n));
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)}k`;
  return `${(n / 1_000_000).toFixed(2)}M`;
}

export function shortSha(sha: string | null): string | null {
  return sha === null ? null : /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
}

/** In prose: 0.0612 -> "6.1 points" (percentage points of pass rate). */
export const pointsText = (x: number): string => `${Number((x * 100).toFixed(1))} points`;

/** In prose, signed: "+2.5 points", "-10 points", "0 points". */
export const signedPointsText = (x: number): string => {
  const rounded = Number((x * 100).toFixed(1));
  return rounded === 0 ? '0 points' : `${rounded > 0 ? '+' : ''}${rounded} points`;
};

/** In prose: 0.2 -> "20%" (no trailing zero). */
export const percentShort = (x: number): string => `${Number((x * 100).toFixed(1))}%`;

/** A size in binary units: 900 → "900 bytes", 262144 → "256 KiB", 1258291 → "1.2 MiB". */
export function byteSize(n: number): string {
  if (n < 1024) return plural(n, 'byte');
  if (n < 1024 * 1024) return `${Number((n / 1024).toFixed(1))} KiB`;
  return `${Number((n / 1024 / 1024).toFixed(1))} MiB`;
}

/** A value as JSON for a warning, cut to 120 characters. */
export function jsonPreview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}

/** The most decimals a dollar amount is shown with; anything smaller (but not 0) reads "<$0.0000000001". */
const USD_MAX_DECIMALS = 10;

function usdDigits(usd: number, significant: number): string {
  if (!Number.isFinite(usd)) return 'n/a';
  const sign = usd < 0 ? '-' : '';
  const abs = Math.abs(usd);
  if (abs === 0) return '$0.00';
  if (abs < 10 ** -USD_MAX_DECIMALS) return `${sign}<$${(10 ** -USD_MAX_DECIMALS).toFixed(USD_MAX_DECIMALS)}`;
  // At least cents; below a dollar, as many decimals as `significant` digits need (trailing zeros past cents dropped).
  const decimals = Math.min(USD_MAX_DECIMALS, Math.max(2, significant - 1 - Math.floor(Math.log10(abs))));
  const text = abs.toFixed(decimals).replace(/(\.\d\d\d*?)0+$/, '$1');
  return `${sign}$${text}`;
}

/**
 * Dollars: $1 and up to the cent ("$12.35"), smaller amounts to two significant digits ("$0.53",
 * "$0.0005", "$0.00012"), so a cheap run never reads "$0.00" unless it cost nothing.
 */
export function formatUsd(usd: number): string {
  return usdDigits(usd, 2);
}

/**
 * Two amounts side by side (spent and limit): as formatUsd, with more digits when that would show
 * two different amounts alike ("$0.0105 of $0.01", never "$0.01 of $0.01").
 */
export function formatUsdPair(a: number, b: number): [string, string] {
  for (let significant = 2; significant <= 12; significant++) {
    const pair: [string, string] = [usdDigits(a, significant), usdDigits(b, significant)];
    if (a === b || pair[0] !== pair[1]) return pair;
  }
  return [usdDigits(a, 12), usdDigits(b, 12)];
}
