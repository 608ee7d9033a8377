// Package replay is the platform's finished games as players keep and share them, for every game
// at once: a File (the game's save as its title writes it, who played, the result, and what proves
// it fair), its link (the file itself, compressed, for a URL's fragment: no server stores it), its
// check (Open: the fairness commitment, the seed of a daily challenge, and every move replayed by
// the title's rules to the end) and its frames (what one seat saw after each move), which the
// replay viewer shows through each game's own pages. It knows no game: a file names its game,
// whose title comes from the registry.
package replay
