import { vi } from 'vitest';

/**
 * expect.poll gives up after 1 s by default: too short for a lookup on this shared 2-core machine
 * while other suites run. Waiting longer never slows a passing test (polls stop on success).
 */
export function patientPolls(timeout = 10_000): void {
  vi.setConfig({ expect: { poll: { timeout, interval: 100 } } });
}
