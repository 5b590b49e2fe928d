// PostgreSQL errors that are not our bugs, recognised whether the driver error is thrown as is or
// wrapped by Drizzle (DrizzleQueryError keeps it as `cause`).

function sqlStatesOf(error: unknown): string[] {
  const states: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") states.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return states;
}

/**
 * Text PostgreSQL refuses (a NUL byte: 22021 character_not_in_repertoire / invalid byte sequence,
 * 22P05 untranslatable_character): the caller's input, answered as bad input, never a 500.
 */
export function isInvalidTextError(error: unknown): boolean {
  return sqlStatesOf(error).some((code) => code === "22021" || code === "22P05");
}
