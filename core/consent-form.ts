import { z } from "zod";
import { CONSENT_VALUES } from "./consent.ts";

/**
 * The cookie box's answer. Apart from core/consent.ts on purpose: every page reads the consent cookie,
 * and importing zod at all keeps its core (about 6 KB gzipped) in the shell's bundle.
 */
export const ConsentSchema = z.enum(CONSENT_VALUES, {
  error: 'Consent must be "necessary" or "all".',
});
