/**
 * Counts events per key in fixed windows, in memory. Each replica counts on its
 * own, which bounds abuse per replica; that is the intent for these limits.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may act again, or 0 when it is under its limit. */
  blockedFor(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return 0;
    return window.count >= this.limit ? window.resetAt - now : 0;
  }

  record(key: string, now = Date.now()): void {
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Records the event and tells whether it was still within the limit. */
  take(key: string, now = Date.now()): boolean {
    if (this.blockedFor(key, now) > 0) return false;
    this.record(key, now);
    return true;
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
