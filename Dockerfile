# syntax=docker/dockerfile:1
# Production image: the Fastify API serving the prerendered website and POST /send-email.php.
#   docker build -t verdalia-web .
#   docker build --build-arg HCAPTCHA_SITEKEY=<real site key> --build-arg SITE_URL=https://… .
# Runtime settings (HCAPTCHA_SECRET, SMTP_URL, MAIL_TO, …) come from the environment;
# see .env.example. Outbox and .eml mailbox live under /data (mount a volume there).

ARG NODE_IMAGE=node:22-bookworm-slim

# --- dependencies: all of them for the build, production-only for the runtime -------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV CI=true
# pnpm is pinned by package.json's "packageManager"; corepack fetches exactly that version.
RUN corepack enable
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY tooling/eslint/package.json tooling/eslint/
COPY tooling/typescript/package.json tooling/typescript/
COPY e2e/package.json e2e/

FROM manifests AS build-deps
RUN pnpm install --frozen-lockfile --filter "@verdalia/api..." --filter "@verdalia/web..."

FROM manifests AS prod-deps
RUN pnpm install --frozen-lockfile --prod --filter "@verdalia/api..."

# --- build shared, then the website (prerendered pages) and the API ------------------------
FROM build-deps AS build
# Build-time settings of the website (read by apps/web/vite.config.ts).
ARG SITE_URL=https://www.verdalia.example
ARG HCAPTCHA_SITEKEY=10000000-ffff-ffff-ffff-000000000001
ENV SITE_URL=${SITE_URL} HCAPTCHA_SITEKEY=${HCAPTCHA_SITEKEY}
COPY . .
RUN pnpm --filter @verdalia/shared run build \
 && pnpm --filter @verdalia/web run build \
 && pnpm --filter @verdalia/api run build

# --- runtime: node + production dependencies + built output, as a non-root user ------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    OUTBOX_DIR=/data/outbox \
    MAILBOX_DIR=/data/mailbox \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
# pnpm's layout is symlinks into node_modules/.pnpm; COPY keeps them.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=prod-deps /app/packages/shared/node_modules ./packages/shared/node_modules
COPY --from=build /app/packages/shared/package.json ./packages/shared/
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data/outbox /data/mailbox && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The node flags are the ones of apps/api/package.json's start script (a test keeps them equal).
CMD ["node", "--initial-old-space-size=64", "apps/api/dist/server.js"]
