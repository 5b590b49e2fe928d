import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./newsletter-copy.ts";
import { PASSWORD_MAX_LENGTH, passwordLength, passwordSchema } from "./password-policy.ts";

/** Form schemas shared by the sign-in pages (client hints) and the auth service (the real check). */

export const NAME_MAX_LENGTH = 100;

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Enter your email address.")
  .max(EMAIL_MAX_LENGTH, `Use ${EMAIL_MAX_LENGTH} characters or fewer.`)
  .pipe(z.email("Enter a valid email address, like name@example.com."))
  .transform((email) => email.toLowerCase());

const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(NAME_MAX_LENGTH, `Use ${NAME_MAX_LENGTH} characters or fewer.`)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    .refine((value) => !/[<>\u0000-\u001f]/.test(value), `Your ${label} can't contain < > or control characters.`);

/** Sign-in only checks presence and the length cap: the policy applies when a password is set. */
const existingPasswordSchema = z
  .string()
  .min(1, "Enter your password.")
  // Code points, as the policy counts them (zod's .max counts UTF-16 units): 128 emoji can be set, so they must sign in.
  .refine(
    (password) => passwordLength(password) <= PASSWORD_MAX_LENGTH,
    `Use ${PASSWORD_MAX_LENGTH} characters or fewer.`,
  );

export const signUpSchema = z.object({
  firstName: nameSchema("first name"),
  lastName: nameSchema("last name"),
  email: emailSchema,
  password: passwordSchema,
});

export const signInSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
  rememberMe: z.boolean().default(true),
});

export const codeSchema = z
  .string()
  .transform((code) => code.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code."));

/** Backup codes are 10 characters in two groups (xxxxx-xxxxx); case and the dash are forgiven. */
export const backupCodeSchema = z
  .string()
  .transform((code) => code.replace(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, "Enter one of your backup codes, like abcde-12345."));

export const verifyCodeSchema = z.object({ email: emailSchema, code: codeSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: passwordSchema,
});

/** E.164: a plus sign and 8 to 15 digits; spaces, dashes and brackets typed by people are dropped. */
export const phoneSchema = z
  .string()
  .transform((phone) => phone.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, "Enter the number with its country code, like +1 415 555 0100."));

/** Moving the account to another address: the new one, and the password asked again. */
export const changeEmailSchema = z.object({ newEmail: emailSchema, password: existingPasswordSchema });

// The forms' own schemas (Conform in the browser, the action on the server) where they differ from
// the service input: hidden fields, a checkbox, a field that picks the code's format.

/** A checkbox: "on" when ticked, absent when not. */
const checkboxSchema = z
  .string()
  .optional()
  .transform((value) => value === "on");

const returnToField = z.string().optional();

export const LogInFormSchema = z.object({
  email: emailSchema,
  password: existingPasswordSchema,
  rememberMe: checkboxSchema,
  returnTo: returnToField,
});

export const SignUpFormSchema = signUpSchema;

export const VerifyEmailFormSchema = verifyCodeSchema;

/** Asking for a new verification mail, and for a password reset link: just the address. */
export const EmailOnlyFormSchema = z.object({ email: emailSchema });

export const MfaFormSchema = z.discriminatedUnion("method", [
  z.object({ method: z.enum(["totp", "sms"]), code: codeSchema, returnTo: returnToField }),
  z.object({ method: z.literal("backup"), code: backupCodeSchema, returnTo: returnToField }),
]);

export const ResetPasswordFormSchema = resetPasswordSchema;

/** A button-only form (send a code, end a session): nothing to check, but its errors still come back. */
export const NoFieldsFormSchema = z.object({});

// The security page's forms.

/** The password asked again before a sensitive change. */
export const PasswordAgainFormSchema = z.object({ password: existingPasswordSchema });

/** A 6-digit code from a mail, a text or the authenticator app. */
export const CodeFormSchema = z.object({ code: codeSchema });

export const ChangeEmailFormSchema = changeEmailSchema;

export const ChangePasswordFormSchema = changePasswordSchema;

export const SmsSetupFormSchema = z.object({ phone: phoneSchema, password: existingPasswordSchema });

export const RevokeSessionFormSchema = z.object({ sessionId: z.string().min(1, "Choose a session.") });

/**
 * Closing the account (decision 059): the address typed again, and the password when the account has
 * one (a Google-only account has none to ask for). The service checks both against the account.
 */
export const CloseAccountFormSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .refine(
      (password) => passwordLength(password) <= PASSWORD_MAX_LENGTH,
      `Use ${PASSWORD_MAX_LENGTH} characters or fewer.`,
    )
    .optional(),
});
