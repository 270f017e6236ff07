// What every figure returns: a Markdown table and whether its target was met.
export interface FigureResult {
  pass: boolean;
  table: { header: string[]; rows: string[][] };
  notes: string[];
}

export interface FigureContext {
  /** Smaller workloads, for checking that the bench itself works. */
  quick: boolean;
  log: (line: string) => void;
}

export interface Figure {
  name: string;
  title: string;
  run(ctx: FigureContext): Promise<FigureResult>;
}
