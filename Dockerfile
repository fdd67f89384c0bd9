# One image for every backend node: the API, Socket.IO and the built single-page app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json turbo.json tsconfig.json ./
# Every workspace's manifest, so `npm ci` installs the whole workspace graph before the sources arrive.
COPY packages/contracts/package.json packages/contracts/
COPY packages/answer-matching/package.json packages/answer-matching/
COPY packages/arena-engine/package.json packages/arena-engine/
COPY packages/question-bank/package.json packages/question-bank/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY packages packages
COPY backend backend
COPY frontend frontend
RUN TURBO_TELEMETRY_DISABLED=1 npx turbo run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
