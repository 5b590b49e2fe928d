// Writes the API's schema (server/graphql/schema.ts) as SDL to server/graphql/schema.graphql, the
// documented contract other apps read. server/graphql/schema.test.ts fails while the two differ.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printSchema } from "graphql";
import { createApiSchema } from "../server/graphql/schema.ts";

const file = fileURLToPath(new URL("../server/graphql/schema.graphql", import.meta.url));
writeFileSync(file, `${printSchema(createApiSchema())}\n`);
console.log(`wrote ${file}`);
