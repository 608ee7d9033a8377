// Package signal is the room-code signaling server of the game and its
// client.
//
// The host's page creates a room and gets a short code to share; guests join
// with the code; the server then relays the WebRTC handshake (offers,
// answers, ICE candidates: opaque JSON to it) between the host and each
// guest, and nothing else. It knows nothing of games and never sees a game
// message. A host may also list its room publicly: the server keeps the
// opaque, bounded listing it publishes (listing.go) while the host is there,
// and streams each game's list to the sockets that watch it (lists.go).
// Strangers cannot lock a room (admit.go: a join deadline, the host's
// expel, places shared out by address, seat keys that always get in) nor
// fill a game's list (listplace.go); a listing's names follow package
// names and its game is one the caller serves (listcheck.go).
// protocol.go describes the wire protocol.
//
// The server (Server, built natively only) is an http.Handler:
//
//	srv := signal.NewServer(signal.Config{}, logger)
//	mux.Handle(signal.Path, srv)
//	mux.Handle("/healthz", srv.HealthHandler())
//	httpServer.RegisterOnShutdown(func() { srv.Shutdown(ctx) })
//
// The client (Client) builds natively and for the browser (GOOS=js
// GOARCH=wasm) and pulls no server code into the wasm build:
//
//	c, err := signal.Dial(ctx, "ws://127.0.0.1:8000/signal")
//	room, token, err := c.Create(ctx)       // host
//	peerID, err := c.Join(ctx, room)        // guest
//	err = c.Send(ctx, signal.HostID, offer) // guest to host
//	for ev := range c.Events() { … }
package signal
