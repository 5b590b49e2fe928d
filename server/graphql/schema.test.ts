import { readFileSync } from "node:fs";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { createApiSchema } from "./schema.ts";

describe("the documented schema", () => {
  it("is the schema the server runs (npm run graphql:schema rewrites it)", () => {
    const documented = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");
    expect(documented).toBe(`${printSchema(createApiSchema())}\n`);
  });

  it("has the spec's operations and field names", () => {
    const sdl = printSchema(createApiSchema());
    for (const field of [
      "me: LegacyUser",
      "listUserAttributes(filter: UserAttributeFilter!, limit: Int, nextToken: String): UserAttributeConnection!",
      "getDataset(id: ID!): Dataset",
      "listDatasets(filter: DatasetFilter, limit: Int, nextToken: String): DatasetConnection!",
      "marketingEventCreate(event_id: Int!): MarketingEvent!",
      "marketing_event_id: ID!",
    ]) {
      expect(sdl).toContain(field);
    }
  });
});
