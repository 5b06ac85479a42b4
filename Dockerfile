# The production image: build with dev dependencies, then ship the build, the runtime
# dependencies, the migrations and the CLI scripts (import, seed, user:create, jobs).
# Node 22 LTS: Node 20 reached its end of life in April 2026 (.ci/run runs the unit suite on
# Node 22 too). Run it with APP_URL (the public origin) and DATABASE_URL set, for example
#   docker run -e APP_URL=https://motormart.ng -e DATABASE_URL=postgres://... -p 3000:3000 img
# One image, three roles (docker-compose.yml, deploy/k8s/):
#   web (the default command)   node server.js
#   background jobs             node --import tsx scripts/jobs.ts   (web: JOBS_IN_SERVER=false)
#   a one-off script            node --import tsx scripts/seed.ts --if-empty   (or npm run ...)
# tsx is a runtime dependency, so the TypeScript scripts run here after `npm prune --omit=dev`.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci || npm install
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SEED_ON_EMPTY=false
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/package.json /app/server.js /app/tsconfig.json ./
COPY --from=build /app/db ./db
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
# DATA_DIR: scratch for a stateless replica (README, Scaling out). It keeps something only
# without DATABASE_URL (the embedded database), S3_BUCKET (files), SESSION_SECRET (the
# generated secret) or SMTP_URL/TERMII_API_KEY (the outbox): then mount a volume here. No
# VOLUME line, which would give every replica an anonymous volume of its own.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server.js"]
