import { describe, expect, it } from 'vitest';
import { CHECK_TEXT_LIMIT, completeCheckRun, startCheckRun, type CheckAnnotation } from '../../src/github/checks.ts';
import { useHarnesses } from './helpers.ts';

const HEAD = 'a'.repeat(40);
const harness = useHarnesses();

const annotation = (i: number): CheckAnnotation => ({
  path: `suites/s${i}.yaml`,
  start_line: i + 1,
  end_line: i + 1,
  annotation_level: 'failure',
  message: `problem ${i}`,
});

describe('check runs', () => {
  it('starts in progress on the head SHA, then completes with the verdict', async () => {
    const { fake, octokit } = await harness();

    const run = await startCheckRun(octokit, {
      owner: 'acme',
      repo: 'shop',
      name: 'agent-eval',
      head_sha: HEAD,
      title: 'Running 3 suites',
    });
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]).toMatchObject({ name: 'agent-eval', head_sha: HEAD, status: 'in_progress', conclusion: null });
    expect(fake.checkRuns[0]!.output.title).toBe('Running 3 suites');

    const url = await completeCheckRun(octokit, run, { conclusion: 'failure', title: 'booking regressed', summary: 'Pass rate 95% → 70%' });

    expect(url).toBe(`https://github.com/acme/shop/runs/${run.id}`);
    expect(run.html_url).toBe(url);
    expect(fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(fake.checkRuns[0]!.output).toMatchObject({ title: 'booking regressed', summary: 'Pass rate 95% → 70%' });
  });

  it('sends more than 50 annotations in batches of at most 50, all kept in order', async () => {
    const { fake, octokit } = await harness();
    const run = await startCheckRun(octokit, { owner: 'acme', repo: 'shop', name: 'agent-eval', head_sha: HEAD });
    const annotations = Array.from({ length: 120 }, (_, i) => annotation(i));

    await completeCheckRun(octokit, run, { conclusion: 'neutral', title: 'Invalid suites', summary: '120 spec errors', annotations });

    const stored = fake.checkRuns[0]!;
    expect(stored.conclusion).toBe('neutral');
    expect(stored.annotations.map((a) => a.message)).toEqual(annotations.map((a) => a.message));
    const batches = fake.requests
      .filter((r) => r.method === 'PATCH')
      .map((r) => ((r.body as { output: { annotations?: unknown[] } }).output.annotations ?? []).length);
    expect(batches).toEqual([50, 50, 20]);
  });

  it('cuts an oversized summary instead of being rejected', async () => {
    const { fake, octokit } = await harness();
    const run = await startCheckRun(octokit, { owner: 'acme', repo: 'shop', name: 'agent-eval', head_sha: HEAD });

    await completeCheckRun(octokit, run, { conclusion: 'success', title: 'ok', summary: 'y'.repeat(CHECK_TEXT_LIMIT + 10) });

    const summary = fake.checkRuns[0]!.output.summary!;
    expect(summary.length).toBeLessThanOrEqual(CHECK_TEXT_LIMIT);
    expect(summary).toMatch(/cut: 65545 characters/);
  });

  it('drops columns from multi-line annotations, which GitHub rejects', async () => {
    const { fake, octokit } = await harness();
    const run = await startCheckRun(octokit, { owner: 'acme', repo: 'shop', name: 'agent-eval', head_sha: HEAD });

    await completeCheckRun(octokit, run, {
      conclusion: 'failure',
      title: 't',
      summary: 's',
      annotations: [
        {
          path: 'suites/a.yaml',
          start_line: 3,
          end_line: 5,
          start_column: 2,
          end_column: 4,
          annotation_level: 'warning',
          message: 'spans lines',
        },
        {
          path: 'suites/a.yaml',
          start_line: 7,
          end_line: 7,
          start_column: 2,
          end_column: 4,
          annotation_level: 'failure',
          message: 'one line',
        },
      ],
    });

    expect(fake.checkRuns[0]!.annotations).toEqual([
      { path: 'suites/a.yaml', start_line: 3, end_line: 5, annotation_level: 'warning', message: 'spans lines' },
      {
        path: 'suites/a.yaml',
        start_line: 7,
        end_line: 7,
        start_column: 2,
        end_column: 4,
        annotation_level: 'failure',
        message: 'one line',
      },
    ]);
  });

  it('fails loudly when GitHub rejects the request', async () => {
    const { octokit } = await harness();
    await expect(startCheckRun(octokit, { owner: 'acme', repo: 'shop', name: 'agent-eval', head_sha: 'not-a-sha' })).rejects.toMatchObject({
      status: 422,
    });
  });
});
