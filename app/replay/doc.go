// Package replay is the platform's pages that show finished games, for every game through the
// game's own pages (its room's Play, fed by a shell.Watch session): the replay viewer (/replay:
// a game from My games, a link that carries the file, or a file opened or dropped), My games
// (/games: the last finished games kept in this browser) and today's challenges (/daily, and
// /daily/<game> to play one). The files, links and checks are titles/replay's.
package replay
