// Package natlab builds small networks on this machine with Linux network namespaces, to prove
// that friends on other networks connect: a "public" namespace that runs the game server, and
// homes behind routers that translate addresses the way home routers (endpoint-independent
// mapping, "cone") and mobile networks or offices (a new port for every destination,
// "symmetric") do. It uses only the addresses of its own namespaces.
//
// The programs inside the namespaces are this process's own binary started again with
// `ip netns exec` (a test binary or cmd/bench): RunChild, called first thing in main or TestMain,
// turns such a child into the game server (server.Main), a host or a guest (native pion peers of
// package p2p racing Heat with the bot), which report to the parent in JSON lines.
//
// It needs root, iproute2 and iptables; Available says why a lab cannot be built.
package natlab
