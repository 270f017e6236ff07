// The modules of src/ without a test at the mirrored path (the rule is in mirrored-tests.test.ts),
// each with the reason. Most are tested through another module's test for now: when a test moves to
// the module's own path, test/lint/mirrored-tests.test.ts asks for its entry here to be removed.
// Add an entry only for a module with nothing of its own to test.
export const MODULES_WITHOUT_TESTS: Readonly<Record<string, string>> = {
  // Declarations only: nothing runs.
  'src/agent/types.ts': 'types and the AgentCallError class; checked by test/agent/client.int.test.ts',
  'src/assertions/types.ts': 'type declarations only',
  'src/judge/types.ts': 'type declarations only',
  'src/settings/outputs.ts': "the action's output names and descriptions; checked against action.yml by test/settings/action-yml.test.ts",
  'src/commands/io.ts': "the commands' exit codes and CommandIo type; exercised by every test/commands/ test",

  // The reports.
  'src/report/wording/code-format.ts': 'a type and the identity format; used by every wording that names a command',
  'src/report/wording/drafts.ts': 'two sentences; checked by test/compare/draft.test.ts',
};
