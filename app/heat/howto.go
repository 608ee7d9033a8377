package heat

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// howToPath is the page that teaches Heat to a newcomer in a few minutes of reading.
const howToPath = "/how-to-play"

// howToPlayLink leads to the How to play page, for the bars of Heat's pages.
func howToPlayLink() app.UI {
	return app.A().Class("parlor-howto-link").DataSet("testid", "how-to-play-link").Href(howToPath).Text("How to play")
}

// howToPage is How to play: the goal, a round's nine steps as the step strip names them, cards,
// corners, slipstream, boost, adrenaline and cooling, each with a small drawing, the keyboard,
// and a way to see the guide of the first Qualifying lap again. It is a page of the app, so the
// service worker serves it offline like any other.
type howToPage struct {
	app.Compo
	reset bool // the guide was reset
}

func (h *howToPage) OnNav(ctx app.Context) { ctx.Page().SetTitle("How to play · %s", shell.Name) }

func (h *howToPage) Render() app.UI {
	body := []app.UI{
		app.Header().Class("parlor-pagehead").Body(
			app.A().Class("parlor-back").Href("/").Text("← Home"),
			app.H1().Text("How to play"),
			app.P().Class("parlor-lead").Text("Heat in five minutes: race a 1960s grand-prix car with a hand of cards. First across the line after the last lap wins."),
		),
		app.Nav().Class("heat-howto-go").Aria("label", "start").Body(
			app.A().Class("parlor-button", "parlor-primary").DataSet("testid", "howto-qualifying").Href("/qualifying").Text("Try a Qualifying lap"),
			app.A().Class("parlor-button").Href("/solo").Text("Solo race"),
		),
	}
	for _, t := range howToTopics {
		words := paragraphs(t.words)
		if t.id == "round" {
			steps := make([]app.UI, len(roundSteps))
			for i, s := range roundSteps {
				steps[i] = app.Li().Body(app.Strong().Text(s.name+": "), app.Text(s.does))
			}
			words = append(words, app.Ol().Class("heat-howto-steps").Body(steps...))
		}
		if t.id == "corners" {
			words = append(words, shell.RulesExamples(examples("corner", "spin"))...)
		}
		if t.id == "racemode" {
			words = append(words, app.A().Class("parlor-button").DataSet("testid", "howto-racemode").Href(raceModePath()).Text("Open Race Mode"))
		}
		if t.id == "help" {
			words = append(words, app.Button().Class("parlor-button").DataSet("testid", "guide-again").Text("Show the guide again").
				OnClick(func(ctx app.Context, e app.Event) { resetGuide(); h.reset = true }))
			if h.reset {
				words = append(words, app.P().Class("parlor-hint").Role("status").DataSet("testid", "guide-again-done").Text("Done: your next Qualifying lap is guided again."))
			}
		}
		row := []app.UI{}
		if t.art != "" {
			row = append(row, app.Div().Class("heat-howto-art").Body(app.Raw(t.art)))
		}
		body = append(body, app.Section().Class("parlor-section", "heat-howto-topic").ID("howto-"+t.id).Body(
			app.H2().Text(t.title),
			app.Div().Class("heat-howto-row").Body(append(row, app.Div().Class("heat-howto-words").Body(words...))...),
		))
	}
	return app.Main().Class("parlor-page", "heat-howto").DataSet("testid", "how-to-play").Body(body...)
}

// paragraphs writes a topic's words: a paragraph each, and "- " lines as a list whose items
// start with their subject in bold ("Boost: …").
func paragraphs(lines []string) []app.UI {
	var out, items []app.UI
	flush := func() {
		if len(items) > 0 {
			out, items = append(out, app.Ul().Body(items...)), nil
		}
	}
	for _, l := range lines {
		item, ok := strings.CutPrefix(l, "- ")
		if !ok {
			flush()
			out = append(out, app.P().Text(l))
			continue
		}
		subject, rest, _ := strings.Cut(item, ": ")
		items = append(items, app.Li().Body(app.Strong().Text(subject+": "), app.Text(rest)))
	}
	flush()
	return out
}

