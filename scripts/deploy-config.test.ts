import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ENV_VARIABLE_NAMES, parseEnv } from "~/server/env.ts";
import { SHUTDOWN_GRACE_MS } from "~/server/http/shutdown.ts";

// compose.yaml cannot be run here (no registry for its images, no container runtime that starts), so
// what can be checked without running it is checked: that the app servers' configuration is one the
// app itself accepts, with the image's ENV, and that every name in it (services, ports, files,
// credentials) points at something that exists. scripts/test-scale.ts runs deploy/nginx.conf itself.

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  stop_grace_period?: string;
}
const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.build === ".");

/** Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` from `shell`; `$$` is `$`. */
function interpolate(value: string, shell: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (whole, name: string, kind, arg: string) => {
    if (whole === "$$") return "$";
    const set = shell[name];
    if (set) return set;
    if (kind === "?") throw new Error(`compose refuses to start: ${arg}`);
    return kind === "-" ? arg : "";
  });
}
const environmentOf = (service: Service, shell: Record<string, string>) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), shell)]));

/** The runtime stage's ENV of the Dockerfile. */
function imageEnv(): Record<string, string> {
  const runtime = read("Dockerfile").split(/^FROM .* AS runtime$/m)[1]!;
  return Object.fromEntries(
    [...runtime.matchAll(/^ENV (.+)$/gm)].flatMap((m) => m[1]!.split(/\s+/).map((pair) => pair.split("=", 2))),
  );
}

const OPERATOR = { AUTH_SECRET: "0123456789abcdef0123456789abcdef" };

describe("compose.yaml", () => {
  it("runs two app servers from this Dockerfile, each setting only variables the app reads", () => {
    expect(appServices.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((k) => !ENV_VARIABLE_NAMES.includes(k));
      expect(unknown).toEqual([]);
    }
  });

  it("gives the app servers a production configuration the app accepts, with the image's ENV", () => {
    const env = parseEnv({ ...imageEnv(), ...environmentOf(services.app1!, OPERATOR) });
    expect(env.isProduction).toBe(true);
    expect(env.host).toBe("0.0.0.0");
    expect(env.databaseUrl).toMatch(/^postgres:\/\//);
    expect(env.s3?.bucket).toBe("maven");
    expect(env.seedDemoUsers).toBe(false);
    expect(env.siteUrl).toBe("http://localhost:8080");
    expect(env.authSecret).toBe(OPERATOR.AUTH_SECRET);
    expect(env.trustProxy).toMatchObject({ kind: "hops", hops: 1 });
  });

  it("refuses to start without AUTH_SECRET, and says so", () => {
    expect(() => environmentOf(services.app1!, {})).toThrow(/set AUTH_SECRET/);
  });

  it("points the app servers at services that exist, with matching ports and credentials", () => {
    const env = environmentOf(services.app1!, OPERATOR);
    const database = new URL(env.DATABASE_URL!);
    const postgres = environmentOf(services[database.hostname]!, OPERATOR);
    expect(database.port).toBe("5432");
    expect([database.username, database.password, database.pathname.slice(1)]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      postgres.POSTGRES_DB,
    ]);

    const s3 = new URL(env.S3_ENDPOINT!);
    const minio = environmentOf(services[s3.hostname]!, OPERATOR);
    expect(s3.port).toBe("9000");
    expect([env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]).toEqual([
      minio.MINIO_ROOT_USER,
      minio.MINIO_ROOT_PASSWORD,
    ]);
    // The bucket the servers use is the one the setup service makes.
    expect(JSON.stringify(services["minio-bucket"])).toContain(`local/${env.S3_BUCKET}`);

    const smtp = new URL(env.SMTP_URL!);
    expect(services[smtp.hostname]).toBeDefined();
    expect(smtp.port).toBe("1025");

    for (const [, service] of appServices) {
      const dependsOn = Object.keys(service.depends_on ?? {});
      expect(dependsOn.every((name) => services[name])).toBe(true);
      expect(dependsOn).toContain(database.hostname);
      // Longer than the server's own drain, so a stop never cuts a request short.
      expect(Number.parseInt(service.stop_grace_period!, 10) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    }
  });

  it("mounts deploy/nginx.conf, whose upstreams are the app servers on the image's port", () => {
    const mount = services.nginx!.volumes!.find((v) => v.endsWith(":/etc/nginx/nginx.conf:ro"));
    const file = mount!.split(":")[0]!;
    expect(existsSync(path.join(ROOT, file))).toBe(true);
    const upstreams = [...read(file).matchAll(/^\s*server (\S+):(\d+)/gm)].map((m) => [m[1], m[2]]);
    expect(upstreams).toEqual(appServices.map(([name]) => [name, imageEnv().PORT]));
  });
});
