# The game server as one image: the static server binary with web/ (app.wasm, pre-compressed)
# beside it. Build and run (see docs/operating.md, "Deploying with Docker"):
#
#	docker build -t heat .
#	docker run -d --name heat --network host -v heat-acme:/acme heat -domain heat.example.org
#
# Stage 1 builds app.wasm and the server with the toolchain go.mod names.
FROM golang:1.26.8-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# `make wasm` copies the toolchain's wasm_exec.js (which the server embeds), builds app.wasm and
# each game's own wasm with the project's flags and writes their brotli and gzip siblings.
RUN make wasm \
	&& CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o /out/heat . \
	&& cp -r web /out/web \
	&& mkdir -p /acme

# Stage 2: nothing but the binary, web/, CA certificates (ACME talks to Let's Encrypt over HTTPS)
# and an unprivileged user.
FROM gcr.io/distroless/static-debian12:nonroot
WORKDIR /app
COPY --from=build /out/ /app/
COPY --from=build --chown=65532:65532 /acme /acme
# Certificates obtained by ACME live in a volume, so that a new container does not ask again
# (Let's Encrypt limits how often a domain may ask).
ENV ACME_CACHE=/acme
VOLUME /acme
# HTTP (ACME's challenge and the redirect), HTTPS, STUN/TURN, and the relay's ports
# (-relay-ports, default 50000-50999).
EXPOSE 80/tcp 443/tcp 3478/udp 50000-50999/udp
ENTRYPOINT ["/app/heat", "-web", "/app/web"]
