import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Layers import one way: core → db → server → app (docs/architecture.md). A lower layer that
 * imports a higher one fails the lint.
 */
const layer = (files, forbidden) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: forbidden.map((name) => ({
          group: [`~/${name}/*`, `../${name}/*`, `../../${name}/*`, `../../../${name}/*`],
          message: `The ${files[0].split("/")[0]} layer must not import from ${name}/ (layers run core → db → server → app).`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "bench/floor/build/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  layer(["core/**/*.{ts,tsx}"], ["db", "server", "app"]),
  layer(["db/**/*.{ts,tsx}"], ["server", "app"]),
  layer(["server/**/*.{ts,tsx}"], ["app"]),
  // Tests may import anything.
  { files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"], rules: { "no-restricted-imports": "off" } },
);
