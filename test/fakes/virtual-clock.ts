// A virtual clock for the clock and sleep ports (AgentClientOptions.now, the reference agent's sleep):
// time stands still while anything runs and jumps to the earliest waiting sleeper once the event
// loop has nothing else to do this turn, so a turn that sleeps 1300 ms measures exactly 1300 ms on
// `now`, however many conversations run at once and however busy the machine is. Time moves only
// for sleepers: what a turn does besides sleeping takes no time on this clock.

interface Sleeper {
  at: number;
  /** Order of arrival: sleepers due at the same time wake in it. */
  order: number;
  wake: () => void;
}

export class VirtualClock {
  #time: number;
  #order = 0;
  #sleepers: Sleeper[] = [];
  #scheduled = false;

  constructor(start = 0) {
    this.#time = start;
  }

  /** The virtual time (ms). */
  readonly now = (): number => this.#time;

  /** Resolves when the virtual time reaches now + ms; rejects with the signal's reason when it aborts first. */
  readonly sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        this.#sleepers = this.#sleepers.filter((s) => s !== sleeper);
        reject(signal?.reason);
      };
      const sleeper: Sleeper = {
        at: this.#time + Math.max(0, ms),
        order: this.#order++,
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#sleepers.push(sleeper);
      this.#schedule();
    });

  /** Sleepers not yet woken. */
  get waiting(): number {
    return this.#sleepers.length;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // setImmediate runs after the promise jobs and the I/O callbacks already due: whatever could
    // still start a sleep before time moves has had its chance.
    setImmediate(() => {
      this.#scheduled = false;
      this.#advance();
    });
  }

  #advance(): void {
    if (this.#sleepers.length === 0) return;
    const next = Math.min(...this.#sleepers.map((s) => s.at));
    const due = this.#sleepers.filter((s) => s.at === next).sort((a, b) => a.order - b.order);
    this.#sleepers = this.#sleepers.filter((s) => s.at !== next);
    this.#time = Math.max(this.#time, next);
    for (const sleeper of due) sleeper.wake();
    if (this.#sleepers.length > 0) this.#schedule();
  }
}
