# The shop's image (docs/scaling.md, decision 0049): the built app, its start script, and nginx-light, so one image
# runs both roles of compose.yaml — an app instance (`npm start` without the build step) and the front (nginx with
# deploy/nginx.conf, serving .next/static from this image).
FROM node:20-bookworm-slim AS build
WORKDIR /srv/shop
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# The install applies patches/ (decision 0073) from its postinstall script.
COPY patches ./patches
# The registry may lack other platforms' optional binaries; fall back to install from the same lock file (.ci/run).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# Builds and writes the build stamp, so the start script finds the build current and does not build again.
RUN npx tsx scripts/build-if-needed.ts

FROM node:20-bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /srv/shop
COPY --from=build /srv/shop /srv/shop
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/shop
RUN mkdir -p /var/lib/shop && chown node:node /var/lib/shop /srv/shop/.next
USER node
EXPOSE 3000
# Readiness (decision 0049): 503 while the instance drains or its database is down.
HEALTHCHECK --interval=5s --timeout=2s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches the start script directly (no npm in between): graceful shutdown within 20 s.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "scripts/start.ts", "--no-build"]
