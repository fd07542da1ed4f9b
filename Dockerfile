# The production image: the built API and web app on Node 22, with production dependencies only, run as the
# unprivileged `node` user. The embedded PostgreSQL (an optional dependency, for `npm start` on a laptop) is left
# out: DATABASE_URL names the database. One image for every role: `node dist/server/src/release.js` is the release
# step (`npm run migrate`), `node dist/server/src/main.js` an API replica or the web server, by their settings.
#   docker build -t jambo-africa .

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are not needed to build; without them the `node` package (Node 22 for machines with an older one)
# brings no binary, so the build runs on this image's Node.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only, without the optional embedded PostgreSQL; argon2 loads its prebuilt binary.
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# What the server reads at run time besides its code: bundled artwork, and the help texts the help chat searches.
COPY server/assets ./server/assets
COPY web/src/locales ./web/src/locales
# Uploads go below DATA_DIR (.data): the only place the process writes. Mount a shared volume there with replicas.
RUN mkdir -p .data/uploads && chown -R node:node .data
USER node
EXPOSE 4000 3000
# A replica needs tens of seconds to start on a busy host (loading the schema, connecting to PostgreSQL and Redis):
# failures in its first minute don't count, and a probe is a whole Node start, so it gets more than a few seconds.
HEALTHCHECK --interval=10s --timeout=10s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT ?? 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/src/main.js"]
