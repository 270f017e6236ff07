// A spending budget for one check (`--budget-usd`, `--budget-tokens`; inputs `budget-usd`,
// `budget-tokens`): the tokens and dollars of the agent (as it reported them), the judge and the
// user simulator, over both sides of a fresh baseline. The runner asks it before starting each run:
// once spent, no new run starts, the runs in flight finish, and the rest are recorded as not run
// (`not_run: budget`), never as failures, so a budget can never fake a regression.
//
// A dollar budget needs every token priced: while any is of a model without a price the dollar
// budget is not enforced (and the results and the comment say so), rather than counting those
// tokens as $0. Tokens of an agent that reports none are not counted: the budget says so too.
import { formatUsdPair } from '../format.ts';
import type { RunRecord } from '../results/results-schema.ts';
import { costOf, type PriceTable } from './prices.ts';
import { entriesOf, sumEntries, type ModelTokens } from './usage.ts';

export interface BudgetLimits {
  /** US dollars; null: no dollar budget. */
  usd: number | null;
  /** Tokens (input + output of agent, judge and simulator); null: no token budget. */
  tokens: number | null;
}

/** The runner's side of a budget: asked before each run starts, told as each finishes. */
export interface RunBudget {
  /** Why no new run may start (the budget is spent); null while it may. */
  exhausted(): string | null;
  runFinished(record: RunRecord): void;
  /** What it saw, for results.json. */
  report(): BudgetReport;
}

/** What the budget saw, for results.json (`run.budget`). */
export interface BudgetReport {
  usd: number | null;
  tokens: number | null;
  spent_tokens: number;
  /** Null while any token is unpriced. */
  spent_usd: number | null;
  /** False when the dollar budget could not be enforced: some tokens have no price (named in unpriced). */
  usd_enforced: boolean;
  unpriced: string[];
  /** Whether the budget stopped runs from starting. */
  reached: boolean;
  /** Runs the agent answered without reporting usage: their agent tokens are not counted. */
  runs_without_agent_usage: number;
  /** Repeats lowered before the run so the estimate fits. */
  lowered?: { from: number; to: number; estimate_usd: number | null; estimate_tokens: number | null } | undefined;
}

type JudgeTokens = { input_tokens: number; output_tokens: number; by_model?: ModelTokens[] | undefined };

export class SpendingBudget implements RunBudget {
  private readonly entries: ModelTokens[] = [];
  private readonly judges: (() => JudgeTokens)[] = [];
  private reachedWith: string | null = null;
  private withoutUsage = 0;
  /** Set by the caller when it lowered the repeats before the run. */
  lowered: BudgetReport['lowered'];

  readonly limits: BudgetLimits;
  private readonly prices: PriceTable;

  constructor(limits: BudgetLimits, prices: PriceTable) {
    this.limits = limits;
    this.prices = prices;
  }

  /** Counts a judge's tokens (read each time the budget is asked). */
  trackJudge(usage: () => JudgeTokens): void {
    this.judges.push(usage);
  }

  runFinished(record: RunRecord): void {
    let reported = false;
    for (const turn of record.turns)
      if (turn.usage !== undefined) {
        reported = true;
        this.entries.push(...entriesOf(turn.usage));
      }
    if (!reported && record.turns.some((t) => t.error === undefined)) this.withoutUsage += 1;
    const s = record.simulator_usage;
    if (s !== undefined)
      this.entries.push({
        model: s.models.length === 1 ? s.models[0]! : null,
        calls: s.calls,
        input_tokens: s.input_tokens,
        output_tokens: s.output_tokens,
      });
  }

  private all(): ModelTokens[] {
    const judged = this.judges.flatMap((read) => {
      const u = read();
      return (
        u.by_model ??
        (u.input_tokens + u.output_tokens > 0
          ? [{ model: null, calls: 0, input_tokens: u.input_tokens, output_tokens: u.output_tokens }]
          : [])
      );
    });
    return [...this.entries, ...judged];
  }

  report(): BudgetReport {
    const entries = this.all();
    const sum = sumEntries(entries);
    const cost = costOf(entries, this.prices);
    return {
      usd: this.limits.usd,
      tokens: this.limits.tokens,
      spent_tokens: sum.input_tokens + sum.output_tokens,
      spent_usd: cost.usd,
      usd_enforced: this.limits.usd === null || cost.usd !== null,
      unpriced: cost.unpriced,
      reached: this.reachedWith !== null,
      runs_without_agent_usage: this.withoutUsage,
      ...(this.lowered === undefined ? {} : { lowered: this.lowered }),
    };
  }

  exhausted(): string | null {
    if (this.reachedWith !== null) return this.reachedWith;
    const r = this.report();
    let why: string | null = null;
    if (this.limits.tokens !== null && r.spent_tokens >= this.limits.tokens)
      why = `token budget reached: ${r.spent_tokens.toLocaleString('en-US')} of ${this.limits.tokens.toLocaleString('en-US')} tokens spent`;
    else if (this.limits.usd !== null && r.spent_usd !== null && r.spent_usd >= this.limits.usd)
      why = `dollar budget reached: ${formatUsdPair(r.spent_usd, this.limits.usd).join(' of ')} spent`;
    this.reachedWith = why;
    return why;
  }
}
