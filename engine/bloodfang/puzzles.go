package bloodfang

// Puzzle is a position to win from: the player (seat 0) plays first against the computer.
type Puzzle struct {
	ID       string
	Name     string
	Goal     string // what to do, in a player's words
	Position string // ParsePosition's text
}

// Puzzles are the shipped puzzles, easiest first; a test proves each can be won whatever the
// other side plays, and not by passing.
var Puzzles = []Puzzle{
	{ID: "bf-1", Name: "The last word", Goal: "Win the game: the AI has no card left, and one play of yours wins.", Position: `
names You, AI
turn 9
active 0
hand 0: archer squire
hand 1:
board
A:sentry A1 . B:monarch B3
A:warden A1 . . B:golem
A1 A1 . . B1
`},
	{ID: "bf-2", Name: "Through the dragon", Goal: "Win the game: the AI holds a dragon; find the play that beats it anyway.", Position: `
names You, AI
turn 9
active 0
hand 0: healer sentry
hand 1: dragon bomb
board
A:saboteur B1 A2 A1 B1
A:knight A2 . B:dragon B:runner
A:scout . B:martyr . B2
`},
	{ID: "bf-3", Name: "Two monarchs", Goal: "Win the game against two monarchs in the AI's hand.", Position: `
names You, AI
turn 9
active 0
hand 0: squire martyr
hand 1: monarch monarch
board
A1 . . . B1
A2 A2 B1 . B2
A:banner A1 B1 A2 B3
`},
	{ID: "bf-4", Name: "Witch against witch", Goal: "Win the game: both of you hold a witch.", Position: `
names You, AI
turn 9
active 0
hand 0: tactician witch
hand 1: witch banner
board
A:runner . . B:hexer B:shieldbearer
A2 A2 A1 A2 B:sentry
A2 B2 A2 A1 B:lancer
`},
	{ID: "bf-5", Name: "The giant's answer", Goal: "Win the game, though the AI keeps a giant for its answer.", Position: `
names You, AI
turn 9
active 0
hand 0: knight plague-rat
hand 1: giant
board
A3 . . A2 B3
A3 B2 . B:bomb B:squire
A2 . . . B:archer
`},
}
