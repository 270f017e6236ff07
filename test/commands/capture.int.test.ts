// Capture from a real run of the reference agent, over HTTP and over WebSocket: the captured suite
// validates, passes against the agent it came from, fails against one that misroutes, and
// calibrates against it with every check kept.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDraftText } from '../../src/capture/write.ts';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';

let agent: ReferenceAgent;
let misrouting: ReferenceAgent;

beforeAll(async () => {
  agent = await startReferenceAgent();
  // Option 2 of the main menu leads to billing instead of technical support.
  misrouting = await startReferenceAgent({ misroute: { 'conv_1/opt_2': 'billing' } });
});
afterAll(async () => {
  await Promise.all([agent.close(), misrouting.close()]);
});

const suite = join(ROOT, 'suites', 'demo-routing.yaml');

describe.each(['http', 'ws'] as const)('capture over %s', (transport) => {
  const target = (a: ReferenceAgent) => (transport === 'ws' ? a.url.replace('http://', 'ws://') : a.url);

  it('captures a run that holds on its agent and catches a misrouting one', async () => {
    const dir = await tempDir('capture-int');
    const run = await agentEval(
      ['run', '--target', target(agent), '--transport', transport, '--suites', suite, '--repeats', '1', '--out', 'report'],
      { cwd: dir },
    );
    expect(run.code).toBe(0);
    const capture = await agentEval(
      ['capture', '--from', 'report', '--test', 'demo_routing/technical_support_resolved', '--out', 'captured'],
      { cwd: dir },
    );
    expect(capture.stderr).toBe('');
    expect(capture.code).toBe(0);
    expect(await readdir(join(dir, 'captured'))).toEqual(['demo_routing.technical_support_resolved.yaml']);
    const text = await readFile(join(dir, 'captured', 'demo_routing.technical_support_resolved.yaml'), 'utf8');
    expect(text).toContain('option_id: opt_2');
    expect(text).not.toContain('assistant_contains');

    expect((await agentEval(['validate', 'captured'], { cwd: dir })).code).toBe(0);
    const replay = (a: ReferenceAgent, out: string) =>
      agentEval(['run', '--target', target(a), '--transport', transport, '--suites', 'captured', '--repeats', '2', '--out', out], {
        cwd: dir,
      });
    const same = await replay(agent, 'same');
    expect(same.stdout).toContain('2 planned: 2 passed, 0 failed');
    expect(same.code).toBe(0);
    const sameResults = JSON.parse(await readFile(join(dir, 'same', 'results.json'), 'utf8')) as { suites: { draft?: boolean }[] };
    expect(sameResults.suites.map((s) => s.draft)).toEqual([true]);
    const misrouted = await replay(misrouting, 'misrouted');
    expect(misrouted.stdout).toContain('NODE_MISMATCH');
    expect(misrouted.stdout).toContain('2 planned: 0 passed, 2 failed');
    // A draft never fails the run; approved, the same test catches the misrouting agent.
    expect(misrouted.stdout).toContain('runs of captured drafts (metadata.capture.status: draft) failed');
    expect(misrouted.code).toBe(0);
    const file = join(dir, 'captured', 'demo_routing.technical_support_resolved.yaml');
    await writeFile(file, approveDraftText(await readFile(file, 'utf8'))!.text);
    const approved = await replay(misrouting, 'approved');
    expect(approved.stdout).toContain('2 planned: 0 passed, 2 failed');
    expect(approved.code).toBe(1);

    const calibrated = await agentEval(
      [
        'capture',
        '--from',
        'report',
        '--all',
        '--out',
        'calibrated',
        '--calibrate',
        '3',
        '--target',
        target(agent),
        '--transport',
        transport,
      ],
      { cwd: dir },
    );
    expect(calibrated.code).toBe(0);
    expect(calibrated.stdout).toContain(
      'captured.demo_routing.technical_support_resolved: passed 3 of 3 scored runs (floor 2); pass rate 1.000',
    );
    expect(calibrated.stdout).not.toContain('dropped');
    const written = await readFile(join(dir, 'calibrated', 'demo_routing.technical_support_resolved.yaml'), 'utf8');
    expect(written).toContain('calibrated:\n      runs: 3\n      pass_rate: 1\n');
    expect(written).toContain('# calibrated: held in 3 of 3 runs (floor 2 of 3)');
  });
});

describe('capture --as simulation', () => {
  it('captures a run as a simulated user that reaches its goal on its agent, not on a misrouting one, and calibrates', async () => {
    const dir = await tempDir('capture-sim-int');
    const run = await agentEval(['run', '--target', agent.url, '--suites', suite, '--repeats', '1', '--out', 'report'], { cwd: dir });
    expect(run.code).toBe(0);
    const test = ['--test', 'demo_routing/technical_support_resolved'];
    const capture = await agentEval(['capture', '--from', 'report', ...test, '--as', 'simulation', '--out', 'captured'], { cwd: dir });
    expect(capture.stderr).toBe('');
    expect(capture.code).toBe(0);
    const text = await readFile(join(dir, 'captured', 'demo_routing.technical_support_resolved.yaml'), 'utf8');
    expect(text).toContain('simulation:');
    expect(text).not.toMatch(/^ +turns:/m);
    expect(text).toContain('success_when:\n        next_node_id: end\n');
    expect(text).toContain('opening: Hello\n');
    expect((await agentEval(['validate', 'captured'], { cwd: dir })).stdout).toBe('1 suite, 1 test, 0 errors\n');

    const replay = (a: ReferenceAgent, out: string) =>
      agentEval(['run', '--target', a.url, '--suites', 'captured', '--repeats', '2', '--out', out], { cwd: dir });
    const same = await replay(agent, 'same');
    expect(same.stdout).toContain('2 planned: 2 passed, 0 failed');
    const results = JSON.parse(await readFile(join(dir, 'same', 'results.json'), 'utf8')) as {
      suites: { tests: { runs: { ending?: string }[] }[] }[];
    };
    expect(results.suites[0]!.tests[0]!.runs.map((r) => r.ending)).toEqual(['goal_reached', 'goal_reached']);
    // Option 2 of the main menu leads to billing: the simulated user never reaches the end it came to.
    const misrouted = await replay(misrouting, 'misrouted');
    expect(misrouted.stdout).toContain('2 planned: 0 passed, 2 failed');
    expect(misrouted.stdout).toContain('GOAL_NOT_REACHED');
    expect(misrouted.code).toBe(0); // a draft never fails the run

    const calibrated = await agentEval(
      ['capture', '--from', 'report', ...test, '--as', 'simulation', '--out', 'calibrated', '--calibrate', '3', '--target', agent.url],
      { cwd: dir },
    );
    expect(calibrated.code).toBe(0);
    expect(calibrated.stdout).toContain(
      'captured.demo_routing.technical_support_resolved: passed 3 of 3 scored runs (floor 2); pass rate 1.000',
    );
    expect(calibrated.stdout).toContain('  success_when: next_node_id: held in 3 of 3 scored replays: kept\n');
    expect(calibrated.stdout).toContain('  success_when: tool_calls: held in 3 of 3 scored replays: kept\n');
    const written = await readFile(join(dir, 'calibrated', 'demo_routing.technical_support_resolved.yaml'), 'utf8');
    expect(written).toContain('calibrated:\n      runs: 3\n      pass_rate: 1\n');
    expect(written).toContain('        # calibrated: held in 3 of 3 runs (floor 2 of 3)\n        next_node_id: end\n');
  });
});
