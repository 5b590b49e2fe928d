#!/usr/bin/env node
// Operator commands from the production build, where the server runs (the image has no scripts and no
// dev dependencies): node bin/ops.js db:migrate | db:seed | admin:grant someone@example.com
// Same configuration as a start (environment, then .env); `node bin/ops.js` alone lists the commands.
import { loadEnvFile } from "./load-env-file.js";

loadEnvFile();
process.env.NODE_ENV ??= "production";
const { runOperatorCommand } = await import("../build/server/index.js");
process.exit(await runOperatorCommand(process.argv.slice(2)));
