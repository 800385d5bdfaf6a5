/** What the service remembers about each API request, readable by tests via `GET /__log`. */
export interface LogEntry {
  method: string;
  path: string;
  /** First value of each query parameter. */
  query: Record<string, string>;
  status: number;
  /** ISO time from the service clock. */
  at: string;
  /** Outcome of the bearer check; `none` when the route needs no key (preflight, unknown path). */
  auth: 'valid' | 'invalid' | 'missing' | 'none';
  /** Position of the key in the service's key list; never the key itself. */
  keyIndex: number | null;
  /** Whether the request counted against the monthly budget. */
  billed: boolean;
  /** Injected fault that shaped the response, if any. */
  fault: string | null;
  /** `/mcp` requests only: the JSON-RPC method, and the tool a `tools/call` named. */
  mcp?: { rpc: string | null; tool: string | null };
}

export class RequestLog {
  private items: LogEntry[] = [];

  constructor(private readonly limit = 10_000) {}

  add(entry: LogEntry): void {
    this.items.push(entry);
    if (this.items.length > this.limit) this.items.splice(0, this.items.length - this.limit);
  }

  entries(): LogEntry[] {
    return this.items.map((entry) => structuredClone(entry));
  }

  clear(): void {
    this.items = [];
  }
}

export function firstValues(params: URLSearchParams): Record<string, string> {
  const first = new Map<string, string>();
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}
