// `npm run docs:action`: writes action.yml from the settings table (see lint/action-yml.ts).
import { writeFile } from 'node:fs/promises';
import { ACTION_YML, renderActionYml } from './action-yml.ts';

await writeFile(ACTION_YML, await renderActionYml());
process.stdout.write(`Wrote ${ACTION_YML} from the settings table.\n`);
