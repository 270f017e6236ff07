// action.yml as data: the action's name and runtime, then every input of the settings table in its
// order, with its description and default, and every output. lint/action-yml.ts writes it as YAML
// (`npm run docs:action`); test/settings/action-yml.test.ts fails when action.yml is not what it writes.
import { inputDescription } from './describe.ts';
import { OUTPUTS } from './outputs.ts';
import { defaultText, SETTINGS, type Setting, type SettingKey } from './table.ts';

export interface ActionDefinition {
  name: string;
  description: string;
  author: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; default: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

/** What action.yml says besides its inputs and outputs. */
const ACTION = {
  name: 'agent-eval',
  description: 'Regression-test a conversational flow agent on every pull request, with exact statistics and one sticky PR comment.',
  author: 'agent-eval',
  branding: { icon: 'check-circle', color: 'purple' },
  runs: { using: 'node24', main: 'dist/index.js' },
} as const;

export function actionDefinition(): ActionDefinition {
  const inputs: ActionDefinition['inputs'] = {};
  for (const [key, s] of Object.entries(SETTINGS) as [SettingKey, Setting<unknown>][]) {
    if (s.input === undefined) continue;
    inputs[s.input] = { description: inputDescription(key), default: defaultText(s) };
  }
  const outputs: ActionDefinition['outputs'] = {};
  for (const [name, description] of Object.entries(OUTPUTS)) outputs[name] = { description };
  return {
    name: ACTION.name,
    description: ACTION.description,
    author: ACTION.author,
    branding: { ...ACTION.branding },
    inputs,
    outputs,
    runs: { ...ACTION.runs },
  };
}
