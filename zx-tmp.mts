import { ZxcvbnFactory } from "@zxcvbn-ts/core";
const common = await import("@zxcvbn-ts/language-common");
const en = await import("@zxcvbn-ts/language-en");
const z = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations: en.translations });
const ps = process.argv.slice(2);
for (const p of ps) { const r = z.check(p, ["ada","lovelace","maven","analytics","mavenanalytics","maven analytics"]); console.log(JSON.stringify(p), r.score, r.feedback.warning, r.feedback.suggestions); }
