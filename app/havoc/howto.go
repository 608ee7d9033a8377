package havoc

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// howToPage is How to play: the goal, the five stages, the Storm's special cards, coins, the
// race's dice, the pit and the keyboard.
func howToPage() app.Composer {
	return &shell.RulesPage{
		Game:   game.Name,
		Lead:   "Win the Storm card game to roll first, hide coins on the track, and race round a four-lane oval. First across the line after the last lap wins.",
		Start:  []shell.Link{{Path: pathSolo, Label: "Race against bots"}, {Path: pathFriends, Label: "With friends"}},
		Topics: howToTopics,
	}
}

// howToTopics are How to play's topics, in reading order; the in-game "?" buttons say the same
// in fewer words (stormHelp and the others).
var howToTopics = []shell.RulesTopic{
	{ID: "round", Title: "A game, round by round", Words: []string{
		"Once, at the start, every player turns one of 18 face-down cards: the lowest deals the first Storm.",
		"Then every round runs three stages:",
		"- Storm: a quick card game. The order in which players empty their hands is the round's order.",
		"- Coins: the Storm's best players hide coins on the track.",
		"- Race: in the Storm's order, each player rolls a die and moves.",
		"After the first Storm each player picks a lane at the pole, in the Storm's order. The first car across the line after the last lap wins."}},
	{ID: "storm", Title: "The Storm", Words: []string{
		"Each player is dealt a few cards (7 to Ace). On your turn play one card of the same suit or the same rank as the top of the discard pile, or draw one card from the stock: drawing ends your turn.",
		"The first to empty their hand is 1st, then 2nd and so on: that is the round's rank, shown on each player's card. A better rank rolls earlier and wins more coins."}},
	{ID: "special", Title: "Special cards", Words: []string{
		"- Toxic 7: a 7 makes the next player play another 7 or draw 2 cards; each 7 stacked on it adds 2. Once someone draws, the 7 is no longer toxic.",
		"- Queen's call: a Queen goes on any card but a toxic 7, and you call the suit the next player must follow. A Queen turned as the first card calls the suit of the stock's bottom card.",
		"- Ace's skip: an Ace skips the next player still holding cards (with two players left you play again). You cannot play an Ace on a toxic 7."}},
	{ID: "coins", Title: "Coins", Words: []string{
		"After each Storm, the 1st player draws coins from the purse (2 by default), the 2nd one fewer, the 3rd one fewer again; the last draws none. You see your coins' faces; the others see only their backs.",
		"Place each coin on a free space of the track: never on a car, in the pit or the pit lane, nor in the six spaces just ahead of another player's car in its lane (they are greyed out). Click or tap a space, or choose its position and lane.",
		"- +2 to +5: a car that lands on it moves on that many spaces.",
		"- −2 to −5: it moves back that many.",
		"- Tow to pit: the car goes to the pit, and its lap counts again from its start.",
		"A coin works only when a car lands on it, not when it passes over it; a move a coin gives can land on another coin."}},
	{ID: "race", Title: "The race", Words: []string{
		"On your turn roll one of two dice:",
		"- Movement die: move that many spaces forward (two dice in a two-dice game). Cars cannot be jumped: you stop behind one.",
		"- Lane-change die: L1 or L2 moves one or two lanes to the inside, R1 or R2 to the outside, as far as the walls and cars allow; the engine faces end the turn.",
		"The inside lane is the shortest way round. A car sent to the pit rolls one die to come out on the pit lane, then merges back onto lane 1."}},
	{ID: "screen", Title: "On the screen", Words: []string{
		"The player cards across the top show each player's rank in the Storm, their coins and how far they are. The log under the game says what happened, in words.",
		"The ? buttons beside the Storm, the coins and the ranks explain them in a tap. Skip animations makes a game quicker. The game is saved in the browser after every move: come back from the home page's Rejoin."}},
}

// What the game's "?" buttons say: How to play in fewer words.
const (
	stormHelp = "Play a card of the same suit or rank as the discard pile, or draw one: drawing ends your turn. " +
		"Toxic 7: the next player plays a 7 or draws 2, and 2 more for each 7 stacked on it. " +
		"Queen's call: a Queen goes on anything but a toxic 7, and you name the suit to follow. " +
		"Ace's skip: the next player still holding cards misses a turn."
	ranksHelp = "The badge on a player's card (1st, 2nd…) is their rank in the last Storm, the order in which they emptied their hands: " +
		"1st rolls first and draws the most coins, the last draws none."
	coinsHelp = "Coins lie face down on the track until a car lands on one: +2 to +5 moves it on, −2 to −5 moves it back, Tow to pit sends it to the pit. " +
		"Pick a coin, then click or tap a free space: not on a car, the pit lane, or the six spaces ahead of another car (greyed)."
	diceHelp = "Movement die: move forward that many spaces, stopping behind a car. " +
		"Lane-change die: L1 or L2 moves to the inside, R1 or R2 to the outside, as far as walls and cars allow; the engine faces end the turn."
)
