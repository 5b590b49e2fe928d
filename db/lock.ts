import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${holderPid}). ` +
        `Stop that process first, or point PGLITE_DIR at another directory.`,
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * When a process started, as the kernel counts it (Linux: field 22 of /proc/<pid>/stat), or null
 * where that cannot be read. With the pid it names one process: a pid the system gave to another
 * process after the lock holder died has another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** "<pid> <start time>" (older files hold only the pid). */
function lockOwner(content: string): { pid: number; start: string | null } {
  const [pid, start] = content.trim().split(/\s+/);
  return { pid: Number.parseInt(pid ?? "", 10), start: start || null };
}

/** Whether the lock's holder still runs: alive, and (where we can tell) the same process. */
function holderRuns(owner: { pid: number; start: string | null }): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = owner.start === null ? null : processStartTime(owner.pid);
  return owner.start === null || now === null || now === owner.start;
}

/**
 * PGlite takes no lock of its own and two processes on one directory silently lose writes
 * (stack notes), so we hold a pid file beside the data directory. A stale file from a process
 * that died, or whose pid now belongs to another process, is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const start = processStartTime(process.pid);
      fs.writeFileSync(lockPath, start ? `${process.pid} ${start}` : String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (lockOwner(fs.readFileSync(lockPath, "utf8")).pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = lockOwner(fs.readFileSync(lockPath, "utf8"));
      if (Number.isInteger(owner.pid) && owner.pid !== process.pid && holderRuns(owner)) {
        throw new DatabaseLockedError(path.resolve(dataDir), owner.pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
