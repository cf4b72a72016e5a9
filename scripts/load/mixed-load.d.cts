export interface MixedLoadResult {
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  latency: { p50: number; p99: number; max: number };
  throughput: number;
}
export function mixedLoad(options: { url: string; connections: number; seconds: number; projectPath?: string }): Promise<MixedLoadResult>;
