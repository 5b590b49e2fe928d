import { signInDemoLearner } from "./demo-sign-in.ts";
import fs from "node:fs";
const base = "http://127.0.0.1:3401";
const LOG = "/tmp/pg-throwaway.1Erwdo/server.log";
const cookie = await signInDemoLearner(base);
const sleep = (ms:number)=>new Promise(r=>setTimeout(r,ms));
for (const [p, signed, method] of [["/dashboard",1,"GET"],["/dashboard",1,"GET"],["/courses",1,"GET"],["/courses?x=2",1,"GET"],["/dashboard/account",1,"GET"],["/dashboard/account",1,"GET"],["/graphql",0,"POST"],["/graphql",0,"POST"],["/courses?y=3",0,"GET"]] as const) {
  await sleep(300);
  const before = fs.readFileSync(LOG,"utf8").length;
  const res = await fetch(base+p, { method, headers: { accept: "text/html", ...(signed?{cookie}:{}) , ...(method==="POST"?{"content-type":"application/json", origin: base}:{}) }, body: method==="POST"? JSON.stringify({ query: "{ listDatasets(limit: 5) { items { id title } } }" }):undefined });
  await res.text();
  await sleep(400);
  const chunk = fs.readFileSync(LOG,"utf8").slice(before);
  const stmts = chunk.split("\n").filter(l=>/duration: .* (execute|statement)/.test(l));
  console.log(p, signed?"signed":"anon", res.status, stmts.length, "statements");
  if (process.env.V===p) for (const s of stmts) console.log("   ", s.replace(/^.*?(duration)/,"$1").slice(0,260));
}
