import { createHmac } from "node:crypto";

/**
 * The `Stripe-Signature` header for a payload: `t={unix},v1={hex HMAC-SHA256
 * of "{t}.{payload}"}` with the endpoint's secret, which is what
 * `stripe.webhooks.constructEvent(payload, header, secret)` verifies. The
 * timestamp is the real time (the SDK refuses signatures older than 5 min),
 * not the fake's clock.
 */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export interface Delivery {
  status: "pending" | "delivered" | "failed" | "none";
  attempts: number;
  /** The last answer's HTTP status, or null (network error, not tried). */
  lastStatus: number | null;
  lastError: string | null;
  /** Unix ms (real time). */
  lastAttemptAt: number | null;
}

interface QueueOptions {
  url: string | null;
  secret: string;
  /** Waits before each retry; their count is the number of retries. */
  retryDelaysMs: number[];
  /** The JSON body of an event (undefined: it is gone, after a reset). */
  payload(eventId: string): string | undefined;
  onUpdate(eventId: string, delivery: Delivery): void;
}

/**
 * Posts events to the webhook endpoint one at a time, in the order they were
 * queued; a non-2xx answer or a network error is retried after each of the
 * delays, then the delivery is marked failed.
 */
export class WebhookQueue {
  private readonly queue: string[] = [];
  private running = false;
  private closed = false;
  private idleWaiters: (() => void)[] = [];
  private abort: AbortController | null = null;
  private sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  constructor(private readonly options: QueueOptions) {}

  get url(): string | null {
    return this.options.url;
  }

  /** Events queued or being delivered. */
  get pending(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  enqueue(eventId: string): void {
    if (!this.options.url || this.closed) return;
    this.queue.push(eventId);
    if (!this.running) void this.run();
  }

  /** Drops what is queued (a reset); a delivery under way finishes. */
  clear(): void {
    this.queue.length = 0;
  }

  /** Resolves true once nothing is queued or in flight, false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.pending === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idleWaiters = this.idleWaiters.filter((w) => w !== done);
        resolve(false);
      }, timeoutMs);
      const done = (): void => {
        clearTimeout(timer);
        resolve(true);
      };
      this.idleWaiters.push(done);
    });
  }

  /** Stops delivering (what is left stays pending in the state, delivered after the next start). */
  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.abort?.abort();
    if (this.sleeping) {
      clearTimeout(this.sleeping.timer);
      this.sleeping.resolve();
    }
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (!this.closed) {
        const id = this.queue.shift();
        if (id === undefined) break;
        await this.deliver(id);
      }
    } finally {
      this.running = false;
      if (this.queue.length === 0 || this.closed) {
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        waiters.forEach((w) => {
          w();
        });
      }
    }
  }

  /** Read through a call: `closed` changes while a delivery awaits. */
  private isClosed(): boolean {
    return this.closed;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleeping = null;
        resolve();
      }, ms);
      this.sleeping = { timer, resolve };
    });
  }

  private async deliver(id: string): Promise<void> {
    const url = this.options.url;
    if (!url) return;
    const delivery: Delivery = { status: "pending", attempts: 0, lastStatus: null, lastError: null, lastAttemptAt: null };
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length; attempt++) {
      if (this.closed) return;
      if (attempt > 0) {
        await this.sleep(this.options.retryDelaysMs[attempt - 1] ?? 0);
        if (this.isClosed()) return;
      }
      const payload = this.options.payload(id);
      if (payload === undefined) return;
      delivery.attempts += 1;
      delivery.lastAttemptAt = Date.now();
      this.abort = new AbortController();
      const timeout = setTimeout(() => this.abort?.abort(), 30_000);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": signatureHeader(payload, this.options.secret),
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body: payload,
          signal: this.abort.signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        delivery.lastStatus = response.status;
        delivery.lastError = response.ok ? null : `HTTP ${response.status}`;
        if (response.ok) {
          delivery.status = "delivered";
          this.options.onUpdate(id, { ...delivery });
          return;
        }
      } catch (error: unknown) {
        if (this.isClosed()) return;
        delivery.lastStatus = null;
        delivery.lastError = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      } finally {
        clearTimeout(timeout);
        this.abort = null;
      }
      this.options.onUpdate(id, { ...delivery });
    }
    delivery.status = "failed";
    this.options.onUpdate(id, { ...delivery });
  }
}
