// Package shell is the part of the platform's pages that every game shares: the home page with
// its list of games, the not-found page, the lobby of a room, the share link, the player's
// profile, the browser's storage, and the page's one game session (a solo host, a host for
// friends or a guest), with the rooms and solo games it comes from.
//
// A game's pages (app/<game>) build on it: they read their state from the session through a
// Reader, and register their routes with Mount (see package routes for the list of games).
package shell
