package bloodfang

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// howToPage is How to play: the goal, the board, a card's rank, power and range, a turn,
// abilities, passing and the end, and the keyboard.
func howToPage() app.Composer {
	return &shell.RulesPage{
		Game:   game.Name,
		Lead:   "Two players, three lanes, fifteen cards each. Place cards to spread your pawns and win the lanes: the player with more power in a lane scores it, and the higher total wins.",
		Start:  []shell.Link{{Path: pathSolo, Label: "Play against the AI"}, {Path: pathFriends, Label: "With a friend"}},
		Topics: howToTopics,
	}
}

// howToTopics are How to play's topics, in reading order; the in-game "?" buttons say the same
// in fewer words (ranksHelp and the others).
var howToTopics = []shell.RulesTopic{
	{ID: "board", Title: "The board", Words: []string{
		"The board has three lanes of five tiles. You start owning the first tile of each lane on your side, with one pawn on it; your opponent owns the last tiles.",
		"Pawns are what you place cards with: a tile of yours with pawns on it is where your next card can go."}},
	{ID: "cards", Title: "A card: rank, power and range", Words: []string{
		"- Rank: the number in a card's corner is how many pawns its tile needs: 1, 2 or 3. The pawns stay under the card.",
		"- R: a card marked R is a replacement. It goes on a tile that holds one of your own cards, whatever the pawns: that card is destroyed, and the new one takes its place.",
		"- Power: the big number. It counts for the lane the card stands in.",
		"- Range: the small grid on the card. Pawn cells add a pawn to the tiles they point at (up to 3 a tile), and turn an empty tile of your opponent's into yours. Ability cells carry the card's ability; cells marked both do both."}},
	{ID: "turn", Title: "A turn", Words: []string{
		"At the start both players may swap any cards of their opening hand once.",
		"Then, turn by turn, you draw a card (not on the very first turn) and either place one card from your hand on a lit tile, or pass.",
		"Before you place a card, pick it and aim at a tile: the page says what it will do (the pawns it adds, the tiles it takes, the power it changes) and the lane's power after."}},
	{ID: "abilities", Title: "Abilities", Words: []string{
		"Some cards change the power of the cards on their ability cells: yours, your opponent's or all.",
		"- When played: once, as the card is placed.",
		"- While in play: as long as the card stands, on whatever card is there.",
		"- When destroyed: once, as the card leaves the board.",
		"A card whose power falls to 0 or below is destroyed; its tile keeps its pawns and its owner."}},
	{ID: "end", Title: "Passing and the end", Words: []string{
		"You may pass at any time. Two passes in a row end the game, as does a card on every tile: each lane is scored as it stands.",
		"When your opponent has just passed, passing too ends the game at once: the page asks first and tells you the score it would end on.",
		"Each lane goes to the player with more power in it, who scores that power; a tied lane scores nothing. The higher total wins."}},
	{ID: "keys", Title: "Keyboard", Words: []string{
		"The left and right arrows move along your hand and Enter picks a card; the focus moves to a lit tile, the arrows move over the board, and Enter places the card. Tab reaches Pass and the other buttons."}},
}

// What the game's "?" buttons say: How to play in fewer words.
const (
	ranksHelp = "The number in a card's corner is its rank: the pawns its tile needs (1, 2 or 3). " +
		"R is a replacement: it goes on one of your own cards, whatever the pawns, and destroys it. " +
		"The big number is the card's power in its lane."
	rangeHelp = "The small grid is the card's range around its tile (the middle). Pawn cells add a pawn to the tiles they point at and take empty tiles from your opponent; " +
		"ability cells carry its ability; both does both."
)
