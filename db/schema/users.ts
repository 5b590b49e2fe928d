import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts: name, first/last name and the verified flag. */
export const users = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** learner (everyone), staff (publishes content, works leads), admin (also grants roles). */
  role: text("role", { enum: ["learner", "staff", "admin"] })
    .notNull()
    .default("learner"),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * Database sessions: the cookie carries a random token and `token` holds its keyed hash, so a copy of
 * the table signs nobody in. `persistent` is "keep me logged in" (slides 30 days, else a day); every
 * session ends `SESSION_MAX_AGE_DAYS` after `created_at` however often it is refreshed.
 */
export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    persistent: boolean("persistent").notNull().default(true),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

/** A user's sign-in methods: "credential" (the password hash) or an OAuth provider ("google", `account_id` = its subject). */
export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

/**
 * Our single-use codes and links: e-mail verification (a link and a 6-digit code in one row, either
 * consumes it), SMS sign-in codes, phone verification, e-mail change and password reset links. Only
 * hashes are stored.
 */
export const authCodes = pgTable(
  "auth_code",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["email-verification", "sms-sign-in", "phone-verification", "email-change", "password-reset"],
    }).notNull(),
    target: text("target").notNull(),
    tokenHash: text("token_hash").unique(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("auth_code_user_purpose_idx").on(t.userId, t.purpose)],
);

/** A user's second factors. The TOTP secret is encrypted; `totpLastStep` refuses a replayed code. */
export const mfaFactors = pgTable("mfa_factor", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totpSecret: text("totp_secret"),
  totpEnabledAt: at("totp_enabled_at"),
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  phoneNumber: text("phone_number"),
  smsEnabledAt: at("sms_enabled_at"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Backup codes, hashed; each works once. */
export const mfaBackupCodes = pgTable(
  "mfa_backup_code",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("mfa_backup_code_user_idx").on(t.userId)],
);

/** A password sign-in waiting for its second factor; the browser holds the token, we keep its hash. */
export const mfaChallenges = pgTable("mfa_challenge", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  attempts: integer("attempts").notNull().default(0),
  rememberMe: boolean("remember_me").notNull().default(true),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * Throttling shared by every app server: fixed-window counters per IP and action, and per-account
 * lockout (consecutive failures and the time the account is locked until).
 */
export const authThrottles = pgTable(
  "auth_throttle",
  {
    key: text("key").notNull(),
    kind: text("kind", { enum: ["ip", "account"] }).notNull(),
    count: integer("count").notNull().default(0),
    windowStart: at("window_start").notNull().defaultNow(),
    lockedUntil: at("locked_until"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** oidc-provider's stored models (grants, codes, sessions, interactions), one JSON payload each. */
export const oidcPayloads = pgTable(
  "oidc_payload",
  {
    id: text("id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: at("expires_at"),
    consumedAt: at("consumed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index("oidc_payload_grant_idx").on(t.grantId),
    index("oidc_payload_uid_idx").on(t.uid),
  ],
);
