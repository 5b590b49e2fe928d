/** Loads the env file (ENV_FILE, default .env) into process.env; its path, or null when there is none. */
export function loadEnvFile(env?: NodeJS.ProcessEnv): string | null;
