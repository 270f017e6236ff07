// A suite and a test named `con` (a Windows device name) through the real CLI against the reference
// agent: the artifacts and the captured draft get names Windows can check out, and the artifact
// index that report.html links through names the files that were written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortableFileName } from '../src/portable-name.ts';
import { startReferenceAgent, type ReferenceAgent } from '../src/reference-agent/server.ts';
import { agentEval, ROOT } from './helpers/cli.ts';
import { useTempDir } from './helpers/temp-dir.ts';

const tempDir = useTempDir('portable-names');
let agent: ReferenceAgent;
beforeAll(async () => {
  agent = await startReferenceAgent();
});
afterAll(async () => {
  await agent.close();
});

describe('a suite and a test with the id `con`', () => {
  it('write artifacts and a captured draft under portable names, and the artifact index names them', async () => {
    const dir = await tempDir();
    const demo = await readFile(join(ROOT, 'suites', 'demo-routing.yaml'), 'utf8');
    const suite = demo
      .replace(/^suite_id: demo_routing$/m, 'suite_id: con')
      .replace(/test_id: technical_support_resolved$/m, 'test_id: con');
    expect(suite).toContain('suite_id: con\n');
    await writeFile(join(dir, 'con.yaml'), suite);

    const run = await agentEval(['run', '--target', agent.url, '--suites', 'con.yaml', '--repeats', '1', '--out', 'report'], { cwd: dir });
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const artifacts = (await readdir(join(dir, 'report', 'artifacts'))).filter((n) => n.endsWith('.jsonl'));
    expect(artifacts).toEqual([expect.stringMatching(/^con_-[0-9a-f]{10}\.jsonl$/)]);
    expect(artifacts.every((n) => isPortableFileName(n))).toBe(true);
    const records = (await readFile(join(dir, 'report', 'artifacts', artifacts[0]!), 'utf8')).trim().split('\n');
    expect(records.map((l) => (JSON.parse(l) as { suite_id: string }).suite_id)).toContain('con');
    // The index report.html links through names the file that was written.
    expect(await readFile(join(dir, 'report', 'artifacts', 'index.json'), 'utf8')).toContain(`"${artifacts[0]}"`);

    const capture = await agentEval(['capture', '--from', 'report', '--test', 'con/con', '--out', 'captured'], { cwd: dir });
    expect(capture.code, capture.stderr).toBe(0);
    const captured = await readdir(join(dir, 'captured'));
    // "con.con.yaml" would be the device CON on Windows: the part before the first dot decides.
    expect(captured).toEqual([expect.stringMatching(/^con_\.con-[0-9a-f]{10}\.yaml$/)]);
    expect(await readFile(join(dir, 'captured', captured[0]!), 'utf8')).toContain('suite_id: captured.con.con');
  });
});
