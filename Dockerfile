# syntax=docker/dockerfile:1
# The app server image: `docker build -t maven-platform .` (not built in CI: no container registry is
# reachable there, so base images cannot be pulled; npm run test:scale exercises the same topology with
# Debian's nginx and a throwaway PostgreSQL 15 instead). See README "Deployment".

# --- build: all dependencies, then the production build -----------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# npm install, not npm ci: the lockfile lacks other platforms' optional packages (stack notes).
RUN npm install
COPY . .
RUN npx react-router build

# --- production dependencies only ---------------------------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
RUN npm install --omit=dev && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# Every interface, so the server is public: it refuses to start without SITE_URL, seeds no demo sign-ins
# and takes no test-mode payments unless SEED_DEMO_USERS / PAYMENTS_TEST_MODE say so (README).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root bin ./bin
COPY --chown=root:root db/migrations ./db/migrations
# The embedded database runs in a worker thread loaded from this file at run time (decision 025).
COPY --chown=root:root db/pglite-worker.js ./db/pglite-worker.js
COPY --from=build --chown=root:root /app/build ./build
# The code is root-owned and read-only to the app; only ./data (PGlite, local files) is writable.
# With DATABASE_URL and S3_BUCKET set, nothing is written there.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# bin/start.js migrates (under a PostgreSQL advisory lock), seeds a new database, listens, and drains
# on SIGTERM (give it the grace period: docker stop -t 30).
CMD ["node", "bin/start.js"]
