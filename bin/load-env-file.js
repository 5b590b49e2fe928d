// A .env file fills in the variables the process environment does not set (issue 20). ENV_FILE names
// another file; ENV_FILE= (empty) turns it off (the test servers do, so a developer's .env cannot
// reach them). Node >= 20.12 parses it (process.loadEnvFile); a missing file is fine.

/** Loads the env file into `process.env`; returns its path, or null when there is none. */
export function loadEnvFile(env = process.env) {
  const file = env.ENV_FILE ?? ".env";
  if (!file) return null;
  try {
    process.loadEnvFile(file);
    return file;
  } catch (error) {
    if (error && error.code === "ENOENT") return null;
    throw error;
  }
}
