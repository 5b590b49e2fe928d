import { z } from "zod";

// Zod 4 probes `new Function("")` on first parse to decide whether to compile object checks; under our
// CSP (no 'unsafe-eval') the probe is refused and reported as a violation. Browser forms validate with
// the interpreted checks instead: they are small, so the speed makes no difference.
z.config({ jitless: true });
