// action.yml as text: the settings table's definition of it (src/settings/action-yml.ts) as YAML,
// formatted as Prettier formats the repository, so `npm run lint` accepts what is written.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { actionDefinition } from '../src/settings/action-yml.ts';

export const ACTION_YML = fileURLToPath(new URL('../action.yml', import.meta.url));

/** The command that writes action.yml, as a failing check names it. */
export const WRITE_ACTION_YML = 'npm run docs:action';

const HEADER = `# Written by \`${WRITE_ACTION_YML}\` from the settings table (src/settings/table.ts) and the
# outputs (src/settings/outputs.ts): edit the descriptions and defaults there, not here.
`;

export async function renderActionYml(): Promise<string> {
  // lineWidth 0: each description on one line, as GitHub shows it.
  const yaml = `${HEADER}${stringify(actionDefinition(), { lineWidth: 0 })}`;
  return format(yaml, { ...(await resolveConfig(ACTION_YML)), parser: 'yaml' });
}
