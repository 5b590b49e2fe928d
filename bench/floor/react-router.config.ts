// The floor for `npm run bench`: a bare React Router 7 framework-mode app on the same versions as the
// app, built and served beside it so every figure can be reported as a ratio to it (issue 20).
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
