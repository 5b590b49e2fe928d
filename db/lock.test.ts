import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DatabaseLockedError, processStartTime } from "./lock.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  it("refuses a directory held by another live process, naming the directory and the pid", () => {
    const dataDir = tempDir();
    // Pid 1 is always alive: it stands for the other server.
    fs.writeFileSync(`${dataDir}.lock`, "1");
    let error: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toContain(path.resolve(dataDir));
    expect((error as Error).message).toContain("pid 1");
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dataDir = tempDir();
    fs.writeFileSync(`${dataDir}.lock`, "999999999");
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another process (issue 20), and respects the live holder", () => {
    const dataDir = tempDir();
    const other = process.ppid;
    const start = processStartTime(other);
    expect(start, "this test reads /proc").not.toBeNull();
    // The parent is alive, but it is not the process that wrote this lock: another start time.
    fs.writeFileSync(`${dataDir}.lock`, `${other} 1`);
    acquireDataDirLock(dataDir)();
    fs.writeFileSync(`${dataDir}.lock`, `${other} ${start}`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
  });
});
