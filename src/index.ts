// The action's entry point (dist/index.js): all the work is in main.ts.
import { run } from './main.ts';

await run();
