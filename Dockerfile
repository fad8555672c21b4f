# Images of the site and its mail API, built from one pruned workspace:
#   target api    the API (Node 24 LTS, slim, non-root); serves the site too (npm start's topology)
#   target nginx  nginx with the prerendered site and its generated configuration (production)
#   docker build --target api -t verdalia-api .
#   docker build --target nginx -t verdalia-nginx .
#   --build-arg HCAPTCHA_SITEKEY=<real site key> --build-arg SITE_URL=https://…
# Runtime settings (HCAPTCHA_SECRET, SMTP_URL, MAIL_TO, …) come from the environment; see
# .env.example and docs/operations.md.
# Builds need BuildKit (the pnpm store's cache mount): Docker 23 and later use it by default;
# Debian's docker.io 20.10 with DOCKER_BUILDKIT=1 (and COMPOSE_DOCKER_CLI_BUILD=1 for
# docker-compose v1). There is no `# syntax=` line on purpose: BuildKit then uses the Dockerfile
# frontend built into it, which has RUN --mount, instead of pulling docker/dockerfile from a
# registry at every build, so the images build where no registry can be reached.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH
# pnpm exactly as package.json's "packageManager" pins it, installed by npm from the npm
# registry (npm checks the package's integrity). Not corepack: Node 25 no longer ships it, and
# it refuses a registry whose metadata lacks npm's signatures (a mirror, as on this kind of
# machine: "No compatible signature found in package metadata").
COPY package.json /tmp/package-manager.json
RUN npm install --global --no-fund --no-audit --loglevel=error \
      "pnpm@$(node -p 'require("/tmp/package-manager.json").packageManager.split("@")[1].split("+")[0]')"
WORKDIR /app

# --- the workspace cut down to the API, the website and what they depend on -------------
# turbo prune writes their manifests (json/) apart from their sources (full/), so the install
# layer is reused until a manifest or the lockfile changes. A new workspace package needs
# no new line here.
FROM base AS pruned
COPY . .
# COPY keeps the modes files have in the clone: one made under umask 077 would give the
# images' unprivileged users (node, www-data) files they cannot read. Every file readable by
# all, as in a clone made under the usual umask 022; executables and folders enterable.
RUN chmod -R u+rwX,go=rX .
RUN pnpm dlx "turbo@$(node -p 'require("./package.json").devDependencies.turbo')" \
      prune @verdalia/api @verdalia/web --docker

FROM base AS build
COPY --from=pruned /app/out/json/ ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile
COPY --from=pruned /app/out/full/ ./
# The writer of nginx's main file (a root script, outside the pruned workspace packages).
COPY scripts/prod/nginx-main.mjs scripts/prod/
# Build-time settings of the website (read by apps/web/vite.config.ts).
ARG SITE_URL=https://www.verdalia.example
ARG HCAPTCHA_SITEKEY=10000000-ffff-ffff-ffff-000000000001
ENV SITE_URL=${SITE_URL} HCAPTCHA_SITEKEY=${HCAPTCHA_SITEKEY}
RUN pnpm exec turbo run build --filter=@verdalia/api --filter=@verdalia/web
# The nginx includes, for the site as the nginx image holds it (/srv/verdalia). A proxy in front
# of nginx (a CDN, a TLS terminator): its addresses, so nginx's limits count visitors.
ARG NGINX_REAL_IP_FROM=
RUN node apps/api/dist/nginx/write-nginx-includes.js --root /srv/verdalia --out /app/nginx --brotli yes \
 && node scripts/prod/nginx-main.mjs --out /app/nginx/nginx.conf --includes /etc/nginx/verdalia \
      --port 8080 --upstream api-1:3000,api-2:3000 --work /tmp/nginx --brotli yes \
      --real-ip-from "$NGINX_REAL_IP_FROM"
# The API with its production dependencies only, workspace packages included.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm --filter @verdalia/api deploy --prod --legacy /app/deploy

# --- the API -------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    OUTBOX_DIR=/data/outbox \
    MAILBOX_DIR=/data/mailbox \
    WEB_DIST_DIR=/app/web
WORKDIR /app/api
COPY --from=build /app/deploy ./
COPY --from=build /app/apps/web/dist /app/web
# qpdf reads the PDF attachments (ADR 0006): Debian's own, the build npm start fetches into
# .tools/qpdf elsewhere. (prlimit, which bounds it, is util-linux's: in every Debian image.)
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends qpdf \
 && rm -rf /var/lib/apt/lists/* \
 && qpdf --version && prlimit --version
# The outbox lives in /data: mount a named volume there (one per replica).
RUN mkdir -p /data/outbox /data/mailbox && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exactly apps/api/package.json's start script (node flags, if any, live there).
CMD ["node", "--max-semi-space-size=2", "--initial-old-space-size=64", "dist/server.js"]

# --- nginx in front of the API replicas ------------------------------------------------------
FROM debian:bookworm-slim AS nginx
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY --from=build /app/apps/web/dist /srv/verdalia
COPY --from=build /app/nginx/http.conf /app/nginx/server.conf /etc/nginx/verdalia/
COPY --from=build /app/nginx/nginx.conf /etc/nginx/nginx.conf
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-c", "/etc/nginx/nginx.conf"]
