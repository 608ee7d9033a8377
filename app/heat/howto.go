package heat

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// howToPath is the page that teaches Heat to a newcomer in a few minutes of reading.
const howToPath = "/how-to-play"

// howToPlayLink leads to the How to play page, for the bars of Heat's pages.
func howToPlayLink() app.UI { return shell.HowToLink(howToPath, false) }

// howToPage is How to play: the goal, a round's nine steps as the step strip names them, cards,
// corners, slipstream, boost, adrenaline and cooling, each with a small drawing, the keyboard,
// Race Mode, and a way to see the guide of the first Qualifying lap again.
func howToPage() app.Composer {
	return &shell.RulesPage{
		Game:   game.Name,
		Lead:   "Heat in five minutes: race a 1960s grand-prix car with a hand of cards. First across the line after the last lap wins.",
		Start:  []shell.Link{{Path: "/qualifying", Label: "Try a Qualifying lap"}, {Path: "/solo", Label: "Solo race"}},
		Topics: howToTopics(),
	}
}

// roundStepsList is a round's steps, each with what it does.
func roundStepsList() app.UI {
	steps := make([]app.UI, len(roundSteps))
	for i, s := range roundSteps {
		steps[i] = app.Elem("li").Body(app.Elem("strong").Text(s.name+": "), app.Text(s.does))
	}
	return app.Elem("ol").Class("heat-howto-steps").Body(steps...)
}

// guideAgain is How to play's way to see the guide of the first Qualifying lap again.
type guideAgain struct {
	app.Compo
	done bool // the guide was reset
}

func (g *guideAgain) Render() app.UI {
	return app.Div().Body(
		app.Button().Class("parlor-button").DataSet("testid", "guide-again").Text("Show the guide again").
			OnClick(func(ctx app.Context, e app.Event) { resetGuide(); g.done = true }),
		app.If(g.done, func() app.UI {
			return app.P().Class("parlor-hint").Role("status").DataSet("testid", "guide-again-done").Text("Done: your next Qualifying lap is guided again.")
		}),
	)
}

// howToTopics are How to play's topics, in reading order, each drawing a small SVG (a string: a
// few hundred bytes of text each, which the download compresses well, instead of code); made for
// each page, whose buttons are its own.
func howToTopics() []shell.RulesTopic {
	return []shell.RulesTopic{
		{ID: "round", Title: "A round in nine steps", Art: artSteps, More: []app.UI{roundStepsList()}, Words: []string{
			"Every round runs the same nine steps; the strip above the race marks the one you are at."}},
		{ID: "cards", Title: "Your cards", Art: artCards, Words: []string{
			"You hold 7 cards and draw back up to 7 at the end of every round.",
			"- Speed cards (1 to 4, and the 0 and 5 upgrades): their total is your Speed, the spaces you move.",
			"- Heat: your Engine holds Heat cards; paying Heat moves them into your hand, where they clog it: they cannot be played.",
			"- Stress: when played, it flips cards from your deck until a Speed card shows, and you get that Speed.",
			"- Upgrades: with the Garage module you draft upgrade cards with symbols; select one in your hand to read what it does."}},
		{ID: "gears", Title: "Gears", Art: artGears, Words: []string{
			"Your gear is how many cards you play: 1 card in 1st gear, 4 in 4th. Up or down one gear is free; two gears cost 1 Heat."}},
		{ID: "corners", Title: "Corners and spin-outs", Art: artCorner, Words: []string{
			"Each corner has a speed limit on its sign. Cross it with a Speed up to the limit and it is free; above it, pay the difference in Heat from your Engine.",
			"If your Engine cannot pay, you spin out: you stop before the corner, take Stress cards (1, or 2 in 3rd or 4th gear) and go back to 1st gear. The dashboard warns you before you commit."},
			Examples: examples("corner", "spin")},
		{ID: "slipstream", Title: "Slipstream", Art: artSlipstream, Words: []string{
			"After you move, if a car is beside you or on the space just ahead, you may slipstream: 2 free spaces. Corners you cross still count at your Speed."}},
		{ID: "react", Title: "Boost, Adrenaline and cooling", Art: artReact, Words: []string{
			"- Cool down: in 1st gear send 3 Heat cards from your hand back to your Engine, in 2nd gear 1.",
			"- Boost: once a round pay 1 Heat to flip cards until a Speed card and move that far too. It counts as Speed at corners.",
			"- Adrenaline: the last car (the last two with five cars or more) may move one more space and cool one more Heat."}},
		{ID: "keys", Title: "Keyboard", Words: []string{
			"A turn takes a handful of keys. 1 to 4 shift gear from anywhere on the race page. Your hand is one stop for Tab: the left and right arrows move along it, Space picks the card in focus and moves on to the next, and once the play is complete Enter plays it. After each decision the focus waits on the next one: Done, Slipstream, Discard.",
			"Every other control is a button: Tab moves between them, Enter or Space presses one. Escape closes an explanation or a guide callout.",
			"F switches the board between your car, which the camera follows, and the whole circuit. On the circuit itself (click or Tab to it): + and − zoom, the arrow keys pan, 0 shows the whole circuit."}},
		{ID: "racemode", Title: "Race Mode", More: []app.UI{app.A().Class("parlor-button").DataSet("testid", "howto-racemode").Href(raceModePath()).Text("Open Race Mode")}, Words: []string{
			"Race Mode is a campaign of solo races on a map: from the start at the top, take one node a level down to the boss at the bottom, and grow your deck on the way.",
			"- Start: choose one of three start decks of 15 cards (12 Speed cards and 3 upgrades), and whether a completed node opens one way on or every way it leads.",
			"- Race: finish ahead of every bot driver of the node, each racing a deck of its own. Lose, and the node stays open to race again. Some races, once won, offer a card choice too.",
			"- Card choice: take one of three Garage upgrades in place of one of your three upgrades.",
			"- Upgrade: pick a base card and one of its three versions: keep it, or raise it to version 1 or 2, written with a + each: it costs a Heat less or cools one more Heat card, then gains one more Heat off or Slipstream +1.",
			"- Boss: the last race, with stronger decks and special rules. Beat it to win the run.",
			"Special modes change a race (Hot engine, Fresh hand, Growing speed, Forced discard, Scrap returns): a node may have its own, and the map's Special modes button turns them on for the others. The run is saved as you go, a race too."}},
		{ID: "help", Title: "Help while you race", More: []app.UI{&guideAgain{}}, Words: []string{
			"The ? buttons beside the gearbox, the meters and your hand open a short explanation: tap them on a phone, or press Enter.",
			"Your first Qualifying lap is guided: a callout beside each decision says what to do, once."}},
	}
}

