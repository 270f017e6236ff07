import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Three tiers:
// - unit (`npm run test:unit`): in-memory fakes of the ports, no server, no child process; seconds.
// - integration (`npm run test:integration`): real servers on 127.0.0.1 speaking the real
//   protocols, the CLI as a child process. Their files are named *.int.test.ts.
// `npm test` runs both. The third needs the committed dist/ and adds about a minute on two cores,
// so CI runs it on its own (`npm run test:dist`, after it has checked that dist/ is the bundle of
// src/):
// - dist: the built action (node dist/index.js) through whole workflows, each example agent through
//   it, and the package as npm packs and installs it; also the LangGraph example with the README
//   command on the real LangGraph API server (about ten seconds of CPU; `npm test` replays its
//   recorded replies instead).
const DIST = [
  'test/action/dist.int.test.ts',
  'test/examples/*.action.int.test.ts',
  'test/examples/langgraph-ag-ui.int.test.ts',
  'test/readme/first-workflow.int.test.ts',
  'test/packaging/*.int.test.ts',
];
const INTEGRATION = ['test/**/*.int.test.ts'];
const UNIT_WORKERS = availableParallelism();
// Unit test files that replace a module (vi.mock) or stub a global: each keeps a module graph of its own.
const ISOLATED_UNIT = ['test/cli.test.ts', 'test/files.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // Most integration tests wait on sockets and timers rather than the CPU: two files a core.
    maxWorkers: 2 * availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // A wait on something a test can observe (a line printed, a request received) gets a bound a
    // busy machine cannot reach, not the default second.
    expect: { poll: { timeout: 20_000, interval: 10 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure tests over in-memory fakes share nothing mutable: one module graph per worker
          // instead of one per file (most of this tier's time was importing). The few files that
          // mock a module run in their own graph below.
          isolate: false,
          // These tests wait on nothing, so a worker per core: each more would import the product
          // and warm it up again (on 2 cores, 4 workers cost 58 s of CPU for this tier, 2 cost 42-50 s).
          // Vitest runs projects of another worker count as a group of their own: the unit tiers first.
          maxWorkers: UNIT_WORKERS,
          sequence: { groupOrder: 0 },
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...INTEGRATION, ...ISOLATED_UNIT],
          setupFiles: ['test/helpers/unit-tier.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT,
          maxWorkers: UNIT_WORKERS,
          sequence: { groupOrder: 0 },
          setupFiles: ['test/helpers/unit-tier.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // One module graph per worker here too: importing the product and its SDKs again for each
          // file was half of this tier's time. The files share no module state; each restores what it
          // changes of the process (env stubs, timers, listeners) in its own hooks.
          isolate: false,
          include: INTEGRATION,
          exclude: [...configDefaults.exclude, ...DIST],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'dist', isolate: false, include: DIST, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
