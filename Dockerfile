# syntax=docker/dockerfile:1
# HouseHunt's image: the web app and server built in one stage, run in another on Node 20 (Debian slim) with
# production dependencies only, as the unprivileged `node` user. See "Deploying" in README.md.

ARG NODE_VERSION=20.20

# Every dependency, then the build: the web app into dist/web, the server into dist/server, the demo seed into
# dist/seed.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile lacks some of @tailwindcss/oxide's per-platform optional packages,
# which `npm ci` refuses (the README's install command and .ci/run do the same). Platform binaries (sharp's
# libvips for linux-x64 or linux-arm64 glibc, rolldown, lightningcss) are picked for the image's platform.
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json tsconfig.build.json tsconfig.web.json vite.config.ts ./
COPY scripts/build ./scripts/build
COPY src ./src
RUN npm run build

# Production dependencies alone, installed on the same base image, so sharp gets the glibc build of libvips.
FROM node:${NODE_VERSION}-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
# jemalloc instead of glibc's malloc: sharp's libvips threads each get a glibc heap ("arena") that keeps freed
# memory, and resident memory climbed by hundreds of megabytes over a few hundred photo uploads; with jemalloc it
# is handed back. The library path depends on the platform, hence the link.
RUN apt-get update \
  && apt-get install -y --no-install-recommends libjemalloc2 \
  && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so
ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so \
  NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/app/data
WORKDIR /app
COPY package.json ./
COPY migrations ./migrations
# The share previews' font (src/server/listings/share-image.ts): never the machine's own.
COPY assets ./assets
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The embedded database and local photos live here when DATABASE_URL and S3 are not used.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
# 3000: the site and API; 9464: /metrics when METRICS_PORT=9464 (keep it off the public network).
EXPOSE 3000 9464
# The slim image has no curl; Node's fetch asks the liveness route (the process answers).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The demo seed first (it fills an empty database when SEED_DEMO=true, then returns), then the server, in one
# process that receives the signals Docker sends; the seed is not part of the server (src/seed/main.ts).
CMD ["node", "--import", "./dist/seed/main.js", "dist/server/main.js"]
