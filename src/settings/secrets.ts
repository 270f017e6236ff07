// Every secret of a run, gathered once from the settings and the environment: tokens and keys as
// given, and the credentials written into URLs (the agent, the base deployment, the Pushgateway,
// the judge, the OTLP endpoint). Both edges mask exactly these in every output.
import { urlSecrets } from '../url.ts';
import { SETTINGS, type SettingKey } from './table.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The settings' values as given, by key; unset keys fall back to their environment variable. */
export type GivenSettings = Partial<Record<SettingKey, unknown>>;

/**
 * The secret values of the settings marked secret in the table: each value given (or, beside it,
 * its environment variable, which a library may read on its own), and the credentials inside URLs.
 * Short values (a code=1) are left to URL redaction: masking them would garble every line.
 */
export function gatherSecrets(given: GivenSettings, env: Env): string[] {
  const found: string[] = [];
  for (const [key, s] of Object.entries(SETTINGS) as [SettingKey, (typeof SETTINGS)[SettingKey]][]) {
    if (!('secret' in s) || s.secret === undefined) continue;
    const fromEnv = 'env' in s && s.env !== undefined ? env[s.env.name] : undefined;
    for (const value of [given[key], fromEnv]) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (s.secret === 'value') found.push(value.trim());
      else found.push(...urlSecrets(value.trim()));
    }
  }
  return [...new Set(found)];
}
