// Reading one setting at an edge: the text given (a flag's or an input's; absent or blank means
// not given), else the environment variable the table names, else the default.
import { invalidValue, type Edge } from './edge.ts';
import { SETTINGS, type Setting, type SettingKey, type ValueOf } from './table.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The setting's value from `given` (undefined or blank: not given), refused in the edge's words. */
export function readSetting<K extends SettingKey>(key: K, given: string | undefined, edge: Edge): ValueOf<K> {
  const s: Setting<unknown> = SETTINGS[key];
  if (given === undefined || given.trim() === '') return defaultAt(s, edge) as ValueOf<K>;
  const value = s.value.parse(given);
  if (value === undefined) throw invalidValue({ ...s, url: s.secret === 'url' }, edge, given, s.value.rule);
  return value as ValueOf<K>;
}

/** The default the edge uses when the setting is not given. */
export function defaultAt(s: Setting<unknown>, edge: Edge | Edge['kind']): unknown {
  const kind = typeof edge === 'string' ? edge : edge.kind;
  return kind === 'flag' && s.flagDefault !== undefined ? s.flagDefault : s.default;
}

/** The environment variable of a setting, when the edge reads it and it is set (blank is unset, as CI passes unset values). */
export function fromEnv(key: SettingKey, env: Env, edge: Edge['kind']): string | undefined {
  const variable: Setting<unknown>['env'] = SETTINGS[key].env;
  if (variable === undefined || (variable.at === 'flag' && edge !== 'flag')) return undefined;
  const value = env[variable.name]?.trim();
  return value ? value : undefined;
}
