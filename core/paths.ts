/**
 * Paths other modules must agree on without importing the app's route table
 * (spec section 2: named route constants). Every link in the UI is still built with `href()`.
 */
export const PRIVACY_POLICY_PATH = "/privacy-policy";
export const SIGNUP_PATH = "/signup";
export const SIGNUP_PRICING_PATH = "/signup/pricing";
export const SIGNUP_CONFIRM_PATH = "/signup/confirm";
export const SIGNUP_ENTERPRISE_PATH = "/signup/enterprise";
export const SIGNUP_ENTERPRISE_CONFIRM_PATH = "/signup/enterprise/confirm";
export const ONBOARDING_TEAM_PATH = "/onboarding/team";
export const LOGIN_PATH = "/login";
export const LOGOUT_PATH = "/logout";
