import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "../bin/load-env-file.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
const names = ["ENV_FILE_TEST_A", "ENV_FILE_TEST_B"];
afterEach(() => names.forEach((name) => delete process.env[name]));

describe("loadEnvFile", () => {
  it("fills in what the environment does not set, and never overrides it", () => {
    const file = path.join(dir, ".env");
    fs.writeFileSync(file, "ENV_FILE_TEST_A=from-file\nENV_FILE_TEST_B=from-file\n");
    process.env.ENV_FILE_TEST_A = "from-environment";
    expect(loadEnvFile({ ENV_FILE: file })).toBe(file);
    expect(process.env.ENV_FILE_TEST_A).toBe("from-environment");
    expect(process.env.ENV_FILE_TEST_B).toBe("from-file");
  });

  it("is a no-op without the file, or with ENV_FILE empty", () => {
    expect(loadEnvFile({ ENV_FILE: path.join(dir, "missing.env") })).toBeNull();
    fs.writeFileSync(path.join(dir, "other.env"), "ENV_FILE_TEST_B=x\n");
    expect(loadEnvFile({ ENV_FILE: "" })).toBeNull();
    expect(process.env.ENV_FILE_TEST_B).toBeUndefined();
  });
});
