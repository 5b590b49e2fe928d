import { createRequire } from "node:module";
import { signInDemoLearner } from "./demo-sign-in.ts";
const autocannon = createRequire(import.meta.url)("autocannon");
const base = process.argv[2]!; const conns = Number(process.argv[3] ?? 20); const dur = Number(process.argv[4] ?? 15);
const cookie = await signInDemoLearner(base);
const paths = (process.argv[5] ?? "/dashboard,/courses,/dashboard/account").split(",");
const r = await autocannon({ url: base, connections: conns, duration: dur, headers: { accept: "text/html", cookie }, requests: paths.map((p) => ({ path: p })) });
console.log(paths.join(","), Math.round(r.requests.average), "req/s p50", r.latency.p50, "p99", r.latency.p99, "non2xx", r.non2xx, "errors", r.errors);