// The drawings, hidden from screen readers: the words beside them say the same.
const (
	artSteps = `<svg class="heat-art" viewBox="0 0 160 60" aria-hidden="true"><g class="a-steps">` +
		`<rect x="4" y="20" width="14" height="20" rx="3"/><rect x="21" y="20" width="14" height="20" rx="3" class="a-now"/>` +
		`<rect x="38" y="20" width="14" height="20" rx="3"/><rect x="55" y="20" width="14" height="20" rx="3"/>` +
		`<rect x="72" y="20" width="14" height="20" rx="3"/><rect x="89" y="20" width="14" height="20" rx="3"/>` +
		`<rect x="106" y="20" width="14" height="20" rx="3"/><rect x="123" y="20" width="14" height="20" rx="3"/>` +
		`<rect x="140" y="20" width="14" height="20" rx="3"/></g><g class="a-n" text-anchor="middle">` +
		`<text x="11" y="34">1</text><text x="28" y="34" class="a-on">2</text><text x="45" y="34">3</text><text x="62" y="34">4</text>` +
		`<text x="79" y="34">5</text><text x="96" y="34">6</text><text x="113" y="34">7</text><text x="130" y="34">8</text>` +
		`<text x="147" y="34">9</text></g></svg>`
	artCards = `<svg class="heat-art" viewBox="0 0 160 60" aria-hidden="true"><g text-anchor="middle">` +
		`<rect x="4" y="8" width="30" height="44" rx="3" class="a-card"/><text x="19" y="37" class="a-face">3</text>` +
		`<rect x="42" y="8" width="30" height="44" rx="3" class="a-card"/><text x="57" y="37" class="a-face">4</text>` +
		`<rect x="80" y="8" width="30" height="44" rx="3" class="a-card a-heat"/><text x="95" y="37" class="a-face">♨</text>` +
		`<rect x="118" y="8" width="30" height="44" rx="3" class="a-card a-stress"/><text x="133" y="37" class="a-face">!</text></g></svg>`
	artGears = `<svg class="heat-art" viewBox="0 0 160 60" aria-hidden="true"><g text-anchor="middle">` +
		`<rect x="8" y="14" width="30" height="30" rx="3" class="a-gear"/><text x="23" y="35" class="a-n">1</text>` +
		`<rect x="46" y="14" width="30" height="30" rx="3" class="a-gear"/><text x="61" y="35" class="a-n">2</text>` +
		`<rect x="84" y="14" width="30" height="30" rx="3" class="a-gear a-now"/><text x="99" y="35" class="a-on">3</text>` +
		`<rect x="122" y="14" width="30" height="30" rx="3" class="a-gear"/><text x="137" y="35" class="a-n">4</text></g></svg>`
	artCorner = `<svg class="heat-art" viewBox="0 0 160 60" aria-hidden="true"><path d="M4 52H70Q100 52 104 22V4" class="a-road"/>` +
		`<polygon points="120,14 132,26 120,38 108,26" class="a-sign"/><rect x="24" y="44" width="18" height="12" rx="3" class="a-car"/>` +
		`<g text-anchor="middle"><text x="120" y="31" class="a-limit">3</text><text x="136" y="56" class="a-n">5 → −2 Heat</text></g></svg>`
	artSlipstream = `<svg class="heat-art" viewBox="0 0 160 60" aria-hidden="true"><path d="M4 30H156" class="a-lane"/>` +
		`<rect x="40" y="22" width="26" height="14" rx="3" class="a-car"/><rect x="74" y="22" width="26" height="14" rx="3" class="a-car a-other"/>` +
		`<path d="M104 29H140M132 23L140 29L132 35" class="a-arrow"/><text x="122" y="18" text-anchor="middle" class="a-n">+2</text></svg>`
	artReact = `<svg class="heat-art" viewBox="0 0 160 60" aria-hidden="true"><rect x="6" y="10" width="40" height="40" rx="3" class="a-engine"/>` +
		`<path d="M56 30H80M72 24L80 30L72 36" class="a-arrow"/><rect x="92" y="8" width="30" height="44" rx="3" class="a-card"/>` +
		`<g text-anchor="middle"><text x="26" y="35" class="a-heat-t">♨</text><text x="107" y="37" class="a-face">+</text>` +
		`<text x="142" y="34" class="a-n">Boost</text></g></svg>`
)
