// The parts of autocannon and s3rver that scripts/test-scale.ts uses (neither ships types).
declare module "autocannon" {
  namespace autocannon {
    interface Result {
      requests: { total: number };
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      latency: { p99: number };
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      requests?: { method?: string; path?: string }[];
    }
    interface Instance {
      once(event: "done", listener: (result: Result) => void): Instance;
      once(event: "error", listener: (error: Error) => void): Instance;
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}

// s3rver: see tests/setup/s3rver-types.d.ts.
