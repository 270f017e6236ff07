// The judge panel's stability line, as every report says it: per criterion k of n checks with the
// share and its Wilson interval, the rule and what it means, names through the report's format.
import { describe, expect, it } from 'vitest';
import { stability } from '../../../src/judge/panel.ts';
import { judgePanelLines } from '../../../src/report/wording/judge-panel.ts';

const plain = { code: (t: string) => t, message: (t: string) => t };
const backticks = { code: (t: string) => `\`${t}\``, message: (t: string) => t };

describe('judgePanelLines', () => {
  it('says, per criterion, in how many checks the judges disagreed, with the interval and its method', () => {
    const lines = judgePanelLines(
      [
        {
          key: 'panel(majority):gpt-4.1,gpt-4o',
          rule: 'majority',
          models: ['gpt-4o', 'gpt-4.1'],
          criteria: [stability('helpful', 3, 10), stability('tone', 0, 1)],
        },
      ],
      backticks,
    );
    expect(lines).toEqual([
      'Judge panel `gpt-4o`, `gpt-4.1` (majority: a criterion passes when more than half the judges do; a tie fails): the judges disagreed on `helpful` in 3 of 10 checks (30.0%, 95% Wilson interval [10.8, 60.3]); `tone` in 0 of 1 check (0.0%, 95% Wilson interval [0.0, 79.3])',
    ]);
  });

  it('says when no check could show a disagreement, and says nothing without a panel', () => {
    expect(judgePanelLines([{ key: 'panel(all):a,b', rule: 'all', models: ['a', 'b'], criteria: [] }], plain)).toEqual([
      'Judge panel a, b (all: a criterion passes when every judge passes it): no check had two judges scoring a criterion against a threshold, so no stability figure',
    ]);
    expect(judgePanelLines(undefined, plain)).toEqual([]);
  });
});
