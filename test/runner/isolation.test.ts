// dry_run and memory_pipeline as the agent receives them: the test's own setting, else its suite's,
// else the run's (--dry-run, --memory-pipeline), which sends every memory stage unless told otherwise.
import { describe, expect, it } from 'vitest';
import { FULL_MEMORY_PIPELINE, isolationFor, parseMemoryPipeline } from '../../src/runner/isolation.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';

const suite = SuiteSchema.parse({
  version: 'v1',
  suite_id: 's',
  defaults: { dry_run: true, memory_pipeline: { enabled: true, stages: ['facts'] } },
  tests: [
    { test_id: 'inherits', initial_node_id: 'start', turns: [{ turn_id: 't', user_input: 'Hi' }] },
    {
      test_id: 'own',
      initial_node_id: 'start',
      dry_run: false,
      memory_pipeline: { enabled: false },
      turns: [{ turn_id: 't', user_input: 'Hi' }],
    },
  ],
});
const bare = SuiteSchema.parse({ version: 'v1', suite_id: 'b', tests: [suite.tests[0]] });
const run = { dryRun: false, memoryPipeline: FULL_MEMORY_PIPELINE };

describe('isolationFor', () => {
  it('takes the test, then the suite, then the run', () => {
    expect(isolationFor(suite, suite.tests[1]!, run)).toEqual({ dry_run: false, memory_pipeline: { enabled: false, stages: [] } });
    expect(isolationFor(suite, suite.tests[0]!, run)).toEqual({ dry_run: true, memory_pipeline: { enabled: true, stages: ['facts'] } });
    expect(isolationFor(bare, bare.tests[0]!, run)).toEqual({
      dry_run: false,
      memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    });
  });
});

describe('parseMemoryPipeline', () => {
  it('reads off, or stages in the order the agent runs them, and refuses an unknown stage', () => {
    expect(parseMemoryPipeline('off')).toEqual({ enabled: false, stages: [] });
    expect(parseMemoryPipeline(' Summarize, facts ')).toEqual({ enabled: true, stages: ['facts', 'summarize'] });
    expect(parseMemoryPipeline('facts,embeddings')).toBeNull();
  });
});