// howToTopic is one topic of How to play: its words, and a small drawing in SVG (a string: a few
// hundred bytes of text each, which the download compresses well, instead of code).
type howToTopic struct {
	id, title, art string
	words          []string
}

// howToTopics are How to play's topics, in reading order.
var howToTopics = [...]howToTopic{
	{"round", "A round in nine steps", artSteps, []string{
		"Every round runs the same nine steps; the strip above the race marks the one you are at."}},
	{"cards", "Your cards", artCards, []string{
		"You hold 7 cards and draw back up to 7 at the end of every round.",
		"- Speed cards (1 to 4, and the 0 and 5 upgrades): their total is your Speed, the spaces you move.",
		"- Heat: your Engine holds Heat cards; paying Heat moves them into your hand, where they clog it: they cannot be played.",
		"- Stress: when played, it flips cards from your deck until a Speed card shows, and you get that Speed.",
		"- Upgrades: with the Garage module you draft upgrade cards with symbols; select one in your hand to read what it does."}},
	{"gears", "Gears", artGears, []string{
		"Your gear is how many cards you play: 1 card in 1st gear, 4 in 4th. Up or down one gear is free; two gears cost 1 Heat."}},
	{"corners", "Corners and spin-outs", artCorner, []string{
		"Each corner has a speed limit on its sign. Cross it with a Speed up to the limit and it is free; above it, pay the difference in Heat from your Engine.",
		"If your Engine cannot pay, you spin out: you stop before the corner, take Stress cards (1, or 2 in 3rd or 4th gear) and go back to 1st gear. The dashboard warns you before you commit."}},
	{"slipstream", "Slipstream", artSlipstream, []string{
		"After you move, if a car is beside you or on the space just ahead, you may slipstream: 2 free spaces. Corners you cross still count at your Speed."}},
	{"react", "Boost, Adrenaline and cooling", artReact, []string{
		"- Cool down: in 1st gear send 3 Heat cards from your hand back to your Engine, in 2nd gear 1.",
		"- Boost: once a round pay 1 Heat to flip cards until a Speed card and move that far too. It counts as Speed at corners.",
		"- Adrenaline: the last car (the last two with five cars or more) may move one more space and cool one more Heat."}},
	{"keys", "Keyboard", "", []string{
		"A turn takes a handful of keys. 1 to 4 shift gear from anywhere on the race page. Your hand is one stop for Tab: the left and right arrows move along it, Space picks the card in focus and moves on to the next, and once the play is complete Enter plays it. After each decision the focus waits on the next one: Done, Slipstream, Discard.",
		"Every other control is a button: Tab moves between them, Enter or Space presses one. Escape closes an explanation or a guide callout.",
		"F switches the board between your car, which the camera follows, and the whole circuit. On the circuit itself (click or Tab to it): + and − zoom, the arrow keys pan, 0 shows the whole circuit."}},
	{"racemode", "Race Mode", "", []string{
		"Race Mode is a campaign of solo races on a map: from the start at the top, take one node a level down to the boss at the bottom, and grow your deck on the way.",
		"- Start: choose one of three start decks of 15 cards (12 Speed cards and 3 upgrades), and whether a completed node opens one way on or every way it leads.",
		"- Race: finish ahead of every bot driver of the node, each racing a deck of its own. Lose, and the node stays open to race again. Some races, once won, offer a card choice too.",
		"- Card choice: take one of three Garage upgrades in place of one of your three upgrades.",
		"- Upgrade: pick a base card and one of its three versions: keep it, or raise it to version 1 or 2, written with a + each: it costs a Heat less or cools one more Heat card, then gains one more Heat off or Slipstream +1.",
		"- Boss: the last race, with stronger decks and special rules. Beat it to win the run.",
		"Special modes change a race (Hot engine, Fresh hand, Growing speed, Forced discard, Scrap returns): a node may have its own, and the map's Special modes button turns them on for the others. The run is saved as you go, a race too."}},
	{"help", "Help while you race", "", []string{
		"The ? buttons beside the gearbox, the meters and your hand open a short explanation: tap them on a phone, or press Enter.",
		"Your first Qualifying lap is guided: a callout beside each decision says what to do, once."}},
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
